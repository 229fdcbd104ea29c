import { type ConfirmLimitBody, protectionEndpoints } from '@croupier/contract/protection';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/api/index.ts';
import { protectionKeys } from '../../../shared/protection/query-keys.ts';

/** Applies a waiting increase or removal once its cooling-off has ended; answers the limits. */
export function confirmPlayerLimit(body: ConfirmLimitBody) {
  return callEndpoint(protectionEndpoints.confirmPlayerLimit, { body });
}

export function useConfirmPlayerLimit(uuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmPlayerLimit,
    onSuccess: (limits) => queryClient.setQueryData(protectionKeys.limits(uuid), limits),
    // Refused (still cooling off, nothing waiting): what the page shows is out of date.
    onError: () => queryClient.invalidateQueries({ queryKey: protectionKeys.limits(uuid) }),
  });
}
