import { useMemo } from 'react';
import { formatAmount } from '../../features/payments/model/rules.ts';
import { useBrand } from '../brand/index.ts';

/** Minor units of a brand currency (2 when the brand does not list it). */
export const minorUnitsOf = (currencies: readonly { code: string; minorUnits: number }[], code: string) =>
  currencies.find((c) => c.code === code)?.minorUnits ?? 2;

/** Wire amounts (major units) as the player reads them, with the decimals of the brand's currency. */
export function useMoney() {
  const brand = useBrand();
  return useMemo(() => {
    const units = (currency: string) => minorUnitsOf(brand.currencies, currency);
    const amount = (value: number, currency: string) => formatAmount(value, units(currency));
    return {
      units,
      amount,
      money: (value: number, currency: string) => `${amount(value, currency)} ${currency}`,
    };
  }, [brand]);
}
