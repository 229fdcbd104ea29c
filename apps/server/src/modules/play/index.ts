import type { BrandConfig } from '@croupier/contract';
import type { FastifyInstance } from 'fastify';
import type { PlatformDeps } from '../../platform/module.ts';
import type { FavoritesService } from '../favorites/index.ts';
import type { CatalogueService, Market } from '../games/index.ts';
import type { SeamlessWalletService } from '../seamless-wallet/index.ts';
import { playRoutes } from './routes.ts';
import { PlayService } from './service.ts';

export type { PlayService } from './service.ts';

export interface PlayModuleDeps extends PlatformDeps {
  catalogue: CatalogueService;
  brand: () => BrandConfig;
  /** The player's market; 404 when there is no such player (the games module). */
  playerMarket: (playerUuid: string) => Promise<Market>;
  /** Opens the real-money session the studio's wallet calls then use. */
  seamlessWallet: Pick<SeamlessWalletService, 'openSession'>;
  /** A started game is recently played (the favorites module). */
  recent: Pick<FavoritesService, 'recordRecentGame'>;
}

/** Starting games (demo and real) at the studio: service and calls. */
export function registerPlay(app: FastifyInstance, deps: PlayModuleDeps) {
  const play = new PlayService({
    catalogue: deps.catalogue,
    studioUrl: deps.sandboxUrl,
    studioSecret: deps.config.STUDIO_SECRET,
    publicUrl: deps.config.publicUrl,
    defaultCurrency: () => deps.brand().defaultCurrency,
    now: deps.now,
    playerMarket: deps.playerMarket,
    openRealSession: (session) => deps.seamlessWallet.openSession(session),
  });
  playRoutes(app, play, deps.recent);
  return { play };
}
