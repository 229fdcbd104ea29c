import { campaignsEndpoints } from '@croupier/contract/campaigns';
import { callEndpoint } from '../../../shared/api/index.ts';

/** `PUT /player/campaign/{id}/optout/{uuid}` (001 §7). */
export function optOut(playerUuid: string, campaignId: string) {
  return callEndpoint(campaignsEndpoints.campaignOptOut, { params: { id: campaignId, uuid: playerUuid } });
}
