import { campaignsOperatorEndpoints } from '@croupier/contract/campaigns-operator';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/api/index.ts';
import { campaignsKeys } from './query-keys.ts';

/** Every player taking part (the call answers them all; the table pages them). */
export const campaignPlayersQuery = (campaignUUID: string) =>
  queryOptions({
    queryKey: campaignsKeys.players(campaignUUID),
    queryFn: ({ signal }) =>
      callEndpoint(campaignsOperatorEndpoints.listCampaignPlayers, { params: { campaignUUID }, signal }),
  });
