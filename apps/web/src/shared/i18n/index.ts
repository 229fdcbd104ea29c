import { contentEndpoints as endpoints } from '@croupier/contract/content';
import { I18N_OPTIONS } from '@croupier/contract/rules/i18n-options';
import { MISSED_TRANSLATION_KEY, translateWithFallback } from '@croupier/contract/rules/translate';
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { callEndpoint } from '../api/index.ts';
import { setDocumentLanguage } from './document-language.ts';

export const NAMESPACE = 'translation';

/**
 * An i18next instance on the contract's shared settings (`I18N_OPTIONS`) with the fallback rule of
 * 000 §8: a key without a translation shows the `missed-translation` entry, else the key itself.
 */
export function createI18n(locale: string, translations: Record<string, string>): I18n {
  const instance = i18next.createInstance();
  instance.use(initReactI18next).init({
    ...I18N_OPTIONS,
    interpolation: { ...I18N_OPTIONS.interpolation },
    lng: locale,
    ns: [NAMESPACE],
    defaultNS: NAMESPACE,
    initAsync: false,
    showSupportNotice: false,
    resources: { [locale]: { [NAMESPACE]: translations } },
    parseMissingKeyHandler: (key: string, defaultValue?: string) => {
      if (defaultValue !== undefined) return defaultValue;
      const bundle = (instance.getResourceBundle(instance.language, NAMESPACE) ?? {}) as Record<
        string,
        string
      >;
      return translateWithFallback(bundle, key);
    },
  });
  return instance;
}

/** The one instance of the running app; set by `initI18n` before the first render. */
export let i18n: I18n = createI18n('en', {});

async function fetchTranslations(
  preferredLocale: string,
  extra: { hasAuth?: boolean; countryCode?: string },
): Promise<{ locale: string; translations: Record<string, string> }> {
  try {
    return await callEndpoint(endpoints.localization, {
      query: {
        preferredLocale,
        countryCode: extra.countryCode,
        hasAuth: extra.hasAuth === undefined ? undefined : extra.hasAuth ? 'true' : 'false',
      },
    });
  } catch {
    // The server could not answer: the English texts shipped with the app keep the page usable.
    const bundled = (await import('@croupier/contract/locales/en.json')).default as Record<string, string>;
    return { locale: preferredLocale, translations: bundled };
  }
}

/** Loads the translations of a locale from `GET /localization/all` and makes them current. */
export async function initI18n(
  preferredLocale: string,
  extra: { hasAuth?: boolean; countryCode?: string } = {},
): Promise<I18n> {
  const { locale, translations } = await fetchTranslations(preferredLocale, extra);
  i18n = createI18n(locale, translations);
  return i18n;
}

export async function switchLocale(
  preferredLocale: string,
  extra: { hasAuth?: boolean; countryCode?: string } = {},
): Promise<string> {
  const { locale, translations } = await fetchTranslations(preferredLocale, extra);
  i18n.addResourceBundle(locale, NAMESPACE, translations, true, true);
  await i18n.changeLanguage(locale);
  if (typeof document !== 'undefined') setDocumentLanguage(locale);
  return locale;
}

export { MISSED_TRANSLATION_KEY };
