import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../shared/api/index.ts';
import { uploadErrorKey } from './documents.ts';
import { isKycCompleted } from './kyc.ts';
import { changesContact, isoToBirthInput, profileToForm, toUpdateBody } from './profile-form.ts';
import { profile } from './test-profile.ts';
import { firstStep, isRestricting } from './verification-steps.ts';

const separate = { nameMode: 'separate', birthDateType: 'birthInput' } as const;

describe('profile form (000 §5)', () => {
  it('shows the birth date as DD/MM/YYYY and sends it as YYYY-MM-DD', () => {
    expect(isoToBirthInput('1990-12-31')).toBe('31/12/1990');
    expect(isoToBirthInput(null)).toBe('');
    const values = { ...profileToForm(profile, 'birthInput', '+1'), birthDate: '01/02/1985' };
    expect(toUpdateBody(values, profile, separate).birthDate).toBe('1985-02-01');
    const calendar = { ...profileToForm(profile, 'birthCalendar', '+1') };
    expect(calendar.birthDate).toBe('1990-12-31');
    expect(toUpdateBody(calendar, profile, { ...separate, birthDateType: 'birthCalendar' }).birthDate).toBe(
      '1990-12-31',
    );
  });

  it('does not send empty or UNDEFINED values, nor an unchanged e-mail or phone', () => {
    const values = { ...profileToForm(profile, 'birthInput', '+1'), lastName: '', city: 'UNDEFINED' };
    const body = toUpdateBody(values, profile, separate);
    expect(body).toEqual({
      firstName: 'Ada',
      birthDate: '1990-12-31',
      additionalData: { userAgreement: true, userAge: true },
    });
  });

  it('sends the full name in name mode full', () => {
    const values = { ...profileToForm(profile, 'birthInput', '+1'), fullName: 'Ada King Lovelace' };
    const body = toUpdateBody(values, profile, { ...separate, nameMode: 'full' });
    expect(body.fullName).toBe('Ada King Lovelace');
    expect(body).not.toHaveProperty('firstName');
  });

  it('asks for the password when the e-mail or the phone changes, and sends it then only', () => {
    const same = profileToForm(profile, 'birthInput', '+1');
    expect(changesContact(same, profile)).toBe(false);
    expect(toUpdateBody({ ...same, password: 'secret-pass' }, profile, separate)).not.toHaveProperty(
      'password',
    );
    const newEmail = { ...same, email: ' NEW@Example.com ', password: 'secret-pass' };
    expect(changesContact(newEmail, profile)).toBe(true);
    expect(toUpdateBody(newEmail, profile, separate)).toMatchObject({
      email: 'new@example.com',
      password: 'secret-pass',
    });
    const newPhone = { ...same, phone: '2025550123', password: 'secret-pass' };
    expect(changesContact(newPhone, profile)).toBe(true);
    expect(toUpdateBody(newPhone, profile, separate)).toMatchObject({
      phone: '2025550123',
      phoneCode: '+1',
      password: 'secret-pass',
    });
  });
});

describe('verification modal steps (000 §4, §8)', () => {
  it('opens on the e-mail or the phone step', () => {
    expect(firstStep('email')).toBe('EMAIL_RESEND');
    expect(firstStep('phone')).toBe('PHONE_VERIFY');
  });
  it('moves to the restricted step on the limit errors only', () => {
    expect(isRestricting('error.verification.code.send-limit-exhausted')).toBe(true);
    expect(isRestricting('error.verification.code.send-limit-by-player-exhausted')).toBe(true);
    expect(isRestricting('error.phone.confirmation.attempt-count-exceeded')).toBe(true);
    expect(isRestricting('error.phone.confirmation.code.invalid')).toBe(false);
    expect(isRestricting(undefined)).toBe(false);
  });
});

describe('documents and KYC (001 §8, ADR 008)', () => {
  it('names an upload failure as 001 §8 says', () => {
    expect(uploadErrorKey(new ApiError({ status: 400, code: 'error.document.type.unsupported' }))).toBe(
      'middleware.error.document.type.unsupported',
    );
    expect(uploadErrorKey(new ApiError({ status: 413, code: 'error.document.too-large' }))).toBe(
      'middleware.error.document.too-large',
    );
    expect(uploadErrorKey(new ApiError({ status: 500, code: 'error.internal' }))).toBe(
      'profile.errors.verification-api-unexpected',
    );
    expect(uploadErrorKey(new TypeError('x'))).toBe('profile.errors.verification-unexpected');
  });
  it('recognises the frame message of a finished check', () => {
    expect(isKycCompleted({ type: 'kyc.completed', status: 'VERIFIED' })).toBe(true);
    expect(isKycCompleted({ type: 'other', status: 'VERIFIED' })).toBe(false);
    expect(isKycCompleted('kyc.completed')).toBe(false);
  });
});
