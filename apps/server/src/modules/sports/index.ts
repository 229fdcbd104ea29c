import type { BrandConfig } from '@croupier/contract';
import type { FastifyInstance } from 'fastify';
import { SportsbookLinks } from '../../adapters/sportsbook/index.ts';
import type { PlatformDeps } from '../../platform/module.ts';
import type { SeamlessWalletService } from '../seamless-wallet/index.ts';
import { sportsRoutes } from './routes.ts';
import { type SportsDeps, SportsService } from './service.ts';

export type { SportsService } from './service.ts';

export interface SportsModuleDeps extends PlatformDeps {
  brand: () => BrandConfig;
  playerMarket: SportsDeps['playerMarket'];
  /** Opens the real-money session the sportsbook's wallet calls then use. */
  seamlessWallet: Pick<SeamlessWalletService, 'openSession'>;
}

/** Sports start at the sportsbook (guests and players): service and calls (ADR 027). */
export function registerSports(app: FastifyInstance, deps: SportsModuleDeps) {
  const sports = new SportsService({
    links: new SportsbookLinks({ url: deps.sandboxUrl, secret: deps.config.STUDIO_SECRET }),
    publicUrl: deps.config.publicUrl,
    defaultCurrency: () => deps.brand().defaultCurrency,
    now: deps.now,
    playerMarket: deps.playerMarket,
    openSession: (session) => deps.seamlessWallet.openSession(session),
  });
  sportsRoutes(app, sports);
  return { sports };
}
