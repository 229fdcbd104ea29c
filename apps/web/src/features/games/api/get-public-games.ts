import type { GamesListQuery } from '@croupier/contract';
import { GAMES_PAGE_SIZE } from '@croupier/contract/constants';
import { gamesEndpoints as endpoints } from '@croupier/contract/games';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/api/index.ts';
import type { Market } from '../../../shared/brand/index.ts';
import { nextPageParam } from '../model/paging.ts';
import { gameKeys } from './query-keys.ts';

export type PublicGamesFilter = {
  category?: string | undefined;
  provider?: string | undefined;
  /** Comma-separated tag keys. */
  tags?: string | undefined;
};

/** `GET /games/public` (000 §7): 49 a page, filtered by category, provider or tags. */
export const getPublicGames = (query: Partial<GamesListQuery>, signal?: AbortSignal) =>
  callEndpoint(endpoints.publicGames, { query, signal });

export const publicGamesQueryOptions = (market: Market, filter: PublicGamesFilter) =>
  infiniteQueryOptions({
    queryKey: gameKeys.public(market, filter),
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      getPublicGames(
        {
          page: pageParam,
          size: GAMES_PAGE_SIZE,
          type: market.deviceType,
          countryCode: market.countryCode,
          currencyCode: market.currencyCode,
          category: filter.category,
          provider: filter.provider,
          tags: filter.tags,
        },
        signal,
      ),
    getNextPageParam: nextPageParam,
    placeholderData: keepPreviousData,
    // A logged-in player's list waits for their market (ADR 020).
    enabled: market.ready,
  });

export const usePublicGames = (market: Market, filter: PublicGamesFilter) =>
  useInfiniteQuery(publicGamesQueryOptions(market, filter));
