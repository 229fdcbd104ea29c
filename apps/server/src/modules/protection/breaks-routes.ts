import { endpoints } from '@croupier/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../platform/http.ts';
import type { PlayerBreaks } from './breaks.ts';

/** Time-out and self-exclusion: the player's, the reopening ask (no session) and the operator's. */
export function breaksRoutes(app: FastifyInstance, breaks: PlayerBreaks) {
  registerEndpoint(app, endpoints.takeBreak, ({ body, player }) => breaks.take(player!.uuid, body));
  registerEndpoint(app, endpoints.reopenAccount, ({ body, request }) =>
    breaks.reopen(body, { ip: request.ip }),
  );
  registerEndpoint(app, endpoints.operatorPlayerBreaks, ({ params }) =>
    breaks.operatorView(params.playerUUID),
  );
  registerEndpoint(app, endpoints.operatorExcludedPlayers, ({ query }) => breaks.excludedPlayers(query));
}
