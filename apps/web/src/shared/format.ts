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

const monthFormats = new Map<string, Intl.DateTimeFormat>();

/** A calendar month ('2026-11') as words in the locale ('November 2026'); UTC, as the server counts it. */
export function formatMonth(month: string, locale: string): string {
  let format = monthFormats.get(locale);
  if (!format) {
    const options = { month: 'long', year: 'numeric', timeZone: 'UTC' } as const;
    try {
      format = new Intl.DateTimeFormat(locale, options);
    } catch {
      format = new Intl.DateTimeFormat(undefined, options);
    }
    monthFormats.set(locale, format);
  }
  const date = new Date(`${month}-01T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? month : format.format(date);
}

const regionNames = new Map<string, Intl.DisplayNames | null>();

/** A country (ISO 3166 code) by its name in the locale: 'BR' → 'Brazil' (en), 'البرازيل' (ar); null when Intl cannot name it. */
export function formatCountry(code: string, locale: string): string | null {
  let names = regionNames.get(locale);
  if (names === undefined) {
    try {
      names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
    } catch {
      names = null;
    }
    regionNames.set(locale, names);
  }
  try {
    return names?.of(code) ?? null;
  } catch {
    return null; // not a region code Intl accepts
  }
}
