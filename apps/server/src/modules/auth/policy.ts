import type { RateRule } from '../../platform/rate-limit.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Limits of the auth calls (docs/operations.md "Rate limits"). Tests and operators may override
 * any of them through `buildApp({ authPolicy })`.
 */
export interface AuthPolicy {
  signinPerIp: RateRule;
  /** Wrong passwords per login before the login is locked for the rest of the window (429). */
  failedSigninsPerLogin: RateRule;
  signupPerIp: RateRule;
  existenceChecksPerIp: RateRule;
  codeSendsPerIp: RateRule;
  /** Codes sent to one phone, on top of the resend interval. */
  codeSendsPerTarget: RateRule;
  codeChecksPerIp: RateRule;
  resetRequestsPerIp: RateRule;
  resetRequestsPerLogin: RateRule;
  /** Wrong tries of one code before it is dead (429 attempt-count-exceeded). */
  codeMaxAttempts: number;
  codeTtlMs: number;
  resetLinkTtlMs: number;
  /** How long a confirmed registration code allows a registration with that phone. */
  registrationConfirmationTtlMs: number;
  antiFraud: {
    windowMs: number;
    signupsPerDevice: number;
    signupsPerIp: number;
    /** Different accounts logged in from one device fingerprint. */
    accountsPerDevice: number;
  };
}

export const DEFAULT_AUTH_POLICY: AuthPolicy = {
  signinPerIp: { limit: 30, windowMs: 15 * MINUTE },
  failedSigninsPerLogin: { limit: 5, windowMs: 15 * MINUTE },
  signupPerIp: { limit: 10, windowMs: HOUR },
  existenceChecksPerIp: { limit: 60, windowMs: MINUTE },
  codeSendsPerIp: { limit: 20, windowMs: HOUR },
  codeSendsPerTarget: { limit: 5, windowMs: HOUR },
  codeChecksPerIp: { limit: 30, windowMs: 15 * MINUTE },
  resetRequestsPerIp: { limit: 20, windowMs: HOUR },
  resetRequestsPerLogin: { limit: 5, windowMs: HOUR },
  codeMaxAttempts: 5,
  codeTtlMs: 10 * MINUTE,
  resetLinkTtlMs: HOUR,
  registrationConfirmationTtlMs: 30 * MINUTE,
  antiFraud: { windowMs: 24 * HOUR, signupsPerDevice: 3, signupsPerIp: 50, accountsPerDevice: 5 },
};

export function authPolicy(overrides: Partial<AuthPolicy> = {}): AuthPolicy {
  return { ...DEFAULT_AUTH_POLICY, ...overrides };
}
