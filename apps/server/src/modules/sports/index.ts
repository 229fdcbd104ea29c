import type { FastifyInstance } from 'fastify';
import { SportsbookLinks } from '../../adapters/sportsbook/index.ts';
import type { PlatformDeps } from '../../platform/module.ts';
import { sportsRoutes } from './routes.ts';
import { type SportsDeps, SportsService } from './service.ts';

export type { SportsService } from './service.ts';

export interface SportsModuleDeps extends PlatformDeps {
  defaultCurrency: () => string;
  playerMarket: SportsDeps['playerMarket'];
  /** The seamless-wallet module's session opener. */
  openSession: SportsDeps['openSession'];
}

/** Sports start at the sportsbook (guests and players): service and calls (ADR 027). */
export function registerSports(app: FastifyInstance, deps: SportsModuleDeps) {
  const sports = new SportsService({
    links: new SportsbookLinks({ url: deps.config.SANDBOX_URL, secret: deps.config.STUDIO_SECRET }),
    publicUrl: deps.config.publicUrl,
    defaultCurrency: deps.defaultCurrency,
    now: deps.now,
    playerMarket: deps.playerMarket,
    openSession: deps.openSession,
  });
  sportsRoutes(app, sports);
  return { sports };
}
