import { and, count, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.ts';
import {
  type BankAccountRow,
  bankAccounts,
  type PaymentRow,
  payments,
  paymentWebhookEvents,
  type VoucherRow,
  vouchers,
} from './tables.ts';

// ── payments ─────────────────────────────────────────────────────────────────────────
export async function insertPayment(q: DbOrTx, row: typeof payments.$inferInsert): Promise<PaymentRow> {
  const [created] = await q.insert(payments).values(row).returning();
  if (!created) throw new Error('insert payments returned nothing');
  return created;
}

export async function findPayment(q: DbOrTx, id: string): Promise<PaymentRow | undefined> {
  const [row] = await q.select().from(payments).where(eq(payments.id, id));
  return row;
}

/** Moves a payment from one of `from` to `to`; undefined when it was not in one of them (someone else won). */
export async function transitionPayment(
  q: DbOrTx,
  id: string,
  from: string[],
  to: string,
  now: Date,
  providerTransactionId?: string,
): Promise<PaymentRow | undefined> {
  const [row] = await q
    .update(payments)
    .set({ status: to, updatedAt: now, ...(providerTransactionId && { providerTransactionId }) })
    .where(and(eq(payments.id, id), inArray(payments.status, from)))
    .returning();
  return row;
}

export async function hasCompletedDeposit(q: DbOrTx, playerUuid: string): Promise<boolean> {
  const [row] = await q
    .select({ n: count() })
    .from(payments)
    .where(
      and(
        eq(payments.playerUuid, playerUuid),
        eq(payments.type, 'DEPOSIT'),
        eq(payments.status, 'COMPLETED'),
      ),
    );
  return (row?.n ?? 0) > 0;
}

export async function openDepositsSince(q: DbOrTx, playerUuid: string, since: Date): Promise<number> {
  const [row] = await q
    .select({ n: count() })
    .from(payments)
    .where(
      and(
        eq(payments.playerUuid, playerUuid),
        eq(payments.type, 'DEPOSIT'),
        inArray(payments.status, ['CREATED', 'PENDING']),
        gte(payments.createdAt, since),
      ),
    );
  return row?.n ?? 0;
}

/** Withdrawn or on the way (pending and completed withdrawals), minor units. */
export async function withdrawalsTotal(q: DbOrTx, playerUuid: string, currency: string): Promise<bigint> {
  const [row] = await q
    .select({ total: sql<string>`coalesce(sum(${payments.amount}), 0)::text` })
    .from(payments)
    .where(
      and(
        eq(payments.playerUuid, playerUuid),
        eq(payments.type, 'WITHDRAW'),
        eq(payments.currency, currency),
        sql`split_part(${payments.status}, ',', 1) in ('PENDING', 'SUBMITTED', 'VERIFIED', 'COMPLETED')`,
      ),
    );
  return BigInt(row?.total ?? '0');
}

export interface HistoryFilter {
  type?: 'DEPOSIT' | 'WITHDRAW' | undefined;
  statuses?: string[] | undefined;
  from?: Date | undefined;
  /** Exclusive. */
  until?: Date | undefined;
}

export async function paymentPage(
  db: DbOrTx,
  playerUuid: string,
  f: HistoryFilter,
  page: number,
  size: number,
) {
  const where = and(
    eq(payments.playerUuid, playerUuid),
    f.type ? eq(payments.type, f.type) : undefined,
    f.statuses?.length ? inArray(sql`split_part(${payments.status}, ',', 1)`, f.statuses) : undefined,
    f.from ? gte(payments.createdAt, f.from) : undefined,
    f.until ? lt(payments.createdAt, f.until) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(payments)
      .where(where)
      .orderBy(desc(payments.createdAt), desc(payments.id))
      .limit(size)
      .offset(page * size),
    db.select({ n: count() }).from(payments).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

// ── webhook events ───────────────────────────────────────────────────────────────────
/** Records an event; false when the same provider transaction id and type was recorded before. */
export async function recordWebhookEvent(
  q: DbOrTx,
  row: typeof paymentWebhookEvents.$inferInsert,
): Promise<boolean> {
  const inserted = await q
    .insert(paymentWebhookEvents)
    .values(row)
    .onConflictDoNothing()
    .returning({ type: paymentWebhookEvents.type });
  return inserted.length > 0;
}

export async function findWebhookEvent(
  q: DbOrTx,
  provider: string,
  providerTransactionId: string,
  type: string,
) {
  const [row] = await q
    .select()
    .from(paymentWebhookEvents)
    .where(
      and(
        eq(paymentWebhookEvents.provider, provider),
        eq(paymentWebhookEvents.providerTransactionId, providerTransactionId),
        eq(paymentWebhookEvents.type, type),
      ),
    );
  return row;
}

// ── vouchers ─────────────────────────────────────────────────────────────────────────
export async function findVoucher(q: DbOrTx, code: string, brandId: string): Promise<VoucherRow | undefined> {
  const [row] = await q
    .select()
    .from(vouchers)
    .where(and(eq(vouchers.code, code), eq(vouchers.brandId, brandId)));
  return row;
}

/** Marks the voucher used by the player; undefined when it was used already (the race is lost). */
export async function claimVoucher(
  q: DbOrTx,
  code: string,
  playerUuid: string,
  paymentId: string,
  now: Date,
): Promise<VoucherRow | undefined> {
  const [row] = await q
    .update(vouchers)
    .set({ redeemedBy: playerUuid, redeemedAt: now, paymentId })
    .where(and(eq(vouchers.code, code), sql`${vouchers.redeemedAt} is null`))
    .returning();
  return row;
}

// ── bank account ─────────────────────────────────────────────────────────────────────
export async function findBankAccount(q: DbOrTx, playerUuid: string): Promise<BankAccountRow | undefined> {
  const [row] = await q.select().from(bankAccounts).where(eq(bankAccounts.playerUuid, playerUuid));
  return row;
}

export async function insertBankAccount(
  q: DbOrTx,
  row: typeof bankAccounts.$inferInsert,
): Promise<BankAccountRow | undefined> {
  const [created] = await q.insert(bankAccounts).values(row).onConflictDoNothing().returning();
  return created;
}

export async function updateBankAccount(
  q: DbOrTx,
  playerUuid: string,
  set: Pick<BankAccountRow, 'bankName' | 'accountHolderName' | 'accountNumber' | 'status' | 'updatedAt'>,
): Promise<BankAccountRow | undefined> {
  const [row] = await q
    .update(bankAccounts)
    .set(set)
    .where(eq(bankAccounts.playerUuid, playerUuid))
    .returning();
  return row;
}
