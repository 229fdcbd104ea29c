import { BALANCE_RETRIES, BALANCE_RETRY_DELAY_MS } from '@croupier/contract/constants';
import { walletEndpoints } from '@croupier/contract/wallet';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { callEndpoint } from '../api/index.ts';
import { balanceKeys, invalidatePlayFigures } from '../api/query-keys.ts';

/**
 * `GET /balance/v2/{uuid}` (001 §7): retried up to 3 times, 2 s apart. Kept under the shared
 * balance key (`queryKeys.balance`), so every money event (`useRefreshBalance`) reloads it.
 */
export function useBalance(uuid: string | null) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: balanceKeys.detail(uuid),
    queryFn: ({ signal }) => callEndpoint(walletEndpoints.balance, { params: { uuid: uuid ?? '' }, signal }),
    enabled: !!uuid,
    retry: BALANCE_RETRIES,
    retryDelay: BALANCE_RETRY_DELAY_MS,
    staleTime: 0,
    select: (data) => data.balances.find((b) => b.currency === data.currency) ?? data.balances[0] ?? null,
  });
  // Money moved, whatever moved it (a round, a settled sports bet, a payout): the figures play moves
  // are stale too.
  const seen = useRef<string | null>(null);
  const figures = query.data ? JSON.stringify(query.data) : null;
  useEffect(() => {
    if (figures === null) return;
    if (seen.current !== null && seen.current !== figures) invalidatePlayFigures(queryClient);
    seen.current = figures;
  }, [figures, queryClient]);
  return query;
}
