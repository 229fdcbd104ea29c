import { paymentsEndpoints } from '@croupier/contract/payments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/api/index.ts';
import { balanceKeys } from '../../../shared/api/query-keys.ts';

/** Redeems a voucher code (001 §7): answers the amount credited. */
export function activateVoucher(voucherId: string) {
  return callEndpoint(paymentsEndpoints.voucherActivate, { params: { voucherId } });
}

export function useActivateVoucher() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: activateVoucher,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: balanceKeys.all });
    },
  });
}
