import { randomUUID } from 'node:crypto';
import {
  OPERATOR_CSRF_COOKIE,
  OPERATOR_SESSION_ABSOLUTE_MS,
  OPERATOR_SESSION_COOKIE,
  OPERATOR_SESSION_IDLE_MS,
} from '@croupier/contract';
import { parseCookie, stringifySetCookie } from 'cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sha256 } from '../../platform/hash.ts';
import { API_PREFIX } from '../../platform/http.ts';
import type { OperatorsDeps, RequestContext } from './deps.ts';
import {
  endSession,
  endSessions,
  findOpenSession,
  insertSession,
  openSessions,
  type SessionRow,
  touchSession,
} from './repository-access.ts';
import { randomToken } from './totp.ts';

/** Where the session cookie goes: the operator API only. */
const SESSION_PATH = `${API_PREFIX}/operator`;

/**
 * Console sessions, kept on the server (only hashes of their tokens): a session ends after
 * OPERATOR_SESSION_IDLE_MS without a call and OPERATOR_SESSION_ABSOLUTE_MS after sign-in. The
 * token travels in an HttpOnly, SameSite=Strict cookie (Secure beyond loopback); the CSRF token
 * in a cookie the console's scripts read, sent back in x-operator-csrf on every write.
 */
export class ConsoleSessions {
  constructor(
    private readonly d: Pick<OperatorsDeps, 'db' | 'now'> & {
      /** Cookies only over HTTPS: every start but the local demo's. */
      secureCookies: boolean;
    },
  ) {}

  async begin(operatorId: string, ctx: RequestContext) {
    const token = randomToken();
    const csrfToken = randomToken();
    const now = this.d.now();
    const expiresAt = new Date(now + OPERATOR_SESSION_ABSOLUTE_MS);
    const id = randomUUID();
    await insertSession(this.d.db, {
      id,
      operatorId,
      tokenHash: sha256(token),
      csrfHash: sha256(csrfToken),
      createdAt: new Date(now),
      lastSeenAt: new Date(now),
      expiresAt,
      ip: ctx.ip,
      userAgent: ctx.userAgent,
    });
    return { id, token, csrfToken, expiresAt };
  }

  /** Sets the session's two cookies on the answer. */
  setCookies(reply: FastifyReply, s: { token: string; csrfToken: string; expiresAt: Date }) {
    const maxAge = Math.max(0, Math.floor((s.expiresAt.getTime() - this.d.now()) / 1000));
    reply.header('set-cookie', [
      this.cookie(OPERATOR_SESSION_COOKIE, s.token, { httpOnly: true, path: SESSION_PATH, maxAge }),
      this.cookie(OPERATOR_CSRF_COOKIE, s.csrfToken, { httpOnly: false, path: '/', maxAge }),
    ]);
  }

  clearCookies(reply: FastifyReply) {
    reply.header('set-cookie', [
      this.cookie(OPERATOR_SESSION_COOKIE, '', { httpOnly: true, path: SESSION_PATH, maxAge: 0 }),
      this.cookie(OPERATOR_CSRF_COOKIE, '', { httpOnly: false, path: '/', maxAge: 0 }),
    ]);
  }

  private cookie(name: string, value: string, o: { httpOnly: boolean; path: string; maxAge: number }) {
    return stringifySetCookie({ name, value, ...o, sameSite: 'strict', secure: this.d.secureCookies });
  }

  /** The session the request's cookie names, if it is open; one past either expiry is ended. */
  async fromRequest(request: FastifyRequest): Promise<SessionRow | null> {
    const header = request.headers.cookie;
    const token = header ? parseCookie(header)[OPERATOR_SESSION_COOKIE] : undefined;
    if (!token) return null;
    const session = await findOpenSession(this.d.db, sha256(token));
    if (!session) return null;
    const now = this.d.now();
    if (
      session.expiresAt.getTime() <= now ||
      session.lastSeenAt.getTime() + OPERATOR_SESSION_IDLE_MS <= now
    ) {
      await endSession(this.d.db, session.id, new Date(now));
      return null;
    }
    await touchSession(this.d.db, session.id, new Date(now));
    return session;
  }

  /** Whether a write carries the session's CSRF token. */
  csrfMatches(session: SessionRow, given: string | string[] | undefined): boolean {
    return typeof given === 'string' && given.length > 0 && sha256(given) === session.csrfHash;
  }

  end(id: string) {
    return endSession(this.d.db, id, new Date(this.d.now()));
  }

  /** Ends every session of the operator, or every other one when `keep` is given. */
  endAll(operatorId: string, keep?: string) {
    return endSessions(this.d.db, operatorId, new Date(this.d.now()), keep);
  }

  async list(operatorId: string, currentId: string | undefined) {
    const now = this.d.now();
    const rows = await openSessions(
      this.d.db,
      operatorId,
      new Date(now),
      new Date(now - OPERATOR_SESSION_IDLE_MS),
    );
    return {
      sessions: rows.map((s) => ({
        id: s.id,
        createdAt: s.createdAt.toISOString(),
        lastSeenAt: s.lastSeenAt.toISOString(),
        expiresAt: s.expiresAt.toISOString(),
        ip: s.ip,
        userAgent: s.userAgent,
        current: s.id === currentId,
      })),
    };
  }
}
