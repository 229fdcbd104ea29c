import { playersOperatorEndpoints } from '@croupier/contract/players-operator';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/api/index.ts';
import { playerKeys } from './query-keys.ts';

export const PLAYERS_PAGE_SIZE = 25;

export const searchPlayers = (query: string, page: number) =>
  callEndpoint(playersOperatorEndpoints.searchPlayers, { query: { query, page, size: PLAYERS_PAGE_SIZE } });

export const searchPlayersQuery = (query: string, page: number) =>
  queryOptions({
    queryKey: playerKeys.search(query, page),
    queryFn: () => searchPlayers(query, page),
    placeholderData: keepPreviousData,
  });
