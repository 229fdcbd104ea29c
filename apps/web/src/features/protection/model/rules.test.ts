import { describe, expect, it } from 'vitest';
import { limitAmountMessage, suspensionMessages } from './rules.ts';

describe('self-restriction rules (001 §5)', () => {
  it('self-restriction: a unit is required; Days needs 1 to 30; Forever needs none', () => {
    expect(suspensionMessages({ durationUnit: '', durationAmount: '' })).toEqual({
      durationUnit: 'auth.errors.field-required',
    });
    expect(suspensionMessages({ durationUnit: 'Days', durationAmount: '' })).toEqual({
      durationAmount: 'auth.errors.field-required',
    });
    for (const bad of ['0', '31', '1.5', '-2', 'ten']) {
      expect(suspensionMessages({ durationUnit: 'Days', durationAmount: bad })).toEqual({
        durationAmount: 'selfRestriction.errors.days',
      });
    }
    expect(suspensionMessages({ durationUnit: 'Days', durationAmount: '1' })).toEqual({});
    expect(suspensionMessages({ durationUnit: 'Days', durationAmount: '30' })).toEqual({});
    expect(suspensionMessages({ durationUnit: 'Forever', durationAmount: '' })).toEqual({});
  });
});

describe('deposit limit amount', () => {
  it("is required, digits and one dot above zero, with no more decimals than the currency's", () => {
    expect(limitAmountMessage(' ', 2)).toBe('auth.errors.field-required');
    for (const bad of ['0', '1,5', '-2', '1e3', '10.005', 'ten']) {
      expect(limitAmountMessage(bad, 2), bad).toBe('payment.errors.amount-format');
    }
    expect(limitAmountMessage('10.5', 0)).toBe('payment.errors.amount-format');
    expect(limitAmountMessage('50', 2)).toBeNull();
    expect(limitAmountMessage('49.99', 2)).toBeNull();
  });
});
