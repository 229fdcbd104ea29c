import { endpoints } from '@croupier/contract';
import type { FastifyInstance } from 'fastify';
import { requirePlayer } from '../../platform/auth.ts';
import { registerEndpoint } from '../../platform/http.ts';
import type { BetsService } from './service.ts';

/** Bet activity and one bet (001 §7); the player is the token's (`PlayerUuid`, requirePlayer). */
export function betsRoutes(app: FastifyInstance, bets: BetsService) {
  registerEndpoint(app, endpoints.gameInfoActivity, ({ params, query }) =>
    bets.betActivity(params.uuid, query),
  );
  registerEndpoint(app, endpoints.betActivity, ({ params, request }) =>
    bets.bet(requirePlayer(request).uuid, params.kind, params.id),
  );
}
