import { timingSafeEqual } from 'node:crypto';
import { ErrorCode, OPERATOR_KEY_HEADER } from '@croupier/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';
import type { RateLimiter, RateRule } from './rate-limit.ts';

/**
 * The operator API's one authentication (docs/decisions/024-rewards.md): every `auth: 'operator'`
 * call carries OPERATOR_TOKEN in the `x-operator-token` header, compared in constant time. With no
 * token configured the operator API is off: every such call is 403.
 *
 * Wrong keys are guesses (ADR 018): counted per client address in the rate-limit store and logged
 * at warn (the address, never the key). A call that brings a key is counted before the comparison,
 * atomically, and given back when the key is right, so parallel guesses cannot all be compared; an
 * address that reached the limit is refused with 429 for the rest of the window, even with the
 * right key.
 */

/**
 * Wrong operator keys one address may send in a window before it is locked out. A key is at least
 * 24 characters, so this is about noticing and stopping a guesser, not about the odds; it also
 * bounds how many calls one back office may have in flight at once (each is counted until checked).
 */
export const OPERATOR_KEY_FAILURES: RateRule = { limit: 20, windowMs: 15 * 60_000 };

declare module 'fastify' {
  interface FastifyInstance {
    operatorKey?: { key: Buffer | null; failures: RateLimiter; rule: RateRule };
  }
}

export function installOperatorKey(
  app: FastifyInstance,
  token: string | undefined,
  failures: RateLimiter,
  rule: RateRule = OPERATOR_KEY_FAILURES,
): void {
  app.decorate('operatorKey', { key: token ? Buffer.from(token) : null, failures, rule });
}

const refused = () => new AppError(ErrorCode.operatorUnauthorized, 'Operator key required');

export async function requireOperator(app: FastifyInstance, request: FastifyRequest): Promise<void> {
  const operator = app.operatorKey;
  const given = request.headers[OPERATOR_KEY_HEADER];
  // No key at all is not a guess (a browser that followed a link): refused, not counted.
  if (!operator || given === undefined) throw refused();
  const counter = `operator-key:ip:${request.ip}`;
  await operator.failures.consume(counter, operator.rule);
  const givenBytes = Buffer.from(Array.isArray(given) ? given.join(',') : given);
  const expected = operator.key;
  if (expected && givenBytes.length === expected.length && timingSafeEqual(givenBytes, expected)) {
    await operator.failures.refund(counter, operator.rule);
    return;
  }
  request.log.warn(
    { ip: request.ip, method: request.method, route: request.routeOptions.url },
    'operator key refused',
  );
  throw refused();
}

/**
 * Who is calling the operator API, as decisions and changes record it ("decided by"): the one
 * identity the shared key gives.
 */
export function operatorActor(_request: FastifyRequest): string {
  return 'operator-key';
}
