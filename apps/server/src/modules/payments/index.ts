import type { FastifyInstance } from 'fastify';
import {
  HttpPaymentProvider,
  type PaymentProvider,
  registerPaymentWebhook,
} from '../../adapters/payments/index.ts';
import type { PlatformDeps } from '../../platform/module.ts';
import { onOneReplica } from '../../platform/schedule.ts';
import type { LedgerService, WalletService } from '../wallet/index.ts';
import { VelocityDepositAntiFraud } from './deposits.ts';
import type { DepositAntiFraud } from './deps.ts';
import { outboxOpen } from './repository-outbox.ts';
import { paymentsRoutes } from './routes.ts';
import { PaymentsService } from './service.ts';

export type { DepositAntiFraud } from './deps.ts';
export type { DepositCompleted, PaymentObserver } from './observers.ts';
export type { PaymentsService } from './service.ts';
/** The brand's unused vouchers, read from a database no server holds (the demo-vouchers command, the seed's tests). */
export { storedUnusedVouchers as unusedVouchers } from './vouchers.ts';

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

export interface PaymentsModuleDeps extends PlatformDeps {
  ledger: LedgerService;
  wallet: WalletService;
  provider?: PaymentProvider | undefined;
  antiFraud?: DepositAntiFraud | undefined;
  /** The reconciliation's schedule (docs/decisions/019-provider-outbox-and-reconciliation.md). */
  timers?: PaymentSyncTimers | undefined;
}

/**
 * Builds the payments service, registers the calls of 001 §7 and the provider's webhook, and runs
 * the reconciliation with the provider: once at start (what a crash left behind), then on a schedule.
 */
export function registerPayments(app: FastifyInstance, deps: PaymentsModuleDeps) {
  const { config, db, now } = deps;
  const provider =
    deps.provider ??
    new HttpPaymentProvider(deps.sandboxUrl, config.PAYMENT_WEBHOOK_SECRET, now, 5000, deps.metrics);
  const payments = new PaymentsService({
    db,
    ledger: deps.ledger,
    wallet: deps.wallet,
    provider,
    brandId: config.BRAND_ID,
    antiFraud: deps.antiFraud ?? new VelocityDepositAntiFraud({ db, now }),
    webOrigin: new URL(config.publicUrl).origin,
    now,
    log: app.log,
  });
  paymentsRoutes(app, payments, deps.wallet);
  registerPaymentWebhook(app, {
    provider,
    secret: config.PAYMENT_WEBHOOK_SECRET,
    now,
    apply: (event, hash) => payments.applyWebhook(event, hash),
  });
  // The payout outbox, read when scraped (ADR 069).
  deps.metrics.gauge(
    'payment_outbox_depth',
    'Payouts recorded and not yet taken by the provider',
    async () => (await outboxOpen(db)).depth,
  );
  deps.metrics.gauge(
    'payment_outbox_oldest_seconds',
    'Age of the oldest payout not yet taken by the provider',
    async () => (await outboxOpen(db)).oldestSeconds,
  );
  // On one replica at a time: two replicas asking the provider about the same deposit would only
  // race to apply the same answer (platform/schedule.ts). Within this process a turn due while one
  // runs joins it, rather than being skipped by this process's own lock.
  let inFlight: Promise<void> | null = null;
  const sync = () => {
    inFlight ??= onOneReplica(db, deps.dbKind, 'payments.sync', () => payments.syncWithProvider())
      .then(
        () => undefined,
        (err: unknown) => app.log.warn({ err: (err as Error).message }, 'payment reconciliation failed'),
      )
      .finally(() => {
        inFlight = null;
      });
    return inFlight;
  };
  let stop: (() => void) | undefined;
  app.addHook('onReady', async () => {
    // Every brand's payments, from the default brand's instance only (ADR 062).
    if (!deps.primary) return;
    void sync();
    const interval = config.PAYMENT_RECONCILE_INTERVAL_MS;
    if (interval > 0) stop = (deps.timers ?? realTimers).every(interval, sync);
  });
  app.addHook('onClose', async () => {
    stop?.();
    await inFlight;
    await payments.idle();
  });
  return { payments, provider };
}
