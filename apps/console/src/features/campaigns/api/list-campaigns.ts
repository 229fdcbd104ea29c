import { campaignsOperatorEndpoints } from '@croupier/contract/campaigns-operator';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/api/index.ts';
import { campaignsKeys } from './query-keys.ts';

/** Every campaign but the deleted ones, newest first (the call takes no filter: the page filters). */
export const campaignsQuery = queryOptions({
  queryKey: campaignsKeys.list(),
  queryFn: ({ signal }) => callEndpoint(campaignsOperatorEndpoints.listCampaigns, { signal }),
});
