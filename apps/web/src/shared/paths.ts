/**
 * Every page address of the site (000 §2), from one place: links, navigations and the route table
 * name a path here, never a literal string. `app/paths.test.tsx` checks that each one reaches a
 * page of the route table, so a link to a page that does not exist fails a test.
 */
export const paths = {
  home: '/',
  /** The lobby with the search open. */
  search: '/?search',
  games: '/games',
  /** One category's games, a page of its own that can be linked and indexed (ADR 032). */
  gamesCategory: (slug: string) => `/games/category/${encodeURIComponent(slug)}`,
  gameFilters: '/games/filters',
  lastPlayed: '/games/last-played',
  favorites: '/favorites',
  /** The game page without a game chosen (000 §2 `/game`): it says so and leads to the games. */
  gameIndex: '/game',
  game: (slug: string) => `/game/${encodeURIComponent(slug)}`,
  providers: '/providers',
  /** One provider's games (ADR 032); `/games/filters?provider=` still shows them with the filters. */
  provider: (providerAlias: string) => `/providers/${encodeURIComponent(providerAlias)}`,
  login: '/login',
  /** Login, coming back to `redirect` (a path on this site) afterwards. */
  loginThenBack: (redirect: string) => `/login?redirect=${encodeURIComponent(redirect)}`,
  registration: '/registration',
  forgotPassword: '/forgot-password',
  profile: '/profile',
  account: '/profile/account',
  kyc: '/profile/kyc',
  /** The player's bonuses, free spins and multi-bonuses (001 §2). */
  rewards: '/profile/rewards',
  deposit: '/deposit',
  history: '/profile/history',
  bankAccount: '/profile/bank-account',
  selfRestriction: '/profile/self-restriction',
  /** Safer gambling: the player's deposit limits (docs/decisions/042-deposit-limits.md). */
  saferGambling: '/profile/safer-gambling',
  /** The sports frame (001 §2): sports path + slug + optional sub-path (`/live`, `/event/fb-3`). */
  sportsIndex: '/sports',
  sports: (slug: string, subPath = '/') =>
    `/sports/${encodeURIComponent(slug)}${subPath === '/' ? '' : subPath.replace(/[^A-Za-z0-9/_-]/g, '')}`,
  /** The promotions (001 §2): all of them, one category's, and one promotion with its terms. */
  promotions: '/promotions',
  promotionsType: (category: string) => `/promotions/type/${encodeURIComponent(category)}`,
  promotion: (campaignId: string) => `/promotions/${encodeURIComponent(campaignId)}`,
  /** Registration carrying a campaign to join (a guest's opt action on a promotion). */
  registrationFor: (campaignUuid: string) => `/registration?campaignUuid=${encodeURIComponent(campaignUuid)}`,
  /** Tournaments with leaderboards (001 §2), and one tournament's page. */
  tournaments: '/tournaments',
  tournament: (id: string) => `/tournaments/${encodeURIComponent(id)}`,
  /** The player's loyalty progress (001 §2). */
  loyalty: '/profile/loyalty',
  /** A static page of the footer (`GET /pages/{slug}`). */
  page: (slug: string) => `/${slug}`,
  /** The call-back request page (000 §2, 001 §2): also the one-time-code step's "contact support". */
  callback: '/callback',
} as const;

/** Paths linked today whose page is not built yet: the route-table test expects exactly these. */
export const UNROUTED_PATHS: readonly string[] = [];

/** A path as the route table writes it (relative to the layout route: no leading slash). */
export const routePath = (path: string): string => path.replace(/^\//, '');
