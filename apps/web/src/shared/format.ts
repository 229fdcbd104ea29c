/**
 * Money and dates as the player reads them, in the player's locale (`Intl`). Amounts come off the
 * wire in major units (12.5) and are shown with the currency's decimals (the brand's minor units).
 */

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
  return numberFormat(locale, minorUnits)?.format(amount) ?? amount.toFixed(minorUnits);
}

/** The amount with its currency, in the locale: 12.5 USD → '$12.50' (en), '12,50 €' for EUR (de). */
export function formatMoney(amount: number, currency: string, locale: string, minorUnits: number): string {
  const format = numberFormat(locale, minorUnits, currency);
  return format ? format.format(amount) : `${amount.toFixed(minorUnits)} ${currency}`;
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
