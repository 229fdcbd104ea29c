import { BALANCE_RETRIES, BALANCE_RETRY_DELAY_MS } from '@croupier/contract/constants';
import { walletEndpoints } from '@croupier/contract/wallet';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../api/index.ts';
import { balanceKeys } from '../api/query-keys.ts';

/**
 * `GET /balance/v2/{uuid}` (001 §7): retried up to 3 times, 2 s apart. Kept under the shared
 * balance key (`queryKeys.balance`), so every money event (`useRefreshBalance`) reloads it.
 */
export function useBalance(uuid: string | null) {
  return useQuery({
    queryKey: balanceKeys.detail(uuid),
    queryFn: ({ signal }) => callEndpoint(walletEndpoints.balance, { params: { uuid: uuid ?? '' }, signal }),
    enabled: !!uuid,
    retry: BALANCE_RETRIES,
    retryDelay: BALANCE_RETRY_DELAY_MS,
    staleTime: 0,
    select: (data) => data.balances.find((b) => b.currency === data.currency) ?? data.balances[0] ?? null,
  });
}
