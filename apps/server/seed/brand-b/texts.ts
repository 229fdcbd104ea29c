import { de } from './texts-de.ts';
import { en } from './texts-en.ts';
import type { BrandBTexts } from './types.ts';
/** Brand B's texts (Spielbank Nord) by language: German, its default, and English (types.ts). */
export const BRAND_B_LOCALES = ['de', 'en'] as const;
export type BrandBLocale = (typeof BRAND_B_LOCALES)[number];

export const brandBTexts: Record<BrandBLocale, BrandBTexts> = { de, en };

/** One text in every language of brand B: locale → what `pick` takes of that language's texts. */
export const inEachLocale = <T>(pick: (texts: BrandBTexts) => T): Record<BrandBLocale, T> => ({
  de: pick(de),
  en: pick(en),
});
