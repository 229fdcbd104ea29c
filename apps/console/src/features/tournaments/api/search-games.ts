import { gamesEndpoints } from '@croupier/contract/games';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/api/index.ts';
import { tournamentKeys } from './query-keys.ts';

export const GAME_RESULTS = 10;

/** The catalogue's search by name (the lobby's own call). */
export const searchGames = (name: string, signal?: AbortSignal) =>
  callEndpoint(gamesEndpoints.searchGames, { query: { name, size: GAME_RESULTS }, signal });

export const gameSearchQuery = (name: string) =>
  queryOptions({
    queryKey: tournamentKeys.games(name),
    queryFn: ({ signal }) => searchGames(name, signal),
    enabled: name.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
