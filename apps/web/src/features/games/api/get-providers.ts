import { PROVIDER_CACHE_MS } from '@croupier/contract/constants';
import { gamesEndpoints as endpoints } from '@croupier/contract/games';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/api/index.ts';
import type { Market } from '../../../shared/brand/index.ts';
import { providerKeys } from './query-keys.ts';

/** Providers with enabled games (000 §7), cached 180 s. */
export const getProviders = (market: Market, brandId: string, signal?: AbortSignal) =>
  callEndpoint(endpoints.providers, {
    query: {
      countryCode: market.countryCode,
      currencyCode: market.currencyCode,
      gameDeviceType: market.deviceType,
      gameStatus: 'ENABLED',
      brandId,
      page: 0,
    },
    signal,
  });

export const providersQueryOptions = (market: Market, brandId: string) =>
  queryOptions({
    queryKey: providerKeys.list(market.countryCode, market.currencyCode, market.deviceType, brandId),
    queryFn: ({ signal }) => getProviders(market, brandId, signal),
    staleTime: PROVIDER_CACHE_MS,
    gcTime: PROVIDER_CACHE_MS * 2,
    enabled: market.ready,
  });

export const useProviders = (market: Market, brandId: string) =>
  useQuery(providersQueryOptions(market, brandId));
