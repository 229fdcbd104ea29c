import { randomUUID } from 'node:crypto';
import {
  ErrorCode,
  OPERATOR_ENROLMENT_TTL_MS,
  type OperatorRole,
  type OperatorView,
  passwordProblems,
} from '@croupier/contract';
import { COMMON_PASSWORDS } from '@croupier/contract/rules/common-passwords';
import type { z } from 'zod';
import { AppError, notFound } from '../../platform/errors.ts';
import { sha256 } from '../../platform/hash.ts';
import type { OperatorIdentity } from '../../platform/operator.ts';
import { hashPassword, verifyPassword } from '../../platform/passwords.ts';
import type { OperatorsDeps } from './deps.ts';
import {
  findOperator,
  insertOperator,
  listOperators,
  type OperatorRow,
  recoveryCodesLeft,
  replaceRecoveryCodes,
  updateOperator,
} from './repository.ts';
import type { ConsoleSessions } from './sessions.ts';
import { newRecoveryCodes, randomToken, totpStep } from './totp.ts';

/** A refusal on one field, as the player's password rules answer. */
export const invalidField = (field: string, message: string) =>
  new AppError(ErrorCode.validation, `Invalid ${field}: ${message}`, { fieldErrors: { [field]: message } });

/** The password rules of players (000 §5, OWASP ASVS 5), for an operator's e-mail. */
export function checkNewPassword(field: string, password: string, email: string) {
  const problems = passwordProblems(password, { email, common: COMMON_PASSWORDS });
  if (problems[0]) throw invalidField(field, problems[0]);
}

/** Who an identity is in `createdBy` columns: the operator's e-mail, `key:<name>`, or `operator-token`. */
export const actorName = (who: OperatorIdentity) => (who.kind === 'key' ? `key:${who.name}` : who.name);

/** A signed-in operator's own account calls need a console session (not a key, not the token). */
export function requireSession(who: OperatorIdentity): OperatorIdentity & { id: string; sessionId: string } {
  if (who.kind !== 'operator' || !who.id || !who.sessionId)
    throw new AppError(ErrorCode.operatorSessionOnly, 'Only a signed-in operator has an account');
  return who as OperatorIdentity & { id: string; sessionId: string };
}

/**
 * Operator accounts: created by an admin (or the create-admin command) with roles and a one-time
 * enrolment link, through which the operator sets a password and enrols an authenticator; their
 * own password, recovery codes and sessions.
 */
export class OperatorAccounts {
  constructor(
    private readonly d: Pick<OperatorsDeps, 'db' | 'config' | 'now'> & { sessions: ConsoleSessions },
  ) {}

  private enrolment() {
    const token = randomToken();
    const expiresAt = new Date(this.d.now() + OPERATOR_ENROLMENT_TTL_MS);
    return {
      stored: { enrolmentHash: sha256(token), enrolmentExpiresAt: expiresAt },
      // The token after `#` never reaches a server's logs.
      answer: {
        url: `${this.d.config.publicUrl}/console/activate#${token}`,
        token,
        expiresAt: expiresAt.toISOString(),
      },
    };
  }

  async create(email: string, roles: OperatorRole[], createdBy: string) {
    const enrolment = this.enrolment();
    const id = randomUUID();
    const created = await insertOperator(this.d.db, {
      id,
      email,
      roles,
      createdAt: new Date(this.d.now()),
      createdBy,
      ...enrolment.stored,
    });
    if (!created) throw new AppError(ErrorCode.operatorExists, 'An operator with this e-mail exists already');
    const row = await findOperator(this.d.db, id);
    return { operator: operatorView(row as OperatorRow, this.d.now()), enrolment: enrolment.answer };
  }

  async list() {
    const now = this.d.now();
    return { operators: (await listOperators(this.d.db)).map((r) => operatorView(r, now)) };
  }

  async update(
    id: string,
    patch: { roles?: OperatorRole[] | undefined; disabled?: boolean | undefined; unlock?: true | undefined },
  ) {
    const row = await updateOperator(this.d.db, id, {
      ...(patch.roles && { roles: patch.roles }),
      ...(patch.disabled !== undefined && { disabledAt: patch.disabled ? new Date(this.d.now()) : null }),
      ...(patch.unlock && { failedSignIns: 0, lockedUntil: null }),
    });
    if (!row) throw notFound('Operator');
    if (patch.disabled) await this.d.sessions.endAll(id);
    return operatorView(row, this.d.now());
  }

  /** A new enrolment link; the operator's password, authenticator, recovery codes and sessions end. */
  async reissueEnrolment(id: string) {
    const enrolment = this.enrolment();
    const row = await this.d.db.transaction(async (tx) => {
      const updated = await updateOperator(tx, id, {
        ...enrolment.stored,
        passwordHash: null,
        totpSecret: null,
        totpEnrolledAt: null,
        totpLastStep: null,
        challengeHash: null,
        challengeExpiresAt: null,
      });
      if (updated) await replaceRecoveryCodes(tx, id, []);
      return updated;
    });
    if (!row) throw notFound('Operator');
    await this.d.sessions.endAll(id);
    return enrolment.answer;
  }

  async me(who: OperatorIdentity) {
    const { id } = requireSession(who);
    const row = await findOperator(this.d.db, id);
    if (!row) throw notFound('Operator');
    return {
      id: row.id,
      email: row.email,
      roles: row.roles as OperatorRole[],
      recoveryCodesLeft: await recoveryCodesLeft(this.d.db, id),
    };
  }

  /** A new password (the player's rules); every other session of the operator ends. */
  async changePassword(who: OperatorIdentity, body: { currentPassword: string; newPassword: string }) {
    const { id, sessionId } = requireSession(who);
    const row = await findOperator(this.d.db, id);
    if (!row || !(await verifyPassword(row.passwordHash, body.currentPassword)))
      throw invalidField('currentPassword', ErrorCode.passwordWrong);
    checkNewPassword('newPassword', body.newPassword, row.email);
    await updateOperator(this.d.db, id, { passwordHash: await hashPassword(body.newPassword) });
    await this.d.sessions.endAll(id, sessionId);
    return { ok: true as const };
  }

  /** Ten new recovery codes for a right authenticator code; the old ones stop working. */
  async regenerateRecoveryCodes(who: OperatorIdentity, totpCode: string) {
    const { id } = requireSession(who);
    const row = await findOperator(this.d.db, id);
    const step =
      row?.totpSecret && row.totpEnrolledAt
        ? await totpStep(row.totpSecret, totpCode, this.d.now(), row.totpLastStep)
        : null;
    if (step === null) throw new AppError(ErrorCode.operatorCode, 'The authenticator code is wrong');
    const { codes, hashes } = newRecoveryCodes();
    await this.d.db.transaction(async (tx) => {
      await updateOperator(tx, id, { totpLastStep: step });
      await replaceRecoveryCodes(tx, id, hashes);
    });
    return { recoveryCodes: codes };
  }

  sessions(who: OperatorIdentity) {
    const { id, sessionId } = requireSession(who);
    return this.d.sessions.list(id, sessionId);
  }

  async signOut(who: OperatorIdentity) {
    await this.d.sessions.end(requireSession(who).sessionId);
    return { ok: true as const };
  }

  async signOutEverywhere(who: OperatorIdentity) {
    await this.d.sessions.endAll(requireSession(who).id);
    return { ok: true as const };
  }
}

export const operatorView = (r: OperatorRow, now: number): z.input<typeof OperatorView> => ({
  id: r.id,
  email: r.email,
  roles: r.roles as OperatorRole[],
  enrolled: r.totpEnrolledAt !== null,
  disabled: r.disabledAt !== null,
  lockedUntil: r.lockedUntil && r.lockedUntil.getTime() > now ? r.lockedUntil.toISOString() : null,
  createdAt: r.createdAt.toISOString(),
  lastSignInAt: r.lastSignInAt?.toISOString() ?? null,
});
