/**
 * Locale choice order of 000 §4: the exact language-country, then the locale of the
 * visitor's location, then the language alone, then any locale sharing the prefix, then the default.
 */
export function chooseLocale(
  available: readonly string[],
  wanted: { preferred?: string | undefined; locationLocale?: string | undefined },
  fallback: string,
): string {
  const has = (l: string | undefined): boolean => !!l && available.includes(l);
  const preferred = wanted.preferred;
  if (preferred && has(preferred)) return preferred;
  if (wanted.locationLocale && has(wanted.locationLocale)) return wanted.locationLocale;
  const language = preferred?.split('-')[0];
  if (language && has(language)) return language;
  const prefixed = language && available.find((l) => l.split('-')[0] === language);
  if (prefixed) return prefixed;
  return fallback;
}
