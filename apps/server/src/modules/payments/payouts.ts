import type { PayoutRequest } from '../../adapters/payments/index.ts';
import type { DbOrTx } from '../../platform/db.ts';
import type { PaymentsDeps } from './deps.ts';
import * as repo from './repository.ts';
import type { PaymentRow } from './tables.ts';

/**
 * Payouts through the outbox (docs/decisions/019-provider-outbox-and-reconciliation.md): the request
 * is recorded with the hold, claimed (`sending`) before it goes out, and marked `sent` when the
 * provider took it. Whatever a crash leaves `pending` or `sending` is sent again by the worker
 * (`resumeOutbox`); the provider takes a payment id once, so a repeat never pays twice.
 */

/** Final state of a pending withdrawal, with its money movement, in one transaction. */
export async function settleWithdrawal(
  d: PaymentsDeps,
  paymentId: string,
  outcome: 'COMPLETED' | 'DECLINED' | 'REJECTED,CANCELLED',
  tx?: DbOrTx,
  providerTransactionId?: string,
  /** The statuses it may leave: a pending one, or one waiting for approval (review.ts). */
  from: readonly string[] = ['PENDING'],
): Promise<PaymentRow | undefined> {
  const run = async (t: DbOrTx) => {
    const row = await repo.transitionPayment(
      t,
      paymentId,
      [...from],
      outcome,
      new Date(d.now()),
      providerTransactionId,
    );
    if (!row) return undefined;
    // Never to be sent now (a no-op once it was sent).
    await repo.releaseOutboxRecord(t, paymentId, ['pending', 'sending'], new Date(d.now()));
    const amount = BigInt(row.amount);
    if (outcome === 'COMPLETED') {
      await d.ledger.transfer(
        {
          key: `withdrawal:${paymentId}:paid`,
          from: { system: 'withdrawals-held' },
          to: { system: 'payments-clearing' },
          amount,
          currency: row.currency,
          kind: 'withdrawal.paid',
          // Neither side is the player's wallet: the meta names whose money it was (a brand's reports).
          meta: { paymentId, playerUuid: row.playerUuid },
          shardKey: row.playerUuid,
        },
        t,
      );
    } else {
      await d.ledger.transfer(
        {
          key: `withdrawal:${paymentId}:released`,
          from: { system: 'withdrawals-held' },
          to: { player: row.playerUuid, wallet: 'real' },
          amount,
          currency: row.currency,
          kind: 'withdrawal.released',
          meta: { paymentId, outcome },
        },
        t,
      );
    }
    return row;
  };
  return tx ? run(tx) : d.ledger.transaction(run);
}

/** Records the payout request in the hold's transaction, before anything is sent. */
export async function recordPayout(q: DbOrTx, payout: PayoutRequest, now: Date) {
  await repo.insertOutboxRecord(q, {
    paymentId: payout.paymentId,
    kind: 'payout',
    request: { ...payout },
    state: 'pending',
    createdAt: now,
    updatedAt: now,
  });
}

/**
 * Sends the recorded payout: 'sent' when the provider took it, 'unavailable' when it did not answer
 * (it may or may not have it), 'skipped' when it is not to be sent (released, or sent already).
 */
export async function sendPayout(
  d: PaymentsDeps,
  paymentId: string,
): Promise<'sent' | 'unavailable' | 'skipped'> {
  const now = new Date(d.now());
  const claimed = await repo.claimOutboxRecord(d.db, paymentId, now);
  if (!claimed) return 'skipped';
  let providerTransactionId: string;
  try {
    ({ providerTransactionId } = await d.provider.requestPayout(claimed.request as unknown as PayoutRequest));
  } catch (err) {
    d.log?.warn({ paymentId, err: (err as Error).message }, 'payout request failed');
    return 'unavailable';
  }
  await d.ledger.transaction((tx) =>
    repo.markPayoutSent(tx, paymentId, providerTransactionId, new Date(d.now())),
  );
  return 'sent';
}

/**
 * Releases a payout that was never sent (still `pending`) and gives the money back, in one
 * transaction; undefined when it was claimed for sending first (then the provider must cancel it).
 */
export async function releaseUnsent(
  d: PaymentsDeps,
  paymentId: string,
  outcome: 'DECLINED' | 'REJECTED,CANCELLED',
): Promise<PaymentRow | undefined> {
  return d.ledger.transaction(async (tx) => {
    if (!(await repo.releaseOutboxRecord(tx, paymentId, ['pending'], new Date(d.now())))) return undefined;
    return settleWithdrawal(d, paymentId, outcome, tx);
  });
}

/** Outbox records a crash (or a dead request) left unsent for longer than `graceMs`. */
export async function unsentPayouts(d: PaymentsDeps, graceMs: number) {
  return repo.unsentOutboxRecords(d.db, new Date(d.now() - graceMs), 500);
}

/** Completes what the outbox holds: sends each payout whose withdrawal is still pending, once. */
export async function resumeOutbox(d: PaymentsDeps, graceMs: number): Promise<void> {
  for (const record of await unsentPayouts(d, graceMs)) {
    const payment = await repo.findPayment(d.db, record.paymentId);
    if (payment?.status !== 'PENDING') {
      // Settled without being sent (cancelled or declined): close the record.
      await repo.releaseOutboxRecord(
        d.db,
        record.paymentId,
        ['pending', 'sending', 'sent', 'released'],
        new Date(d.now()),
      );
      continue;
    }
    const sent = await sendPayout(d, record.paymentId);
    if (sent !== 'sent') continue;
    // A cancel may have settled it while it was on the way: then the provider must stop it too.
    const after = await repo.findPayment(d.db, record.paymentId);
    if (after && after.status !== 'PENDING' && after.status !== 'COMPLETED') {
      await d.provider.cancelPayout(record.paymentId).catch(() => undefined);
    }
  }
}
