import { protectionBreaksEndpoints } from '@croupier/contract/protection-breaks';
import { protectionOperatorEndpoints } from '@croupier/contract/protection-operator';
import { rewardsOperatorEndpoints } from '@croupier/contract/rewards-operator';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/api/index.ts';
import { playerKeys } from './query-keys.ts';

/** A player's limits, breaks and rewards: the existing operator calls of protection and rewards. */
export const PROTECTION_CALLS = {
  limits: protectionOperatorEndpoints.operatorPlayerLimits,
  breaks: protectionBreaksEndpoints.operatorPlayerBreaks,
  rewards: rewardsOperatorEndpoints.listPlayerRewards,
} as const;

export const limitsQuery = (playerUUID: string) =>
  queryOptions({
    queryKey: [...playerKeys.player(playerUUID), 'limits'] as const,
    queryFn: () => callEndpoint(PROTECTION_CALLS.limits, { params: { playerUUID } }),
  });
export const breaksQuery = (playerUUID: string) =>
  queryOptions({
    queryKey: [...playerKeys.player(playerUUID), 'breaks'] as const,
    queryFn: () => callEndpoint(PROTECTION_CALLS.breaks, { params: { playerUUID } }),
  });
export const rewardsQuery = (playerUUID: string) =>
  queryOptions({
    queryKey: [...playerKeys.player(playerUUID), 'rewards'] as const,
    queryFn: () => callEndpoint(PROTECTION_CALLS.rewards, { params: { playerUUID } }),
  });

export const cancelReward = (playerUUID: string, id: string, reason: string) =>
  callEndpoint(rewardsOperatorEndpoints.cancelPlayerReward, { params: { playerUUID, id }, body: { reason } });

/** Cancels a pending or active reward; its bonus money goes back, so the whole page refreshes. */
export function useCancelReward(uuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) => cancelReward(uuid, id, reason),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: playerKeys.player(uuid) }),
  });
}
