import type { DefaultGamesQuery } from '@croupier/contract';
import { SEARCH_PAGE_SIZE } from '@croupier/contract/constants';
import { gamesEndpoints as endpoints } from '@croupier/contract/games';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/api/index.ts';
import type { Market } from '../../../shared/brand/index.ts';
import { nextPageParam } from '../model/paging.ts';
import { gameKeys } from './query-keys.ts';

export type DefaultGamesFilter = { category?: string | undefined };

/** The default game list of the lobby (000 §7): 30 a page, with the market filters. */
export const getDefaultGames = (query: Partial<DefaultGamesQuery>, signal?: AbortSignal) =>
  callEndpoint(endpoints.defaultGames, { query, signal });

export const defaultGamesQueryOptions = (market: Market, filter: DefaultGamesFilter) =>
  infiniteQueryOptions({
    queryKey: gameKeys.defaults(market, filter),
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      getDefaultGames(
        {
          page: pageParam,
          size: SEARCH_PAGE_SIZE,
          type: market.deviceType,
          country: market.countryCode,
          currency: market.currencyCode,
          locale: market.locale,
          category: filter.category,
        },
        signal,
      ),
    getNextPageParam: nextPageParam,
    // A logged-in player's list waits for their market (ADR 020).
    enabled: market.ready,
  });

export const useDefaultGames = (market: Market, filter: DefaultGamesFilter) =>
  useInfiniteQuery(defaultGamesQueryOptions(market, filter));
