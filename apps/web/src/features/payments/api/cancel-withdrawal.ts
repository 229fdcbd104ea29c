import { paymentsEndpoints } from '@croupier/contract/payments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/api/index.ts';
import { balanceKeys } from '../../../shared/api/query-keys.ts';

/** Cancels a pending withdrawal (001 §7); the money returns to the balance. */
export function cancelWithdrawal(uuid: string, id: string) {
  return callEndpoint(paymentsEndpoints.cancelWithdrawal, { params: { uuid, id } });
}

/** The balance reloads at once; the history list reloads later (its status settles on the server). */
export function useCancelWithdrawal(uuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => cancelWithdrawal(uuid, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: balanceKeys.all }),
  });
}
