import { DEMO_LOCALES, type DemoLocale } from '../locales.ts';
import { ar } from './ar.ts';
import { de } from './de.ts';
import { en } from './en.ts';
import { es } from './es.ts';
import { ptBR } from './pt-BR.ts';
import type { DemoTexts } from './types.ts';

export type { DemoTexts, Described } from './types.ts';

/** The demo's texts in each of its languages. */
export const demoTexts: Record<DemoLocale, DemoTexts> = { en, es, 'pt-BR': ptBR, de, ar };

/** One text of the demo in every language, by locale: what `pick` takes from each language's texts. */
export function inEveryLocale<T>(pick: (texts: DemoTexts) => T): Record<DemoLocale, T> {
  return Object.fromEntries(DEMO_LOCALES.map((locale) => [locale, pick(demoTexts[locale])])) as Record<
    DemoLocale,
    T
  >;
}
