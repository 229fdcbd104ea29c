import { describe, expect, it } from 'vitest';
import { UpdateProfileBody } from '../profile.ts';
import {
  birthDateProblem,
  birthInputToIso,
  changePasswordProblems,
  formatBirthInput,
  hasZeroDatePart,
  joinFullName,
  omitUnset,
  splitFullName,
} from './profile.ts';
import { canMoveDocument, cleanDisplayName } from './verification.ts';

describe('birth date input (000 §5, §9)', () => {
  it.each([
    ['1', '1'],
    ['12', '12'],
    ['123', '12/3'],
    ['1203', '12/03'],
    ['120319', '12/03/19'],
    ['12031990', '12/03/1990'],
    ['99', '31'],
    ['3113', '31/12'],
    ['12/03/1990extra9', '12/03/1990'],
    ['00001990', '00/00/1990'],
  ])('%s shows as %s', (typed, shown) => {
    expect(formatBirthInput(typed)).toBe(shown);
  });

  it('converts DD/MM/YYYY to YYYY-MM-DD', () => {
    expect(birthInputToIso('07/02/1990')).toBe('1990-02-07');
    expect(birthInputToIso('07.02.1990')).toBe('1990-02-07');
    expect(birthInputToIso('7/2/1990')).toBeNull();
  });

  it('names a zero part profile.errors.empty-birth-date', () => {
    expect(hasZeroDatePart('00/02/1990')).toBe(true);
    expect(birthDateProblem('1990-00-07')).toBe('profile.errors.empty-birth-date');
    expect(birthDateProblem('0000-02-07')).toBe('profile.errors.empty-birth-date');
    expect(birthDateProblem('1990-02-07')).toBeNull();
    expect(birthDateProblem('1990-02-30')).toBe('profile.errors.invalid-birth-date');
    expect(birthDateProblem('2999-01-01')).toBe('profile.errors.invalid-birth-date');
  });
});

describe('name modes', () => {
  it('splits a full name on its last word and joins it back', () => {
    expect(splitFullName('  Ann  Mary Smith ')).toEqual({ firstName: 'Ann Mary', lastName: 'Smith' });
    expect(splitFullName('Cher')).toEqual({ firstName: 'Cher', lastName: '' });
    expect(joinFullName('Ann Mary', 'Smith')).toBe('Ann Mary Smith');
    expect(joinFullName(null, 'Smith')).toBe('Smith');
  });
});

describe('unset values are not sent (000 §5)', () => {
  it('drops empty, blank and UNDEFINED values', () => {
    expect(
      omitUnset({ a: '', b: 'UNDEFINED', c: 'undefined', d: ' ', e: 'x', f: false, g: undefined }),
    ).toEqual({
      e: 'x',
      f: false,
    });
  });

  it('the update body reads them as absent and checks the birth date', () => {
    expect(UpdateProfileBody.parse({ firstName: 'UNDEFINED', city: '', lastName: 'Smith' })).toEqual({
      lastName: 'Smith',
    });
    const bad = UpdateProfileBody.safeParse({ birthDate: '1990-00-01' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe('profile.errors.empty-birth-date');
  });
});

describe('change password rules (000 §5)', () => {
  const player = { email: 'ann.smith@example.com', username: 'annsmith' };
  it.each([
    [{ password: 'xx-ann.smith-42' }, { password: 'profile.errors.password-email-validation' }],
    [{ password: 'AnnSmith' }, { password: 'profile.errors.password-login-validation' }],
    [{ password: 'short' }, { password: 'auth.errors.password-min-length' }],
    [
      { password: 'Correct-Horse-9', repeatPassword: 'other' },
      { repeatPassword: 'profile.passwords-must-be-equals' },
    ],
    [{ password: 'Correct-Horse-9', repeatPassword: 'Correct-Horse-9' }, {}],
  ])('%j → %j', (input, expected) => {
    expect(changePasswordProblems(input, player)).toEqual(expected);
  });
});

describe('documents', () => {
  it('review only moves forward', () => {
    expect(canMoveDocument('WAITING_REVIEW', 'UNDER_REVIEW')).toBe(true);
    expect(canMoveDocument('VERIFIED', 'EXPIRED')).toBe(true);
    expect(canMoveDocument('REJECTED', 'VERIFIED')).toBe(false);
    expect(canMoveDocument('VERIFIED', 'WAITING_REVIEW')).toBe(false);
  });

  it('keeps only a harmless last segment of the given name', () => {
    expect(cleanDisplayName('../../etc/passwd')).toBe('passwd');
    expect(cleanDisplayName('..\\..\\win.ini')).toBe('win.ini');
    expect(cleanDisplayName('a\u0000b<c>.jpg')).toBe('abc.jpg');
    expect(cleanDisplayName('...')).toBe('document');
    expect(cleanDisplayName('passport scan.pdf')).toBe('passport scan.pdf');
  });
});
