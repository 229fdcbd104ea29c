import { rewardsOperatorEndpoints } from '@croupier/contract/rewards-operator';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/api/index.ts';
import { rewardsKeys } from './query-keys.ts';

/** Every reward of a player, whatever its status, newest first (answered whole). */
export const listPlayerRewards = (playerUUID: string, signal?: AbortSignal) =>
  callEndpoint(rewardsOperatorEndpoints.listPlayerRewards, {
    params: { playerUUID },
    ...(signal && { signal }),
  });

export const playerRewardsQuery = (playerUUID: string) =>
  queryOptions({
    queryKey: rewardsKeys.player(playerUUID),
    queryFn: ({ signal }) => listPlayerRewards(playerUUID, signal),
  });
