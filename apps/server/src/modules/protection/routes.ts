import { endpoints } from '@croupier/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../platform/http.ts';
import type { PlayerLimitsService } from './limits.ts';
import type { ProtectionService } from './service.ts';

/** Self-restriction (001 §7; the profile id in the path is the token's player) and deposit limits. */
export function protectionRoutes(
  app: FastifyInstance,
  protection: ProtectionService,
  limits: PlayerLimitsService,
) {
  registerEndpoint(app, endpoints.suspendProfile, ({ params, body }) => protection.suspend(params.id, body));
  registerEndpoint(app, endpoints.playerLimits, ({ player }) => limits.view(player!.uuid));
  registerEndpoint(app, endpoints.setPlayerLimit, ({ body, player }) => limits.set(player!.uuid, body));
  registerEndpoint(app, endpoints.confirmPlayerLimit, ({ body, player }) =>
    limits.confirm(player!.uuid, body),
  );
  registerEndpoint(app, endpoints.operatorPlayerLimits, ({ params }) =>
    limits.operatorView(params.playerUUID),
  );
  registerEndpoint(app, endpoints.setOperatorLimit, ({ params, body }) =>
    limits.setByOperator(params.playerUUID, body),
  );
}
