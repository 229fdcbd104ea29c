import { SuspendBody } from '@croupier/contract/protection';

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
