import type { BrandConfig } from '@croupier/contract';
import type { FastifyInstance } from 'fastify';
import {
  HttpPaymentProvider,
  type PaymentProvider,
  registerPaymentWebhook,
} from '../../adapters/payments/index.ts';
import type { Config } from '../../platform/config.ts';
import type { Db } from '../../platform/db.ts';
import {
  CashierService,
  type DepositAntiFraud,
  type PlayerDirectory,
  VelocityDepositAntiFraud,
} from './cashier.ts';
import { LedgerService } from './ledger.ts';
import { walletRoutes } from './routes.ts';
import { type SelfRestrictor, WalletService } from './service.ts';

export type { DepositAntiFraud } from './cashier.ts';
export { CashierService } from './cashier.ts';

/** Runs `fn` every `ms`; answers how to stop it. Tests pass their own and call `fn` themselves. */
export interface PaymentSyncTimers {
  every(ms: number, fn: () => Promise<void>): () => void;
}

const realTimers: PaymentSyncTimers = {
  every(ms, fn) {
    const handle = setInterval(() => void fn(), ms);
    handle.unref();
    return () => clearInterval(handle);
  },
};

export {
  type AccountRef,
  accountKey,
  InsufficientFunds,
  LedgerService,
  type PlayerWallet,
  type SystemAccount,
  type TransferInput,
  type TransferResult,
  type Tx,
} from './ledger.ts';
export { type ReconcileReport, reconcileLedger } from './reconcile.ts';
export { WalletService } from './service.ts';

export interface WalletModuleOptions {
  config: Config;
  db: Db;
  brand: () => BrandConfig;
  now: () => number;
  /** The auth module's service: player facts and self-restriction. */
  auth: PlayerDirectory & SelfRestrictor;
  paymentProvider?: PaymentProvider;
  depositAntiFraud?: DepositAntiFraud;
  /** The reconciliation's schedule (docs/decisions/019-provider-outbox-and-reconciliation.md). */
  timers?: PaymentSyncTimers;
}

/** Builds the ledger and the cashier, registers the calls of 001 §7 and the provider's webhook. */
export function registerWallet(app: FastifyInstance, o: WalletModuleOptions) {
  const ledger = new LedgerService(o.db);
  const provider =
    o.paymentProvider ??
    new HttpPaymentProvider(o.config.SANDBOX_URL, o.config.PAYMENT_WEBHOOK_SECRET, o.now);
  const cashier = new CashierService({
    db: o.db,
    ledger,
    provider,
    players: o.auth,
    brand: o.brand,
    brandId: o.config.BRAND_ID,
    antiFraud: o.depositAntiFraud ?? new VelocityDepositAntiFraud(o.db, o.now),
    depositWagerFactor: o.config.DEPOSIT_WAGER_FACTOR,
    webOrigin: new URL(o.config.publicUrl).origin,
    now: o.now,
    log: app.log,
  });
  const wallet = new WalletService(o.db, ledger, cashier, o.auth, o.now);
  walletRoutes(app, wallet, cashier);
  registerPaymentWebhook(app, {
    provider,
    secret: o.config.PAYMENT_WEBHOOK_SECRET,
    now: o.now,
    apply: (event, hash) => cashier.applyWebhook(event, hash),
  });
  // Reconciliation with the provider: once at start (what a crash left behind), then on a schedule.
  const sync = async () => {
    await cashier.syncWithProvider().then(
      () => undefined,
      (err: unknown) => app.log.warn({ err: (err as Error).message }, 'payment reconciliation failed'),
    );
  };
  let stop: (() => void) | undefined;
  app.addHook('onReady', async () => {
    void sync();
    const interval = o.config.PAYMENT_RECONCILE_INTERVAL_MS;
    if (interval > 0) stop = (o.timers ?? realTimers).every(interval, sync);
  });
  app.addHook('onClose', async () => {
    stop?.();
    await cashier.idle();
  });
  return { ledger, cashier, wallet, provider };
}
