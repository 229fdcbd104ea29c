import { rewardsOperatorEndpoints } from '@croupier/contract/rewards-operator';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/api/index.ts';
import { campaignsKeys } from './query-keys.ts';

/** The reward templates a level may grant. */
export const rewardTemplatesQuery = queryOptions({
  queryKey: campaignsKeys.templates(),
  queryFn: ({ signal }) => callEndpoint(rewardsOperatorEndpoints.listRewardTemplates, { signal }),
});
