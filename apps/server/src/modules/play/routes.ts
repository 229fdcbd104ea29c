import { endpoints } from '@croupier/contract';
import type { FastifyInstance } from 'fastify';
import type { Principal } from '../../platform/auth.ts';
import { registerEndpoint } from '../../platform/http.ts';
import type { FavoritesService } from '../favorites/index.ts';
import type { PlayService } from './service.ts';

export function playRoutes(
  app: FastifyInstance,
  play: PlayService,
  recent: Pick<FavoritesService, 'recordRecentGame'>,
) {
  registerEndpoint(app, endpoints.startFunGame, async ({ params, query, player }) => {
    const session = await play.startDemo(params.uuid, query);
    if (player) await recent.recordRecentGame(player.uuid, params.uuid); // a logged-in start is recently played
    return session;
  });
  registerEndpoint(app, endpoints.startGame, async ({ params, query, player }) => {
    const uuid = (player as Principal).uuid;
    const session = await play.startReal(uuid, params.uuid, query);
    await recent.recordRecentGame(uuid, params.uuid);
    return session;
  });
}
