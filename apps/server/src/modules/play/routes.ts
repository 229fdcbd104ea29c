import { endpoints } from '@croupier/contract';
import type { FastifyInstance } from 'fastify';
import type { Principal } from '../../platform/auth.ts';
import { registerEndpoint } from '../../platform/http.ts';
import type { PlayService } from './service.ts';

export function playRoutes(app: FastifyInstance, play: PlayService) {
  registerEndpoint(app, endpoints.startFunGame, ({ params, query }) => play.startDemo(params.uuid, query));
  registerEndpoint(app, endpoints.startGame, ({ params, query, player }) =>
    play.startReal((player as Principal).uuid, params.uuid, query),
  );
}
