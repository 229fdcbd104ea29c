import { eq } from 'drizzle-orm';
import type { Db } from '../../src/platform/db.ts';
import { loyaltyLevels, loyaltyRates } from '../../src/platform/schema.ts';
import { BRAND_B, BRAND_B_TEMPLATES } from './ids.ts';

/**
 * Brand B's loyalty (ADR 064: levels and rates are a brand's): five levels with German names, the
 * second rewarded with twenty free spins when they exist, and 10 points per euro staked. Written
 * only while brand B has none, so an operator's levels and rates stay.
 */
export async function seedBrandBLoyalty(db: Db, freeSpins: boolean): Promise<void> {
  const [level] = await db.select().from(loyaltyLevels).where(eq(loyaltyLevels.brandId, BRAND_B)).limit(1);
  if (!level) {
    const levels: [string, string, number, string | null][] = [
      ['bronze', 'Bronze', 0, null],
      ['silver', 'Silber', 1_000, freeSpins ? BRAND_B_TEMPLATES.freeSpins : null],
      ['gold', 'Gold', 5_000, null],
      ['platinum', 'Platin', 20_000, null],
      ['diamond', 'Diamant', 100_000, null],
    ];
    await db
      .insert(loyaltyLevels)
      .values(
        levels.map(([key, name, threshold, templateUuid], position) => ({
          brandId: BRAND_B,
          key,
          name,
          threshold,
          templateUuid,
          position,
        })),
      )
      .onConflictDoNothing();
  }
  const [rate] = await db.select().from(loyaltyRates).where(eq(loyaltyRates.brandId, BRAND_B)).limit(1);
  if (!rate)
    await db
      .insert(loyaltyRates)
      .values({ brandId: BRAND_B, currency: 'EUR', pointsPerUnit: 10 })
      .onConflictDoNothing();
}
