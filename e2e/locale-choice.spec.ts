import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type Browser, expect, test } from '@playwright/test';
import { COUNTRY_HEADER, settledVisitor } from './support.ts';

/**
 * 000 §4's locale choice, one journey per step, as a first visit meets it: the browser's language
 * (Playwright's `locale` sets `navigator.language` and `Accept-Language`) and where the visitor is
 * (the country header a CDN would set; the journeys' server believes `COUNTRY_HEADER`).
 */
const texts = (locale: string) =>
  JSON.parse(
    readFileSync(path.join(import.meta.dirname, `../packages/contract/locales/${locale}.json`), 'utf8'),
  ) as Record<string, string>;

async function firstVisit(browser: Browser, baseURL: string, browserLocale: string, country: string) {
  const context = await browser.newContext({
    baseURL,
    storageState: settledVisitor(baseURL),
    locale: browserLocale,
    extraHTTPHeaders: { [COUNTRY_HEADER]: country },
  });
  const page = await context.newPage();
  await page.goto('/');
  return { page, close: () => context.close() };
}

const steps: [step: string, browserLocale: string, country: string, expected: string][] = [
  ['language-country: the language in the visitor’s country', 'pt', 'BR', 'pt-BR'],
  ['the current location’s locale: a visitor in Brazil asking for French', 'fr-FR', 'BR', 'pt-BR'],
  ['the language alone', 'es-MX', 'FR', 'es'],
  ['a locale sharing the prefix', 'pt-PT', 'FR', 'pt-BR'],
  ['the default', 'ja-JP', 'JP', 'en'],
];

test.describe('the locale a first visit gets (000 §4)', () => {
  for (const [step, browserLocale, country, expected] of steps) {
    test(`${step}: ${browserLocale} in ${country} → ${expected}`, async ({ browser, baseURL }) => {
      const { page, close } = await firstVisit(browser, baseURL!, browserLocale, country);
      await expect(page.locator('html')).toHaveAttribute('lang', expected);
      await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
      await expect(
        page.getByRole('banner').getByRole('link', { name: texts(expected)['header.login'], exact: true }),
      ).toBeVisible();
      await close();
    });
  }

  test('a visitor from Brazil switches to Arabic: the site turns right to left, and stays so', async ({
    browser,
    baseURL,
  }) => {
    const { page, close } = await firstVisit(browser, baseURL!, 'en-US', 'BR');
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
    await page
      .getByRole('banner')
      .getByRole('combobox', { name: texts('pt-BR')['header.language'] })
      .selectOption('ar');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const arabic = texts('ar');
    await expect(
      page.getByRole('banner').getByRole('link', { name: arabic['header.login'], exact: true }),
    ).toBeVisible();
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(
      page.getByRole('banner').getByRole('link', { name: arabic['header.login'], exact: true }),
    ).toBeVisible();
    await close();
  });
});
