import { formatMinor, toMinor } from '@croupier/contract/rules/money';

/**
 * Money and dates as the player reads them, in the player's locale (`Intl`). Amounts come off the
 * wire in major units (12.5); they are first written out exactly with the currency's decimals
 * (no binary rounding), then laid out by `Intl.NumberFormat`.
 */

/** A wire amount as exact decimal text with `minorUnits` decimals: 12.5 → '12.50'. */
export function formatAmount(amount: number, minorUnits: number): string {
  const minor = toMinor(Math.abs(amount), minorUnits);
  if (minor === null) return String(amount);
  return formatMinor(amount < 0 ? -minor : minor, minorUnits);
}

const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: string, minorUnits: number, currency?: string): Intl.NumberFormat | null {
  const key = `${locale}|${minorUnits}|${currency ?? ''}`;
  let format = numberFormats.get(key);
  if (!format) {
    try {
      format = new Intl.NumberFormat(locale, {
        ...(currency && { style: 'currency', currency }),
        minimumFractionDigits: minorUnits,
        maximumFractionDigits: minorUnits,
      });
    } catch {
      return null; // an unknown locale or a currency code Intl refuses
    }
    numberFormats.set(key, format);
  }
  return format;
}

/** The amount alone, in the locale: 1234.5 → '1,234.50' (en), '1.234,50' (de). */
export function formatNumber(amount: number, locale: string, minorUnits: number): string {
  const exact = formatAmount(amount, minorUnits);
  return numberFormat(locale, minorUnits)?.format(exact as Intl.StringNumericLiteral) ?? exact;
}

/** The amount with its currency, in the locale: 12.5 USD → '$12.50' (en), '12,50 €' for EUR (de). */
export function formatMoney(amount: number, currency: string, locale: string, minorUnits: number): string {
  const exact = formatAmount(amount, minorUnits);
  const format = numberFormat(locale, minorUnits, currency);
  return format ? format.format(exact as Intl.StringNumericLiteral) : `${exact} ${currency}`;
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** A moment (wire ISO text, epoch ms or a Date) as date and time in the locale: 'Jan 2, 2030, 3:04 AM' (en). */
export function formatDateTime(value: string | number | Date, locale: string): string {
  let format = dateFormats.get(locale);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
    } catch {
      format = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
    }
    dateFormats.set(locale, format);
  }
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? String(value) : format.format(date);
}
