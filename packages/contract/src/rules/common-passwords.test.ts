import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORDS } from './common-passwords.ts';
import { CREDENTIAL_MESSAGES, isCommonPassword, passwordProblems } from './credentials.ts';
import { changePasswordProblems } from './profile.ts';

describe('common and breached passwords (OWASP ASVS 5 V6.2.4)', () => {
  it('refuses the common ones whatever their case, and one character repeated (eight spaces)', () => {
    for (const weak of [
      '12345678',
      'password',
      'PassWord',
      'qwerty123',
      'iloveyou',
      '        ',
      'aaaaaaaa',
    ]) {
      expect(isCommonPassword(weak, COMMON_PASSWORDS), weak).toBe(true);
    }
  });

  it('accepts passwords that are not on the list', () => {
    for (const fine of ['Correct-Horse-42', 'Brand-New-Secret-7', 'plum tree 1987 kite']) {
      expect(isCommonPassword(fine, COMMON_PASSWORDS), fine).toBe(false);
    }
  });

  it('is a rule of passwordProblems and changePasswordProblems when the list is given', () => {
    expect(passwordProblems('12345678', { common: COMMON_PASSWORDS })).toEqual([
      CREDENTIAL_MESSAGES.passwordCommon,
    ]);
    expect(passwordProblems('12345678', {})).toEqual([]);
    expect(changePasswordProblems({ password: 'password' }, {}, COMMON_PASSWORDS)).toEqual({
      password: CREDENTIAL_MESSAGES.passwordCommon,
    });
    expect(changePasswordProblems({ password: 'Correct-Horse-42' }, {}, COMMON_PASSWORDS)).toEqual({});
  });
});
