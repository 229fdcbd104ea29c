import { favoritesEndpoints as endpoints } from '@croupier/contract/favorites';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/api/index.ts';
import { recentGameKeys } from '../../../shared/api/query-keys.ts';

/** `GET /player/recent-games` (000 §7): games the player started, most recent first. */
export const getRecentGames = (signal?: AbortSignal) => callEndpoint(endpoints.recentGames, { signal });

export const recentGamesQueryOptions = (playerUuid: string) =>
  queryOptions({
    queryKey: recentGameKeys.player(playerUuid),
    queryFn: ({ signal }) => getRecentGames(signal),
    // Every start elsewhere changes it: read it afresh on each visit.
    staleTime: 0,
    refetchOnMount: 'always',
  });

export const useRecentGames = (playerUuid: string | null) =>
  useQuery({ ...recentGamesQueryOptions(playerUuid ?? ''), enabled: !!playerUuid });
