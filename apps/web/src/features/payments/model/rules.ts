import type { BrandConfig } from '@croupier/contract/content';
import { AccountHolderName, BankAccountBody, VoucherCode } from '@croupier/contract/payments';
import { formatMinor, toMinor } from '@croupier/contract/rules/money';

/**
 * The form rules of 001 §5 as react-hook-form messages (translation keys). The rules themselves
 * are the contract's schemas; this only turns their verdicts into the keys the forms show.
 */

/**
 * An amount in a method's limits: null when it may be sent, else the message key; the keys below
 * and above the limits name them (`{{min}}`, `{{max}}`: the field's `errorValues`).
 */
export function amountInLimitsMessage(
  text: string,
  limits: { min: number; max: number },
  minorUnits: number,
): string | null {
  if (text.trim() === '') return 'auth.errors.field-required';
  const minor = toMinor(text, minorUnits);
  if (minor === null || minor === 0n) return 'payment.errors.amount-format';
  const min = toMinor(limits.min, minorUnits) ?? 0n;
  const max = toMinor(limits.max, minorUnits) ?? 0n;
  if (minor < min) return 'payment.errors.below-min';
  if (minor > max) return 'payment.errors.above-max';
  return null;
}

/**
 * The amount the deposit form starts with (001 §9): the brand's default for the player's currency,
 * written with the currency's decimals ('25.00'); empty when the brand sets none for it.
 */
export function defaultDepositAmount(
  cashier: BrandConfig['cashier'],
  currency: string,
  minorUnits: number,
): string {
  const amount = cashier?.defaultDepositAmount?.[currency];
  const minor = amount === undefined ? null : toMinor(amount, minorUnits);
  return minor === null || minor === 0n ? '' : formatMinor(minor, minorUnits);
}

/** 001 §5: a voucher code is 16 letters and digits. */
export function voucherCodeMessage(code: string): string | null {
  if (code.trim() === '') return 'auth.errors.field-required';
  return VoucherCode.safeParse(code).success ? null : 'voucher.errors.code';
}

/** 001 §5: holder name with repeated spaces collapsed and trimmed. */
export function collapseHolderName(name: string): string {
  const parsed = AccountHolderName.safeParse(name);
  return parsed.success ? parsed.data : name.replace(/\s+/g, ' ').trim();
}

/** 001 §5: the account number is digits only. */
export function accountNumberMessage(value: string): string | null {
  if (value.trim() === '') return 'auth.errors.field-required';
  return BankAccountBody.shape.accountNumber.safeParse(value).success ? null : 'bankAccount.errors.number';
}

export function bankNameMessage(value: string): string | null {
  return BankAccountBody.shape.bankName.safeParse(value).success ? null : 'auth.errors.field-required';
}

export function holderNameMessage(value: string): string | null {
  return AccountHolderName.safeParse(value).success ? null : 'auth.errors.field-required';
}

/**
 * The deposit amount against what the deposit limits leave (`left`, major units): null when it fits
 * (or there is no limit), else the message key. Runs after the method's own limits.
 */
export function amountInDepositLimitMessage(
  text: string,
  left: number | null,
  minorUnits: number,
): string | null {
  if (left === null) return null;
  const minor = toMinor(text, minorUnits);
  return minor !== null && minor > (toMinor(left, minorUnits) ?? 0n) ? 'deposit.errors.above-limit' : null;
}
