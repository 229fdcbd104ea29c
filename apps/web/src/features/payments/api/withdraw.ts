import { IDEMPOTENCY_KEY_HEADER, type PaymentBody, paymentsEndpoints } from '@croupier/contract/payments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, isApiError } from '../../../shared/api/index.ts';
import { balanceKeys } from '../../../shared/api/query-keys.ts';
import { walletKeys } from '../../../shared/wallet/query-keys.ts';
import { paymentsKeys } from './query-keys.ts';

/** A new Idempotency-Key: 128 random bits as hex (getRandomValues works outside secure contexts too). */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Tries of one withdrawal attempt when its answer is lost (no response at all). */
const WITHDRAW_TRIES = 3;

/**
 * Requests a withdrawal. `idempotencyKey` names this attempt (one per form submission): when the
 * answer is lost on the way, the same request is sent again with the same key, and the platform
 * answers the first withdrawal instead of making a second (docs/decisions/011-wallet-web.md).
 */
export async function withdraw(uuid: string, body: PaymentBody, idempotencyKey = newIdempotencyKey()) {
  const headers = { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey };
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await callEndpoint(paymentsEndpoints.withdraw, { params: { uuid }, body, headers });
    } catch (error) {
      if (!isApiError(error) || error.status !== 0 || attempt >= WITHDRAW_TRIES) throw error;
    }
  }
}

/** A requested withdrawal reloads the balance, every payments list and the wagering. */
export function useWithdraw(uuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    // One key per submission: a retry of this request (its answer lost) is the same withdrawal.
    mutationFn: (body: PaymentBody) => withdraw(uuid, body, newIdempotencyKey()),
    onSuccess: (result) => {
      if (result.isNotFound) return;
      void queryClient.invalidateQueries({ queryKey: balanceKeys.all });
      void queryClient.invalidateQueries({ queryKey: paymentsKeys.all });
      void queryClient.invalidateQueries({ queryKey: walletKeys.all });
    },
  });
}
