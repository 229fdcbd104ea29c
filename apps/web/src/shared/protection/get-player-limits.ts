import { type PlayerLimit, type PlayerLimits, protectionEndpoints } from '@croupier/contract/protection';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { callEndpoint } from '../api/index.ts';
import { protectionKeys } from './query-keys.ts';

/** The player's deposit limits in force, with what each has used and left, and what waits. */
export const playerLimitsQuery = (uuid: string) =>
  queryOptions({
    queryKey: protectionKeys.limits(uuid),
    queryFn: ({ signal }) => callEndpoint(protectionEndpoints.playerLimits, { signal }),
  });

/**
 * The deposit limit that decides how much may be deposited now: the one with least left (the server
 * refuses a deposit over any limit, so the smallest `left` is the cap); null without a limit.
 */
export function tightestDepositLimit(limits: PlayerLimits | undefined): PlayerLimit | null {
  let tightest: PlayerLimit | null = null;
  for (const limit of limits?.limits ?? []) {
    if (limit.kind === 'DEPOSIT' && (tightest === null || limit.left < tightest.left)) tightest = limit;
  }
  return tightest;
}

/**
 * Marks the deposit limits stale: a deposit started counts against them (and stops counting when
 * the provider declines it), so the form and the page show what is left after it.
 */
export function useRefreshLimits(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: protectionKeys.all });
  }, [queryClient]);
}
