import { tournamentsEndpoints } from '@croupier/contract/tournaments';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/api/index.ts';
import { tournamentKeys } from './query-keys.ts';

export const LEADERBOARD_SIZE = 20;
/** How often a live board asks again. */
export const LEADERBOARD_REFRESH_MS = 5_000;

export const getLeaderboard = (id: string, page: number, signal?: AbortSignal) =>
  callEndpoint(tournamentsEndpoints.operatorTournamentLeaderboard, {
    params: { id },
    query: { page, size: LEADERBOARD_SIZE },
    signal,
  });

/** A page of the board; `live` asks again every few seconds while the tournament runs. */
export const leaderboardQuery = (id: string, page: number, live: boolean) =>
  queryOptions({
    queryKey: tournamentKeys.leaderboard(id, page),
    queryFn: ({ signal }) => getLeaderboard(id, page, signal),
    placeholderData: keepPreviousData,
    refetchInterval: live ? LEADERBOARD_REFRESH_MS : false,
  });
