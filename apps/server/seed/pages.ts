import type { StaticPageSlug } from '@croupier/contract';
import { DEMO_LOCALES } from './locales.ts';
import { demoTexts } from './texts/index.ts';

/** The footer's pages (about us, privacy policy, terms) in every demo language, as static-page rows. */
export const demoPages: { locale: string; slug: StaticPageSlug; title: string; body: string }[] =
  DEMO_LOCALES.flatMap((locale) =>
    Object.entries(demoTexts[locale].pages).map(([slug, page]) => ({
      locale,
      slug: slug as StaticPageSlug,
      title: page.title,
      body: page.body,
    })),
  );
