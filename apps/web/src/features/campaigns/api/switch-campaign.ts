import { campaignsEndpoints } from '@croupier/contract/campaigns';
import { callEndpoint } from '../../../shared/api/index.ts';

/** `POST /player/campaign/switch` (001 §7): leaves one campaign of a group for another. */
export function switchCampaign(currentCampaignUuid: string, newCampaignUuid: string) {
  return callEndpoint(campaignsEndpoints.campaignSwitch, { body: { currentCampaignUuid, newCampaignUuid } });
}
