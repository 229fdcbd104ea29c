import { favoriteKeys } from '../api/query-keys.ts';

/** The favourites' query keys and cache rule, shared by the ids query and the calls (loaded later). */
export const FAVORITES_QUERY_KEY = favoriteKeys.all;
export const favoriteIdsKey = favoriteKeys.ids;
/** `GET /player/favorite-games`: the favourites page's list, refreshed after every change. */
export const favoriteGamesKey = favoriteKeys.games;

/** The ids with the game added (at the front, as the server orders them) or removed. */
export function withFavorite(ids: readonly string[], gameId: string, on: boolean): string[] {
  const rest = ids.filter((id) => id !== gameId);
  return on ? [gameId, ...rest] : rest;
}
