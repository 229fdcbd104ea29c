import { REWARDS_LIMIT } from '@croupier/contract/constants';
import { rewardsEndpoints } from '@croupier/contract/rewards';
import { isShownReward, SHOWN_REWARD_STATUSES } from '@croupier/contract/rules/rewards';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/api/index.ts';
import { rewardsKeys } from './query-keys.ts';

/**
 * `GET /reward-view/{uuid}?limit=99&status=ACTIVE,PENDING` (001 §7, §9): the player's rewards.
 * Only active and pending ones are shown, whatever the answer holds (001 §4).
 */
export const rewardsQuery = (uuid: string) =>
  queryOptions({
    queryKey: rewardsKeys.list(uuid),
    queryFn: ({ signal }) =>
      callEndpoint(rewardsEndpoints.rewards, {
        params: { uuid },
        query: { limit: REWARDS_LIMIT, status: SHOWN_REWARD_STATUSES.join(',') },
        signal,
      }),
    select: (list) => list.content.filter((reward) => isShownReward(reward.status)),
  });
