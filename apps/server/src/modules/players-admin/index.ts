import type { FastifyInstance } from 'fastify';
import type { PlatformDeps } from '../../platform/module.ts';
import type { PlayerAccounts } from '../auth/index.ts';
import type { BetsService } from '../bets/index.ts';
import type { PaymentsService } from '../payments/index.ts';
import type { LedgerService, WalletService } from '../wallet/index.ts';
import { Adjustments } from './adjustments.ts';
import { playersAdminRoutes } from './routes.ts';
import { PlayersAdmin } from './service.ts';

export type { Actor, Adjustments } from './adjustments.ts';
export type { PlayersAdmin } from './service.ts';

export interface PlayersAdminModuleDeps extends PlatformDeps {
  /** The auth module's accounts: players, their sessions, and the gate a locked player meets. */
  accounts: Pick<PlayerAccounts, 'player' | 'search' | 'logins' | 'endSessions' | 'addSessionGate'>;
  ledger: Pick<LedgerService, 'playerEntries' | 'transfer' | 'ensureAccounts' | 'transaction'>;
  wallet: Pick<WalletService, 'balance' | 'money' | 'minorUnits' | 'playerCurrency'>;
  payments: Pick<PaymentsService, 'history'>;
  bets: Pick<BetsService, 'betActivity'>;
}

/** The console's players: search, a player's page, locks, notes and manual adjustments. */
export function registerPlayersAdmin(app: FastifyInstance, deps: PlayersAdminModuleDeps) {
  const players = new PlayersAdmin({
    db: deps.db,
    accounts: deps.accounts,
    ledger: deps.ledger,
    wallet: deps.wallet,
    now: deps.now,
  });
  const adjustments = new Adjustments({
    db: deps.db,
    ledger: deps.ledger,
    wallet: deps.wallet,
    now: deps.now,
    brandId: deps.config.BRAND_ID,
  });
  deps.accounts.addSessionGate((player) => players.checkSession(player));
  playersAdminRoutes(app, { players, adjustments, payments: deps.payments, bets: deps.bets });
  return { playersAdmin: players, adjustments };
}
