import type { Db } from '../../src/platform/db.ts';
import { staticPages } from '../../src/platform/schema.ts';
import { BRAND_B } from './ids.ts';
import { BRAND_B_LOCALES, brandBTexts } from './texts.ts';

/**
 * Brand B's pages in German and English: the footer's three (about us, privacy, terms) and its
 * responsible-gambling page. The public pages call serves the contract's three slugs only (ADR 058);
 * the responsible-gambling text waits in the store under its own slug until that call offers it.
 * Missing pages are added; pages an operator edited are kept.
 */
export async function seedBrandBPages(db: Db): Promise<void> {
  await db
    .insert(staticPages)
    .values(
      BRAND_B_LOCALES.flatMap((locale) =>
        Object.entries(brandBTexts[locale].pages).map(([slug, page]) => ({
          brandId: BRAND_B,
          locale,
          slug,
          title: page.title,
          body: page.body,
        })),
      ),
    )
    .onConflictDoNothing();
}
