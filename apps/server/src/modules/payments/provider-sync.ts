import {
  type ProviderPaymentStatus,
  type WebhookEvent,
  webhookPayloadHash,
} from '../../adapters/payments/index.ts';
import type { PaymentsDeps } from './deps.ts';
import { resumeOutbox, settleWithdrawal } from './payouts.ts';
import * as repo from './repository.ts';
import type { PaymentRow } from './tables.ts';
import { applyWebhook } from './webhooks.ts';

/**
 * Reconciliation with the payment provider (docs/decisions/019-provider-outbox-and-reconciliation.md),
 * at start and every PAYMENT_RECONCILE_INTERVAL_MS: first the payout outbox is completed (what a crash
 * left unsent is sent), then the provider is asked for the status of each open payment, and each
 * result it reports is applied through the webhook's own path, so it counts once whether the webhook
 * or this got there first.
 */

/** A payment younger than this may still have its own request or webhook under way: left alone. */
export const SYNC_GRACE_MS = 60_000;
/** Deposits older than this that never got paid are abandoned, not asked about again and again. */
export const DEPOSIT_LOOKBACK_MS = 7 * 24 * 60 * 60 * 1000;
const BATCH = 500;

function eventFor(payment: PaymentRow, status: ProviderPaymentStatus): WebhookEvent['type'] | undefined {
  const wanted = payment.type === 'DEPOSIT' ? 'deposit' : 'payout';
  if (status.kind !== wanted) return undefined;
  if (status.state === 'COMPLETED') return `${wanted}.completed`;
  if (status.state === 'DECLINED') return `${wanted}.declined`;
  if (status.state === 'PENDING' && payment.status === 'CREATED') return 'deposit.pending';
  return undefined;
}

async function openPayments(d: PaymentsDeps): Promise<PaymentRow[]> {
  const now = d.now();
  const before = new Date(now - SYNC_GRACE_MS);
  const provider = d.provider.id;
  const [deposits, withdrawals] = await Promise.all([
    repo.openDeposits(d.db, provider, new Date(now - DEPOSIT_LOOKBACK_MS), before, BATCH),
    repo.openWithdrawals(d.db, provider, before, BATCH),
  ]);
  return [...deposits, ...withdrawals];
}

/** Asks about one open payment and applies what the provider reports; 'applied' when it changed. */
async function reconcileOne(d: PaymentsDeps, payment: PaymentRow): Promise<'applied' | 'unchanged'> {
  const status = await d.provider.paymentStatus(payment.id);
  if (!status) return 'unchanged';
  if (payment.type === 'WITHDRAW' && status.kind === 'payout' && status.state === 'CANCELLED') {
    // Cancelled at the provider (a cancel whose answer was lost): the money goes back, once.
    return (await settleWithdrawal(d, payment.id, 'REJECTED,CANCELLED')) ? 'applied' : 'unchanged';
  }
  const type = eventFor(payment, status);
  if (!type) return 'unchanged';
  const event: WebhookEvent = {
    id: `reconcile_${payment.id}`,
    type,
    paymentId: payment.id,
    providerTransactionId: status.providerTransactionId,
    amount: status.amount,
    currency: status.currency,
    occurredAt: new Date(d.now()).toISOString(),
  };
  const result = await applyWebhook(d, event, webhookPayloadHash(event));
  return result.replayed ? 'unchanged' : 'applied';
}

/** One pass: the outbox, then every open payment. A failure of one payment does not stop the rest. */
export async function syncOnce(d: PaymentsDeps): Promise<{ asked: number; applied: number }> {
  await resumeOutbox(d, SYNC_GRACE_MS).catch((err: unknown) => {
    d.log?.warn({ err: (err as Error).message }, 'payout outbox could not be completed');
  });
  let asked = 0;
  let applied = 0;
  for (const payment of await openPayments(d)) {
    asked += 1;
    try {
      if ((await reconcileOne(d, payment)) === 'applied') applied += 1;
    } catch (err) {
      d.log?.warn({ paymentId: payment.id, err: (err as Error).message }, 'payment reconciliation failed');
    }
  }
  if (applied > 0) d.log?.info({ asked, applied }, 'payments reconciled with the provider');
  return { asked, applied };
}
