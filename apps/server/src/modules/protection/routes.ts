import { endpoints } from '@croupier/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../platform/http.ts';
import type { ProtectionService } from './service.ts';

/** Self-restriction (001 §7); the profile id in the path is the token's player (`PlayerUuid`). */
export function protectionRoutes(app: FastifyInstance, protection: ProtectionService) {
  registerEndpoint(app, endpoints.suspendProfile, ({ params, body }) => protection.suspend(params.id, body));
}
