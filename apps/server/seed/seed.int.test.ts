import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, ne, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { vouchers, withdrawalReviewThresholds } from '../src/modules/payments/tables.ts';
import {
  brands,
  crmCards,
  rewardTemplates,
  staticPages,
  tournaments,
  translations,
} from '../src/platform/schema.ts';
import { openTestDatabase } from '../test/helper.ts';
import { DEMO_BRAND_ID } from './brand.ts';
import { DEMO_CAMPAIGNS } from './campaigns.ts';
import { DEMO_DEPOSIT_CARD } from './crm.ts';
import { loadBundle, seedDemo } from './index.ts';
import { bundleLocales, LOCALES_DIR, offeredLocales } from './locales.ts';
import { DEMO_DEPOSIT_BONUS } from './rewards.ts';
import { DEMO_ACTIVE_TOURNAMENT, DEMO_SCHEDULED_TOURNAMENT } from './tournaments.ts';
import { unusedVouchers } from './vouchers.ts';

const SMALL = { gameCount: 5, providerCount: 2 };

// Each test seeds whole databases (two for the random codes): slow on a busy machine.
describe('demo seed', { timeout: 120_000 }, () => {
  it('on a seeded database adds the bundle keys that are missing and keeps edited values', async () => {
    const database = await openTestDatabase();
    try {
      await database.migrate();
      expect(await seedDemo(database.db, SMALL)).toBe(true);
      const { db } = database;
      const en = (key: string) => and(eq(translations.locale, 'en'), eq(translations.key, key));
      // An older seed without a key, and an operator's own wording of another.
      await db.delete(translations).where(en('profile.kyc.title'));
      await db.update(translations).set({ value: 'Your account' }).where(en('profile.title'));

      expect(await seedDemo(database.db, SMALL)).toBe(false);
      const rows = await db.select().from(translations).where(eq(translations.locale, 'en'));
      const values = Object.fromEntries(rows.map((r) => [r.key, r.value]));
      expect(values['profile.kyc.title']).toBe(loadBundle('en')['profile.kyc.title']);
      expect(values['profile.title']).toBe('Your account');
      expect(rows).toHaveLength(Object.keys(loadBundle('en')).length);
    } finally {
      await database.close();
    }
  });

  it('gives every install its own random voucher codes, which the demo-vouchers listing reads back', async () => {
    const codesOfAFreshSeed = async () => {
      const database = await openTestDatabase();
      try {
        await database.migrate();
        expect(await seedDemo(database.db, SMALL)).toBe(true);
        const listed = await unusedVouchers(database.db, 'croupier');
        const stored = await database.db.select().from(vouchers);
        expect(listed.map((v) => v.code).sort()).toEqual(stored.map((v) => v.code).sort());
        // A redeemed one is no longer listed.
        await database.db
          .update(vouchers)
          .set({ redeemedAt: new Date() })
          .where(eq(vouchers.code, listed[0]!.code));
        expect(await unusedVouchers(database.db, 'croupier')).toHaveLength(listed.length - 1);
        expect(await unusedVouchers(database.db, 'croupier', 'EUR')).toHaveLength(40);
        // Withdrawals above 1,000 wait for an operator in the demo, in every currency.
        const thresholds = await database.db.select().from(withdrawalReviewThresholds);
        expect(thresholds.map((r) => [r.currency, r.aboveMinor])).toEqual(
          expect.arrayContaining([
            ['USD', 100_000n],
            ['EUR', 100_000n],
          ]),
        );
        return listed.map((v) => v.code);
      } finally {
        await database.close();
      }
    };
    const first = await codesOfAFreshSeed();
    const second = await codesOfAFreshSeed();
    expect(first).toHaveLength(160);
    for (const code of first) expect(code).toMatch(/^[A-HJ-NP-Z2-9]{16}$/);
    expect(new Set(first).size).toBe(first.length);
    expect(first.filter((code) => second.includes(code))).toEqual([]);
  });

  it('seeds no vouchers outside the local demo (demoContent off), but the brand and catalogue', async () => {
    const database = await openTestDatabase();
    try {
      await database.migrate();
      expect(await seedDemo(database.db, { ...SMALL, demoContent: false })).toBe(true);
      expect(await database.db.select().from(vouchers)).toEqual([]);
      expect(await database.db.select().from(withdrawalReviewThresholds)).toEqual([]);
      expect(await seedDemo(database.db, SMALL)).toBe(false);
    } finally {
      await database.close();
    }
  });

  it('loads every bundle that ships, and offers the languages the demo is written in', async () => {
    const database = await openTestDatabase();
    try {
      await database.migrate();
      expect(await seedDemo(database.db, { ...SMALL, demoContent: false })).toBe(true);
      const rows = await database.db
        .select({ locale: translations.locale, n: sql<number>`count(*)::int` })
        .from(translations)
        .groupBy(translations.locale);
      const shipped = bundleLocales();
      expect(rows.map((r) => r.locale).sort()).toEqual(shipped);
      for (const locale of shipped)
        expect(rows.find((r) => r.locale === locale)?.n).toBe(Object.keys(loadBundle(locale)).length);
      const [brand] = await database.db.select().from(brands).where(eq(brands.id, DEMO_BRAND_ID));
      expect(brand?.config.locales).toEqual(offeredLocales());
    } finally {
      await database.close();
    }
  });

  it('gives a database seeded in English only the texts of a language whose bundle lands, keeping edits', async () => {
    // Bundles as they were (English only), then with a German one beside it.
    const before = mkdtempSync(path.join(tmpdir(), 'locales-'));
    const after = mkdtempSync(path.join(tmpdir(), 'locales-'));
    for (const dir of [before, after])
      copyFileSync(path.join(LOCALES_DIR, 'en.json'), path.join(dir, 'en.json'));
    writeFileSync(path.join(after, 'de.json'), JSON.stringify({ 'header.login': 'Anmelden' }));
    const database = await openTestDatabase();
    try {
      await database.migrate();
      const { db } = database;
      expect(await seedDemo(db, { ...SMALL, localesDir: before })).toBe(true);
      // What an older seed wrote: English texts only, one support group; then an operator's edits.
      await db.delete(staticPages).where(ne(staticPages.locale, 'en'));
      const englishOnly = sql`jsonb_build_object('en', content->'en')`;
      await db.update(tournaments).set({ content: englishOnly });
      await db.update(rewardTemplates).set({ content: englishOnly });
      await db.update(crmCards).set({ translations: {} });
      const [row] = await db.select().from(brands).where(eq(brands.id, DEMO_BRAND_ID));
      expect(row?.config.locales).toEqual(['en']);
      const { default: group } = row!.liveChat.groups;
      await db
        .update(brands)
        .set({ liveChat: { ...row!.liveChat, groups: { default: group! } } })
        .where(eq(brands.id, DEMO_BRAND_ID));
      const page = (locale: string) => and(eq(staticPages.locale, locale), eq(staticPages.slug, 'about-us'));
      await db.update(staticPages).set({ body: 'Our own words.' }).where(page('en'));
      const operatorsTexts = {
        en: { title: 'Our race', description: 'Ours.', image: null, terms: 'Ours.' },
        de: { title: 'Unser Rennen', description: 'Unseres.', image: null, terms: 'Unsere.' },
      };
      await db
        .update(tournaments)
        .set({ content: operatorsTexts })
        .where(eq(tournaments.id, DEMO_ACTIVE_TOURNAMENT));

      expect(await seedDemo(db, { ...SMALL, localesDir: after })).toBe(false);
      const german = await db.select().from(translations).where(eq(translations.locale, 'de'));
      expect(german.map((r) => [r.key, r.value])).toEqual([['header.login', 'Anmelden']]);
      const [brand] = await db.select().from(brands).where(eq(brands.id, DEMO_BRAND_ID));
      expect(brand?.config.locales).toEqual(['en', 'de']);
      expect(brand?.liveChat.groups.de?.group).toBe('support-de');
      const [about] = await db.select().from(staticPages).where(page('de'));
      expect(about?.title).toBe('Über uns');
      expect((await db.select().from(staticPages).where(page('en')))[0]?.body).toBe('Our own words.');
      const contentOf = async (id: string) =>
        (await db.select().from(tournaments).where(eq(tournaments.id, id)))[0]?.content;
      expect(await contentOf(DEMO_ACTIVE_TOURNAMENT)).toMatchObject(operatorsTexts);
      expect((await contentOf(DEMO_SCHEDULED_TOURNAMENT))?.de?.title).toBe('Jagd auf den großen Gewinn');
      const [bonus] = await db
        .select()
        .from(rewardTemplates)
        .where(eq(rewardTemplates.uuid, DEMO_DEPOSIT_BONUS));
      expect(Object.keys(bonus?.content as object).sort()).toEqual(['ar', 'de', 'en', 'es', 'pt-BR']);
      const [card] = await db.select().from(crmCards).where(eq(crmCards.id, DEMO_DEPOSIT_CARD));
      expect(card?.translations.de?.title).toBe('Aufladen und weiterspielen');
      const campaignTexts = await db
        .select()
        .from(staticPages)
        .where(and(eq(staticPages.locale, 'de'), eq(staticPages.slug, `campaign/${DEMO_CAMPAIGNS.welcome}`)));
      expect(campaignTexts[0]?.title).toBe('Casino-Willkommenspaket');

      // A language the operator then takes off the brand stays off at the next start.
      await db
        .update(brands)
        .set({ config: { ...brand!.config, locales: ['en'] } })
        .where(eq(brands.id, DEMO_BRAND_ID));
      expect(await seedDemo(db, { ...SMALL, localesDir: after })).toBe(false);
      const [later] = await db.select().from(brands).where(eq(brands.id, DEMO_BRAND_ID));
      expect(later?.config.locales).toEqual(['en']);
    } finally {
      await database.close();
      for (const dir of [before, after]) rmSync(dir, { recursive: true, force: true });
    }
  });
});
