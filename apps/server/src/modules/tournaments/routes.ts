import { endpoints } from '@croupier/contract';
import type { FastifyInstance } from 'fastify';
import { forbidden } from '../../platform/auth.ts';
import { registerEndpoint } from '../../platform/http.ts';
import type { TournamentsOperator } from './operator.ts';
import type { TournamentsService } from './service.ts';

/** The player's tournament calls (001 §7 Tournaments) and the operator's. */
export function tournamentsRoutes(
  app: FastifyInstance,
  tournaments: TournamentsService,
  operator: TournamentsOperator,
) {
  registerEndpoint(app, endpoints.tournaments, ({ query, player }) =>
    tournaments.list(query.status, query.locale, caller(query.playerId, player)),
  );
  registerEndpoint(app, endpoints.tournament, ({ params, query, player }) =>
    tournaments.get(params.id, query.locale, caller(query.playerId, player)),
  );
  registerEndpoint(app, endpoints.tournamentLeaderboard, ({ params, query, player }) =>
    tournaments.leaderboard(params.id, query.page, query.size, player?.uuid ?? null),
  );
  registerEndpoint(app, endpoints.tournamentOptIn, ({ params, body }) =>
    tournaments.optIn(params.id, body.playerId, body.locale),
  );
  registerEndpoint(app, endpoints.tournamentOptOut, ({ params, body }) =>
    tournaments.optOut(params.id, body.playerId, body.locale),
  );
  registerEndpoint(app, endpoints.tournamentPlayerPlace, ({ query }) =>
    tournaments.playerPlace(query.tournamentId, query.playerId),
  );
  registerEndpoint(app, endpoints.tournamentGames, ({ query }) =>
    tournaments.games(query.tournamentId, query.page, query.size),
  );

  registerEndpoint(app, endpoints.listTournaments, ({ query }) => operator.list(query.status));
  registerEndpoint(app, endpoints.createTournament, ({ body }) => operator.create(body));
  registerEndpoint(app, endpoints.getTournament, ({ params }) => operator.get(params.id));
  registerEndpoint(app, endpoints.updateTournament, ({ params, body }) => operator.update(params.id, body));
  registerEndpoint(app, endpoints.cancelTournament, ({ params }) => operator.cancel(params.id));
  registerEndpoint(app, endpoints.operatorTournamentLeaderboard, ({ params, query }) =>
    operator.leaderboard(params.id, query.page, query.size),
  );
}

/**
 * The player a guest-or-player call is for: the token's. `playerId` is optional (a guest sends
 * none, 001 §6); with a token it must be the token's own, as everywhere (GUIDE §4 Access).
 */
function caller(playerId: string | undefined, player: { uuid: string } | null): string | null {
  if (playerId && player && playerId.toLowerCase() !== player.uuid.toLowerCase()) throw forbidden();
  return player?.uuid ?? null;
}
