import { z } from 'zod';
import { Game } from './games.ts';
import { defineEndpoint, PlayerUuid } from './http.ts';
import { SCHEMA_MESSAGES } from './rules/messages.ts';

/**
 * Favourite and recently played games (000 §1, §2 `/favorites` and `/games/last-played`, §7 Games).
 * The spec names the calls but no limits; these are ours (docs/decisions/014-favorites-and-recent.md).
 */

/** A player keeps at most this many favourites; adding one more is 409 `error.favorite.limit-reached`. */
export const FAVORITE_GAMES_MAX = 200;
/** Recently played keeps the last this many distinct games, most recent first. */
export const RECENT_GAMES_MAX = 30;

/** A favourite's target `id` is the game's uuid. */
const GameId = z.uuid(SCHEMA_MESSAGES.gameUuid);

export const FavoriteOwnerParams = z.object({ uuid: PlayerUuid });
export const FavoriteTargetParams = z.object({ uuid: PlayerUuid, id: GameId });
export const AddFavoriteBody = z.object({ playerUUID: PlayerUuid, id: GameId });
export type AddFavoriteBody = z.infer<typeof AddFavoriteBody>;

/** The player's favourite game ids, most recently added first. */
export const FavoriteIds = z.array(z.string());
export type FavoriteIds = z.infer<typeof FavoriteIds>;

/** Games as the lobby lists them (the `Game` of games.ts), in the list's own order. */
export const GameList = z.array(Game);
export type GameList = z.infer<typeof GameList>;

export const favoritesEndpoints = {
  favoriteIds: defineEndpoint({
    id: 'favoriteIds',
    method: 'GET',
    base: 'host',
    path: '/favorite/targets/{uuid}',
    auth: 'player',
    summary:
      "The player's favourite game ids, most recently added first (000 §7). 403 for another player's uuid.",
    params: FavoriteOwnerParams,
    response: FavoriteIds,
  }),
  addFavorite: defineEndpoint({
    id: 'addFavorite',
    method: 'POST',
    base: 'host',
    path: '/favorite/targets',
    auth: 'player',
    summary:
      "Adds a game to the player's favourites (000 §7); adding one already there changes nothing. Answers the ids after. 403 for another player's uuid, 404 for an unknown game, 409 over the limit.",
    body: AddFavoriteBody,
    response: FavoriteIds,
  }),
  removeFavorite: defineEndpoint({
    id: 'removeFavorite',
    method: 'DELETE',
    base: 'host',
    path: '/favorite/targets/{uuid}/{id}',
    auth: 'player',
    summary:
      "Removes a game from the player's favourites (000 §7); removing one not there changes nothing. Answers the ids after. 403 for another player's uuid, 404 for a game neither known nor favourite.",
    params: FavoriteTargetParams,
    response: FavoriteIds,
  }),
  favoriteGames: defineEndpoint({
    id: 'favoriteGames',
    method: 'GET',
    base: 'host',
    path: '/player/favorite-games',
    auth: 'player',
    summary:
      "The token's player's favourite games, most recently added first (000 §7); games no longer offered are left out.",
    response: GameList,
  }),
  recentGames: defineEndpoint({
    id: 'recentGames',
    method: 'GET',
    base: 'host',
    path: '/player/recent-games',
    auth: 'player',
    summary: `The token's player's recently played games (000 §7): each game once, most recently started first, at most ${RECENT_GAMES_MAX}.`,
    response: GameList,
  }),
} as const;
