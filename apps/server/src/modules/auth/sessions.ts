import { randomUUID } from 'node:crypto';
import type { AuthResponse } from '@croupier/contract';
import type { FastifyRequest } from 'fastify';
import { type Authenticator, bearerToken, type Principal, unauthorized } from '../../platform/auth.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import {
  findPlayer,
  findSession,
  insertSession,
  revokePlayerSessions,
  revokePlayerSessionsExcept,
  revokeSession,
  revokeSessionFamily,
  rotateSessionJti,
} from './repository.ts';
import type { PlayerRow, SessionRow } from './tables.ts';
import type { TokenService } from './tokens.ts';

/** The self-restriction in force, if any. */
export function activeSelfRestriction(
  p: Pick<PlayerRow, 'selfRestrictedPermanent' | 'selfRestrictedUntil'>,
  now: number,
): { type: 'temporary'; endDate: Date } | { type: 'permanently'; endDate: null } | null {
  if (p.selfRestrictedPermanent) return { type: 'permanently', endDate: null };
  if (p.selfRestrictedUntil && p.selfRestrictedUntil.getTime() > now) {
    return { type: 'temporary', endDate: p.selfRestrictedUntil };
  }
  return null;
}

/**
 * How long after a renewal the token it replaced may still be renewed (ADR 039): a page that
 * navigated away while its renewal was in flight, or a second tab that started with the same token,
 * presents it again, and gets the session's current token instead of being taken for a thief.
 */
export const RENEWAL_GRACE_MS = 30_000;

/**
 * Asked before a login's session starts: throws to refuse the login (an AppError the player reads),
 * or answers when the session must end (a daily time limit), null for no end of its own.
 */
export type SessionStartGate = (playerUuid: string, now: number) => Promise<Date | null>;

/** A session's end set by a time limit, passed. */
export const limitPassed = (s: Pick<SessionRow, 'limitEndsAt'>, now: number) =>
  s.limitEndsAt !== null && s.limitEndsAt.getTime() <= now;

/**
 * A check a new session must pass (protection's time-out and self-exclusion): it throws the refusal
 * (an AppError) while the player may not have one.
 */
export type SessionGate = (playerUuid: string) => Promise<void>;

export interface SessionDeps {
  db: Db;
  tokens: TokenService;
  sessionTtlSeconds: number;
  now: () => number;
}

/**
 * Sessions: a login creates one and its first token; renewal replaces the token (the one before
 * stops working); logout ends the session; every authenticated call checks the session is live.
 */
export class SessionService implements Authenticator {
  /** Told when a player logs out or has sessions ended (game sessions end with them, ADR 013). */
  private readonly endListeners: ((playerUuid: string) => Promise<void>)[] = [];
  private readonly gates: SessionGate[] = [];

  private readonly startGates: SessionStartGate[] = [];

  constructor(private readonly d: SessionDeps) {}

  /** Runs `gate` before each login's session starts (the daily time limit, ADR 044). */
  onSessionStarting(gate: SessionStartGate): void {
    this.startGates.push(gate);
  }

  /** Runs `listener` after a logout, a password change or reset, a self-restriction, a token reuse. */
  onSessionsEnded(listener: (playerUuid: string) => Promise<void>): void {
    this.endListeners.push(listener);
  }

  /** Runs `gate` before every new session and renewal; a refusal of a renewal ends the sessions. */
  addGate(gate: SessionGate): void {
    this.gates.push(gate);
  }

  private async gatesPass(playerUuid: string): Promise<void> {
    for (const gate of this.gates) await gate(playerUuid);
  }

  /** Whether a gate refuses the player now (its refusal is an AppError; other failures pass up). */
  private async barred(playerUuid: string): Promise<boolean> {
    try {
      await this.gatesPass(playerUuid);
      return false;
    } catch (err) {
      if (err instanceof AppError) return true;
      throw err;
    }
  }

  private async ended(playerUuid: string): Promise<void> {
    for (const listener of this.endListeners) await listener(playerUuid);
  }

  get tokenTtlSeconds(): number {
    return this.d.tokens.ttlSeconds;
  }

  async issue(
    player: PlayerRow,
    ctx: { ip: string; deviceFingerprint?: string | undefined },
  ): Promise<AuthResponse> {
    await this.gatesPass(player.uuid);
    const now = this.d.now();
    let limitEndsAt: Date | null = null;
    for (const gate of this.startGates) {
      const until = await gate(player.uuid, now);
      if (until && (!limitEndsAt || until < limitEndsAt)) limitEndsAt = until;
    }
    const jti = randomUUID();
    const session = await insertSession(this.d.db, {
      playerUuid: player.uuid,
      jti,
      limitEndsAt,
      createdAt: new Date(now),
      expiresAt: new Date(now + this.d.sessionTtlSeconds * 1000),
      ip: ctx.ip,
      deviceFingerprint: ctx.deviceFingerprint ?? null,
    });
    return this.answer(player.uuid, session.id, jti);
  }

  private async answer(uuid: string, sid: string, jti: string): Promise<AuthResponse> {
    const token = await this.d.tokens.sign({ sub: uuid, sid, jti });
    return { token, uuid, logged: true, expiresIn: this.d.tokens.ttlSeconds };
  }

  /** A new token for the session of `token` (expired or not); 401 when that session has ended. */
  async renew(token: string): Promise<AuthResponse> {
    const ended = () => unauthorized('The session has ended; log in again');
    const claims = await this.d.tokens.verify(token, { allowExpired: true });
    if (!claims) throw ended();
    const session = await findSession(this.d.db, claims.sid);
    if (!session || session.playerUuid !== claims.sub) throw ended();
    const now = this.d.now();
    if (limitPassed(session, now)) throw ended();
    // The token its last renewal replaced, within the grace period (ADR 039): answered with the
    // session's current token rather than another renewal.
    const replaced = session.jti !== claims.jti;
    if (replaced && !this.justReplaced(session, claims.jti, now)) {
      // A token replaced a while ago is presented again: someone kept a copy. End the session, so
      // neither the copy nor the token issued in its place works (the player logs in again).
      await revokeSessionFamily(this.d.db, session.id, new Date(now));
      await this.ended(session.playerUuid);
      throw ended();
    }
    const player = await findPlayer(this.d.db, claims.sub);
    if (!player) throw ended();
    if (activeSelfRestriction(player, now) || (await this.barred(player.uuid))) {
      // Self-restriction, a time-out and a self-exclusion end with logout (000 §4).
      await revokePlayerSessions(this.d.db, player.uuid, new Date(now));
      await this.ended(player.uuid);
      throw ended();
    }
    if (replaced) return this.current(session, now);
    const jti = randomUUID();
    if (!(await rotateSessionJti(this.d.db, session.id, claims.jti, jti, new Date(now)))) {
      // A simultaneous renewal of the same token won: answer the token it made.
      const after = await findSession(this.d.db, session.id);
      if (after && this.justReplaced(after, claims.jti, now)) return this.current(after, now);
      throw ended();
    }
    return this.answer(player.uuid, session.id, jti);
  }

  /** Whether `jti` is the token id the session's last renewal replaced, within the grace period. */
  private justReplaced(session: SessionRow, jti: string, now: number): boolean {
    return (
      session.previousJti === jti &&
      session.renewedAt !== null &&
      now - session.renewedAt.getTime() <= RENEWAL_GRACE_MS
    );
  }

  /** A token for the session's current token id, while the session is live. */
  private current(session: SessionRow, now: number): Promise<AuthResponse> {
    if (session.revokedAt || session.expiresAt.getTime() <= now) {
      throw unauthorized('The session has ended; log in again');
    }
    return this.answer(session.playerUuid, session.id, session.jti);
  }

  /** Ends the session of the token (an expired one too); a token that is not ours changes nothing. */
  async logout(token: string | null): Promise<void> {
    if (!token) return;
    const claims = await this.d.tokens.verify(token, { allowExpired: true });
    if (!claims) return;
    await revokeSession(this.d.db, claims.sid, claims.jti, new Date(this.d.now()));
    await this.ended(claims.sub);
  }

  /** Ends every session of the player (password reset, self-restriction). */
  async endAll(playerUuid: string): Promise<number> {
    const ended = await revokePlayerSessions(this.d.db, playerUuid, new Date(this.d.now()));
    await this.ended(playerUuid);
    return ended;
  }

  /** Ends every session of the player but `keepSessionId` (a password change). */
  async endOthers(playerUuid: string, keepSessionId: string): Promise<void> {
    await revokePlayerSessionsExcept(this.d.db, playerUuid, keepSessionId, new Date(this.d.now()));
    await this.ended(playerUuid);
  }

  /** Whether the principal's session is still live: not logged out, replaced by a reset, nor expired. */
  async isLive(p: Principal): Promise<boolean> {
    const session = await findSession(this.d.db, p.sessionId);
    const now = this.d.now();
    return (
      !!session &&
      session.playerUuid === p.uuid &&
      !session.revokedAt &&
      session.expiresAt.getTime() > now &&
      !limitPassed(session, now)
    );
  }

  async authenticate(request: FastifyRequest): Promise<Principal | null> {
    const token = bearerToken(request);
    if (!token) {
      if (request.headers.authorization) throw unauthorized('Malformed authorization header');
      return null;
    }
    const claims = await this.d.tokens.verify(token);
    if (!claims) throw unauthorized('The token is not valid or has expired');
    const session = await findSession(this.d.db, claims.sid);
    if (
      !session ||
      session.playerUuid !== claims.sub ||
      session.jti !== claims.jti ||
      session.revokedAt ||
      session.expiresAt.getTime() <= this.d.now() ||
      limitPassed(session, this.d.now())
    ) {
      throw unauthorized('The token has been replaced or the session has ended');
    }
    return { uuid: claims.sub, sessionId: claims.sid };
  }
}
