import { translateWithFallback } from '@croupier/contract/rules/translate';
import { type APIRequestContext, expect } from '@playwright/test';

/** The site's texts in a locale, as the server serves them, with 000 §8's fallback. */
export async function textsOf(request: APIRequestContext, locale: string) {
  const res = await request.get(`/api/localization/all?preferredLocale=${locale}&hasAuth=false`);
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { locale: string; translations: Record<string, string> };
  expect(body.locale, `the brand offers ${locale} (its locales)`).toBe(locale);
  return (key: string) => translateWithFallback(body.translations, key);
}
