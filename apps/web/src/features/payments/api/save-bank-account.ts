import { type BankAccountBody, paymentsEndpoints } from '@croupier/contract/payments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/api/index.ts';
import { paymentsKeys } from './query-keys.ts';

/** Creates the player's bank account, or updates the one registered (001 §7). */
export function saveBankAccount(body: BankAccountBody, exists: boolean) {
  return callEndpoint(exists ? paymentsEndpoints.updateBankAccount : paymentsEndpoints.createBankAccount, {
    body,
  });
}

/** The saved account replaces the cached one. */
export function useSaveBankAccount(uuid: string, exists: boolean) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BankAccountBody) => saveBankAccount(body, exists),
    onSuccess: (saved) => queryClient.setQueryData(paymentsKeys.bankAccount(uuid), saved),
  });
}
