import type { SetLimitBody } from '@croupier/contract';
import { protectionOperatorEndpoints } from '@croupier/contract/protection-operator';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/api/index.ts';
import { limitsQuery } from './get-protection.ts';

export const SET_LIMIT_CALL = protectionOperatorEndpoints.setOperatorLimit;

/** Sets or removes an operator's limit; the answer is the player's limits, shown at once. */
export function useSetLimit(playerUUID: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SetLimitBody) => callEndpoint(SET_LIMIT_CALL, { params: { playerUUID }, body }),
    onSuccess: (limits) => queryClient.setQueryData(limitsQuery(playerUUID).queryKey, limits),
  });
}
