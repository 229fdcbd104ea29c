import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { translations } from '../src/modules/content/tables.ts';
import { openTestDatabase } from '../test/helper.ts';
import { loadBundle, seedDemo } from './index.ts';

const SMALL = { gameCount: 5, providerCount: 2 };

describe('demo seed', () => {
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
});
