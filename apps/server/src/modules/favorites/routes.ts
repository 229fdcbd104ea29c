import { endpoints } from '@croupier/contract';
import type { FastifyInstance } from 'fastify';
import { assertSelf, requirePlayer } from '../../platform/auth.ts';
import { registerEndpoint } from '../../platform/http.ts';
import type { FavoritesService } from './service.ts';

/** 000 §7 Games: favourites (`/favorite/targets…`, `/player/favorite-games`) and `/player/recent-games`. */
export function favoritesRoutes(app: FastifyInstance, favorites: FavoritesService) {
  registerEndpoint(app, endpoints.favoriteIds, ({ params, request }) =>
    favorites.favoriteIds(assertSelf(request, params.uuid).uuid),
  );
  registerEndpoint(app, endpoints.addFavorite, ({ body, request }) =>
    favorites.addFavorite(assertSelf(request, body.playerUUID).uuid, body.id),
  );
  registerEndpoint(app, endpoints.removeFavorite, ({ params, request }) =>
    favorites.removeFavorite(assertSelf(request, params.uuid).uuid, params.id),
  );
  registerEndpoint(app, endpoints.favoriteGames, ({ request }) =>
    favorites.favoriteGames(requirePlayer(request).uuid),
  );
  registerEndpoint(app, endpoints.recentGames, ({ request }) =>
    favorites.recentGames(requirePlayer(request).uuid),
  );
}
