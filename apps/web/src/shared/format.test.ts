import { describe, expect, it } from 'vitest';
import { formatCountry, formatDateTime, formatMoney, formatNumber } from './format.ts';

// Intl puts a no-break space (U+00A0 or U+202F) between some parts; compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('money and dates in the player locale', () => {
  it('shows money with its currency in English', () => {
    expect(formatMoney(12.5, 'USD', 'en', 2)).toBe('$12.50');
    expect(formatMoney(1234567.891, 'USD', 'en', 2)).toBe('$1,234,567.89');
    expect(formatMoney(0, 'EUR', 'en', 2)).toBe('€0.00');
    expect(formatMoney(-3.1, 'USD', 'en', 2)).toBe('-$3.10');
    expect(formatMoney(7, 'JPY', 'en', 0)).toBe('¥7');
  });

  it('shows money the German way in German', () => {
    expect(plain(formatMoney(12.5, 'EUR', 'de', 2))).toBe('12,50 €');
    expect(plain(formatMoney(1234.5, 'USD', 'de', 2))).toBe('1.234,50 $');
    expect(formatNumber(1234.5, 'de', 2)).toBe('1.234,50');
    expect(formatNumber(1234.5, 'en', 2)).toBe('1,234.50');
    expect(formatNumber(7, 'en', 0)).toBe('7');
  });

  it('keeps the brand decimals, and falls back to the code when Intl refuses the currency', () => {
    expect(formatMoney(0.1 + 0.2, 'USD', 'en', 2)).toBe('$0.30');
    expect(plain(formatMoney(1.5, 'BTC', 'en', 8))).toBe('BTC 1.50000000');
    expect(formatMoney(2, 'not-a-code', 'en', 2)).toBe('2.00 not-a-code');
  });

  it('shows dates with date and time in the locale', () => {
    const moment = new Date(2030, 0, 2, 15, 4);
    expect(plain(formatDateTime(moment, 'en'))).toBe('Jan 2, 2030, 3:04 PM');
    expect(formatDateTime(moment, 'de')).toBe('02.01.2030, 15:04');
    expect(formatDateTime(moment.getTime(), 'en')).toBe(formatDateTime(moment, 'en'));
    expect(formatDateTime('not a date', 'en')).toBe('not a date');
  });

  it('names a country in the locale, and gives up on a code Intl does not know', () => {
    expect(formatCountry('BR', 'en')).toBe('Brazil');
    expect(formatCountry('BR', 'de')).toBe('Brasilien');
    expect(formatCountry('US', 'ar')).toMatch(/^[\u0600-\u06FF ]+$/);
    expect(formatCountry('XY', 'en')).toBeNull();
    expect(formatCountry('not-a-code', 'en')).toBeNull();
  });
});
