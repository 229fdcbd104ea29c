import { type LoyaltyLevelsBody, type LoyaltyRatesBody, loyaltyEndpoints } from '@croupier/contract/loyalty';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callEndpoint } from '../../../shared/api/index.ts';

export const loyaltyKeys = {
  all: ['loyalty'] as const,
  levels: () => [...loyaltyKeys.all, 'levels'] as const,
  rates: () => [...loyaltyKeys.all, 'rates'] as const,
};

export const levelsQuery = queryOptions({
  queryKey: loyaltyKeys.levels(),
  queryFn: ({ signal }) => callEndpoint(loyaltyEndpoints.loyaltyLevels, { signal }),
});

export const ratesQuery = queryOptions({
  queryKey: loyaltyKeys.rates(),
  queryFn: ({ signal }) => callEndpoint(loyaltyEndpoints.loyaltyRates, { signal }),
});

export type LevelsBody = z.input<typeof LoyaltyLevelsBody>;
export type RatesBody = z.input<typeof LoyaltyRatesBody>;

/** Replaces every level; the answer is the levels as kept. */
export function useSetLevels() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LevelsBody) => callEndpoint(loyaltyEndpoints.setLoyaltyLevels, { body }),
    onSuccess: (levels) => queryClient.setQueryData(levelsQuery.queryKey, levels),
  });
}

/** Replaces every rate (a currency left out earns no points). */
export function useSetRates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RatesBody) => callEndpoint(loyaltyEndpoints.setLoyaltyRates, { body }),
    onSuccess: (rates) => queryClient.setQueryData(ratesQuery.queryKey, rates),
  });
}
