import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.ts';
import { brandStudios, gameCategories, games, providers } from './tables.ts';

export type GameRow = typeof games.$inferSelect;
export type ProviderRow = typeof providers.$inferSelect;
export type CategoryRow = typeof gameCategories.$inferSelect;

/**
 * Reads the whole enabled catalogue, and the studios the brand offers (none listed: every studio):
 * it is small (thousands of rows) and read-mostly.
 */
export async function loadCatalogue(db: DbOrTx, brandId: string) {
  const [gameRows, providerRows, categoryRows, studioRows] = await Promise.all([
    db.select().from(games).where(eq(games.enabled, true)),
    db.select().from(providers).where(eq(providers.enabled, true)).orderBy(asc(providers.sortOrder)),
    db.select().from(gameCategories).orderBy(asc(gameCategories.sortOrder)),
    db.select().from(brandStudios).where(eq(brandStudios.brandId, brandId)),
  ]);
  return { gameRows, providerRows, categoryRows, studios: studioRows.map((r) => r.providerAlias) };
}
