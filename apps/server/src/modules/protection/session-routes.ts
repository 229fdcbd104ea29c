import { endpoints } from '@croupier/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../platform/http.ts';
import type { SessionProtection } from './session.ts';
import { activityStatement, type StatementDeps } from './statement.ts';

/** The player's session calls (ADR 044); each acts on the token's player and session. */
export function sessionRoutes(app: FastifyInstance, session: SessionProtection, statement: StatementDeps) {
  registerEndpoint(app, endpoints.playerSession, ({ player }) =>
    session.summary(player!.uuid, player!.sessionId),
  );
  registerEndpoint(app, endpoints.setRealityCheck, ({ player, body }) =>
    session.setRealityCheck(player!.uuid, player!.sessionId, body),
  );
  registerEndpoint(app, endpoints.setSessionLimit, ({ player, body }) =>
    session.setLimit(player!.uuid, player!.sessionId, body),
  );
  registerEndpoint(app, endpoints.confirmSessionLimit, ({ player }) =>
    session.confirmLimit(player!.uuid, player!.sessionId),
  );
  registerEndpoint(app, endpoints.dismissLimitInvitation, ({ player, body }) =>
    session.dismissInvitation(player!.uuid, player!.sessionId, body),
  );
  registerEndpoint(app, endpoints.activityStatement, ({ player }) =>
    activityStatement(statement, player!.uuid),
  );
}
