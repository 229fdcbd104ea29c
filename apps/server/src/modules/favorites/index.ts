export { favoritesRoutes } from './routes.ts';
export { FavoritesService } from './service.ts';
