import { protectionEndpoints, type SetLimitBody } from '@croupier/contract/protection';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/api/index.ts';
import { protectionKeys } from '../../../shared/protection/query-keys.ts';

/**
 * Sets a deposit limit, or removes it (amount null): a new limit or a decrease applies at once, an
 * increase or a removal waits its cooling-off. Answers the limits as they now stand.
 */
export function setPlayerLimit(body: SetLimitBody) {
  return callEndpoint(protectionEndpoints.setPlayerLimit, { body });
}

export function useSetPlayerLimit(uuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPlayerLimit,
    onSuccess: (limits) => queryClient.setQueryData(protectionKeys.limits(uuid), limits),
  });
}
