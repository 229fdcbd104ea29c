import type { BrandConfig } from '@croupier/contract';
import type { FastifyInstance } from 'fastify';
import type { PlatformDeps } from '../../platform/module.ts';
import { BetTransfers } from './bet-transfers.ts';
import { LedgerFigures } from './figures.ts';
import { LedgerService } from './ledger.ts';
import { lastTransferId } from './repository.ts';
import { walletRoutes } from './routes.ts';
import { type PlayerDirectory, WalletService } from './service.ts';

export type { BetFilter, BetRow, BetTransfers } from './bet-transfers.ts';
export type { DayCount, FiguresRange, GameSums, KindSum, LedgerFigures } from './figures.ts';
export {
  type AccountRef,
  accountKey,
  InsufficientFunds,
  LedgerService,
  type PlayerWallet,
  type SystemAccount,
  shardOf,
  type TransferInput,
  type TransferResult,
} from './ledger.ts';
export { type ReconcileReport, reconcileLedger } from './reconcile.ts';
export { type PlayerDirectory, WalletService } from './service.ts';

export interface WalletModuleDeps extends PlatformDeps {
  brand: () => BrandConfig;
  /** The auth module's service: player facts. */
  players: PlayerDirectory;
}

/** The ledger, balances and wagering: services and calls. */
export function registerWallet(app: FastifyInstance, deps: WalletModuleDeps) {
  const ledger = new LedgerService({ db: deps.db, bus: deps.bus });
  const wallet = new WalletService({
    ledger,
    players: deps.players,
    brand: deps.brand,
    depositWagerFactor: deps.config.DEPOSIT_WAGER_FACTOR,
  });
  walletRoutes(app, wallet);
  // Every transfer, whichever path made it (the services here, the round functions in SQL), read from
  // the transfers' id sequence when scraped: the same on every replica (ADR 069).
  deps.metrics.gauge(
    'ledger_transfers_total',
    'Ledger transfers made: the newest transfer id (an id a rolled-back transfer took counts too)',
    () => lastTransferId(deps.db),
    'counter',
  );
  // The bets module reads the ledger's bets through this; money moves only through `LedgerService`.
  const betTransfers = new BetTransfers(deps.db);
  // The reports module reads the ledger's sums through this.
  const figures = new LedgerFigures(deps.db);
  return { ledger, wallet, betTransfers, figures };
}
