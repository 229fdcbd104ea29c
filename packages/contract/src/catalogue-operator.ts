import { z } from 'zod';
import { defineEndpoint } from './http.ts';
import { readBy, writeBy } from './operator-roles.ts';
import { CountryCode, PageNumber, pageOf, pageSize } from './paging.ts';
import { SCHEMA_MESSAGES } from './rules/messages.ts';
import { Line } from './rules/text.ts';

/**
 * The operators' catalogue (docs/decisions/057-catalogue-admin.md): games with where they are
 * offered, studios, categories and their order, featured games. Every write refreshes the serving
 * process's catalogue snapshot at once; other replicas follow on their timer. Apart from games.ts
 * so that the player's pages do not load these.
 */

/** The server's refusals of a catalogue write that the schemas cannot see (they need the stored catalogue). */
export const CATALOGUE_MESSAGES = {
  /** A game's category the catalogue does not have. */
  unknownCategory: 'fields.errors.unknown-category',
  /** A category left out of the list while games still carry it. */
  categoryInUse: 'fields.errors.category-in-use',
} as const;

const distinct = <T>(list: T[]) => new Set(list).size === list.length;

/** A catalogue slug (a category, a studio's alias): lower-case letters, digits and dashes. */
export const CatalogueSlug = Line()
  .trim()
  .regex(/^[a-z0-9-]{1,64}$/, SCHEMA_MESSAGES.slug);

/** A game as an operator manages it, enabled or not. */
export const CatalogueGame = z.object({
  uuid: z.string(),
  slug: z.string(),
  name: z.string(),
  providerAlias: z.string(),
  providerName: z.string(),
  /** Off: the game is in no lobby anywhere. */
  enabled: z.boolean(),
  /** Featured games lead the lobby's default list. */
  featured: z.boolean(),
  /** The markets (countries) where the game is not offered. */
  blockedCountries: z.array(z.string()),
  categories: z.array(z.string()),
  popularity: z.number().int(),
});
export type CatalogueGame = z.infer<typeof CatalogueGame>;
export const CatalogueGamePage = pageOf(CatalogueGame);
export type CatalogueGamePage = z.infer<typeof CatalogueGamePage>;

const Flag = z.enum(['true', 'false']);

export const CatalogueGamesQuery = z.object({
  /** Part of the game's name or slug, any case. */
  name: Line().trim().max(100).optional(),
  provider: CatalogueSlug.optional(),
  category: CatalogueSlug.optional(),
  enabled: Flag.optional(),
  featured: Flag.optional(),
  /** Only the games not offered in this market. */
  blockedIn: CountryCode.optional(),
  page: PageNumber,
  size: pageSize(20),
});

export const CatalogueGameParams = z.object({ gameUuid: z.uuid(SCHEMA_MESSAGES.gameUuid) });

export const UpdateCatalogueGameBody = z.object({
  enabled: z.boolean(),
  featured: z.boolean(),
  blockedCountries: z
    .array(CountryCode)
    .max(250)
    .refine(distinct, { message: SCHEMA_MESSAGES.distinctValues }),
  categories: z.array(CatalogueSlug).max(20).refine(distinct, { message: SCHEMA_MESSAGES.distinctValues }),
});
export type UpdateCatalogueGameBody = z.infer<typeof UpdateCatalogueGameBody>;

/** A game studio as an operator manages it. */
export const CatalogueProvider = z.object({
  alias: z.string(),
  name: z.string(),
  /** Off: none of its games is in any lobby. */
  enabled: z.boolean(),
  /** The studios' order in the lobby's lists, smallest first. */
  sortOrder: z.number().int(),
  /** Its games, enabled or not. */
  gamesCount: z.number().int(),
});
export type CatalogueProvider = z.infer<typeof CatalogueProvider>;
export const CatalogueProviderPage = pageOf(CatalogueProvider);

export const CatalogueProvidersQuery = z.object({
  name: Line().trim().max(100).optional(),
  page: PageNumber,
  size: pageSize(20),
});
export const CatalogueProviderParams = z.object({ alias: CatalogueSlug });
export const UpdateCatalogueProviderBody = z.object({
  name: Line().trim().min(1).max(80),
  enabled: z.boolean(),
  sortOrder: z.number().int().min(0).max(10_000),
});
export type UpdateCatalogueProviderBody = z.infer<typeof UpdateCatalogueProviderBody>;

/** A lobby category (a chip), in the lobby's order. */
export const CatalogueCategory = z.object({
  slug: CatalogueSlug,
  /** The translation key of its name (`games.categories.slots`). */
  categoryKey: Line()
    .trim()
    .regex(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/, SCHEMA_MESSAGES.slug),
});
export type CatalogueCategory = z.infer<typeof CatalogueCategory>;
export const CatalogueCategoryCount = CatalogueCategory.extend({ gamesCount: z.number().int() });

/** The whole list in its new order: a category added is new, one left out is removed (if no game has it). */
export const CatalogueCategories = z.object({
  categories: z
    .array(CatalogueCategory)
    .min(1)
    .max(50)
    .refine((list) => distinct(list.map((c) => c.slug)), { message: SCHEMA_MESSAGES.distinctValues }),
});
export type CatalogueCategories = z.infer<typeof CatalogueCategories>;
export const CatalogueCategoryList = z.object({ categories: z.array(CatalogueCategoryCount) });

const op = (summary: string) => ({ auth: 'operator' as const, base: 'host' as const, summary });

export const catalogueOperatorEndpoints = {
  listCatalogueGames: defineEndpoint({
    id: 'listCatalogueGames',
    method: 'GET',
    path: '/operator/catalogue/games',
    roles: readBy('marketing', 'support'),
    ...op('Operator: every game, enabled or not, by name; filtered by studio, category, state and market.'),
    query: CatalogueGamesQuery,
    response: CatalogueGamePage,
  }),
  getCatalogueGame: defineEndpoint({
    id: 'getCatalogueGame',
    method: 'GET',
    path: '/operator/catalogue/games/{gameUuid}',
    roles: readBy('marketing', 'support'),
    ...op('Operator: one game as the catalogue keeps it. 404 for an unknown game.'),
    params: CatalogueGameParams,
    response: CatalogueGame,
  }),
  updateCatalogueGame: defineEndpoint({
    id: 'updateCatalogueGame',
    auditBefore: 'getCatalogueGame',
    method: 'PUT',
    path: '/operator/catalogue/games/{gameUuid}',
    roles: writeBy('marketing'),
    ...op(
      "Operator: a game's state, featured mark, blocked markets and categories; this server's lobby shows it at once.",
    ),
    params: CatalogueGameParams,
    body: UpdateCatalogueGameBody,
    response: CatalogueGame,
  }),
  listCatalogueProviders: defineEndpoint({
    id: 'listCatalogueProviders',
    method: 'GET',
    path: '/operator/catalogue/providers',
    roles: readBy('marketing', 'support'),
    ...op('Operator: every game studio, enabled or not, in the lobby’s order, with its number of games.'),
    query: CatalogueProvidersQuery,
    response: CatalogueProviderPage,
  }),
  getCatalogueProvider: defineEndpoint({
    id: 'getCatalogueProvider',
    method: 'GET',
    path: '/operator/catalogue/providers/{alias}',
    roles: readBy('marketing', 'support'),
    ...op('Operator: one game studio. 404 for an unknown studio.'),
    params: CatalogueProviderParams,
    response: CatalogueProvider,
  }),
  updateCatalogueProvider: defineEndpoint({
    id: 'updateCatalogueProvider',
    auditBefore: 'getCatalogueProvider',
    method: 'PUT',
    path: '/operator/catalogue/providers/{alias}',
    roles: writeBy('marketing'),
    ...op("Operator: a studio's name, state and place in the order; this server's lobby shows it at once."),
    params: CatalogueProviderParams,
    body: UpdateCatalogueProviderBody,
    response: CatalogueProvider,
  }),
  listCatalogueCategories: defineEndpoint({
    id: 'listCatalogueCategories',
    method: 'GET',
    path: '/operator/catalogue/categories',
    roles: readBy('marketing', 'support'),
    ...op('Operator: the lobby’s categories in their order, each with its number of games.'),
    response: CatalogueCategoryList,
  }),
  setCatalogueCategories: defineEndpoint({
    id: 'setCatalogueCategories',
    auditBefore: 'listCatalogueCategories',
    method: 'PUT',
    path: '/operator/catalogue/categories',
    roles: writeBy('marketing'),
    ...op(
      'Operator: the whole category list in its new order (a new slug adds one; one left out is removed, refused while games carry it).',
    ),
    body: CatalogueCategories,
    response: CatalogueCategoryList,
  }),
} as const;
