import type { Db } from '../src/platform/db.ts';
import { translations } from '../src/platform/schema.ts';
import { bundleLocales, loadBundle } from './locales.ts';

async function insertInChunks<T>(rows: T[], size: number, insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

/**
 * Loads every bundle in `dir` (`packages/contract/locales`) into `translations`, where operators
 * edit them: only the keys the database lacks (a new feature's texts, a new language), so values
 * already there, maybe an operator's, stay; one read instead of rewriting every bundle at each start.
 * Answers the locales the database had no translation of before: new to it.
 */
export async function seedTranslations(db: Db, dir: string): Promise<string[]> {
  const stored = await db.select({ locale: translations.locale, key: translations.key }).from(translations);
  const have = new Set(stored.map((r) => `${r.locale}\u0000${r.key}`));
  const known = new Set(stored.map((r) => r.locale));
  for (const locale of bundleLocales(dir)) {
    await insertInChunks(
      Object.entries(loadBundle(locale, dir))
        .filter(([key]) => !have.has(`${locale}\u0000${key}`))
        .map(([key, value]) => ({ locale, key, value })),
      500,
      (chunk) => db.insert(translations).values(chunk).onConflictDoNothing(),
    );
  }
  return bundleLocales(dir).filter((l) => !known.has(l));
}
