import type {
  CatalogueCategory,
  UpdateCatalogueGameBody,
  UpdateCatalogueProviderBody,
} from '@croupier/contract';
import { and, asc, count, eq, inArray, notInArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.ts';
import { containing } from '../../platform/like.ts';
import { gameCategories, games, providers } from './tables.ts';

/** The operators' reads and writes of the catalogue (ADR 057): every game and studio, enabled or not. */

export interface GameListFilter {
  name?: string | undefined;
  provider?: string | undefined;
  category?: string | undefined;
  enabled?: boolean | undefined;
  featured?: boolean | undefined;
  blockedIn?: string | undefined;
}

const gameColumns = {
  uuid: games.uuid,
  slug: games.slug,
  name: games.name,
  providerAlias: games.providerAlias,
  providerName: providers.name,
  enabled: games.enabled,
  featured: games.featured,
  blockedCountries: games.blockedCountries,
  categories: games.categories,
  popularity: games.popularity,
};

function gameConditions(f: GameListFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (f.name) {
    const pattern = containing(f.name.toLowerCase());
    conditions.push(sql`(lower(${games.name}) like ${pattern} or ${games.slug} like ${pattern})`);
  }
  if (f.provider) conditions.push(eq(games.providerAlias, f.provider));
  if (f.category) conditions.push(sql`${f.category} = any(${games.categories})`);
  if (f.enabled !== undefined) conditions.push(eq(games.enabled, f.enabled));
  if (f.featured !== undefined) conditions.push(eq(games.featured, f.featured));
  if (f.blockedIn) conditions.push(sql`${f.blockedIn} = any(${games.blockedCountries})`);
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** A page of games by name, and how many match. */
export async function listGames(db: DbOrTx, f: GameListFilter, page: number, size: number) {
  const where = gameConditions(f);
  const [rows, [total]] = await Promise.all([
    db
      .select(gameColumns)
      .from(games)
      .innerJoin(providers, eq(providers.alias, games.providerAlias))
      .where(where)
      .orderBy(asc(games.name), asc(games.slug))
      .limit(size)
      .offset(page * size),
    db.select({ n: count() }).from(games).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findGame(db: DbOrTx, uuid: string) {
  const [row] = await db
    .select(gameColumns)
    .from(games)
    .innerJoin(providers, eq(providers.alias, games.providerAlias))
    .where(eq(games.uuid, uuid));
  return row;
}

/** Changes a game; false when there is no such game. */
export async function updateGame(db: DbOrTx, uuid: string, body: UpdateCatalogueGameBody) {
  const changed = await db
    .update(games)
    .set({
      enabled: body.enabled,
      featured: body.featured,
      blockedCountries: body.blockedCountries,
      categories: body.categories,
    })
    .where(eq(games.uuid, uuid))
    .returning({ uuid: games.uuid });
  return changed.length > 0;
}

/** A studio's number of games, as a column of the studios' select. */
const gamesOf = sql<number>`(select count(*)::int from games g where g.provider_alias = providers.alias)`;

const providerColumns = {
  alias: providers.alias,
  name: providers.name,
  enabled: providers.enabled,
  sortOrder: providers.sortOrder,
  gamesCount: gamesOf,
};

/** A page of studios in the lobby's order, and how many match. */
export async function listProviders(db: DbOrTx, name: string | undefined, page: number, size: number) {
  const where = name
    ? sql`(lower(${providers.name}) like ${containing(name.toLowerCase())} or ${providers.alias} like ${containing(name.toLowerCase())})`
    : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select(providerColumns)
      .from(providers)
      .where(where)
      .orderBy(asc(providers.sortOrder), asc(providers.alias))
      .limit(size)
      .offset(page * size),
    db.select({ n: count() }).from(providers).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findProvider(db: DbOrTx, alias: string) {
  const [row] = await db.select(providerColumns).from(providers).where(eq(providers.alias, alias));
  return row;
}

/** Changes a studio; false when there is no such studio. */
export async function updateProvider(db: DbOrTx, alias: string, body: UpdateCatalogueProviderBody) {
  const changed = await db
    .update(providers)
    .set(body)
    .where(eq(providers.alias, alias))
    .returning({ alias: providers.alias });
  return changed.length > 0;
}

/** The categories in their order, each with its number of games. */
export function listCategories(db: DbOrTx) {
  return db
    .select({
      slug: gameCategories.slug,
      categoryKey: gameCategories.categoryKey,
      gamesCount: sql<number>`(select count(*)::int from games g where game_categories.slug = any(g.categories))`,
    })
    .from(gameCategories)
    .orderBy(asc(gameCategories.sortOrder), asc(gameCategories.slug));
}

/** The slugs among `slugs` that no category has. */
export async function unknownCategories(db: DbOrTx, slugs: readonly string[]): Promise<string[]> {
  if (slugs.length === 0) return [];
  const known = await db
    .select({ slug: gameCategories.slug })
    .from(gameCategories)
    .where(inArray(gameCategories.slug, [...slugs]));
  const have = new Set(known.map((k) => k.slug));
  return slugs.filter((s) => !have.has(s));
}

/** The categories not in `keep` that some game still carries. */
export async function categoriesInUse(db: DbOrTx, keep: readonly string[]): Promise<string[]> {
  const gone = await db
    .select({ slug: gameCategories.slug })
    .from(gameCategories)
    .where(notInArray(gameCategories.slug, [...keep]));
  const used: string[] = [];
  for (const { slug } of gone) {
    const [n] = await db.select({ n: count() }).from(games).where(sql`${slug} = any(${games.categories})`);
    if ((n?.n ?? 0) > 0) used.push(slug);
  }
  return used;
}

/** Replaces the category list: its order is the list's; the ones left out are removed. */
export async function replaceCategories(db: DbOrTx, list: readonly CatalogueCategory[]) {
  await db.delete(gameCategories).where(
    notInArray(
      gameCategories.slug,
      list.map((c) => c.slug),
    ),
  );
  for (const [i, c] of list.entries()) {
    await db
      .insert(gameCategories)
      .values({ slug: c.slug, categoryKey: c.categoryKey, sortOrder: i })
      .onConflictDoUpdate({
        target: gameCategories.slug,
        set: { categoryKey: c.categoryKey, sortOrder: i },
      });
  }
}
