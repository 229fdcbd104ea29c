import { timingSafeEqual } from 'node:crypto';
import {
  type Endpoint,
  ErrorCode,
  OPERATOR_API_KEY_HEADER,
  OPERATOR_CSRF_HEADER,
  OPERATOR_KEY_HEADER,
  type OperatorRole,
} from '@croupier/contract';
import type { FastifyRequest } from 'fastify';
import type { AuditChange } from '../../platform/audit-change.ts';
import { isLoopback } from '../../platform/config.ts';
import { AppError } from '../../platform/errors.ts';
import {
  OPERATOR_KEY_FAILURES,
  type OperatorAccess,
  type OperatorIdentity,
  operatorRefused,
} from '../../platform/operator.ts';
import type { ApiKeys } from './api-keys.ts';
import type { OperatorsDeps } from './deps.ts';
import { findOperator } from './repository.ts';
import type { ConsoleSessions } from './sessions.ts';

/** The name OPERATOR_TOKEN goes by in the audit log. */
export const TOKEN_ACTOR = 'operator-token';

const header = (request: FastifyRequest, name: string): string | undefined => {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(',') : value;
};

/** An API key in x-operator-key, or as a bearer token. */
function apiKeyOf(request: FastifyRequest): string | undefined {
  const given = header(request, OPERATOR_API_KEY_HEADER);
  if (given !== undefined) return given;
  const match = /^Bearer\s+(\S+)$/i.exec(header(request, 'authorization') ?? '');
  return match?.[1];
}

/**
 * A request made on this machine: the client address and the connection's are loopback, and no
 * proxy forwarded it (a proxy on this machine would make the world look local).
 */
export function fromLoopback(request: FastifyRequest): boolean {
  return (
    isLoopback(request.ip) &&
    isLoopback(request.socket.remoteAddress ?? '') &&
    request.headers['x-forwarded-for'] === undefined &&
    request.headers.forwarded === undefined
  );
}

/**
 * Who makes an operator call: an API key (x-operator-key or a bearer key), OPERATOR_TOKEN
 * (x-operator-token, from loopback only: an `admin` named `operator-token`), or a console session's
 * cookie, whose writes must carry its CSRF token. Wrong keys and tokens are guesses: counted per
 * address before they are compared (ADR 018), given back when right, logged at warn without the key.
 */
export class Access implements OperatorAccess {
  private readonly token: Buffer | null;

  constructor(private readonly d: OperatorsDeps & { sessions: ConsoleSessions; keys: ApiKeys }) {
    this.token = d.config.OPERATOR_TOKEN ? Buffer.from(d.config.OPERATOR_TOKEN) : null;
  }

  async authenticate(request: FastifyRequest): Promise<OperatorIdentity> {
    const key = apiKeyOf(request);
    if (key !== undefined) return this.byKey(request, key);
    const token = header(request, OPERATOR_KEY_HEADER);
    if (token !== undefined) return this.byToken(request, token);
    return this.bySession(request);
  }

  audit(request: FastifyRequest, endpoint: Endpoint, status: number, change: AuditChange): Promise<void> {
    if (!request.operator) return Promise.resolve();
    return this.d.audit.call(request, request.operator, endpoint, status, change);
  }

  private guessCounter(request: FastifyRequest) {
    return `operator-key:ip:${request.ip}`;
  }

  private refuseGuess(request: FastifyRequest, what: string): never {
    request.log.warn({ ip: request.ip, method: request.method, route: request.routeOptions.url }, what);
    throw operatorRefused();
  }

  private async byKey(request: FastifyRequest, key: string): Promise<OperatorIdentity> {
    const counter = this.guessCounter(request);
    await this.d.limiter.consume(counter, OPERATOR_KEY_FAILURES);
    const row = await this.d.keys.use(key, request.ip);
    if (!row) {
      await this.d.audit.authEvent({ event: 'operator.key.refused', ip: request.ip, status: 403 });
      this.refuseGuess(request, 'operator API key refused');
    }
    await this.d.limiter.refund(counter, OPERATOR_KEY_FAILURES);
    return this.identify(request, {
      kind: 'key',
      id: row.id,
      name: row.name,
      roles: row.roles as OperatorRole[],
    });
  }

  private async byToken(request: FastifyRequest, given: string): Promise<OperatorIdentity> {
    if (!this.token) throw operatorRefused();
    const counter = this.guessCounter(request);
    // Counted before anything, and from beyond loopback never given back: a refusal is a guess too.
    await this.d.limiter.consume(counter, OPERATOR_KEY_FAILURES);
    if (!fromLoopback(request)) {
      request.log.warn({ ip: request.ip }, 'operator token refused beyond loopback');
      await this.d.audit.authEvent({ event: 'operator.token.refused', ip: request.ip, status: 403 });
      throw operatorRefused('OPERATOR_TOKEN is taken from this machine only; sign in or use an API key');
    }
    const bytes = Buffer.from(given);
    if (bytes.length !== this.token.length || !timingSafeEqual(bytes, this.token))
      this.refuseGuess(request, 'operator key refused');
    await this.d.limiter.refund(counter, OPERATOR_KEY_FAILURES);
    return this.identify(request, { kind: 'token', id: null, name: TOKEN_ACTOR, roles: ['admin'] });
  }

  private async bySession(request: FastifyRequest): Promise<OperatorIdentity> {
    const session = await this.d.sessions.fromRequest(request);
    if (!session) throw operatorRefused('Sign in to continue');
    const operator = await findOperator(this.d.db, session.operatorId);
    if (!operator || operator.disabledAt) throw operatorRefused('Sign in to continue');
    const identity = this.identify(request, {
      kind: 'operator',
      id: operator.id,
      name: operator.email,
      roles: operator.roles as OperatorRole[],
      sessionId: session.id,
    });
    if (
      request.method !== 'GET' &&
      !this.d.sessions.csrfMatches(session, request.headers[OPERATOR_CSRF_HEADER])
    )
      throw new AppError(ErrorCode.operatorCsrf, `Writes carry the session's ${OPERATOR_CSRF_HEADER} header`);
    return identity;
  }

  private identify(request: FastifyRequest, identity: OperatorIdentity): OperatorIdentity {
    request.operator = identity;
    return identity;
  }
}
