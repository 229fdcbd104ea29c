import {
  ErrorCode,
  OPERATOR_CHALLENGE_TTL_MS,
  OPERATOR_LOCKOUT_MS,
  OPERATOR_SIGN_IN_MAX_FAILURES,
  type OperatorRole,
  type OperatorSignInStep,
} from '@croupier/contract';
import { isLocalDemo } from '../../platform/config.ts';
import { AppError } from '../../platform/errors.ts';
import { sha256 } from '../../platform/hash.ts';
import { hashPassword, verifyPassword } from '../../platform/passwords.ts';
import type { RateRule } from '../../platform/rate-limit.ts';
import { checkNewPassword } from './accounts.ts';
import type { OperatorsDeps, RequestContext } from './deps.ts';
import {
  countFailure,
  findByChallenge,
  findByEnrolment,
  findOperatorByEmail,
  type OperatorRow,
  recoveryCodesLeft,
  replaceRecoveryCodes,
  spendRecoveryCode,
  updateOperator,
} from './repository.ts';
import type { ConsoleSessions } from './sessions.ts';
import { newRecoveryCodes, newTotp, normalizeRecoveryCode, randomToken, totpStep } from './totp.ts';

/**
 * Wrong answers (passwords, codes, challenges, enrolment links) one address may give in a window,
 * whatever the accounts: a guesser spreading tries over many e-mails is stopped with 429. Each try
 * is counted before it is checked and given back when right.
 */
export const OPERATOR_SIGN_IN_IP_FAILURES: RateRule = { limit: 30, windowMs: 15 * 60_000 };

const signInRefused = () => new AppError(ErrorCode.operatorSignIn, 'The e-mail or password is wrong');
const codeRefused = () => new AppError(ErrorCode.operatorCode, 'The code is wrong');
const challengeRefused = () =>
  new AppError(ErrorCode.operatorChallenge, 'This sign-in has expired or is unknown; sign in again');

/**
 * An operator's sign-in: e-mail and password, then the authenticator's code (or a recovery code),
 * or, the first time, the authenticator's enrolment. OPERATOR_SIGN_IN_MAX_FAILURES wrong answers
 * in a row (either step) lock the account for OPERATOR_LOCKOUT_MS; only a whole sign-in resets the
 * count, so a known password does not buy more code guesses. Every outcome is in the audit log.
 */
export class OperatorSignIn {
  constructor(private readonly d: OperatorsDeps & { sessions: ConsoleSessions }) {}

  /** Runs one step counted against the address: given back when it answers, kept when it refuses. */
  private async counted<T>(ctx: RequestContext, step: () => Promise<T>): Promise<T> {
    const key = `operator-sign-in:ip:${ctx.ip}`;
    await this.d.limiter.consume(key, OPERATOR_SIGN_IN_IP_FAILURES);
    const answer = await step();
    await this.d.limiter.refund(key, OPERATOR_SIGN_IN_IP_FAILURES);
    return answer;
  }

  private actor = (row: OperatorRow) => ({ id: row.id, name: row.email, roles: row.roles });

  private async refuseLocked(row: OperatorRow, ctx: RequestContext): Promise<void> {
    if (!row.lockedUntil || row.lockedUntil.getTime() <= this.d.now()) return;
    await this.d.audit.authEvent({
      event: 'operator.sign-in.locked',
      ip: ctx.ip,
      status: 423,
      actor: this.actor(row),
    });
    throw new AppError(ErrorCode.operatorLocked, 'Too many failed sign-ins; try again later', {
      details: { lockedUntil: row.lockedUntil.toISOString() },
    });
  }

  /** A wrong answer: counted (the account may lock), recorded. */
  private async failed(row: OperatorRow, ctx: RequestContext, reason: string) {
    const lockUntil = new Date(this.d.now() + OPERATOR_LOCKOUT_MS);
    const after = await countFailure(this.d.db, row.id, OPERATOR_SIGN_IN_MAX_FAILURES, lockUntil);
    const locked = !!after?.lockedUntil && after.lockedUntil.getTime() > this.d.now();
    await this.d.audit.authEvent({
      event: 'operator.sign-in.failed',
      ip: ctx.ip,
      status: 401,
      actor: this.actor(row),
      detail: { reason, ...(locked && { lockedUntil: after?.lockedUntil?.toISOString() }) },
    });
  }

  signIn(body: { email: string; password: string }, ctx: RequestContext) {
    return this.counted(ctx, () => this.signInStep(body, ctx));
  }

  private async signInStep(
    body: { email: string; password: string },
    ctx: RequestContext,
  ): Promise<OperatorSignInStep> {
    const row = await findOperatorByEmail(this.d.db, body.email);
    if (row) await this.refuseLocked(row, ctx);
    const right = await verifyPassword(row?.passwordHash, body.password);
    const demoBeyondLoopback = !!row?.demo && !isLocalDemo(this.d.config);
    if (!row || !right || row.disabledAt || demoBeyondLoopback) {
      if (row && !right) await this.failed(row, ctx, 'password');
      else
        await this.d.audit.authEvent({
          event: 'operator.sign-in.failed',
          ip: ctx.ip,
          status: 401,
          claimed: body.email,
          detail: { reason: !row ? 'unknown' : row.disabledAt ? 'disabled' : 'demo-beyond-loopback' },
        });
      if (demoBeyondLoopback) this.d.log.warn('the demo admin was refused: this is not the local demo');
      throw signInRefused();
    }
    return this.nextStep(row);
  }

  /** The step after a right password: enrol an authenticator (a new secret each time) or give its code. */
  private async nextStep(row: OperatorRow): Promise<OperatorSignInStep> {
    const challenge = randomToken();
    const expiresAt = new Date(this.d.now() + OPERATOR_CHALLENGE_TTL_MS);
    const pending = { challengeHash: sha256(challenge), challengeExpiresAt: expiresAt };
    if (row.totpEnrolledAt) {
      await updateOperator(this.d.db, row.id, pending);
      return { step: 'verify', challenge, expiresAt: expiresAt.toISOString() };
    }
    const totp = await newTotp(row.email);
    await updateOperator(this.d.db, row.id, { ...pending, totpSecret: totp.secret });
    return { step: 'enrol', challenge, expiresAt: expiresAt.toISOString(), ...totp };
  }

  /** The enrolment link: sets the password (the player's rules), then the authenticator's enrolment. */
  activate(body: { token: string; password: string }, ctx: RequestContext) {
    return this.counted(ctx, () => this.activateStep(body, ctx));
  }

  private async activateStep(
    body: { token: string; password: string },
    ctx: RequestContext,
  ): Promise<OperatorSignInStep> {
    const row = await findByEnrolment(this.d.db, sha256(body.token), new Date(this.d.now()));
    if (!row || row.disabledAt)
      throw new AppError(ErrorCode.operatorEnrolment, 'This enrolment link is unknown, used or expired');
    checkNewPassword('password', body.password, row.email);
    const updated = await updateOperator(this.d.db, row.id, {
      passwordHash: await hashPassword(body.password),
      enrolmentHash: null,
      enrolmentExpiresAt: null,
      totpSecret: null,
      totpEnrolledAt: null,
      failedSignIns: 0,
      lockedUntil: null,
    });
    await this.d.audit.authEvent({
      event: 'operator.activated',
      ip: ctx.ip,
      status: 200,
      actor: this.actor(row),
    });
    return this.nextStep(updated ?? row);
  }

  /** The challenge's operator, not locked, not disabled; else the challenge is refused. */
  private async pending(challenge: string, ctx: RequestContext): Promise<OperatorRow> {
    const row = await findByChallenge(this.d.db, sha256(challenge), new Date(this.d.now()));
    if (!row || row.disabledAt || !row.totpSecret) throw challengeRefused();
    await this.refuseLocked(row, ctx);
    return row;
  }

  /** The authenticator's first code confirms it: a session begins, with ten recovery codes shown once. */
  enrol(body: { challenge: string; code: string }, ctx: RequestContext) {
    return this.counted(ctx, () => this.enrolStep(body, ctx));
  }

  private async enrolStep(body: { challenge: string; code: string }, ctx: RequestContext) {
    const row = await this.pending(body.challenge, ctx);
    if (row.totpEnrolledAt) throw challengeRefused();
    const step = await totpStep(row.totpSecret as string, body.code, this.d.now(), null);
    if (step === null) {
      await this.failed(row, ctx, 'enrolment-code');
      throw codeRefused();
    }
    const { codes, hashes } = newRecoveryCodes();
    await this.d.db.transaction(async (tx) => {
      await updateOperator(tx, row.id, { totpEnrolledAt: new Date(this.d.now()), totpLastStep: step });
      await replaceRecoveryCodes(tx, row.id, hashes);
    });
    const { session, answer } = await this.begin(row, ctx, 'enrolment');
    return { session, answer: { ...answer, recoveryCodes: codes } };
  }

  /** The second step: the authenticator's code (each used once) or a recovery code (used up). */
  verify(body: { challenge: string; code?: string; recoveryCode?: string }, ctx: RequestContext) {
    return this.counted(ctx, () => this.verifyStep(body, ctx));
  }

  private async verifyStep(
    body: { challenge: string; code?: string; recoveryCode?: string },
    ctx: RequestContext,
  ) {
    const row = await this.pending(body.challenge, ctx);
    if (!row.totpEnrolledAt) throw challengeRefused();
    let method: string;
    if (body.code !== undefined) {
      const step = await totpStep(row.totpSecret as string, body.code, this.d.now(), row.totpLastStep);
      if (step === null) return this.wrongCode(row, ctx, 'code');
      await updateOperator(this.d.db, row.id, { totpLastStep: step });
      method = 'totp';
    } else {
      const hash = sha256(normalizeRecoveryCode(body.recoveryCode ?? ''));
      if (!(await spendRecoveryCode(this.d.db, row.id, hash, new Date(this.d.now()))))
        return this.wrongCode(row, ctx, 'recovery-code');
      method = 'recovery-code';
    }
    return this.begin(row, ctx, method);
  }

  private async wrongCode(row: OperatorRow, ctx: RequestContext, reason: string): Promise<never> {
    await this.failed(row, ctx, reason);
    throw codeRefused();
  }

  /** A whole sign-in: the count of failures and the challenge are cleared, a session begins. */
  private async begin(row: OperatorRow, ctx: RequestContext, method: string) {
    const now = new Date(this.d.now());
    await updateOperator(this.d.db, row.id, {
      failedSignIns: 0,
      lockedUntil: null,
      challengeHash: null,
      challengeExpiresAt: null,
      lastSignInAt: now,
    });
    const session = await this.d.sessions.begin(row.id, ctx);
    await this.d.audit.authEvent({
      event: 'operator.sign-in',
      ip: ctx.ip,
      status: 200,
      actor: this.actor(row),
      detail: { method, sessionId: session.id },
    });
    return {
      session,
      answer: {
        operator: {
          id: row.id,
          email: row.email,
          roles: row.roles as OperatorRole[],
          recoveryCodesLeft: await recoveryCodesLeft(this.d.db, row.id),
        },
        csrfToken: session.csrfToken,
        expiresAt: session.expiresAt.toISOString(),
      },
    };
  }
}
