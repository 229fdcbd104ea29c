import { campaignsOperatorEndpoints } from '@croupier/contract/campaigns-operator';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/api/index.ts';
import { campaignsKeys } from './query-keys.ts';

export const campaignQuery = (campaignUUID: string) =>
  queryOptions({
    queryKey: campaignsKeys.one(campaignUUID),
    queryFn: ({ signal }) =>
      callEndpoint(campaignsOperatorEndpoints.getCampaign, { params: { campaignUUID }, signal }),
  });
