import { z } from 'zod';
import { GAMES_PAGE_SIZE, PROVIDERS_DEFAULT_PAGE_SIZE, SEARCH_PAGE_SIZE } from './constants.ts';
import { defineEndpoint } from './http.ts';
import { CountryCode, CurrencyCode, LocaleCode, PageNumber, pageOf, pageSize } from './paging.ts';
import { SCHEMA_MESSAGES } from './rules/messages.ts';
import { Line } from './rules/text.ts';

export const DeviceType = z.preprocess(
  (v) => (typeof v === 'string' ? v.toUpperCase() : v),
  z.enum(['MOBILE', 'DESKTOP']),
);
export type DeviceType = z.infer<typeof DeviceType>;

export const TagType = z.enum(['game_subtype', 'promo']);
export const GameTag = z.object({ key: z.string(), type: TagType });
export type GameTag = z.infer<typeof GameTag>;

export const Game = z.object({
  uuid: z.string(),
  slug: z.string(),
  fullGameName: z.string(),
  providerAlias: z.string(),
  providerName: z.string(),
  /** GET here (type, lang, currency, exitUrl) returns the real-play `gameSessionURL`. */
  startGameUrl: z.string(),
  /** GET here returns the demo `gameSessionURL`. */
  startFunGameUrl: z.string(),
  hasDemoMode: z.boolean(),
  /** A restricted game is listed but does not start (000 §4). */
  restricted: z.boolean(),
  tags: z.array(GameTag),
  categories: z.array(z.string()),
  imageUrl: z.string(),
  devices: z.array(z.enum(['MOBILE', 'DESKTOP'])),
});
export type Game = z.infer<typeof Game>;

export const GamePage = pageOf(Game);
export type GamePage = z.infer<typeof GamePage>;

export const Provider = z.object({
  providerAlias: z.string(),
  providerName: z.string(),
  gamesCount: z.number().int(),
  imageUrl: z.string(),
});
export type Provider = z.infer<typeof Provider>;

/** Provider lists come back as a list with its count (000 §3). */
export const ProviderList = z.object({
  content: z.array(Provider),
  count: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
});
export type ProviderList = z.infer<typeof ProviderList>;

export const CategoryChip = z.object({ slug: z.string(), categoryKey: z.string() });
export type CategoryChip = z.infer<typeof CategoryChip>;
/** The special chip that clears the category filter (000 §3). */
export const ALL_CHIP: CategoryChip = { slug: 'all', categoryKey: 'games.categories.all' };

const Keyword = Line().trim().min(1).max(100);
const Slug = Line()
  .trim()
  .regex(/^[a-z0-9-]{1,64}$/, SCHEMA_MESSAGES.slug);

/** Filters every catalogue list shares: market (country, currency), device and category. */
const MarketFilter = {
  countryCode: CountryCode.optional(),
  currencyCode: CurrencyCode.optional(),
  category: Slug.optional(),
  tagKey: Slug.optional(),
  provider: Slug.optional(),
};

export const SearchGamesQuery = z.object({
  name: Keyword,
  page: PageNumber,
  type: DeviceType.optional(),
  size: pageSize(SEARCH_PAGE_SIZE),
  locale: LocaleCode.optional(),
  ...MarketFilter,
});
export type SearchGamesQuery = z.infer<typeof SearchGamesQuery>;

/** The default game list uses `country` and `currency` rather than the `…Code` names (000 §7). */
export const DefaultGamesQuery = z.object({
  page: PageNumber,
  type: DeviceType.optional(),
  size: pageSize(SEARCH_PAGE_SIZE),
  country: CountryCode.optional(),
  currency: CurrencyCode.optional(),
  locale: LocaleCode.optional(),
  category: Slug.optional(),
  tagKey: Slug.optional(),
  provider: Slug.optional(),
});
export type DefaultGamesQuery = z.infer<typeof DefaultGamesQuery>;

export const GamesListQuery = z.object({
  page: PageNumber,
  size: pageSize(GAMES_PAGE_SIZE),
  type: DeviceType.optional(),
  keyword: Keyword.optional(),
  /** Comma-separated tag keys; a game matches when it carries any of them. */
  tags: Line()
    .regex(/^[a-z0-9-]+(,[a-z0-9-]+)*$/, SCHEMA_MESSAGES.tagKeys)
    .optional(),
  ...MarketFilter,
});
export type GamesListQuery = z.infer<typeof GamesListQuery>;

export const ProvidersQuery = z.object({
  countryCode: CountryCode.optional(),
  currencyCode: CurrencyCode.optional(),
  size: pageSize(PROVIDERS_DEFAULT_PAGE_SIZE),
  page: PageNumber,
  brandId: Line().max(64).optional(),
  gameDeviceType: DeviceType.optional(),
  gameStatus: z.enum(['ENABLED']).default('ENABLED'),
  keyword: Keyword.optional(),
});
export type ProvidersQuery = z.infer<typeof ProvidersQuery>;

export const SearchProvidersQuery = z.object({
  keyword: Keyword,
  page: PageNumber,
  gameDeviceType: DeviceType.optional(),
  size: pageSize(SEARCH_PAGE_SIZE),
  currencyCode: CurrencyCode.optional(),
  countryCode: CountryCode.optional(),
});
export type SearchProvidersQuery = z.infer<typeof SearchProvidersQuery>;

export const LocaleParams = z.object({ locale: LocaleCode });

export const gamesEndpoints = {
  searchGames: defineEndpoint({
    id: 'searchGames',
    method: 'GET',
    base: 'host',
    path: '/games/search',
    auth: 'optional',
    summary: 'Search games by name (000 §7): 30 a page.',
    query: SearchGamesQuery,
    response: GamePage,
  }),
  defaultGames: defineEndpoint({
    id: 'defaultGames',
    method: 'GET',
    base: 'host',
    path: '/games/default',
    auth: 'optional',
    summary: 'The default game list (000 §7): 30 a page.',
    query: DefaultGamesQuery,
    response: GamePage,
  }),
  localeGames: defineEndpoint({
    id: 'localeGames',
    method: 'GET',
    base: 'host',
    path: '/{locale}/games',
    auth: 'optional',
    summary: 'Games for a locale (000 §7): 49 a page, by keyword or tags.',
    params: LocaleParams,
    query: GamesListQuery,
    response: GamePage,
  }),
  publicGames: defineEndpoint({
    id: 'publicGames',
    method: 'GET',
    base: 'host',
    path: '/games/public',
    auth: 'public',
    summary: 'Public games list (000 §7): 49 a page, by keyword or tags.',
    query: GamesListQuery,
    response: GamePage,
  }),
  categories: defineEndpoint({
    id: 'categories',
    method: 'GET',
    base: 'host',
    path: '/games/categories',
    auth: 'public',
    summary: "The lobby's category chips, in display order (without the special 'all' chip).",
    response: z.array(CategoryChip),
  }),
  providers: defineEndpoint({
    id: 'providers',
    method: 'GET',
    base: 'host',
    path: '/providers',
    auth: 'public',
    summary: 'Providers with enabled games (000 §7); clients cache it 180 s.',
    query: ProvidersQuery,
    response: ProviderList,
  }),
  searchProviders: defineEndpoint({
    id: 'searchProviders',
    method: 'GET',
    base: 'host',
    path: '/providers/search',
    auth: 'public',
    summary: 'Provider search by keyword (000 §7): 30 a page.',
    query: SearchProvidersQuery,
    response: ProviderList,
  }),
} as const;
