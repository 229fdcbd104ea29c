import { favoritesEndpoints as endpoints } from '@croupier/contract/favorites';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/api/index.ts';
import { favoriteGamesKey } from '../../../shared/favorites/favorite-ids.ts';

/** `GET /player/favorite-games` (000 §7): the player's favourite games, most recently added first. */
export const getFavoriteGames = (signal?: AbortSignal) => callEndpoint(endpoints.favoriteGames, { signal });

export const favoriteGamesQueryOptions = (playerUuid: string) =>
  queryOptions({
    // Under the shared favourites key: every heart press marks it stale.
    queryKey: favoriteGamesKey(playerUuid),
    queryFn: ({ signal }) => getFavoriteGames(signal),
  });

export const useFavoriteGames = (playerUuid: string | null) =>
  useQuery({ ...favoriteGamesQueryOptions(playerUuid ?? ''), enabled: !!playerUuid });
