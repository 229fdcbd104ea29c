import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../src/platform/db.ts';
import { brandStudios, games, providers } from '../../src/platform/schema.ts';
import { BRAND_B } from './ids.ts';

/**
 * Brand B's part of the catalogue (ADR 064): every second studio of the catalogue, in its order,
 * when brand B lists none yet (an operator's later choice is kept). Answers the studios it offers.
 */
export async function seedBrandBStudios(db: Db): Promise<string[]> {
  const listed = await db
    .select({ alias: brandStudios.providerAlias })
    .from(brandStudios)
    .where(eq(brandStudios.brandId, BRAND_B));
  if (listed.length > 0) return listed.map((r) => r.alias);
  const all = await db
    .select({ alias: providers.alias })
    .from(providers)
    .orderBy(asc(providers.sortOrder), asc(providers.alias));
  const chosen = all.filter((_, i) => i % 2 === 0).map((p) => p.alias);
  if (chosen.length > 0)
    await db
      .insert(brandStudios)
      .values(chosen.map((providerAlias) => ({ brandId: BRAND_B, providerAlias })))
      .onConflictDoNothing();
  return chosen;
}

/** The most popular slots of these studios a player in Germany may play in euros. */
export async function brandBSlots(db: Db, studios: string[], limit: number): Promise<string[]> {
  if (studios.length === 0) return [];
  const rows = await db
    .select({ slug: games.slug, currencies: games.currencies, blocked: games.blockedCountries })
    .from(games)
    .where(
      and(
        inArray(games.providerAlias, studios),
        eq(games.enabled, true),
        eq(games.restricted, false),
        eq(games.engine, 'slot'),
      ),
    )
    .orderBy(desc(games.popularity), asc(games.slug));
  return rows
    .filter((g) => (g.currencies.length === 0 || g.currencies.includes('EUR')) && !g.blocked.includes('DE'))
    .slice(0, limit)
    .map((g) => g.slug);
}
