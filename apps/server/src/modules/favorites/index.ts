import type { FastifyInstance } from 'fastify';
import type { PlatformDeps } from '../../platform/module.ts';
import type { CatalogueService } from '../games/index.ts';
import { favoritesRoutes } from './routes.ts';
import { FavoritesService } from './service.ts';

export type { FavoritesService } from './service.ts';

export interface FavoritesModuleDeps extends PlatformDeps {
  /** Game ids are checked against the catalogue (the games module's service). */
  catalogue: CatalogueService;
}

/** Favourite and recently played games: service and calls. */
export function registerFavorites(app: FastifyInstance, deps: FavoritesModuleDeps) {
  const favorites = new FavoritesService({
    db: deps.db,
    catalogue: deps.catalogue,
    now: deps.now,
    log: app.log,
  });
  favoritesRoutes(app, favorites);
  return { favorites };
}
