import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../shared/api/index.ts';
import { uploadErrorKey } from './documents.ts';
import { isKycCompleted } from './kyc.ts';
import { firstStep, isRestricting } from './verification-steps.ts';

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
