import { type Endpoint, ErrorCode, type OperatorRole, rolesAllow } from '@croupier/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuditChange } from './audit-change.ts';
import { AppError } from './errors.ts';
import type { RateRule } from './rate-limit.ts';

/**
 * The operator API's access (docs/decisions/047-operator-identity.md). Who makes an `auth:
 * 'operator'` call is found by the operators module (`OperatorAccess`): a console session (its
 * HttpOnly cookie, and on writes its CSRF token), a named API key, or OPERATOR_TOKEN from loopback.
 * `registerEndpoint` asks it before anything else, refuses roles the call does not allow, and has
 * every write recorded in the audit log once its answer is known.
 */

/**
 * Wrong API keys (and OPERATOR_TOKENs) one address may send in a window before it is locked out.
 * A key is long and random, so this is about noticing and stopping a guesser, not about the odds;
 * a wrong key is counted before it is looked up and given back when it is right.
 */
export const OPERATOR_KEY_FAILURES: RateRule = { limit: 20, windowMs: 15 * 60_000 };

/** Who makes an operator call. */
export interface OperatorIdentity {
  /** A signed-in operator, an API key, or OPERATOR_TOKEN (from loopback). */
  kind: 'operator' | 'key' | 'token';
  /** The operator's or the key's id; null for OPERATOR_TOKEN. */
  id: string | null;
  /** The operator's e-mail, the key's name, or `operator-token`. */
  name: string;
  roles: readonly OperatorRole[];
  /** The console session (kind `operator`). */
  sessionId?: string;
}

export interface OperatorAccess {
  /**
   * Who makes this call (set on `request.operator` as soon as known), or 403
   * `error.operator.unauthorized`; a session's write without its CSRF token is 403 `error.operator.csrf`.
   */
  authenticate(request: FastifyRequest): Promise<OperatorIdentity>;
  /**
   * Records an operator write's audit row: who, from where, which call, its target, body and answer,
   * and what it changed (before and after).
   */
  audit(request: FastifyRequest, endpoint: Endpoint, status: number, change: AuditChange): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    operatorAccess?: OperatorAccess;
  }
  interface FastifyRequest {
    operator?: OperatorIdentity;
  }
}

export function installOperatorAccess(app: FastifyInstance, access: OperatorAccess): void {
  app.decorate('operatorAccess', access);
  app.decorateRequest('operator', undefined);
}

export const operatorRefused = (message = 'Operator credentials required') =>
  new AppError(ErrorCode.operatorUnauthorized, message);

/** The caller of an operator call, with the roles the call allows, or a refusal. */
export async function requireOperator(
  app: FastifyInstance,
  request: FastifyRequest,
  endpoint: Endpoint,
): Promise<OperatorIdentity> {
  if (!app.operatorAccess) throw operatorRefused();
  const identity = await app.operatorAccess.authenticate(request);
  if (!rolesAllow(endpoint.roles, identity.roles))
    throw new AppError(ErrorCode.operatorRole, `${endpoint.id} needs one of the roles: ${endpoint.roles}`, {
      details: { allowed: endpoint.roles ?? [], held: identity.roles },
    });
  return identity;
}

/** The operator a handler of an `auth: 'operator'` call runs for (registerEndpoint set it). */
export function operatorOf(request: FastifyRequest): OperatorIdentity {
  if (!request.operator) throw operatorRefused();
  return request.operator;
}

/** Who made an operator call, as decisions and changes record it ("decided by"): an e-mail, a key's name. */
export function operatorActor(request: FastifyRequest): string {
  return operatorOf(request).name;
}
