import { endpoints } from '@croupier/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { KYC_SIGNATURE_HEADER, KYC_TIMESTAMP_HEADER } from '../../adapters/kyc/index.ts';
import { assertSelf } from '../../platform/auth.ts';
import { AppError } from '../../platform/errors.ts';
import { registerEndpoint } from '../../platform/http.ts';
import type { KycService } from './service.ts';

const header = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
};

export function kycRoutes(app: FastifyInstance, kyc: KycService) {
  registerEndpoint(app, endpoints.kycStatus, ({ params, request, reply }) => {
    const player = assertSelf(request, params.id);
    reply.header('cache-control', 'no-store');
    return kyc.status(player.uuid);
  });

  registerEndpoint(app, endpoints.startKycSession, async ({ params, query, body, request, reply }) => {
    const player = assertSelf(request, params.id);
    const token = await kyc.start(player.uuid, query.successUrl, body ?? {});
    // 000 §7: "response text".
    reply.type('text/plain; charset=utf-8').header('cache-control', 'no-store');
    return token;
  });

  registerEndpoint(app, endpoints.identomatFrame, ({ query, reply }) => {
    reply.header('cache-control', 'no-store');
    return kyc.frame(query.session_token);
  });

  // The callback's signature covers the exact bytes sent, so this scope keeps the raw body, and it
  // is checked before the body is validated: an unsigned caller learns nothing of the body's rules.
  const rawBodies = new WeakMap<FastifyRequest, string>();
  app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: 64 * 1024 },
      (request, body, done) => {
        rawBodies.set(request, body as string);
        try {
          done(null, JSON.parse(body as string));
        } catch {
          done(new AppError(400, 'error.validation', 'The body is not JSON'), undefined);
        }
      },
    );
    scope.addHook('preValidation', async (request) => {
      kyc.verifyCallback({
        body: rawBodies.get(request) ?? '',
        timestamp: header(request, KYC_TIMESTAMP_HEADER),
        signature: header(request, KYC_SIGNATURE_HEADER),
      });
    });
    registerEndpoint(scope, endpoints.kycCallback, ({ body }) => kyc.callback(body));
  });
}
