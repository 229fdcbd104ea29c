import { endpoints } from '@croupier/contract';
import type { FastifyInstance } from 'fastify';
import { requirePlayer } from '../../platform/auth.ts';
import { registerEndpoint } from '../../platform/http.ts';
import { registerSignedCallbacks } from '../../platform/signed-callback.ts';
import type { KycService } from './service.ts';

export function kycRoutes(app: FastifyInstance, kyc: KycService) {
  registerEndpoint(app, endpoints.kycStatus, ({ request }) => kyc.status(requirePlayer(request).uuid));

  registerEndpoint(app, endpoints.startKycSession, async ({ query, body, request, reply }) => {
    const token = await kyc.start(requirePlayer(request).uuid, query.successUrl, body ?? {});
    // 000 §7: "response text".
    reply.type('text/plain; charset=utf-8');
    return token;
  });

  registerEndpoint(app, endpoints.identomatFrame, ({ query, reply }) => {
    reply.header('cache-control', 'no-store');
    return kyc.frame(query.session_token);
  });

  // The callback's signature covers the exact bytes sent; it is checked before the body is
  // validated: an unsigned caller learns nothing of the body's rules.
  registerSignedCallbacks(app, kyc.callbackSignature(), (scope) => {
    registerEndpoint(scope, endpoints.kycCallback, ({ body }) => kyc.callback(body));
  });
}
