import {
  and,
  asc,
  count,
  countDistinct,
  desc,
  eq,
  gte,
  inArray,
  isNull,
  lt,
  notInArray,
  sql,
} from 'drizzle-orm';
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

/**
 * How many deposits of the player are completed, of those created at or after `since` when given
 * (inside a deposit's transaction: with it). The first deposit, the CRM segment (ADR 029) and the
 * campaigns' first-deposit trigger all count here.
 */
export async function completedDeposits(q: DbOrTx, playerUuid: string, since?: Date): Promise<number> {
  const [row] = await q
    .select({ n: count() })
    .from(payments)
    .where(
      and(
        eq(payments.playerUuid, playerUuid),
        eq(payments.type, 'DEPOSIT'),
        eq(payments.status, 'COMPLETED'),
        since ? gte(payments.createdAt, since) : undefined,
      ),
    );
  return row?.n ?? 0;
}

/** How many of `players` completed a deposit made before `before` (the analytics funnel). */
export async function playersWithCompletedDeposit(
  q: DbOrTx,
  players: readonly string[],
  before: Date,
): Promise<number> {
  let total = 0;
  // In slices, so a month of registrations never passes PostgreSQL's limit of parameters.
  for (let i = 0; i < players.length; i += 5000) {
    const [row] = await q
      .select({ n: countDistinct(payments.playerUuid) })
      .from(payments)
      .where(
        and(
          inArray(payments.playerUuid, players.slice(i, i + 5000)),
          eq(payments.type, 'DEPOSIT'),
          eq(payments.status, 'COMPLETED'),
          lt(payments.createdAt, before),
        ),
      );
    total += row?.n ?? 0;
  }
  return total;
}

/**
 * The player's deposits started since then that count against a deposit limit: every one not
 * declined, rejected or cancelled (one waiting at the cashier counts: it may still be paid).
 */
export function limitedDepositsSince(q: DbOrTx, playerUuid: string, currency: string, since: Date) {
  return q
    .select({ amount: payments.amount, createdAt: payments.createdAt })
    .from(payments)
    .where(
      and(
        eq(payments.playerUuid, playerUuid),
        eq(payments.type, 'DEPOSIT'),
        eq(payments.currency, currency),
        notInArray(payments.status, ['DECLINED', 'REJECTED', 'CANCELLED']),
        gte(payments.createdAt, since),
      ),
    );
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

/** The brand's vouchers nobody has redeemed yet, by currency then amount, optionally of one currency. */
export async function unusedVouchers(
  q: DbOrTx,
  brandId: string,
  currency?: string,
): Promise<{ code: string; currency: string; amount: bigint }[]> {
  return q
    .select({ code: vouchers.code, currency: vouchers.currency, amount: vouchers.amount })
    .from(vouchers)
    .where(
      and(
        eq(vouchers.brandId, brandId),
        isNull(vouchers.redeemedAt),
        currency ? eq(vouchers.currency, currency) : undefined,
      ),
    )
    .orderBy(asc(vouchers.currency), asc(vouchers.amount), asc(vouchers.code));
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

// ── one payment operation of a player at a time ──────────────────────────────────────
/** Holds the transaction-scoped lock named `key` (e.g. `withdraw:{player}`) until the transaction ends. */
export async function lockFor(tx: DbOrTx, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
}

// ── open payments (reconciliation) ───────────────────────────────────────────────────
/** Deposits of the provider not finished, created in [since, before). */
export function openDeposits(q: DbOrTx, provider: string, since: Date, before: Date, limit: number) {
  return q
    .select()
    .from(payments)
    .where(
      and(
        inArray(payments.status, ['CREATED', 'PENDING']),
        eq(payments.type, 'DEPOSIT'),
        eq(payments.aggregatorId, provider),
        gte(payments.createdAt, since),
        lt(payments.createdAt, before),
      ),
    )
    .limit(limit);
}

/** Withdrawals of the provider still pending, created before `before`. */
export function openWithdrawals(q: DbOrTx, provider: string, before: Date, limit: number) {
  return q
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.status, 'PENDING'),
        eq(payments.type, 'WITHDRAW'),
        eq(payments.aggregatorId, provider),
        lt(payments.createdAt, before),
      ),
    )
    .limit(limit);
}

// The idempotency keys and the payout outbox live beside (one repository for the module's callers).
export * from './repository-outbox.ts';
