import { eq } from 'drizzle-orm';
import { brandStored } from '../src/modules/content/index.ts';
import { seedDemoAdmin } from '../src/modules/operators/index.ts';
import type { Db } from '../src/platform/db.ts';
import { brands, gameCategories, games, providers, staticPages, vouchers } from '../src/platform/schema.ts';
import { DEMO_BRAND_ID, demoBrand, demoLiveChat } from './brand.ts';
import { BRAND_B, seedBrandBContent } from './brand-b/index.ts';
import { BRAND_B_ID, brandB, brandBLiveChat } from './brand-b.ts';
import { offerAddedLocales } from './brand-locales.ts';
import { seedDemoCampaigns } from './campaigns.ts';
import { makeCatalogue } from './catalogue.ts';
import { seedDemoCrm } from './crm.ts';
import { LOCALES_DIR, offeredLocales } from './locales.ts';
import { demoPages } from './pages.ts';
import { seedDemoWithdrawalReview } from './payments.ts';
import { seedDemoRewards } from './rewards.ts';
import { seedDemoTournaments } from './tournaments.ts';
import { seedTranslations } from './translations.ts';
import { demoVouchers } from './vouchers.ts';

export { loadBundle } from './locales.ts';

/**
 * The demo's second brand (seed/brand-b.ts, ADR 062), added when the database lacks it: a new one, or
 * one seeded before it existed. Its languages' texts are among the bundles every seed loads.
 */
async function seedBrandB(db: Db) {
  await db
    .insert(brands)
    .values({ id: BRAND_B_ID, config: brandB, liveChat: brandBLiveChat })
    .onConflictDoNothing();
}

/**
 * Brand B's demo content (seed/brand-b/), when the database has brand B's row (its settings are
 * seeded beside the demo brand's): added when missing, on a new database and on later starts.
 */
async function seedBrandBIfStored(db: Db, now: Date): Promise<void> {
  if (await brandStored(db, BRAND_B)) await seedBrandBContent(db, now);
}

async function insertInChunks<T>(rows: T[], size: number, insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

/**
 * Seeds the demo brand, its translations (every bundle in `packages/contract/locales`), pages and
 * catalogue into an empty database, and with `demoContent` (the local demo only: main.ts passes
 * isLocalDemo) retail vouchers with random codes, the demo's promotions, tournaments and CRM, and
 * the demo admin of the operator console (README). `localesDir` is for tests (another bundle set).
 * Idempotent: a database that already has the brand is left as it is, except that what the seed
 * gained since is added: translation keys (a new feature's texts, a new language's bundle), demo
 * records, and a demo record's texts in a language it lacks; values already there, which operators
 * may have edited, are kept. A language whose bundle is new to the database also joins the brand's
 * locales, with its live-chat group (brand-locales.ts).
 */
export async function seedDemo(
  db: Db,
  opts: {
    gameCount?: number;
    providerCount?: number;
    now?: number;
    demoContent?: boolean;
    localesDir?: string;
  } = {},
): Promise<boolean> {
  const currencyCodes = demoBrand.currencies.map((c) => c.code);
  const now = new Date(opts.now ?? Date.now());
  const demoContent = opts.demoContent ?? true;
  const dir = opts.localesDir ?? LOCALES_DIR;
  const existing = await db.select({ id: brands.id }).from(brands).where(eq(brands.id, DEMO_BRAND_ID));
  if (existing.length > 0) {
    await offerAddedLocales(db, await seedTranslations(db, dir));
    await db.insert(staticPages).values(demoPages).onConflictDoNothing();
    await seedBrandB(db);
    if (demoContent) {
      await seedDemoRewards(db, currencyCodes, now);
      await seedDemoCampaigns(db, currencyCodes, now);
      await seedDemoCrm(db, now);
      await seedDemoTournaments(db, demoBrand.defaultCurrency, now);
      await seedDemoAdmin(db, now);
      await seedBrandBIfStored(db, now);
    }
    return false;
  }
  const catalogue = makeCatalogue(opts);
  await db.transaction(async (tx) => {
    await tx.insert(providers).values(catalogue.providers);
    await tx
      .insert(gameCategories)
      .values(
        catalogue.categories.map((c, i) => ({ slug: c.slug, categoryKey: c.categoryKey, sortOrder: i })),
      );
    await insertInChunks(catalogue.games, 400, (chunk) => tx.insert(games).values(chunk));
    await seedTranslations(tx, dir);
    await tx.insert(staticPages).values(demoPages);
    if (demoContent) {
      await tx
        .insert(vouchers)
        .values(demoVouchers(currencyCodes).map((v) => ({ ...v, brandId: DEMO_BRAND_ID })));
      await seedDemoRewards(tx, currencyCodes, now);
      await seedDemoCampaigns(tx, currencyCodes, now);
      await seedDemoCrm(tx, now);
      await seedDemoTournaments(tx, demoBrand.defaultCurrency, now);
      // On a new database only: an operator who removes the thresholds keeps them removed.
      await seedDemoWithdrawalReview(tx, demoBrand.currencies, now);
      await seedDemoAdmin(tx, now);
    }
    // The brand row goes last: its presence marks the seed as complete.
    const config = { ...demoBrand, locales: offeredLocales(dir) };
    await tx.insert(brands).values({ id: DEMO_BRAND_ID, config, liveChat: demoLiveChat });
  });
  await seedBrandB(db);
  if (demoContent) await seedBrandBIfStored(db, now);
  return true;
}
