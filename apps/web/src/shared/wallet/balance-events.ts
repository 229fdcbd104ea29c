import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { balanceKeys, invalidatePlayFigures } from '../api/query-keys.ts';

/**
 * The one React Query key under which the header keeps the player's balance (001 §3). Every
 * feature that moves money (cashier, withdrawal, voucher, game rounds) marks it stale through
 * `useRefreshBalance`, so the header is current after every money event without features
 * reaching into each other.
 */
export const BALANCE_QUERY_KEY = balanceKeys.all;

/**
 * A function that makes the header balance reload now, with the figures play moves (rewards'
 * wagering, loyalty points, tournament scores: `PLAY_FIGURE_ROOTS`).
 */
export function useRefreshBalance(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: BALANCE_QUERY_KEY });
    invalidatePlayFigures(queryClient);
  }, [queryClient]);
}
