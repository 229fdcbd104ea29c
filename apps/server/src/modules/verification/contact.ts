import { randomBytes } from 'node:crypto';
import {
  type CodeSent,
  EMAIL_VERIFICATION_RESEND_MS,
  EMAIL_VERIFICATION_TTL_MS,
  ErrorCode,
  PROFILE_PHONE_RESEND_MS,
  PROFILE_PHONE_TOKEN_LENGTH,
  type ReconfirmEmailBody,
} from '@croupier/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Messaging } from '../../adapters/messaging/index.ts';
import type { Principal } from '../../platform/auth.ts';
import type { Db } from '../../platform/db.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { sha256 } from '../../platform/hash.ts';
import { codeSms, linkEmail, type Messages } from '../../platform/message-texts.ts';
import { type RateLimiter, tooManyRequests } from '../../platform/rate-limit.ts';
import type { AuthPolicy, AuthService, PlayerAccounts } from '../auth/index.ts';
import { DEFAULT_VERIFICATION_POLICY, MINUTE, type VerificationPolicy } from './policy.ts';
import {
  deleteEmailToken,
  findEmailToken,
  insertEmailToken,
  latestEmailToken,
  retireEmailTokens,
  useEmailToken,
} from './repository.ts';

export interface ContactVerificationDeps {
  db: Db;
  brandId: string;
  brandName: () => string;
  accounts: PlayerAccounts;
  auth: AuthService;
  authPolicy: AuthPolicy;
  limiter: RateLimiter;
  messaging: Messaging;
  publicUrl: string;
  messages: Messages;
  now: () => number;
  log: FastifyBaseLogger;
  policy?: Partial<VerificationPolicy>;
}

/** E-mail confirmation links and phone codes (000 §7 Verification, §8, §9). */
export class ContactVerification {
  private readonly policy: VerificationPolicy;

  constructor(private readonly d: ContactVerificationDeps) {
    this.policy = { ...DEFAULT_VERIFICATION_POLICY, ...d.policy };
  }

  // ── e-mail confirmation ────────────────────────────────────────────────────────
  /**
   * Sends a single-use confirmation link for `email` (the player's current one). With
   * `enforceInterval`, a second link within the resend interval is 429.
   */
  async sendEmailLink(
    uuid: string,
    email: string,
    o: { enforceInterval: boolean; requestId?: string | undefined },
  ): Promise<void> {
    const now = this.d.now();
    if (o.enforceInterval) {
      const latest = await latestEmailToken(this.d.db, uuid);
      const wait = latest ? latest.createdAt.getTime() + EMAIL_VERIFICATION_RESEND_MS - now : 0;
      if (wait > 0) {
        throw tooManyRequests(wait, ErrorCode.verificationSendLimit, 'A link was sent a moment ago');
      }
    }
    await this.d.limiter.consume(
      `verify:email:player:${uuid}`,
      this.policy.emailLinksPerPlayer,
      ErrorCode.verificationSendLimitByPlayer,
    );
    const token = randomBytes(32).toString('base64url');
    await retireEmailTokens(this.d.db, uuid, new Date(now));
    const id = await insertEmailToken(this.d.db, {
      playerUuid: uuid,
      email,
      tokenHash: sha256(token),
      createdAt: new Date(now),
      expiresAt: new Date(now + EMAIL_VERIFICATION_TTL_MS),
    });
    const link = `${this.d.publicUrl}/?verificationToken=${token}`;
    const texts = await this.d.messages((await this.d.accounts.player(uuid))?.languageCode);
    const hours = Math.round(EMAIL_VERIFICATION_TTL_MS / (60 * MINUTE));
    const mail = linkEmail(texts, 'verify', { brand: this.d.brandName(), link, count: hours });
    try {
      await this.d.messaging.sendEmail(email, mail.subject, mail.text, mail.html, {
        requestId: o.requestId,
      });
    } catch (err) {
      this.d.log.error({ err: (err as Error).message }, 'e-mail delivery failed');
      await deleteEmailToken(this.d.db, id);
      throw new AppError(ErrorCode.messagingUnavailable, 'The message could not be sent; try again shortly');
    }
  }

  /**
   * Sends the confirmation link again: to the token's player, or (no token) to the account of
   * `email`, answering the same whether or not there is one.
   */
  async reconfirmEmail(
    body: ReconfirmEmailBody,
    player: Principal | null,
    ip: string,
    requestId?: string,
  ): Promise<void> {
    this.d.auth.assertBrand(body.brandId);
    if (player) {
      const p = await this.d.accounts.player(player.uuid);
      if (!p) throw notFound('Player');
      if (!p.email) {
        throw new AppError(ErrorCode.validation, 'The profile has no e-mail', {
          fieldErrors: { email: 'auth.errors.field-required' },
        });
      }
      if (p.emailVerified) throw new AppError(ErrorCode.alreadyVerified, 'The e-mail is already confirmed');
      await this.sendEmailLink(p.uuid, p.email, { enforceInterval: true, requestId });
      return;
    }
    if (!body.email) {
      throw new AppError(ErrorCode.validation, 'Invalid body: email is required without a token', {
        fieldErrors: { email: 'auth.errors.field-required' },
      });
    }
    await this.d.limiter.consume(`reconfirm:ip:${ip}`, this.policy.reconfirmPerIp);
    const p = await this.d.accounts.findByLogin('email', body.email);
    if (!p || p.emailVerified || !p.email) return;
    try {
      await this.sendEmailLink(p.uuid, p.email, { enforceInterval: true, requestId });
    } catch (err) {
      // Without a token the answer must not tell whether the e-mail has an account.
      if (err instanceof AppError && err.statusCode === 429) return;
      throw err;
    }
  }

  /** Confirms the e-mail of a link's token: single use, expiring, for the address it was sent to. */
  async verifyEmail(verificationToken: string, ip: string): Promise<void> {
    const invalid = () =>
      new AppError(ErrorCode.verificationTokenInvalid, 'The link is not valid or has expired', {
        fieldErrors: { verificationToken: ErrorCode.verificationTokenInvalid },
      });
    await this.d.limiter.consume(`verify:email:ip:${ip}`, this.policy.emailTokenChecksPerIp);
    const row = await findEmailToken(this.d.db, sha256(verificationToken));
    if (!row || row.usedAt || row.expiresAt.getTime() <= this.d.now()) throw invalid();
    const player = await this.d.accounts.player(row.playerUuid);
    if (!player || player.email !== row.email) throw invalid();
    if (!(await useEmailToken(this.d.db, row.id, new Date(this.d.now())))) throw invalid();
    await this.d.accounts.update(player.uuid, { emailVerified: true });
  }

  // ── phone verification ─────────────────────────────────────────────────────────
  private async phoneTarget(uuid: string): Promise<string> {
    const p = await this.d.accounts.player(uuid);
    if (!p) throw notFound('Player');
    if (!p.phoneNumber) {
      throw new AppError(ErrorCode.verificationPhoneMissing, 'Add a phone number to the profile first', {
        fieldErrors: { phone: ErrorCode.verificationPhoneMissing },
      });
    }
    if (p.phoneNumberVerified) throw new AppError(ErrorCode.alreadyVerified, 'The phone is already verified');
    return p.phoneNumber;
  }

  /**
   * Sends the 4-digit code (000 §9) by SMS. Before the 180 s resend interval: 429
   * `send-limit-exhausted`; after too many codes for the player: 429 `send-limit-by-player-exhausted`
   * (000 §8: both move the modal to PHONE_VERIFY_RESTRICTED).
   */
  async sendPhoneCode(uuid: string, sendSms: boolean, requestId?: string): Promise<CodeSent> {
    const target = await this.phoneTarget(uuid);
    const answer: CodeSent = {
      success: sendSms,
      codeLength: PROFILE_PHONE_TOKEN_LENGTH,
      resendIntervalMs: PROFILE_PHONE_RESEND_MS,
      expiresInMs: this.d.authPolicy.codeTtlMs,
    };
    if (!sendSms) return answer;
    const perPlayer = `verify:phone:player:${uuid}`;
    await this.d.limiter.assertUnder(
      perPlayer,
      this.policy.phoneCodesPerPlayer,
      ErrorCode.verificationSendLimitByPlayer,
    );
    let issued: Awaited<ReturnType<AuthService['codes']['issue']>>;
    try {
      issued = await this.d.auth.codes.issue(
        { brandId: this.d.brandId, purpose: 'phone-verification', target },
        { length: PROFILE_PHONE_TOKEN_LENGTH, resendIntervalMs: PROFILE_PHONE_RESEND_MS, playerUuid: uuid },
      );
    } catch (err) {
      // The shared code machinery speaks of registration SMS; this call's codes are 000 §8 Verification's.
      if (err instanceof AppError && err.code === ErrorCode.smsSendLimit) {
        throw new AppError(ErrorCode.verificationSendLimit, err.message, err.extra, err.headers);
      }
      throw err;
    }
    await this.d.limiter.record(perPlayer, this.policy.phoneCodesPerPlayer);
    try {
      const texts = await this.d.messages((await this.d.accounts.player(uuid))?.languageCode);
      await this.d.messaging.sendSms(
        `+${target}`,
        codeSms(texts, 'message.sms.phoneVerification', {
          code: issued.code,
          brand: this.d.brandName(),
          ttlMs: this.d.authPolicy.codeTtlMs,
        }),
        { requestId },
      );
    } catch (err) {
      this.d.log.error({ err: (err as Error).message }, 'SMS delivery failed');
      await issued.forget();
      throw new AppError(ErrorCode.messagingUnavailable, 'The message could not be sent; try again shortly');
    }
    return answer;
  }

  /** Checks the code (single use, expiring, limited tries) and marks the phone verified. */
  async verifyPhone(uuid: string, code: string, ip: string): Promise<void> {
    const target = await this.phoneTarget(uuid);
    await this.d.limiter.consume(`code:check:ip:${ip}`, this.d.authPolicy.codeChecksPerIp);
    const row = await this.d.auth.codes.verify(
      { brandId: this.d.brandId, purpose: 'phone-verification', target },
      code,
      { use: true, field: 'code' },
    );
    if (row.playerUuid !== uuid) {
      throw new AppError(ErrorCode.otpInvalid, 'The code is not right', {
        fieldErrors: { code: ErrorCode.otpInvalid },
      });
    }
    await this.d.accounts.update(uuid, { phoneNumberVerified: true });
  }
}
