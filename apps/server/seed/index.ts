import { readFileSync } from 'node:fs';
import path from 'node:path';
import { packageRoot } from '@croupier/contract/package-root';
import { eq } from 'drizzle-orm';
import { seedDemoAdmin } from '../src/modules/operators/index.ts';
import type { Db, DbOrTx } from '../src/platform/db.ts';
import {
  brands,
  gameCategories,
  games,
  providers,
  staticPages,
  translations,
  vouchers,
} from '../src/platform/schema.ts';
import { DEMO_BRAND_ID, demoBrand, demoLiveChat } from './brand.ts';
import { BRAND_B_ID, brandB, brandBLiveChat } from './brand-b.ts';
import { seedDemoCampaigns } from './campaigns.ts';
import { makeCatalogue } from './catalogue.ts';
import { seedDemoCrm } from './crm.ts';
import { demoPages } from './pages.ts';
import { seedDemoWithdrawalReview } from './payments.ts';
import { seedDemoRewards } from './rewards.ts';
import { seedDemoTournaments } from './tournaments.ts';
import { demoVouchers } from './vouchers.ts';

// From the server's root, so the bundle (apps/server/dist) finds the contract's locales too.
const locales = path.join(packageRoot(import.meta.dirname), '../../packages/contract/locales');

/**
 * A locale's bundle from the contract (`packages/contract/locales`): every key the web app uses, which
 * a web test checks. Seeded into the database, where operators edit translations.
 */
export function loadBundle(locale: string): Record<string, string> {
  const file = path.join(locales, `${locale}.json`);
  return JSON.parse(readFileSync(file, 'utf8'));
}

async function insertInChunks<T>(rows: T[], size: number, insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

/** Adds the keys of `locale`'s bundle the database lacks; values already there (maybe edited) are kept. */
async function addMissingTranslations(db: DbOrTx, locale: string) {
  // Only the keys the database lacks: one read instead of rewriting the whole bundle at every start.
  const stored = await db
    .select({ key: translations.key })
    .from(translations)
    .where(eq(translations.locale, locale));
  const have = new Set(stored.map((r) => r.key));
  await insertInChunks(
    Object.entries(loadBundle(locale))
      .filter(([key]) => !have.has(key))
      .map(([key, value]) => ({ locale, key, value })),
    500,
    (chunk) => db.insert(translations).values(chunk).onConflictDoNothing(),
  );
}

/**
 * The demo's second brand (seed/brand-b.ts, ADR 062): its row when the database lacks it (a new one,
 * or one seeded before it existed), and the translations of its languages.
 */
async function seedBrandB(db: DbOrTx) {
  for (const locale of brandB.locales) await addMissingTranslations(db, locale);
  await db
    .insert(brands)
    .values({ id: BRAND_B_ID, config: brandB, liveChat: brandBLiveChat })
    .onConflictDoNothing();
}

/**
 * Seeds the demo brand, its translations, pages and catalogue into an empty database, and with
 * `demoContent` (the local demo only: main.ts passes isLocalDemo) retail vouchers with random codes
 * and the demo admin of the operator console (README).
 * Idempotent: a database that already has the brand is left as it is, except that translation keys
 * added to the bundle since (a new feature's texts) are added; values already there, which
 * operators may have edited, are kept.
 */
export async function seedDemo(
  db: Db,
  opts: { gameCount?: number; providerCount?: number; now?: number; demoContent?: boolean } = {},
): Promise<boolean> {
  const currencyCodes = demoBrand.currencies.map((c) => c.code);
  const existing = await db.select({ id: brands.id }).from(brands).where(eq(brands.id, DEMO_BRAND_ID));
  if (existing.length > 0) {
    await addMissingTranslations(db, 'en');
    await seedBrandB(db);
    if (opts.demoContent ?? true) {
      await seedDemoRewards(db, currencyCodes, new Date(opts.now ?? Date.now()));
      await seedDemoCampaigns(db, currencyCodes, new Date(opts.now ?? Date.now()));
      await seedDemoCrm(db, new Date(opts.now ?? Date.now()));
      await seedDemoTournaments(db, demoBrand.defaultCurrency, new Date(opts.now ?? Date.now()));
      await seedDemoAdmin(db, new Date(opts.now ?? Date.now()));
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
    await insertInChunks(
      Object.entries(loadBundle('en')).map(([key, value]) => ({ locale: 'en', key, value })),
      500,
      (chunk) => tx.insert(translations).values(chunk),
    );
    await tx.insert(staticPages).values(demoPages.map((p) => ({ ...p, locale: 'en' })));
    if (opts.demoContent ?? true)
      await tx.insert(vouchers).values(
        demoVouchers(demoBrand.currencies.map((c) => c.code)).map((v) => ({
          ...v,
          brandId: DEMO_BRAND_ID,
        })),
      );
    if (opts.demoContent ?? true) {
      await seedDemoRewards(tx, currencyCodes, new Date(opts.now ?? Date.now()));
      await seedDemoCampaigns(tx, currencyCodes, new Date(opts.now ?? Date.now()));
      await seedDemoCrm(tx, new Date(opts.now ?? Date.now()));
      await seedDemoTournaments(tx, demoBrand.defaultCurrency, new Date(opts.now ?? Date.now()));
      // On a new database only: an operator who removes the thresholds keeps them removed.
      await seedDemoWithdrawalReview(tx, demoBrand.currencies, new Date(opts.now ?? Date.now()));
      await seedDemoAdmin(tx, new Date(opts.now ?? Date.now()));
    }
    // The brand row goes last: its presence marks the seed as complete.
    await tx.insert(brands).values({ id: DEMO_BRAND_ID, config: demoBrand, liveChat: demoLiveChat });
  });
  await seedBrandB(db);
  return true;
}
