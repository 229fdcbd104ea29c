import { operatorsEndpoints } from '@croupier/contract/operators';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/api/index.ts';
import { operatorsKeys } from './query-keys.ts';

export const revokeApiKey = (keyId: string) =>
  callEndpoint(operatorsEndpoints.revokeApiKey, { params: { keyId } });

/** Revokes an API key at once. */
export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeApiKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: operatorsKeys.apiKeys() }),
  });
}
