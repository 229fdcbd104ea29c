import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrand } from './brand/index.ts';
import { formatDateTime, formatMoney, formatMonth, formatNumber } from './format.ts';

/** Minor units of a brand currency (2 when the brand does not list it). */
export const minorUnitsOf = (currencies: readonly { code: string; minorUnits: number }[], code: string) =>
  currencies.find((c) => c.code === code)?.minorUnits ?? 2;

/**
 * Money, numbers and dates in the player's locale (the page's language), amounts with the decimals
 * of the brand's currency: `money(12.5, 'USD')` → '$12.50', `amount(12.5, 'USD')` → '12.50',
 * `count(12500)` → '12,500' (points), `decimal(1.85, 2)` → '1.85' (odds). The one way the site
 * shows them (`app/bundle-hygiene.test.ts` keeps `toFixed`/`toLocaleString` out of the pages).
 */
export function useFormat() {
  const brand = useBrand();
  const { i18n } = useTranslation();
  const locale = i18n.language || brand.defaultLocale;
  return useMemo(() => {
    const units = (currency: string) => minorUnitsOf(brand.currencies, currency);
    return {
      units,
      amount: (value: number, currency: string) => formatNumber(value, locale, units(currency)),
      money: (value: number, currency: string) => formatMoney(value, currency, locale, units(currency)),
      count: (value: number) => formatNumber(value, locale, 0),
      decimal: (value: number, digits: number) => formatNumber(value, locale, digits),
      dateTime: (value: string | number | Date) => formatDateTime(value, locale),
      /** '2026-11' → 'November 2026'. */
      month: (month: string) => formatMonth(month, locale),
    };
  }, [brand, locale]);
}
