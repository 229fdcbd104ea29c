import { endpoints } from '@croupier/contract';
import type { FastifyInstance } from 'fastify';
import { forbidden } from '../../platform/auth.ts';
import { registerEndpoint } from '../../platform/http.ts';
import type { SupportService } from './service.ts';

export function supportRoutes(app: FastifyInstance, support: SupportService) {
  registerEndpoint(app, endpoints.requestCallback, ({ body, player, request }) => {
    // player_id names the caller: a guest sends none, a player only their own.
    if (body.player_id && body.player_id.toLowerCase() !== player?.uuid.toLowerCase()) throw forbidden();
    return support.requestCallback(body, player?.uuid ?? null, request.ip);
  });
  registerEndpoint(app, endpoints.listCallbackRequests, ({ query }) =>
    support.list(
      {
        status: query.status,
        playerUuid: query.playerUUID,
        phone: query.phone,
        from: query.from ? new Date(query.from) : undefined,
        to: query.to ? new Date(query.to) : undefined,
      },
      query.page,
      query.size,
    ),
  );
  registerEndpoint(app, endpoints.getCallbackRequest, ({ params }) => support.get(params.id));
  registerEndpoint(app, endpoints.handleCallbackRequest, ({ params, body }) =>
    support.handle(params.id, body.note),
  );
  registerEndpoint(app, endpoints.reopenCallbackRequest, ({ params }) => support.reopen(params.id));
  registerEndpoint(app, endpoints.getLiveChatSettings, () => support.liveChat());
  registerEndpoint(app, endpoints.updateLiveChatSettings, ({ body }) => support.updateLiveChat(body));
}
