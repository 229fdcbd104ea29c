import type { PaymentBody } from '@croupier/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { PaymentProvider } from '../../adapters/payments/index.ts';
import type { Db, DbOrTx } from '../../platform/db.ts';
import type { LedgerService, WalletService } from '../wallet/index.ts';
import type { PaymentObserver } from './observers.ts';

/**
 * What the payments topics work with (deposits, withdrawals, payouts, webhooks, vouchers, history,
 * bank account, provider sync): each takes the part of it it uses, and the service binds them.
 */

/**
 * Deposit anti-fraud (001 §6): 'reject' answers 423 `reject` with details.type 'deposit'. It runs in
 * the deposit's transaction (`q`), under a lock per player, so its count and the insert are one step.
 */
export interface DepositAntiFraud {
  check(
    input: {
      playerUuid: string;
      amount: bigint;
      currency: string;
      ip: string;
    },
    q?: DbOrTx,
  ): Promise<'allow' | 'reject'>;
}

/** Crash points for tests: what a process that dies there leaves behind. */
export interface PaymentFaults {
  afterHold?: (() => void) | undefined;
}

export interface PaymentsDeps {
  db: Db;
  ledger: LedgerService;
  /** Money formats, player currency and wagering (the wallet module's service). */
  wallet: WalletService;
  provider: PaymentProvider;
  brandId: string;
  antiFraud: DepositAntiFraud;
  /** Told of deposits and withdrawals, in order (observers.ts). */
  observers: readonly PaymentObserver[];
  faults: PaymentFaults;
  /** Web origin the cashier page posts its messages to. */
  webOrigin: string;
  now: () => number;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
}

export type PaymentsBody = z.output<typeof PaymentBody>;
