import { type PaymentBody, paymentsEndpoints } from '@croupier/contract/payments';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/api/index.ts';

/** Starts a deposit (001 §7): answers the cashier link; the balance moves when the cashier reports. */
export function deposit(uuid: string, body: PaymentBody) {
  return callEndpoint(paymentsEndpoints.deposit, { params: { uuid }, body });
}

export const useDeposit = (uuid: string) =>
  useMutation({ mutationFn: (body: PaymentBody) => deposit(uuid, body) });
