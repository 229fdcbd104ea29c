import { randomBytes } from 'node:crypto';
import {
  type AuthResponse,
  type CodeSent,
  DEFAULT_RESEND_INTERVAL_MS,
  ErrorCode,
  FORGOT_PASSWORD_TOKEN_LENGTH,
  normalizeEmail,
  passwordProblems,
  type ResetCheckBody,
  type ResetPasswordBody,
  type ResetRequestBody,
  type RestorePassPhoneBody,
  type UnlockBody,
} from '@croupier/contract';
import { COMMON_PASSWORDS } from '@croupier/contract/rules/common-passwords';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { sha256 } from '../../platform/hash.ts';
import { codeSms, linkEmail } from '../../platform/message-texts.ts';
import { hashPassword } from '../../platform/passwords.ts';
import type { AuthDeps, RequestContext } from './deps.ts';
import { invalidField } from './errors.ts';
import { loginLookup, phoneDigits, signinAttemptKey } from './logins.ts';
import {
  findPlayer,
  findPlayerByLogin,
  findResetToken,
  insertResetToken,
  retireResetTokens,
  updatePasswordHash,
  useResetToken,
} from './repository.ts';
import type { AuthService } from './service.ts';
import type { PlayerRow } from './tables.ts';

/** A reset that can go ahead: whose it is and how to spend the code or link. */
interface ResetGrant {
  player: PlayerRow;
  spend: () => Promise<boolean>;
}

/**
 * Password recovery (000 §2 Forgot password): a 6-digit code by SMS or a single-use link by e-mail,
 * a check of either, and the reset itself, which ends every session and logs in.
 */
export class PasswordRecovery {
  /** Sends under way (not awaited by the request, so the answer cannot tell who has an account). */
  private readonly sending = new Set<Promise<void>>();

  constructor(private readonly d: AuthDeps & { publicUrl: string; auth: AuthService }) {}

  /**
   * Runs the send of a code or link after the answer: a registered and an unknown login get the
   * same answer after the same work (limits and one lookup), whatever the delivery does.
   */
  private queue(what: string, send: () => Promise<void>): void {
    const job = send()
      .catch((err: unknown) => {
        this.d.log.warn({ err: (err as Error).message, what }, 'recovery message not sent');
      })
      .finally(() => this.sending.delete(job));
    this.sending.add(job);
  }

  /** Resolves once every queued send has finished (shutdown, tests). */
  async idle(): Promise<void> {
    while (this.sending.size > 0) await Promise.all([...this.sending]);
  }

  private get db(): Db {
    return this.d.db;
  }

  // ── by phone ─────────────────────────────────────────────────────────────────────
  /** Sends the reset code; answers the same whether or not the phone is registered. */
  async sendPhoneCode(body: RestorePassPhoneBody, ctx: RequestContext): Promise<CodeSent> {
    this.d.auth.assertBrand(body.brandId);
    const sent: CodeSent = {
      success: true,
      codeLength: FORGOT_PASSWORD_TOKEN_LENGTH,
      resendIntervalMs: DEFAULT_RESEND_INTERVAL_MS,
      expiresInMs: this.d.policy.codeTtlMs,
    };
    const target = phoneDigits(body.phone, body.phoneCode);
    if (!target) throw invalidField('phone', 'auth.errors.phone-validation');
    // The same limits whether or not the phone is registered.
    await this.limitPerTarget(target, ctx, true);
    const player = await findPlayerByLogin(this.db, this.d.brandId, 'phoneNumber', target);
    if (player) this.queue('reset code', () => this.sendCode(player, target, ctx));
    return sent;
  }

  /**
   * Per address, per login and (codes by SMS) the resend interval, counted alike for known and
   * unknown logins, so a 429 says nothing about whether an account exists.
   */
  private async limitPerTarget(target: string, ctx: RequestContext, sms: boolean): Promise<void> {
    const { limiter, policy } = this.d;
    await limiter.consume(`reset:ip:${ctx.ip}`, policy.resetRequestsPerIp);
    if (sms) {
      await limiter.consume(
        `reset:resend:${target}`,
        { limit: 1, windowMs: DEFAULT_RESEND_INTERVAL_MS },
        ErrorCode.smsSendLimit,
      );
    }
    await limiter.consume(`reset:login:${target}`, policy.resetRequestsPerLogin);
  }

  private async sendCode(player: PlayerRow, target: string, ctx: RequestContext): Promise<void> {
    const { code, forget } = await this.d.auth.codes.issue(
      { brandId: this.d.brandId, purpose: 'password-reset', target },
      {
        length: FORGOT_PASSWORD_TOKEN_LENGTH,
        resendIntervalMs: DEFAULT_RESEND_INTERVAL_MS,
        playerUuid: player.uuid,
      },
    );
    try {
      const texts = await this.d.messages(player.languageCode);
      await this.d.messaging.sendSms(
        `+${target}`,
        codeSms(texts, 'message.sms.passwordReset', {
          code,
          brand: this.d.brand().name,
          ttlMs: this.d.policy.codeTtlMs,
        }),
        { requestId: ctx.requestId },
      );
    } catch (err) {
      await forget();
      throw err;
    }
  }

  // ── by e-mail ────────────────────────────────────────────────────────────────────
  /** E-mails a reset link; answers the same whether or not the e-mail is registered. */
  async requestEmailLink(body: ResetRequestBody, ctx: RequestContext): Promise<void> {
    this.d.auth.assertBrand(body.brandId);
    const email = normalizeEmail(body.email);
    await this.limitPerTarget(email, ctx, false);
    const player = await findPlayerByLogin(this.db, this.d.brandId, 'email', email);
    if (player) this.queue('reset link', () => this.sendLink(player, email, ctx));
  }

  private async sendLink(player: PlayerRow, email: string, ctx: RequestContext): Promise<void> {
    const now = this.d.now();
    const token = randomBytes(32).toString('base64url');
    await retireResetTokens(this.db, player.uuid, new Date(now));
    await insertResetToken(this.db, {
      playerUuid: player.uuid,
      tokenHash: sha256(token),
      createdAt: new Date(now),
      expiresAt: new Date(now + this.d.policy.resetLinkTtlMs),
    });
    const link = `${this.d.publicUrl}/forgot-password?token=${token}&login=${encodeURIComponent(email)}`;
    const texts = await this.d.messages(player.languageCode);
    const minutes = Math.round(this.d.policy.resetLinkTtlMs / 60_000);
    const mail = linkEmail(texts, 'reset', { brand: this.d.brand().name, link, count: minutes });
    try {
      await this.d.messaging.sendEmail(email, mail.subject, mail.text, mail.html, {
        requestId: ctx.requestId,
      });
    } catch (err) {
      await retireResetTokens(this.db, player.uuid, new Date(now));
      throw err;
    }
  }

  // ── check and reset ──────────────────────────────────────────────────────────────
  private async grant(
    login: string,
    phoneCode: string | undefined,
    token: string,
    ctx: RequestContext,
  ): Promise<ResetGrant> {
    const invalid = () =>
      new AppError(ErrorCode.resetTokenInvalid, 'The code or link is not valid or has expired', {
        fieldErrors: { token: ErrorCode.resetTokenInvalid },
      });
    await this.d.limiter.consume(`code:check:ip:${ctx.ip}`, this.d.policy.codeChecksPerIp);
    if (login.includes('@')) {
      const row = await findResetToken(this.db, sha256(token));
      if (!row || row.usedAt || row.expiresAt.getTime() <= this.d.now()) throw invalid();
      const player = await findPlayer(this.db, row.playerUuid);
      if (!player || player.email !== normalizeEmail(login)) throw invalid();
      return { player, spend: () => useResetToken(this.db, row.id, new Date(this.d.now())) };
    }
    const target = phoneDigits(login, phoneCode);
    if (!target || !/^\d{4,8}$/.test(token)) throw invalid();
    const row = await this.d.auth.codes.verify(
      { brandId: this.d.brandId, purpose: 'password-reset', target },
      token,
      {
        use: false,
        field: 'token',
      },
    );
    const player = row.playerUuid ? await findPlayer(this.db, row.playerUuid) : undefined;
    if (!player) throw invalid();
    return { player, spend: () => this.d.auth.codes.use(row) };
  }

  /** Checks a code or link without spending it (the CONFIRM step). */
  async check(body: ResetCheckBody, ctx: RequestContext): Promise<void> {
    this.d.auth.assertBrand(body.brandId);
    await this.grant(body.login, body.phoneCode, body.token, ctx);
  }

  /** Sets the new password, spends the code or link, ends every session and logs in. */
  async reset(body: ResetPasswordBody, ctx: RequestContext): Promise<AuthResponse> {
    this.d.auth.assertBrand(body.brandId);
    if (!body.login) {
      // 000 §8: the link was opened where the login is not known.
      throw new AppError(ErrorCode.usePreviousBrowser, 'Filed login required', {
        fieldErrors: { repeatPassword: ErrorCode.usePreviousBrowser },
      });
    }
    const { player, spend } = await this.grant(body.login, body.phoneCode, body.token, ctx);
    const problems = passwordProblems(body.password, {
      email: player.email,
      login: player.username,
      common: COMMON_PASSWORDS,
    });
    if (problems[0]) throw invalidField('password', problems[0]);
    if (!(await spend())) throw invalidField('token', ErrorCode.resetTokenInvalid);
    await updatePasswordHash(this.db, player.uuid, await hashPassword(body.password));
    await this.d.sessions.endAll(player.uuid);
    await retireResetTokens(this.db, player.uuid, new Date(this.d.now()));
    // A reset lifts the lock of too many wrong passwords.
    await this.d.limiter.reset(signinAttemptKey('email', '', player), this.d.policy.failedSigninsPerLogin);
    return this.d.sessions.issue(player, { ip: ctx.ip });
  }

  /**
   * Unlock (000 §7, behaviour not shown): sends the reset link (or code, for a phone-only account),
   * whose reset lifts the lock of too many wrong passwords. Answers the same for any login.
   */
  async unlock(body: UnlockBody, ctx: RequestContext): Promise<void> {
    this.d.auth.assertBrand(body.brandId);
    const type = body.login.includes('@')
      ? 'email'
      : /^[+\d\s().-]+$/.test(body.login)
        ? 'phone'
        : 'username';
    const lookup = loginLookup(type, body.login, body.phoneCode);
    if (!lookup) {
      await this.d.limiter.consume(`reset:ip:${ctx.ip}`, this.d.policy.resetRequestsPerIp);
      return;
    }
    await this.limitPerTarget(lookup.value, ctx, lookup.field === 'phoneNumber');
    const player = await findPlayerByLogin(this.db, this.d.brandId, lookup.field, lookup.value);
    if (!player) return;
    const { email, phoneNumber } = player;
    if (email) this.queue('reset link', () => this.sendLink(player, email, ctx));
    else if (phoneNumber) this.queue('reset code', () => this.sendCode(player, phoneNumber, ctx));
  }
}
