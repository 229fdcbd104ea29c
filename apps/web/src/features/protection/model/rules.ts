import { SetLimitBody, SuspendBody } from '@croupier/contract/protection';
import { MONEY_MESSAGES, toMinor } from '@croupier/contract/rules/money';

/** 001 §5 self-restriction: a unit is required; Days needs 1 to 30; Forever none. */
export function suspensionMessages(values: { durationUnit: string; durationAmount: string }): {
  durationUnit?: string;
  durationAmount?: string;
} {
  if (values.durationUnit !== 'Days' && values.durationUnit !== 'Forever') {
    return { durationUnit: 'auth.errors.field-required' };
  }
  if (values.durationUnit === 'Forever') return {};
  if (values.durationAmount.trim() === '') return { durationAmount: 'auth.errors.field-required' };
  const parsed = SuspendBody.safeParse({
    durationUnit: 'Days',
    durationAmount: /^\d+$/.test(values.durationAmount) ? values.durationAmount : Number.NaN,
  });
  return parsed.success ? {} : { durationAmount: 'selfRestriction.errors.days' };
}

/**
 * A deposit limit's amount as typed: null when it may be sent, else the message key. The rule is
 * the contract's `Amount` (digits and one dot, above zero), with no more decimals than the currency has.
 */
export function limitAmountMessage(text: string, minorUnits: number): string | null {
  if (text.trim() === '') return MONEY_MESSAGES.required;
  const parsed = SetLimitBody.shape.amount.safeParse(text);
  if (!parsed.success) return parsed.error.issues[0]?.message ?? MONEY_MESSAGES.amountFormat;
  return toMinor(text, minorUnits) === null ? MONEY_MESSAGES.amountFormat : null;
}
