import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * The web's React Query keys: a `queryOptions` and the mutations that invalidate it name a key
 * from a factory, never a literal array. Here: each domain's root and the keys more than one
 * feature reads; a feature's own keys live in its `api/query-keys.ts`, built on its root (so the
 * first load carries only the shell's keys). The roots that hold one player's data are listed in
 * `PLAYER_QUERY_ROOTS`, so a logout drops all of them at once.
 */
const PROFILE = ['profile'] as const;
const BALANCE = ['balance'] as const;
export const WALLET = ['wallet'] as const;
export const PAYMENTS = ['payments'] as const;
export const BETS = ['bets'] as const;
export const VERIFICATION = ['verification'] as const;
const FAVORITES = ['favorites'] as const;
const RECENT_GAMES = ['games', 'recent'] as const;
export const PLAY_SESSIONS = ['play', 'session'] as const;
/** The player's rewards and the promo-code checks (001 §7 Rewards and campaigns). */
export const REWARDS = ['rewards'] as const;
/** CRM messages: web popups, content cards, the inbox (ADR 029). */
export const CRM = ['crm'] as const;
/** Campaigns and promotions: the player's statuses in them (a guest's list lives here too). */
export const CAMPAIGNS = ['campaigns'] as const;
/** The welcome packs offered at registration (000 §3): shown by auth, owned by campaigns. */
export const welcomePackKeys = {
  list: (locale: string) => [...CAMPAIGNS, 'welcome-packs', locale] as const,
};
/** Tournaments (each read is the caller's: opted in or not) and the player's loyalty progress. */
export const TOURNAMENTS = ['tournaments'] as const;
export const LOYALTY = ['loyalty'] as const;
/** Player protection: the player's deposit limits (the safer-gambling page and the deposit form read them). */
export const PROTECTION = ['protection'] as const;
/** The player's reward lists (the rewards feature's `rewardsKeys.list` sit under it). */
export const REWARD_LISTS = [...REWARDS, 'list'] as const;

/**
 * The reads whose figures move when the player plays (wagered, points, leaderboard places): every
 * money event and every change the balance shows marks them stale with the balance, so My rewards,
 * Loyalty and a tournament show the round just played, not figures kept for the stale time.
 */
export const PLAY_FIGURE_ROOTS: readonly QueryKey[] = [REWARD_LISTS, LOYALTY, TOURNAMENTS];

/** Marks the play figures stale: the ones on screen reload now, the others when next shown. */
export function invalidatePlayFigures(client: QueryClient): void {
  for (const queryKey of PLAY_FIGURE_ROOTS) void client.invalidateQueries({ queryKey });
}

/** Catalogue lists: they reload after a login (lists differ for a player). */
export const GAMES = ['games'] as const;

export const profileKeys = {
  all: PROFILE,
  detail: (uuid: string) => ['profile', uuid] as const,
  /** The player's avatar (000 §4 profile initialisation), under the profile: a logout drops it. */
  avatar: (uuid: string) => ['profile', uuid, 'avatar'] as const,
};

/** The header balance (001 §3): every money event invalidates `balanceKeys.all`. */
export const balanceKeys = {
  all: BALANCE,
  detail: (uuid: string | null) => ['balance', uuid] as const,
};

export const favoriteKeys = {
  all: FAVORITES,
  ids: (uuid: string) => ['favorites', 'ids', uuid] as const,
  games: (uuid: string) => ['favorites', 'games', uuid] as const,
};

/** The games the player started lately (000 §7), shown by the favourites feature. */
export const recentGameKeys = {
  all: RECENT_GAMES,
  player: (uuid: string) => [...RECENT_GAMES, uuid] as const,
};

/** The roots of every query that holds one player's data (000 §4: a logout forgets them all). */
export const PLAYER_QUERY_ROOTS: readonly QueryKey[] = [
  PROFILE,
  BALANCE,
  WALLET,
  PAYMENTS,
  BETS,
  VERIFICATION,
  FAVORITES,
  RECENT_GAMES,
  PLAY_SESSIONS,
  REWARDS,
  CRM,
  CAMPAIGNS,
  TOURNAMENTS,
  LOYALTY,
  PROTECTION,
];

/** Drops every player query from the cache (logout, or a renewal that yields no token). */
export function removePlayerQueries(client: QueryClient): void {
  for (const queryKey of PLAYER_QUERY_ROOTS) client.removeQueries({ queryKey });
}
