import { describe, expect, it } from 'vitest';
import { suspensionMessages } from './rules.ts';

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
