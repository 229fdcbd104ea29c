import type { ErrorCode as Code } from '@croupier/contract/errors';

/** Keeps a literal checked against the contract's catalogue without importing it at run time. */
const code = <C extends Code>(c: C): C => c;

/**
 * The error codes these pages react to (contract `ErrorCode`, 000 §8). Type-checked literals: the
 * catalogue object itself then stays out of the lobby's first load.
 */
export const ErrorCode = {
  antiFraudReject: code('reject'),
  onBreak: code('error.protection.break'),
  selfExclusionEnded: code('error.protection.self-exclusion.ended'),
  otpAttemptsExceeded: code('error.phone.confirmation.attempt-count-exceeded'),
  otpInvalid: code('error.phone.confirmation.code.invalid'),
  otpRequired: code('error.phone.confirmation.required'),
  profileDuplicated: code('error.profile.duplicated'),
  selfRestricted: code('error.player.self-restricted'),
  smsSendLimit: code('error.phone.confirmation.code.send-denied-limit-exhausted'),
  unauthorized: code('error.access.unauthorized'),
  usePreviousBrowser: code('error.use-previous-browser'),
} as const;
