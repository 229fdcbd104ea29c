import { describe, expect, it } from 'vitest';
import { callbackPhone, callbackPhoneCode, phoneCodeChoices } from './callback.ts';

describe('call-back form rules (001 §5, §9)', () => {
  it('defaults the phone code to the first configured one, else +1', () => {
    expect(
      callbackPhoneCode({
        phoneCodes: [
          { code: '+44', country: 'GB' },
          { code: '+1', country: 'US' },
        ],
      }),
    ).toBe('+44');
    expect(callbackPhoneCode({ phoneCodes: [] })).toBe('+1');
    expect(phoneCodeChoices({ phoneCodes: [] })).toEqual(['+1']);
  });

  it('takes digits only, a possible number, and sends the whole number code first', () => {
    expect(callbackPhone('2025550123', '+1')).toEqual({ phone: '12025550123' });
    expect(callbackPhone('07700900123', '+44')).toEqual({ phone: '447700900123' });
    for (const typed of ['202-555-0123', '+12025550123', '20255501', '', '202555012345678', 'abc']) {
      expect(callbackPhone(typed, '+1'), typed).toEqual({ error: 'auth.errors.phone-validation' });
    }
  });
});
