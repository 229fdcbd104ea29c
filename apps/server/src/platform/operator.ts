import { timingSafeEqual } from 'node:crypto';
import { ErrorCode, OPERATOR_KEY_HEADER } from '@croupier/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';

/**
 * The operator API's one authentication (docs/decisions/024-rewards.md): every `auth: 'operator'`
 * call carries OPERATOR_TOKEN in the `x-operator-token` header, compared in constant time. With no
 * token configured the operator API is off: every such call is 403.
 */

declare module 'fastify' {
  interface FastifyInstance {
    operatorKey?: Buffer | null;
  }
}

export function installOperatorKey(app: FastifyInstance, token: string | undefined): void {
  app.decorate('operatorKey', token ? Buffer.from(token) : null);
}

export function requireOperator(app: FastifyInstance, request: FastifyRequest): void {
  const expected = app.operatorKey;
  const given = request.headers[OPERATOR_KEY_HEADER];
  const givenBytes = typeof given === 'string' ? Buffer.from(given) : null;
  if (
    !expected ||
    !givenBytes ||
    givenBytes.length !== expected.length ||
    !timingSafeEqual(givenBytes, expected)
  ) {
    throw new AppError(ErrorCode.operatorUnauthorized, 'Operator key required');
  }
}
