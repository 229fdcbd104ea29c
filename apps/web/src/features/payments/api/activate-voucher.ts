import { paymentsEndpoints } from '@croupier/contract/payments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/api/index.ts';
import { balanceKeys } from '../../../shared/api/query-keys.ts';
import { useRefreshLimits } from '../../../shared/protection/get-player-limits.ts';

/** Redeems a voucher code (001 §7): answers the amount credited. */
export function activateVoucher(voucherId: string) {
  return callEndpoint(paymentsEndpoints.voucherActivate, { params: { voucherId } });
}

export function useActivateVoucher() {
  const queryClient = useQueryClient();
  const refreshLimits = useRefreshLimits();
  return useMutation({
    mutationFn: activateVoucher,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: balanceKeys.all });
      // A voucher is a deposit: it counts against the deposit limits.
      refreshLimits();
    },
  });
}
