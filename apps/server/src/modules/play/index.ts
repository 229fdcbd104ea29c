import type { FastifyInstance } from 'fastify';
import type { PlatformDeps } from '../../platform/module.ts';
import type { FavoritesService } from '../favorites/index.ts';
import type { CatalogueService, Market } from '../games/index.ts';
import { playRoutes } from './routes.ts';
import { type PlayDeps, PlayService } from './service.ts';

export type { PlayService } from './service.ts';

export interface PlayModuleDeps extends PlatformDeps {
  catalogue: CatalogueService;
  defaultCurrency: () => string;
  /** The player's market; 404 when there is no such player (the games module). */
  playerMarket: (playerUuid: string) => Promise<Market>;
  /** Opens the real-money session the studio's wallet calls then use (the seamless-wallet module). */
  openRealSession: PlayDeps['openRealSession'];
  /** A started game is recently played (the favorites module). */
  recent: Pick<FavoritesService, 'recordRecentGame'>;
}

/** Starting games (demo and real) at the studio: service and calls. */
export function registerPlay(app: FastifyInstance, deps: PlayModuleDeps) {
  const play = new PlayService({
    catalogue: deps.catalogue,
    studioUrl: deps.config.SANDBOX_URL.replace(/\/$/, ''),
    studioSecret: deps.config.STUDIO_SECRET,
    publicUrl: deps.config.publicUrl,
    defaultCurrency: deps.defaultCurrency,
    now: deps.now,
    playerMarket: deps.playerMarket,
    openRealSession: deps.openRealSession,
  });
  playRoutes(app, play, deps.recent);
  return { play };
}
