import type { SearchGamesQuery } from '@croupier/contract';
import { SEARCH_PAGE_SIZE } from '@croupier/contract/constants';
import { gamesEndpoints as endpoints } from '@croupier/contract/games';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/api/index.ts';
import type { Market } from '../../../shared/brand/index.ts';
import { nextPageParam } from '../model/paging.ts';
import { gameKeys } from './query-keys.ts';

/** Game search by name (000 §7): 30 a page, with the chip's category and the market filters. */
export const searchGames = (query: Partial<SearchGamesQuery> & { name: string }, signal?: AbortSignal) =>
  callEndpoint(endpoints.searchGames, { query, signal });

export const searchGamesQueryOptions = (market: Market, name: string, category: string | undefined) =>
  infiniteQueryOptions({
    queryKey: gameKeys.search(market, { name, category }),
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      searchGames(
        {
          name,
          page: pageParam,
          size: SEARCH_PAGE_SIZE,
          type: market.deviceType,
          currencyCode: market.currencyCode,
          countryCode: market.countryCode,
          locale: market.locale,
          category,
        },
        signal,
      ),
    getNextPageParam: nextPageParam,
    // A failed search shows the not-found state at once (000 §4) rather than after retries.
    retry: false,
    enabled: name.length > 0 && market.ready,
  });

export const useSearchGames = (market: Market, name: string, category: string | undefined) =>
  useInfiniteQuery(searchGamesQueryOptions(market, name, category));
