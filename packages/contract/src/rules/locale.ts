/**
 * The locale of a country's location among the available ones (000 §4 "current location locale"):
 * a locale of that country in its most likely language (`de-AT` for AT), else any available locale
 * of that country (`fr-CH` for CH), else the country's most likely language alone (`de`). The likely
 * language comes from the platform's CLDR data (`Intl.Locale#maximize`), so no table is kept here.
 */
export function locationLocale(
  country: string | undefined,
  available: readonly string[],
): string | undefined {
  if (!country || !/^[A-Z]{2}$/.test(country)) return undefined;
  let language: string | undefined;
  try {
    language = new Intl.Locale('und', { region: country }).maximize().language;
  } catch {
    language = undefined;
  }
  const candidates = [
    language && `${language}-${country}`,
    ...available.filter((l) => l.split('-')[1] === country),
    language,
  ];
  return candidates.find((l): l is string => !!l && available.includes(l));
}

/**
 * Locale choice order of 000 §4: language-country (the preferred locale, or the preferred language
 * in the visitor's country, or the preferred locale exactly as the brand offers it), then the locale of the visitor's location (`locationLocale`), then the
 * language alone, then any locale sharing the prefix, then the default. `country` is the player's
 * country, or a guest's (the brand's default, ADR 020).
 */
export function chooseLocale(
  available: readonly string[],
  wanted: { preferred?: string | undefined; country?: string | undefined },
  fallback: string,
): string {
  const has = (l: string | undefined): l is string => !!l && available.includes(l);
  const { preferred, country } = wanted;
  const language = preferred?.split('-')[0];
  const languageCountry = preferred?.includes('-')
    ? preferred
    : language && country && `${language}-${country}`;
  if (has(languageCountry)) return languageCountry;
  // A language the brand offers exactly as asked (the switch's choice, remembered) is the visitor's
  // own wish: the location must not override it, or choosing Arabic in the US would answer English.
  if (has(preferred)) return preferred;
  const located = locationLocale(country, available);
  if (located) return located;
  if (has(language)) return language;
  const prefixed = language && available.find((l) => l.split('-')[0] === language);
  if (prefixed) return prefixed;
  return fallback;
}
