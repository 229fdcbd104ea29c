import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.ts';
import {
  type PaymentIdempotencyKeyRow,
  type PaymentOutboxRow,
  paymentIdempotencyKeys,
  paymentOutbox,
  payments,
} from './tables.ts';

/** The payments repository's idempotency keys and payout outbox (docs/decisions/019-provider-outbox-and-reconciliation.md). */
// ── idempotency keys ─────────────────────────────────────────────────────────────────
export async function findIdempotencyKey(
  q: DbOrTx,
  playerUuid: string,
  key: string,
): Promise<PaymentIdempotencyKeyRow | undefined> {
  const [row] = await q
    .select()
    .from(paymentIdempotencyKeys)
    .where(and(eq(paymentIdempotencyKeys.playerUuid, playerUuid), eq(paymentIdempotencyKeys.key, key)));
  return row;
}

export async function insertIdempotencyKey(
  q: DbOrTx,
  row: typeof paymentIdempotencyKeys.$inferInsert,
): Promise<void> {
  await q.insert(paymentIdempotencyKeys).values(row);
}

export async function storeIdempotencyAnswer(
  q: DbOrTx,
  playerUuid: string,
  key: string,
  status: number,
  body: unknown,
): Promise<void> {
  await q
    .update(paymentIdempotencyKeys)
    .set({ responseStatus: status, response: body })
    .where(and(eq(paymentIdempotencyKeys.playerUuid, playerUuid), eq(paymentIdempotencyKeys.key, key)));
}

// ── payout outbox ────────────────────────────────────────────────────────────────────
export async function insertOutboxRecord(q: DbOrTx, row: typeof paymentOutbox.$inferInsert): Promise<void> {
  await q.insert(paymentOutbox).values(row);
}

/** Marks the record released when it is in one of `from`; true when this call did. */
export async function releaseOutboxRecord(
  q: DbOrTx,
  paymentId: string,
  from: PaymentOutboxRow['state'][],
  now: Date,
): Promise<boolean> {
  const rows = await q
    .update(paymentOutbox)
    .set({ state: 'released', updatedAt: now })
    .where(and(eq(paymentOutbox.paymentId, paymentId), inArray(paymentOutbox.state, from)))
    .returning({ paymentId: paymentOutbox.paymentId });
  return rows.length > 0;
}

/** Claims a pending or sending record for sending (one more attempt); undefined when it is not to be sent. */
export async function claimOutboxRecord(
  q: DbOrTx,
  paymentId: string,
  now: Date,
): Promise<PaymentOutboxRow | undefined> {
  const [claimed] = await q
    .update(paymentOutbox)
    .set({ state: 'sending', updatedAt: now, attempts: sql`${paymentOutbox.attempts} + 1` })
    .where(and(eq(paymentOutbox.paymentId, paymentId), inArray(paymentOutbox.state, ['pending', 'sending'])))
    .returning();
  return claimed;
}

/** The provider took the payout: its transaction id on the payment (once), the record sent. */
export async function markPayoutSent(
  q: DbOrTx,
  paymentId: string,
  providerTransactionId: string,
  now: Date,
): Promise<void> {
  await q
    .update(payments)
    .set({ providerTransactionId })
    .where(and(eq(payments.id, paymentId), isNull(payments.providerTransactionId)));
  await q
    .update(paymentOutbox)
    .set({ state: 'sent', updatedAt: now })
    .where(and(eq(paymentOutbox.paymentId, paymentId), eq(paymentOutbox.state, 'sending')));
}

/** Records pending or sending, not touched since `before`. */
export function unsentOutboxRecords(q: DbOrTx, before: Date, limit: number): Promise<PaymentOutboxRow[]> {
  return q
    .select()
    .from(paymentOutbox)
    .where(and(inArray(paymentOutbox.state, ['pending', 'sending']), lt(paymentOutbox.updatedAt, before)))
    .limit(limit);
}

/** The payout outbox's open rows (pending or sending): how many and the oldest's age in seconds. */
export async function outboxOpen(q: DbOrTx): Promise<{ depth: number; oldestSeconds: number }> {
  const result = (await q.execute(
    sql`select count(*)::int as depth, coalesce(extract(epoch from now() - min(created_at)), 0)::float8 as oldest
        from payment_outbox where state in ('pending', 'sending')`,
  )) as unknown as { rows: { depth: number; oldest: number }[] };
  const row = result.rows[0];
  return { depth: Number(row?.depth ?? 0), oldestSeconds: Math.max(0, Number(row?.oldest ?? 0)) };
}
