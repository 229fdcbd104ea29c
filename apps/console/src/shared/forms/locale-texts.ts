/**
 * An entity's texts per language (the contract's `content`, a record by locale code) as a form's
 * rows, one a language, and back. The default language is the one the contracts require.
 */
export const DEFAULT_LOCALE = 'en';

/** One language's texts in a form: its code and the texts as typed. */
export interface LocaleRow {
  locale: string;
}

/** The rows of a record of texts by locale, the default language first. */
export function localeRows<T, R extends LocaleRow>(
  content: Readonly<Record<string, T>>,
  row: (locale: string, texts: T) => R,
): R[] {
  const rows = Object.entries(content).map(([locale, texts]) => row(locale, texts));
  return rows.sort((a, b) => Number(b.locale === DEFAULT_LOCALE) - Number(a.locale === DEFAULT_LOCALE));
}

/** The record of texts by locale the rows stand for, as the contract's body takes it. */
export function textsByLocale<R extends LocaleRow, T>(
  rows: readonly R[],
  texts: (row: R) => T,
): Record<string, T> {
  return Object.fromEntries(rows.map((r) => [r.locale.trim(), texts(r)]));
}
