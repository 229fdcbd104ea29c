import { type PaymentBody, paymentsEndpoints } from '@croupier/contract/payments';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/api/index.ts';
import { useRefreshLimits } from '../../../shared/protection/get-player-limits.ts';

/** Starts a deposit (001 §7): answers the cashier link; the balance moves when the cashier reports. */
export function deposit(uuid: string, body: PaymentBody) {
  return callEndpoint(paymentsEndpoints.deposit, { params: { uuid }, body });
}

/** A deposit counts against the deposit limits from its start; a refusal names figures newer than ours. */
export function useDeposit(uuid: string) {
  const refreshLimits = useRefreshLimits();
  return useMutation({ mutationFn: (body: PaymentBody) => deposit(uuid, body), onSettled: refreshLimits });
}
