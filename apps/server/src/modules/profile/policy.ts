import type { RateRule } from '../../platform/rate-limit.ts';

const MINUTE = 60_000;

/** Limits of the profile calls (docs/operations.md "Rate limits"). */
export interface ProfilePolicy {
  /** Wrong current passwords per player (profile changes, password change) before 429. */
  wrongPasswordsPerPlayer: RateRule;
}

export const DEFAULT_PROFILE_POLICY: ProfilePolicy = {
  wrongPasswordsPerPlayer: { limit: 5, windowMs: 15 * MINUTE },
};
