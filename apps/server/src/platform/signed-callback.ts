import { ErrorCode } from '@croupier/contract';
import { checkSignature, type SignatureHeaders, type SignatureProblem } from '@croupier/contract/signing';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';

/** How one partner signs its calls to the platform (the scheme is `@croupier/contract/signing`). */
export interface SignedCallbackOptions {
  headers: SignatureHeaders;
  secret: string;
  toleranceS: number;
  now: () => number;
  /** Largest body accepted, in bytes. */
  bodyLimit: number;
  /** Checks that come before the signature: an unknown provider or operation (404), a foreign origin (403). */
  guard?: (request: FastifyRequest) => void;
  /** The call's own 401 for a missing, malformed, stale or wrong signature. */
  refuse: (problem: SignatureProblem, request: FastifyRequest) => AppError;
  /** The 400 message of a signed body that is not JSON. */
  notJson?: string;
}

const header = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/**
 * The one way a partner's callback (seamless wallet, payment webhook, KYC callback) is registered:
 * `register` adds the routes to a scope where the body is kept as the exact bytes sent, the
 * signature over them is checked before anything else is read (401, and nothing changes), and only
 * then the body is parsed as JSON (400) and handed to the route's validation and handler.
 */
export function registerSignedCallbacks(
  app: FastifyInstance,
  opts: SignedCallbackOptions,
  register: (scope: FastifyInstance) => void | Promise<void>,
) {
  void app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: opts.bodyLimit },
      (_request, body, done) => done(null, body),
    );
    scope.addHook('preValidation', async (request) => {
      opts.guard?.(request);
      const body = typeof request.body === 'string' ? request.body : '';
      const problem = checkSignature({
        secret: opts.secret,
        body,
        timestamp: header(request, opts.headers.timestamp),
        signature: header(request, opts.headers.signature),
        nowMs: opts.now(),
        toleranceS: opts.toleranceS,
      });
      if (problem) throw opts.refuse(problem, request);
      try {
        request.body = JSON.parse(body);
      } catch {
        throw new AppError(ErrorCode.validation, opts.notJson ?? 'The body is not JSON');
      }
    });
    await register(scope);
  });
}
