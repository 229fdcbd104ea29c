import type { OperatorRole } from '@croupier/contract/operator-roles';
import { operatorsEndpoints } from '@croupier/contract/operators';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/api/index.ts';
import { operatorsKeys } from './query-keys.ts';

export const createApiKey = (body: { name: string; roles: OperatorRole[] }) =>
  callEndpoint(operatorsEndpoints.createApiKey, { body });

/** Creates an API key; the answer holds the key, this once. */
export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createApiKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: operatorsKeys.apiKeys() }),
  });
}
