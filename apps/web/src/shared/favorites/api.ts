import { favoritesEndpoints as endpoints } from '@croupier/contract/favorites';
import type { QueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../api/index.ts';
import { toastApiError } from '../ui/toast.tsx';
import { favoriteGamesKey, favoriteIdsKey, withFavorite } from './keys.ts';

/** `GET /favorite/targets/{uuid}` (000 §7). */
export const getFavoriteIds = (playerUuid: string, signal?: AbortSignal) =>
  callEndpoint(endpoints.favoriteIds, { params: { uuid: playerUuid }, signal });

/** The calls of one player's changes, one after another, so answers arrive in the order asked. */
let queue: Promise<unknown> = Promise.resolve();
let pending = 0;

/**
 * `POST /favorite/targets` or `DELETE /favorite/targets/{uuid}/{id}` (000 §7), after the heart has
 * already changed. Calls run in order; when the last one answers, its list (the server's truth
 * after every change) replaces the cache. A refused call undoes its own change only.
 */
export function sendFavorite(
  client: QueryClient,
  playerUuid: string,
  gameId: string,
  on: boolean,
): Promise<void> {
  pending += 1;
  const call = () =>
    on
      ? callEndpoint(endpoints.addFavorite, { body: { playerUUID: playerUuid, id: gameId } })
      : callEndpoint(endpoints.removeFavorite, { params: { uuid: playerUuid, id: gameId } });
  const done = queue.then(call).then(
    (ids) => {
      pending -= 1;
      if (pending === 0) client.setQueryData(favoriteIdsKey(playerUuid), ids);
    },
    (error: unknown) => {
      pending -= 1;
      client.setQueryData<string[]>(favoriteIdsKey(playerUuid), (ids = []) => withFavorite(ids, gameId, !on));
      toastApiError(error);
    },
  );
  queue = done;
  return done.finally(() => client.invalidateQueries({ queryKey: favoriteGamesKey(playerUuid) }));
}
