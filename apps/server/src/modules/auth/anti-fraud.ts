import type { Db } from '../../platform/db.ts';
import type { AuthPolicy } from './policy.ts';
import { countOtherAccountsOnDevice, countSignupsSince } from './repository.ts';

export interface AntiFraudInput {
  kind: 'registration' | 'login';
  ip: string;
  deviceFingerprint?: string | undefined;
  /** The player logging in (login only). */
  playerUuid?: string;
}

export interface AntiFraudVerdict {
  reject: boolean;
  /** Why, for the logs (never shown to the player). */
  reason?: string;
}

/**
 * The anti-fraud check run on login and registration (000 §6). A reject is answered 423
 * `{error: 'reject', details: {type}}` (000 §8). Swap in a provider by implementing this.
 */
export interface AntiFraudCheck {
  check(input: AntiFraudInput): Promise<AntiFraudVerdict>;
}

export interface DefaultAntiFraudDeps {
  db: Db;
  rules: AuthPolicy['antiFraud'];
  now: () => number;
}

/**
 * Default rules: too many registrations from one device fingerprint or one address in the window,
 * or too many different accounts logging in from one device fingerprint.
 */
export class DefaultAntiFraud implements AntiFraudCheck {
  constructor(private readonly d: DefaultAntiFraudDeps) {}

  async check(input: AntiFraudInput): Promise<AntiFraudVerdict> {
    const since = new Date(this.d.now() - this.d.rules.windowMs);
    if (input.kind === 'registration') {
      if (
        input.deviceFingerprint &&
        (await countSignupsSince(this.d.db, { deviceFingerprint: input.deviceFingerprint }, since)) >=
          this.d.rules.signupsPerDevice
      ) {
        return { reject: true, reason: 'registrations per device' };
      }
      if ((await countSignupsSince(this.d.db, { signupIp: input.ip }, since)) >= this.d.rules.signupsPerIp) {
        return { reject: true, reason: 'registrations per address' };
      }
      return { reject: false };
    }
    if (
      input.deviceFingerprint &&
      input.playerUuid &&
      (await countOtherAccountsOnDevice(this.d.db, input.deviceFingerprint, input.playerUuid, since)) >=
        this.d.rules.accountsPerDevice
    ) {
      return { reject: true, reason: 'accounts per device' };
    }
    return { reject: false };
  }
}
