import { FIELD_REQUIRED_MESSAGE } from './fields.ts';

/**
 * Money on the wire and inside (GUIDE §4): the platform keeps integer minor units (bigint); the
 * wire carries decimal numbers in major units, as the spec shows. This is the one place the two
 * are converted. A currency's minor units come from the brand (`BrandConfig.currencies`).
 */

/** Digits and at most one dot (001 §5 withdrawal amount): '10', '10.5', '.5' are amounts; '1e3', '1,5' are not. */
export const AMOUNT_PATTERN = /^(\d+(\.\d*)?|\.\d+)$/;

/** Translation keys of the amount messages (001 §5). */
export const MONEY_MESSAGES = {
  required: FIELD_REQUIRED_MESSAGE,
  amountFormat: 'payment.errors.amount-format',
  lessAmount: 'payment.errors.less-amount',
} as const;

/** Largest amount accepted in major units, so a typo cannot become a huge number. */
export const MAX_MAJOR_AMOUNT = 1_000_000_000;

/**
 * A decimal amount (number or text) in major units → minor units, exactly, or null when it is not
 * an amount (not digits and one dot, more decimals than the currency has, negative, too large).
 */
export function toMinor(amount: number | string, minorUnits: number): bigint | null {
  let text: string;
  if (typeof amount === 'number') {
    if (!Number.isFinite(amount) || amount < 0) return null;
    // The shortest text that reads back as the same number: 10.1 → '10.1', never '10.0999…'.
    text = String(amount);
  } else {
    text = amount.trim();
  }
  if (!AMOUNT_PATTERN.test(text)) return null;
  const [whole = '', fraction = ''] = text.split('.');
  const digits = fraction.replace(/0+$/, '');
  if (digits.length > minorUnits) return null;
  if (Number(whole || '0') > MAX_MAJOR_AMOUNT) return null;
  return BigInt(whole || '0') * 10n ** BigInt(minorUnits) + BigInt(digits.padEnd(minorUnits, '0') || '0');
}

/** Minor units → the decimal number the wire carries (exact for every amount below 2^53 minor units). */
export function toMajor(minor: bigint, minorUnits: number): number {
  return Number(formatMinor(minor, minorUnits));
}

/** Minor units → '1234.50' (fixed decimals, no grouping, '-' when negative). */
export function formatMinor(minor: bigint, minorUnits: number): string {
  const negative = minor < 0n;
  const abs = negative ? -minor : minor;
  const scale = 10n ** BigInt(minorUnits);
  const whole = abs / scale;
  const fraction = (abs % scale).toString().padStart(minorUnits, '0');
  return `${negative ? '-' : ''}${whole}${minorUnits > 0 ? `.${fraction}` : ''}`;
}

/**
 * The withdrawal amount as typed (001 §5): null when it may be sent, else the message key.
 * `withdrawable` is in the same major units.
 */
export function withdrawalAmountMessage(text: string, withdrawable: number, minorUnits = 2): string | null {
  const trimmed = text.trim();
  if (trimmed === '') return MONEY_MESSAGES.required;
  if (!AMOUNT_PATTERN.test(trimmed)) return MONEY_MESSAGES.amountFormat;
  const minor = toMinor(trimmed, minorUnits);
  if (minor === null || minor === 0n) return MONEY_MESSAGES.amountFormat;
  const available = toMinor(withdrawable, minorUnits) ?? 0n;
  if (minor > available) return MONEY_MESSAGES.lessAmount;
  return null;
}
