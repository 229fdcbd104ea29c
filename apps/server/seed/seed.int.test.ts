import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { brands, translations } from '../src/modules/content/tables.ts';
import { vouchers, withdrawalReviewThresholds } from '../src/modules/payments/tables.ts';
import { openTestDatabase } from '../test/helper.ts';
import { loadBundle, seedDemo } from './index.ts';
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

  it("seeds the second brand with its languages' texts, and adds it to a database seeded before it", async () => {
    const database = await openTestDatabase();
    try {
      await database.migrate();
      expect(await seedDemo(database.db, SMALL)).toBe(true);
      const { db } = database;
      const brandB = async () => (await db.select().from(brands).where(eq(brands.id, 'brand-b')))[0];
      const de = async () => db.select().from(translations).where(eq(translations.locale, 'de'));
      expect((await brandB())?.config).toMatchObject({ name: 'Spielbank Nord', defaultLocale: 'de' });
      expect(await de()).toHaveLength(Object.keys(loadBundle('de')).length);

      // A database from before the second brand: it is added on the next start, with its texts.
      await db.delete(brands).where(eq(brands.id, 'brand-b'));
      await db.delete(translations).where(eq(translations.locale, 'de'));
      expect(await seedDemo(database.db, SMALL)).toBe(false);
      expect((await brandB())?.liveChat.groups.default?.kind).toBe('TAWK');
      expect(await de()).toHaveLength(Object.keys(loadBundle('de')).length);
    } finally {
      await database.close();
    }
  });
});
