import type { BrandConfig, LiveChatConfig } from '@croupier/contract';
import { and, eq, inArray, like } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.ts';
import { brands, staticPages, translations } from './tables.ts';

export async function findBrand(db: DbOrTx, brandId: string) {
  const [row] = await db.select().from(brands).where(eq(brands.id, brandId));
  return row;
}

export async function loadTranslations(db: DbOrTx, locale: string): Promise<Record<string, string>> {
  const rows = await db.select().from(translations).where(eq(translations.locale, locale));
  return Object.fromEntries(rows.map((r) => [r.key, r.value]));
}

export async function findStaticPage(db: DbOrTx, brandId: string, locale: string, slug: string) {
  const [row] = await db
    .select()
    .from(staticPages)
    .where(and(eq(staticPages.brandId, brandId), eq(staticPages.locale, locale), eq(staticPages.slug, slug)));
  return row;
}

export async function updateBrandLiveChat(db: DbOrTx, brandId: string, liveChat: LiveChatConfig) {
  await db.update(brands).set({ liveChat }).where(eq(brands.id, brandId));
}

/** The brand's texts under a slug prefix (`campaign/…`) in these locales (null: every locale). */
export function textsUnder(db: DbOrTx, brandId: string, prefix: string, locales: readonly string[] | null) {
  const under = and(eq(staticPages.brandId, brandId), like(staticPages.slug, `${prefix}%`));
  return db
    .select()
    .from(staticPages)
    .where(locales ? and(under, inArray(staticPages.locale, [...locales])) : under);
}

/** Replaces every text of the brand's slugs under `prefix` with `rows`. */
export async function replaceTextsUnder(
  db: DbOrTx,
  brandId: string,
  prefix: string,
  rows: { locale: string; slug: string; title: string; body: string }[],
): Promise<void> {
  await db
    .delete(staticPages)
    .where(and(eq(staticPages.brandId, brandId), like(staticPages.slug, `${prefix}%`)));
  if (rows.length > 0) await db.insert(staticPages).values(rows.map((r) => ({ ...r, brandId })));
}

/** Replaces the brand's stored config (the operator's settings merged into it by the caller). */
export async function updateBrandConfig(db: DbOrTx, brandId: string, config: BrandConfig) {
  await db.update(brands).set({ config }).where(eq(brands.id, brandId));
}

/** Every footer page of the brand in these locales. */
export function pagesIn(db: DbOrTx, brandId: string, locales: readonly string[], slugs: readonly string[]) {
  return db
    .select()
    .from(staticPages)
    .where(
      and(
        eq(staticPages.brandId, brandId),
        inArray(staticPages.locale, [...locales]),
        inArray(staticPages.slug, [...slugs]),
      ),
    );
}

/** Writes one page of the brand in one locale, new or not. */
export async function upsertPage(
  db: DbOrTx,
  row: { brandId: string; locale: string; slug: string; title: string; body: string },
) {
  await db
    .insert(staticPages)
    .values(row)
    .onConflictDoUpdate({
      target: [staticPages.brandId, staticPages.locale, staticPages.slug],
      set: { title: row.title, body: row.body },
    });
}
