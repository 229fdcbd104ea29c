import { SEARCH_PAGE_SIZE } from '@croupier/contract/constants';
import { gamesEndpoints as endpoints } from '@croupier/contract/games';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/api/index.ts';
import type { Market } from '../../../shared/brand/index.ts';
import { providerKeys } from './query-keys.ts';

/** Provider search (000 §7): keyword, device type upper-case, 30 a page, market filters. */
export const searchProviders = (market: Market, keyword: string, signal?: AbortSignal) =>
  callEndpoint(endpoints.searchProviders, {
    query: {
      keyword,
      page: 0,
      gameDeviceType: market.deviceType,
      size: SEARCH_PAGE_SIZE,
      currencyCode: market.currencyCode,
      countryCode: market.countryCode,
    },
    signal,
  });

export const searchProvidersQueryOptions = (market: Market, keyword: string) =>
  queryOptions({
    queryKey: providerKeys.search(market, keyword),
    queryFn: ({ signal }) => searchProviders(market, keyword, signal),
    retry: false,
    enabled: keyword.length > 0 && market.ready,
  });

export const useSearchProviders = (market: Market, keyword: string) =>
  useQuery(searchProvidersQueryOptions(market, keyword));
