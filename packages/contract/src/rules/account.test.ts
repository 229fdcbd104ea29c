import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ResetPasswordBody, SignupBody } from '../auth.ts';
import {
  CREDENTIAL_MESSAGES,
  emailLocalPart,
  isEmail,
  normalizeEmail,
  normalizePromoCode,
  passwordContainsEmail,
  passwordEqualsLogin,
  passwordProblems,
} from './credentials.ts';
import {
  checkPhone,
  digitsOnly,
  normalizePhone,
  PHONE_MESSAGES,
  phoneCodeDigits,
  phoneMessage,
  phoneParts,
} from './phone.ts';

describe('phone rules (000 §5)', () => {
  it('keeps digits only', () => {
    expect(digitsOnly('+1 (202) 555-0123')).toBe('12025550123');
  });
  it("falls back to '+1' when no phone code is given", () => {
    expect(phoneCodeDigits(undefined)).toBe('1');
    expect(phoneCodeDigits('')).toBe('1');
    expect(phoneCodeDigits('+44')).toBe('44');
  });
  it('prefixes the national part with the phone code, dropping a trunk 0', () => {
    expect(normalizePhone('07700 900123', '+44')).toBe('447700900123');
    expect(normalizePhone('7700900123', '44')).toBe('447700900123');
    expect(normalizePhone('(202) 555-0123', '+1')).toBe('12025550123');
  });
  it('keeps a number that already carries its code', () => {
    expect(normalizePhone('+44 7700 900123')).toBe('447700900123');
    expect(normalizePhone('+44 7700 900123', '+1')).toBe('447700900123');
    expect(normalizePhone('447700900123')).toBe('447700900123');
  });
  it('tells too short from too long', () => {
    expect(checkPhone('2025550123', '+1')).toBe('ok');
    expect(checkPhone('202555', '+1')).toBe('too-short');
    expect(checkPhone('20255501234567', '+1')).toBe('too-long');
    expect(checkPhone('+12025550123')).toBe('ok');
    expect(checkPhone('', '+1')).toBe('invalid');
  });
  it('maps each check to its message', () => {
    expect(phoneMessage('ok')).toBeUndefined();
    expect(phoneMessage('too-long')).toBe(PHONE_MESSAGES.tooLong);
    expect(phoneMessage('too-short')).toBe(PHONE_MESSAGES.tooShort);
    expect(phoneMessage('invalid')).toBe(PHONE_MESSAGES.invalid);
  });
  it('normalises to digits only and never throws, whatever is typed', () => {
    const phoneLike = fc.stringMatching(/^\+?[\d ()-]{0,20}$/);
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), phoneLike),
        fc.option(fc.oneof(fc.string(), phoneLike)),
        (phone, code) => {
          expect(normalizePhone(phone, code)).toMatch(/^\d*$/);
          expect(['ok', 'too-short', 'too-long', 'invalid']).toContain(checkPhone(phone, code));
          phoneParts(phone);
        },
      ),
    );
  });
});

describe('credential rules (000 §5)', () => {
  it('trims and lower-cases e-mails', () => {
    expect(normalizeEmail('  Ann.Lee@Example.COM ')).toBe('ann.lee@example.com');
    expect(isEmail('ann@example.com')).toBe(true);
    expect(isEmail('ann@example')).toBe(false);
    expect(isEmail('ann example@x.com')).toBe(false);
  });
  it("refuses a password that contains the e-mail's local part", () => {
    expect(emailLocalPart('Ann.Lee@example.com')).toBe('ann.lee');
    expect(passwordContainsEmail('myANN.LEEpass', 'ann.lee@example.com')).toBe(true);
    expect(passwordContainsEmail('correct horse', 'ann.lee@example.com')).toBe(false);
    expect(passwordContainsEmail('anything', undefined)).toBe(false);
  });
  it('refuses a password equal to the login', () => {
    expect(passwordEqualsLogin('LuckyAnn', 'luckyann')).toBe(true);
    expect(passwordEqualsLogin('LuckyAnn1', 'luckyann')).toBe(false);
    expect(passwordEqualsLogin('x', '')).toBe(false);
  });
  it('lists every problem of a password', () => {
    expect(passwordProblems('short', {})).toEqual([CREDENTIAL_MESSAGES.passwordMinLength]);
    expect(passwordProblems('luckyann', { login: 'LuckyAnn', email: 'luckyann@x.com' })).toEqual([
      CREDENTIAL_MESSAGES.passwordEmail,
      CREDENTIAL_MESSAGES.passwordLogin,
    ]);
    expect(passwordProblems('a-long-passphrase', { email: 'ann@x.com' })).toEqual([]);
  });
  it('keeps letters and digits of a promo code, lower-cased', () => {
    expect(normalizePromoCode(' Welcome-100! ')).toBe('welcome100');
    fc.assert(
      fc.property(fc.string(), (s) => {
        expect(normalizePromoCode(s)).toMatch(/^[a-z0-9]*$/);
      }),
    );
  });
});

describe('registration payload (000 §3)', () => {
  const base = {
    brandId: 'croupier',
    type: 'email' as const,
    email: ' Ann@Example.com ',
    password: 'correct horse battery',
    currency: 'usd',
    country: 'us',
    additionalFields: { tcAgreement: true, userAge: true, userAgreement: true },
  };
  it('defaults every subscription to true and normalises codes and e-mail', () => {
    const body = SignupBody.parse(base);
    expect(body.email).toBe('ann@example.com');
    expect(body.currency).toBe('USD');
    expect(Object.values(body.subscriptions)).toEqual(Array(7).fill(true));
    expect(
      SignupBody.parse({ ...base, subscriptions: { marketingSMS: false } }).subscriptions.marketingSMS,
    ).toBe(false);
  });
  it('requires the field of the registration type', () => {
    const r = SignupBody.safeParse({ ...base, type: 'phone' });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.path.join('.'))).toContain('phone');
  });
  it('requires every agreement', () => {
    expect(
      SignupBody.safeParse({
        ...base,
        additionalFields: { tcAgreement: true, userAge: false, userAgreement: true },
      }).success,
    ).toBe(false);
  });
  it('gives the phone length messages', () => {
    const r = SignupBody.safeParse({ ...base, type: 'phone', phone: '202555', phoneCode: '+1' });
    expect(r.error?.issues.find((i) => i.path[0] === 'phone')?.message).toBe(PHONE_MESSAGES.tooShort);
  });
  it('refuses a password containing the e-mail local part or equal to the username', () => {
    const a = SignupBody.safeParse({ ...base, password: 'ann-is-great' });
    expect(a.error?.issues[0]?.message).toBe(CREDENTIAL_MESSAGES.passwordEmail);
    const b = SignupBody.safeParse({
      ...base,
      type: 'username',
      email: undefined,
      username: 'luckyann42',
      password: 'LuckyAnn42',
    });
    expect(b.error?.issues[0]?.message).toBe(CREDENTIAL_MESSAGES.passwordLogin);
  });
  it('checks that the repeated password matches on reset', () => {
    const r = ResetPasswordBody.safeParse({
      token: '123456',
      password: 'abcdefgh1',
      repeatPassword: 'abcdefgh2',
    });
    expect(r.error?.issues[0]?.path).toEqual(['repeatPassword']);
  });
});

describe('phone parts', () => {
  it('splits an international number into its code and national part', () => {
    expect(phoneParts('447700900123')).toEqual({ phoneCode: '+44', national: '7700900123' });
    expect(phoneParts('12025550123')).toEqual({ phoneCode: '+1', national: '2025550123' });
    expect(phoneParts('')).toBeNull();
  });
});
