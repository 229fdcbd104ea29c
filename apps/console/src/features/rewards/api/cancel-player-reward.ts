import { rewardsOperatorEndpoints } from '@croupier/contract/rewards-operator';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/api/index.ts';
import { rewardsKeys } from './query-keys.ts';

/** Cancels a player's pending or active reward; its remaining bonus money goes back to the house. */
export const cancelPlayerReward = (v: { playerUUID: string; id: string; reason: string }) =>
  callEndpoint(rewardsOperatorEndpoints.cancelPlayerReward, {
    params: { playerUUID: v.playerUUID, id: v.id },
    body: { reason: v.reason },
  });

export function useCancelPlayerReward() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelPlayerReward,
    onSettled: (_r, _e, v) => queryClient.invalidateQueries({ queryKey: rewardsKeys.player(v.playerUUID) }),
  });
}
