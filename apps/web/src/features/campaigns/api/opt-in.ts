import { campaignsEndpoints } from '@croupier/contract/campaigns';
import type { DeviceType } from '@croupier/contract/games';
import { callEndpoint } from '../../../shared/api/index.ts';

/** `PUT /campaign-player-state/{campaignId}/optin/{playerUuid}` with the device type (001 §7). */
export function optIn(playerUuid: string, campaignId: string, deviceType: DeviceType) {
  return callEndpoint(campaignsEndpoints.campaignStateOptIn, {
    params: { campaignId, playerUuid },
    body: { deviceType },
  });
}
