import { PHONE_VERIFICATION_SENDS_PER_DAY } from '@croupier/contract';
import type { RateRule } from '../../platform/rate-limit.ts';

export const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** Limits of the phone and e-mail verification calls (docs/operations.md "Rate limits"). */
export interface VerificationPolicy {
  /** Phone codes per player (on top of the 180 s resend interval, 000 §9). */
  phoneCodesPerPlayer: RateRule;
  /** Confirmation e-mails per player. */
  emailLinksPerPlayer: RateRule;
  /** Public reconfirm requests per client address. */
  reconfirmPerIp: RateRule;
  /** Tries of e-mail verification tokens per client address. */
  emailTokenChecksPerIp: RateRule;
}

export const DEFAULT_VERIFICATION_POLICY: VerificationPolicy = {
  phoneCodesPerPlayer: { limit: PHONE_VERIFICATION_SENDS_PER_DAY, windowMs: DAY },
  emailLinksPerPlayer: { limit: 10, windowMs: DAY },
  reconfirmPerIp: { limit: 20, windowMs: 60 * MINUTE },
  emailTokenChecksPerIp: { limit: 30, windowMs: 15 * MINUTE },
};
