import type { LiveChatConfig } from '@croupier/contract';
import { and, eq } from 'drizzle-orm';
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

export async function findStaticPage(db: DbOrTx, locale: string, slug: string) {
  const [row] = await db
    .select()
    .from(staticPages)
    .where(and(eq(staticPages.locale, locale), eq(staticPages.slug, slug)));
  return row;
}

export async function updateBrandLiveChat(db: DbOrTx, brandId: string, liveChat: LiveChatConfig) {
  await db.update(brands).set({ liveChat }).where(eq(brands.id, brandId));
}
