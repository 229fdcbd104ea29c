import { endpoints } from '@croupier/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerEndpoint } from '../../platform/http.ts';
import { operatorOf } from '../../platform/operator.ts';
import type { BetsService } from '../bets/index.ts';
import type { PaymentsService } from '../payments/index.ts';
import type { Actor, Adjustments } from './adjustments.ts';
import type { PlayersAdmin } from './service.ts';

/** The operator as the adjustments tell makers and checkers apart, and as the lists name them. */
function actorOf(request: FastifyRequest): Actor {
  const who = operatorOf(request);
  return { id: `${who.kind}:${who.id ?? who.name}`, name: who.name };
}

export function playersAdminRoutes(
  app: FastifyInstance,
  s: {
    players: PlayersAdmin;
    adjustments: Adjustments;
    payments: Pick<PaymentsService, 'history'>;
    bets: Pick<BetsService, 'betActivity'>;
  },
) {
  const { players, adjustments } = s;
  registerEndpoint(app, endpoints.searchPlayers, ({ query }) =>
    players.search(query.query, query.page, query.size),
  );
  registerEndpoint(app, endpoints.playerOverview, ({ params }) => players.overview(params.playerUUID));
  registerEndpoint(app, endpoints.playerLedger, ({ params, query }) =>
    players.ledger(params.playerUUID, query.page, query.size),
  );
  registerEndpoint(app, endpoints.playerPayments, async ({ params, query }) => {
    await players.status(params.playerUUID);
    return s.payments.history(params.playerUUID, query);
  });
  registerEndpoint(app, endpoints.playerBets, async ({ params, query }) => {
    await players.status(params.playerUUID);
    return s.bets.betActivity(params.playerUUID, query);
  });
  registerEndpoint(app, endpoints.playerLogins, ({ params, query }) =>
    players.logins(params.playerUUID, query.page, query.size),
  );
  registerEndpoint(app, endpoints.playerNotes, ({ params, query }) =>
    players.notes(params.playerUUID, query.page, query.size),
  );
  registerEndpoint(app, endpoints.addPlayerNote, ({ params, body, request }) =>
    players.addNote(params.playerUUID, body.text, actorOf(request)),
  );
  registerEndpoint(app, endpoints.lockPlayer, ({ params, body, request }) =>
    players.lock(params.playerUUID, body.reason, actorOf(request)),
  );
  registerEndpoint(app, endpoints.unlockPlayer, ({ params }) => players.unlock(params.playerUUID));
  registerEndpoint(app, endpoints.endPlayerSessions, ({ params }) => players.endSessions(params.playerUUID));
  registerEndpoint(app, endpoints.playerAdjustments, async ({ params, query }) => {
    await players.status(params.playerUUID);
    return adjustments.list({ playerUuid: params.playerUUID }, query.page, query.size);
  });
  registerEndpoint(app, endpoints.createAdjustment, ({ params, body, request }) =>
    adjustments.create(params.playerUUID, body, actorOf(request)),
  );
  registerEndpoint(app, endpoints.listAdjustments, ({ query }) =>
    adjustments.list({ status: query.status }, query.page, query.size),
  );
  registerEndpoint(app, endpoints.approveAdjustment, ({ params, request }) =>
    adjustments.approve(params.adjustmentId, actorOf(request)),
  );
  registerEndpoint(app, endpoints.declineAdjustment, ({ params, body, request }) =>
    adjustments.decline(params.adjustmentId, body.reason, actorOf(request)),
  );
  registerEndpoint(app, endpoints.getAdjustmentRules, () => adjustments.rules());
  registerEndpoint(app, endpoints.setAdjustmentRules, ({ body }) => adjustments.setRules(body));
}
