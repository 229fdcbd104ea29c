import { eq } from 'drizzle-orm';
import type { Db } from '../src/platform/db.ts';
import { brands } from '../src/platform/schema.ts';
import { DEMO_BRAND_ID, demoLiveChatGroup } from './brand.ts';
import { DEMO_LOCALES } from './locales.ts';

/**
 * Offers a demo brand seeded before a language existed that language, once its bundle is loaded
 * (`added`: the locales new to the database): it joins the brand's `locales`, after the ones there,
 * and gets its live-chat group unless the operator set one. Only at that first load, so a language an
 * operator later takes off the brand stays off.
 */
export async function offerAddedLocales(db: Db, added: readonly string[]): Promise<void> {
  const offered = DEMO_LOCALES.filter((l) => added.includes(l));
  if (offered.length === 0) return;
  const [row] = await db.select().from(brands).where(eq(brands.id, DEMO_BRAND_ID));
  if (!row) return;
  const locales = [...row.config.locales, ...offered.filter((l) => !row.config.locales.includes(l))];
  const groups = { ...row.liveChat.groups };
  for (const locale of offered)
    if (locale !== 'en' && !groups[locale]) groups[locale] = demoLiveChatGroup(locale);
  await db
    .update(brands)
    .set({ config: { ...row.config, locales }, liveChat: { ...row.liveChat, groups } })
    .where(eq(brands.id, DEMO_BRAND_ID));
}
