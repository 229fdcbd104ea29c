import type { FastifyInstance } from 'fastify';
import type { PlatformDeps } from '../../platform/module.ts';
import type { CatalogueService } from '../games/index.ts';
import type { SeamlessWalletService } from '../seamless-wallet/index.ts';
import type { BetTransfers, WalletService } from '../wallet/index.ts';
import { betsRoutes } from './routes.ts';
import { BetsService } from './service.ts';

export type { BetsService } from './service.ts';

export interface BetsModuleDeps extends PlatformDeps {
  wallet: WalletService;
  /** The ledger's bets (the wallet module). */
  betTransfers: BetTransfers;
  /** Sports bets' slips (the seamless-wallet module). */
  seamlessWallet: Pick<SeamlessWalletService, 'sportsRounds'>;
  /** The games module's catalogue: the history shows a game's name, not its slug. */
  catalogue: Pick<CatalogueService, 'gameBySlug'>;
}

/** The player's bet activity and one bet's details: service and calls. */
export function registerBets(app: FastifyInstance, deps: BetsModuleDeps) {
  const bets = new BetsService({
    transfers: deps.betTransfers,
    rounds: deps.seamlessWallet,
    wallet: deps.wallet,
    gameName: (slug) => deps.catalogue.gameBySlug(slug)?.fullGameName,
    now: deps.now,
  });
  betsRoutes(app, bets);
  return { bets };
}
