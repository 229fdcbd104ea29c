import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { favoriteIdsKey, withFavorite } from './keys.ts';

/**
 * The player's favourites (000 §7 Games), shared by every feature that shows a game: the heart on
 * tiles and on the game page, and the favourites page. It loads with a player's first heart and
 * holds only the query keys and the cache update; the calls load on first use (`./api.ts`).
 */
export { FAVORITES_QUERY_KEY, favoriteGamesKey, favoriteIdsKey, withFavorite } from './keys.ts';

/** `GET /favorite/targets/{uuid}`: the ids of the player's favourite games. */
export const favoriteIdsQueryOptions = (playerUuid: string) =>
  queryOptions({
    queryKey: favoriteIdsKey(playerUuid),
    queryFn: async ({ signal }) => (await import('./api.ts')).getFavoriteIds(playerUuid, signal),
    staleTime: 60_000,
  });

/** The logged-in player's favourite ids; nothing for a guest (`playerUuid` null). */
export function useFavoriteIds(playerUuid: string | null) {
  return useQuery({ ...favoriteIdsQueryOptions(playerUuid ?? ''), enabled: !!playerUuid });
}

/**
 * Marks a game favourite or not: the cache changes at once (optimistic), then the call is made.
 * A refused call puts that game back as it was and shows the server's error as a toast.
 */
export function setFavorite(
  client: QueryClient,
  playerUuid: string,
  gameId: string,
  on: boolean,
): Promise<void> {
  const key = favoriteIdsKey(playerUuid);
  // An ids fetch already under way would overwrite the optimistic state with an older answer.
  void client.cancelQueries({ queryKey: key });
  client.setQueryData<string[]>(key, (ids = []) => withFavorite(ids, gameId, on));
  return import('./api.ts').then((api) => api.sendFavorite(client, playerUuid, gameId, on));
}
