import { endpoints } from '@croupier/contract';
import type { FastifyInstance } from 'fastify';
import { requirePlayer } from '../../platform/auth.ts';
import { registerEndpoint } from '../../platform/http.ts';
import type { FavoritesService } from './service.ts';

/** 000 §7 Games: favourites (`/favorite/targets…`, `/player/favorite-games`) and `/player/recent-games`. */
export function favoritesRoutes(app: FastifyInstance, favorites: FavoritesService) {
  // The `uuid`/`playerUUID` the calls name is the token's player (registerEndpoint checks it).
  registerEndpoint(app, endpoints.favoriteIds, ({ request }) =>
    favorites.favoriteIds(requirePlayer(request).uuid),
  );
  registerEndpoint(app, endpoints.addFavorite, ({ body, request }) =>
    favorites.addFavorite(requirePlayer(request).uuid, body.id),
  );
  registerEndpoint(app, endpoints.removeFavorite, ({ params, request }) =>
    favorites.removeFavorite(requirePlayer(request).uuid, params.id),
  );
  registerEndpoint(app, endpoints.favoriteGames, ({ request }) =>
    favorites.favoriteGames(requirePlayer(request).uuid),
  );
  registerEndpoint(app, endpoints.recentGames, ({ request }) =>
    favorites.recentGames(requirePlayer(request).uuid),
  );
}
