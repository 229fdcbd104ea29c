import { endpoints } from '@croupier/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../platform/http.ts';
import type { CampaignsOperator } from './operator.ts';
import type { CampaignsService } from './service.ts';

/** The player's and guest's campaign calls (001 §7 Rewards and campaigns). */
export function campaignsRoutes(app: FastifyInstance, campaigns: CampaignsService) {
  registerEndpoint(app, endpoints.eligibleCampaigns, ({ params, query }) =>
    campaigns.eligible(params.uuid, query.locale),
  );
  registerEndpoint(app, endpoints.publicCampaigns, ({ params, query }) =>
    campaigns.guestList(params.brandId, query),
  );
  registerEndpoint(app, endpoints.campaignStateOptIn, ({ params, body }) =>
    campaigns.optIn(params.playerUuid, params.campaignId, body.deviceType ?? null),
  );
  registerEndpoint(app, endpoints.campaignOptIn, ({ params, player }) =>
    campaigns.optIn(player!.uuid, params.id, null),
  );
  registerEndpoint(app, endpoints.campaignOptOut, ({ params }) => campaigns.optOut(params.uuid, params.id));
  registerEndpoint(app, endpoints.campaignSwitch, ({ body, player }) =>
    campaigns.switch(player!.uuid, body.currentCampaignUuid, body.newCampaignUuid),
  );
  registerEndpoint(app, endpoints.welcomePacks, ({ query }) => campaigns.welcomePacks(query));
}

/** The operator's campaign and welcome-pack calls (docs/decisions/025-campaigns.md). */
export function campaignsOperatorRoutes(app: FastifyInstance, campaigns: CampaignsOperator) {
  registerEndpoint(app, endpoints.listCampaigns, () => campaigns.list());
  registerEndpoint(app, endpoints.getCampaign, ({ params }) => campaigns.get(params.campaignUUID));
  registerEndpoint(app, endpoints.createCampaign, ({ body }) => campaigns.create(body));
  registerEndpoint(app, endpoints.updateCampaign, ({ params, body }) =>
    campaigns.update(params.campaignUUID, body),
  );
  registerEndpoint(app, endpoints.scheduleCampaign, ({ params }) => campaigns.schedule(params.campaignUUID));
  registerEndpoint(app, endpoints.cancelCampaign, ({ params }) => campaigns.cancel(params.campaignUUID));
  registerEndpoint(app, endpoints.deleteCampaign, ({ params }) => campaigns.remove(params.campaignUUID));
  registerEndpoint(app, endpoints.listCampaignPlayers, ({ params, query }) =>
    campaigns.players(params.campaignUUID, query),
  );
  registerEndpoint(app, endpoints.listWelcomePacks, () => campaigns.packs());
  registerEndpoint(app, endpoints.createWelcomePack, ({ body }) => campaigns.savePack(null, body));
  registerEndpoint(app, endpoints.updateWelcomePack, ({ params, body }) =>
    campaigns.savePack(params.uid, body),
  );
  registerEndpoint(app, endpoints.deleteWelcomePack, ({ params }) => campaigns.deletePack(params.uid));
}
