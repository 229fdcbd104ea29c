import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.ts';
import { gameCategories, games, providers } from './tables.ts';

export type GameRow = typeof games.$inferSelect;
export type ProviderRow = typeof providers.$inferSelect;
export type CategoryRow = typeof gameCategories.$inferSelect;

/** Reads the whole enabled catalogue: it is small (thousands of rows) and read-mostly. */
export async function loadCatalogue(db: DbOrTx) {
  const [gameRows, providerRows, categoryRows] = await Promise.all([
    db.select().from(games).where(eq(games.enabled, true)),
    db.select().from(providers).where(eq(providers.enabled, true)).orderBy(asc(providers.sortOrder)),
    db.select().from(gameCategories).orderBy(asc(gameCategories.sortOrder)),
  ]);
  return { gameRows, providerRows, categoryRows };
}
