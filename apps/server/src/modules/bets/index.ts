import type { FastifyInstance } from 'fastify';
import type { PlatformDeps } from '../../platform/module.ts';
import type { WalletService } from '../wallet/index.ts';
import { betsRoutes } from './routes.ts';
import { BetsService } from './service.ts';

export type { BetsService } from './service.ts';

export interface BetsModuleDeps extends PlatformDeps {
  wallet: WalletService;
  /** A game's name by slug (the catalogue), so the history shows names, not slugs. */
  gameName: (slug: string) => string | undefined;
}

/** The player's bet activity and one bet's details: service and calls. */
export function registerBets(app: FastifyInstance, deps: BetsModuleDeps) {
  const bets = new BetsService({ db: deps.db, wallet: deps.wallet, gameName: deps.gameName, now: deps.now });
  betsRoutes(app, bets);
  return { bets };
}
