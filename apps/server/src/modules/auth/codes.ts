import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { ErrorCode } from '@croupier/contract';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { type RateLimiter, tooManyRequests } from '../../platform/rate-limit.ts';
import type { AuthPolicy } from './policy.ts';
import { deleteCode, findCode, putCode, refundCodeAttempt, takeCodeAttempt, useCode } from './repository.ts';
import type { OneTimeCodeRow } from './tables.ts';

export type CodePurpose = OneTimeCodeRow['purpose'];

export interface CodeKey {
  brandId: string;
  purpose: CodePurpose;
  /** Phone digits with the code prefix. */
  target: string;
}

export interface OneTimeCodesDeps {
  db: Db;
  pepper: Uint8Array;
  policy: AuthPolicy;
  limiter: RateLimiter;
  now: () => number;
}

/**
 * One-time codes sent by SMS (000 §9): random digits, stored as an HMAC, single use, expiring,
 * resent only after the interval, dead after too many wrong tries.
 */
export class OneTimeCodes {
  constructor(private readonly d: OneTimeCodesDeps) {}

  private hash(k: CodeKey, code: string): string {
    return createHmac('sha256', this.d.pepper)
      .update(`${k.brandId}\n${k.purpose}\n${k.target}\n${code}`)
      .digest('base64url');
  }

  /**
   * A new code for the key (answered so the caller can send it). 429
   * `send-denied-limit-exhausted` before the resend interval has passed or after too many sends.
   */
  async issue(
    k: CodeKey,
    opts: { length: number; resendIntervalMs: number; playerUuid?: string | null },
  ): Promise<{ code: string; forget: () => Promise<void> }> {
    const now = this.d.now();
    const previous = await findCode(this.d.db, k);
    if (previous && now - previous.lastSentAt.getTime() < opts.resendIntervalMs) {
      throw tooManyRequests(
        previous.lastSentAt.getTime() + opts.resendIntervalMs - now,
        ErrorCode.smsSendLimit,
        'A code was sent a moment ago; wait before asking for another',
      );
    }
    await this.d.limiter.consume(
      `code:send:${k.purpose}:${k.brandId}:${k.target}`,
      this.d.policy.codeSendsPerTarget,
      ErrorCode.smsSendLimit,
    );
    const code = String(randomInt(0, 10 ** opts.length)).padStart(opts.length, '0');
    const stored = await putCode(
      this.d.db,
      {
        ...k,
        codeHash: this.hash(k, code),
        expiresAt: new Date(now + this.d.policy.codeTtlMs),
        lastSentAt: new Date(now),
        playerUuid: opts.playerUuid ?? null,
      },
      new Date(now - opts.resendIntervalMs),
    );
    if (!stored) {
      throw tooManyRequests(opts.resendIntervalMs, ErrorCode.smsSendLimit, 'A code was sent a moment ago');
    }
    // When delivery fails, the caller forgets the code so the player may ask again at once.
    return { code, forget: () => deleteCode(this.d.db, stored.id) };
  }

  /**
   * Checks a code. A wrong or unknown code is 400 with a field error on `field`; an expired one
   * 400 `code.expired`; the try that uses up the attempts, and every try after, 429
   * `attempt-count-exceeded`. With `use`, the code is spent (single use). Answers the code's row.
   */
  async verify(k: CodeKey, code: string, opts: { use: boolean; field: string }): Promise<OneTimeCodeRow> {
    const wrong = (error: ErrorCode = ErrorCode.otpInvalid, message = 'The code is not right') =>
      new AppError(error, message, { fieldErrors: { [opts.field]: error } });
    const exhausted = () =>
      new AppError(
        ErrorCode.otpAttemptsExceeded,
        'Too many wrong codes; ask for a new one or contact support',
      );

    // The try is counted before the comparison, atomically: at most `codeMaxAttempts` are compared.
    const row = await takeCodeAttempt(this.d.db, k, this.d.policy.codeMaxAttempts);
    if (!row) {
      const current = await findCode(this.d.db, k);
      // Nothing to guess against, or a used code (it cannot be used again).
      if (!current || current.usedAt) throw wrong();
      throw exhausted();
    }
    if (row.expiresAt.getTime() <= this.d.now()) throw wrong(ErrorCode.otpExpired, 'The code has expired');
    const expected = Buffer.from(row.codeHash);
    const given = Buffer.from(this.hash(k, code));
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
      if (row.attempts >= this.d.policy.codeMaxAttempts) throw exhausted();
      throw wrong();
    }
    if (opts.use && !(await useCode(this.d.db, row.id, new Date(this.d.now())))) throw wrong();
    // A right code checked before it is used (reset: check, then reset) keeps its tries for the use.
    if (!opts.use) await refundCodeAttempt(this.d.db, row.id);
    return row;
  }

  /** Spends a code checked earlier without `use` (the password reset after its check). */
  async use(row: OneTimeCodeRow): Promise<boolean> {
    return useCode(this.d.db, row.id, new Date(this.d.now()));
  }
}
