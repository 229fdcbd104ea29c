import { tournamentsEndpoints } from '@croupier/contract/tournaments';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/api/index.ts';
import { tournamentsKeys } from './query-keys.ts';

/** How often an open leaderboard reads itself again: "live" is a poll (docs/decisions/026). */
export const LEADERBOARD_REFRESH_MS = 1000;

/** `GET /tournaments/{id}/leaderboard?page&size` (001 §7), polled while shown. */
export const leaderboardQuery = (id: string, page: number, size: number, uuid: string | null) =>
  queryOptions({
    queryKey: tournamentsKeys.leaderboard(id, page, size, uuid),
    queryFn: ({ signal }) =>
      callEndpoint(tournamentsEndpoints.tournamentLeaderboard, {
        params: { id },
        query: { page, size },
        signal,
      }),
    refetchInterval: LEADERBOARD_REFRESH_MS,
    placeholderData: keepPreviousData,
  });
