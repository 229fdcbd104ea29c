import { supportEndpoints } from '@croupier/contract/support';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/api/index.ts';
import { supportKeys } from './query-keys.ts';

export const reopenCallbackRequest = (id: string) =>
  callEndpoint(supportEndpoints.reopenCallbackRequest, { params: { id } });

/** Puts a handled request back to open; every page reloads. */
export function useReopenCallbackRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reopenCallbackRequest,
    onSettled: () => queryClient.invalidateQueries({ queryKey: supportKeys.callbacks() }),
  });
}
