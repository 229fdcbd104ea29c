import type { ErrorCode } from '@croupier/contract/errors';

/** Steps of the phone-verification modal (000 §2). */
export type VerificationStep =
  | 'EMAIL_RESEND'
  | 'PHONE_VERIFY'
  | 'PHONE_VERIFY_RESTRICTED'
  | 'PHONE_CONFIRM'
  | 'PHONE_CONFIRM_SUCCESS';

const code = <C extends ErrorCode>(c: C): C => c;

/**
 * Limit errors move the modal to PHONE_VERIFY_RESTRICTED (000 §4, §8): the two send limits, and
 * too many wrong codes.
 */
export const RESTRICTING_CODES: readonly string[] = [
  code('error.verification.code.send-limit-exhausted'),
  code('error.verification.code.send-limit-by-player-exhausted'),
  code('error.phone.confirmation.attempt-count-exceeded'),
];

export function isRestricting(errorCode: string | undefined): boolean {
  return errorCode !== undefined && RESTRICTING_CODES.includes(errorCode);
}

/** Where the modal opens: the e-mail step for the e-mail, the phone step for the phone. */
export function firstStep(target: 'email' | 'phone'): VerificationStep {
  return target === 'email' ? 'EMAIL_RESEND' : 'PHONE_VERIFY';
}
