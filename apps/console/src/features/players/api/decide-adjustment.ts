import { playersOperatorEndpoints } from '@croupier/contract/players-operator';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/api/index.ts';
import { playerKeys } from './query-keys.ts';

export const approveAdjustment = (adjustmentId: string) =>
  callEndpoint(playersOperatorEndpoints.approveAdjustment, { params: { adjustmentId } });
export const declineAdjustment = (adjustmentId: string, reason: string) =>
  callEndpoint(playersOperatorEndpoints.declineAdjustment, { params: { adjustmentId }, body: { reason } });

/** Approving or declining moves (or not) a player's money: the queue and that player's page refresh. */
function useDecision<A>(decide: (arg: A) => ReturnType<typeof approveAdjustment>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decide,
    onSuccess: (adjustment) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: playerKeys.adjustments() }),
        queryClient.invalidateQueries({ queryKey: playerKeys.player(adjustment.playerUuid) }),
      ]),
  });
}

export const useApproveAdjustment = () => useDecision((id: string) => approveAdjustment(id));
export const useDeclineAdjustment = () =>
  useDecision(({ id, reason }: { id: string; reason: string }) => declineAdjustment(id, reason));
