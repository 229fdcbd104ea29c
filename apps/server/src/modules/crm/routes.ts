import { endpoints } from '@croupier/contract';
import type { FastifyInstance } from 'fastify';
import { requirePlayer } from '../../platform/auth.ts';
import { registerEndpoint } from '../../platform/http.ts';
import type { CrmService } from './service.ts';

/** 001 §7 `GET /edgePopups`, content cards, the inbox, and the operator's CRM calls (ADR 029). */
export function crmRoutes(app: FastifyInstance, crm: CrmService) {
  registerEndpoint(app, endpoints.edgePopups, async ({ query, player }) =>
    crm.edgePopups(await crm.viewer(player?.uuid ?? null, query)),
  );
  registerEndpoint(app, endpoints.popupEvent, async ({ params, body, player }) =>
    crm.popupEvent(params.id, body.event, await crm.viewer(player?.uuid ?? null, body)),
  );
  registerEndpoint(app, endpoints.contentCards, ({ request }) => crm.cards(requirePlayer(request).uuid));
  registerEndpoint(app, endpoints.contentCardEvent, ({ params, body, request }) =>
    crm.cardEvent(requirePlayer(request).uuid, params.id, body.event),
  );
  registerEndpoint(app, endpoints.inbox, ({ request }) => crm.inbox(requirePlayer(request).uuid));
  registerEndpoint(app, endpoints.readNotification, ({ params, request }) =>
    crm.markRead(requirePlayer(request).uuid, params.id, false),
  );
  registerEndpoint(app, endpoints.acknowledgeMessage, ({ params, request }) =>
    crm.markRead(requirePlayer(request).uuid, params.id, true),
  );

  registerEndpoint(app, endpoints.operatorPopups, () => crm.listPopups());
  registerEndpoint(app, endpoints.operatorCreatePopup, ({ body }) => crm.createPopup(body));
  registerEndpoint(app, endpoints.operatorUpdatePopup, ({ params, body }) =>
    crm.updatePopup(params.id, body),
  );
  registerEndpoint(app, endpoints.operatorDeletePopup, ({ params }) => crm.deletePopup(params.id));
  registerEndpoint(app, endpoints.operatorPopupTypes, () => crm.popupTypes());
  registerEndpoint(app, endpoints.operatorPutPopupType, ({ body }) => crm.putPopupType(body));
  registerEndpoint(app, endpoints.operatorCards, () => crm.listCards());
  registerEndpoint(app, endpoints.operatorCreateCard, ({ body }) => crm.createCard(body));
  registerEndpoint(app, endpoints.operatorUpdateCard, ({ params, body }) => crm.updateCard(params.id, body));
  registerEndpoint(app, endpoints.operatorDeleteCard, ({ params }) => crm.deleteCard(params.id));
  registerEndpoint(app, endpoints.operatorMessages, () => crm.listMessages());
  registerEndpoint(app, endpoints.operatorCreateMessage, ({ body }) => crm.createMessage(body));
  registerEndpoint(app, endpoints.operatorUpdateMessage, ({ params, body }) =>
    crm.updateMessage(params.id, body),
  );
  registerEndpoint(app, endpoints.operatorDeleteMessage, ({ params }) => crm.deleteMessage(params.id));
  registerEndpoint(app, endpoints.operatorCrmEvents, ({ params }) => crm.eventCounts(params.id));
}
