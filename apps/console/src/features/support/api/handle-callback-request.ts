import { supportEndpoints } from '@croupier/contract/support';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/api/index.ts';
import { supportKeys } from './query-keys.ts';

export const handleCallbackRequest = ({ id, note }: { id: string; note?: string | undefined }) =>
  callEndpoint(supportEndpoints.handleCallbackRequest, { params: { id }, body: note ? { note } : {} });

/** Marks a request handled (with the operator's note); every page reloads, the row moves. */
export function useHandleCallbackRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: handleCallbackRequest,
    onSettled: () => queryClient.invalidateQueries({ queryKey: supportKeys.callbacks() }),
  });
}
