import type { Db } from '../../src/platform/db.ts';
import { seedBrandBCampaigns } from './campaigns.ts';
import { brandBSlots, seedBrandBStudios } from './catalogue.ts';
import { seedBrandBCrm } from './crm.ts';
import { seedBrandBLoyalty } from './loyalty.ts';
import { seedBrandBPages } from './pages.ts';
import { seedBrandBRewards } from './rewards.ts';
import { seedBrandBTournament } from './tournament.ts';

export { BRAND_B } from './ids.ts';

/**
 * Brand B's demo content (Spielbank Nord: German first, English too, euros, Germany), on a
 * database that has the brand's row and the catalogue: its studios, reward templates and promo code
 * NORD20, two promotions and a welcome pack, a running tournament on a few of its slots, a CRM
 * popup, card and message, its pages, and its loyalty levels and rate. Idempotent: fixed ids,
 * inserted when missing; what an operator changed is kept.
 */
export async function seedBrandBContent(db: Db, now: Date): Promise<void> {
  const studios = await seedBrandBStudios(db);
  const slots = await brandBSlots(db, studios, 5);
  const freeSpinsGame = slots[0] ?? null;
  await seedBrandBRewards(db, now, freeSpinsGame);
  await seedBrandBCampaigns(db, now);
  await seedBrandBTournament(db, now, slots, freeSpinsGame !== null);
  await seedBrandBCrm(db, now);
  await seedBrandBPages(db);
  await seedBrandBLoyalty(db, freeSpinsGame !== null);
}
