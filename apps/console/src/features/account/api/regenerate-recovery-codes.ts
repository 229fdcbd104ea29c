import { operatorsEndpoints } from '@croupier/contract/operators';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/api/index.ts';
import { operatorKeys } from '../../../shared/session/operator.ts';

export const regenerateRecoveryCodes = (totpCode: string) =>
  callEndpoint(operatorsEndpoints.operatorRecoveryCodes, { body: { totpCode } });

/** Ten new recovery codes (the old ones stop working); the count the account shows is asked again. */
export function useRegenerateRecoveryCodes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: regenerateRecoveryCodes,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: operatorKeys.me() }),
  });
}
