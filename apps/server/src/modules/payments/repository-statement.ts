import { and, eq, gte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.ts';
import { payments } from './tables.ts';

/** One month's completed deposits and withdrawals, minor units (`month`: YYYY-MM, UTC). */
export interface MonthTotals {
  month: string;
  deposits: bigint;
  withdrawals: bigint;
}

/**
 * The player's completed deposits and withdrawals in the currency since then, summed per month of
 * their creation (UTC), months with none left out. The yearly activity statement (ADR 044).
 */
export async function monthlyTotals(
  q: DbOrTx,
  playerUuid: string,
  currency: string,
  since: Date,
): Promise<MonthTotals[]> {
  const month = sql<string>`to_char(${payments.createdAt} at time zone 'UTC', 'YYYY-MM')`;
  const rows = await q
    .select({
      month,
      deposits: sql<string>`coalesce(sum(${payments.amount}) filter (where ${payments.type} = 'DEPOSIT'), 0)`,
      withdrawals: sql<string>`coalesce(sum(${payments.amount}) filter (where ${payments.type} = 'WITHDRAW'), 0)`,
    })
    .from(payments)
    .where(
      and(
        eq(payments.playerUuid, playerUuid),
        eq(payments.currency, currency),
        eq(payments.status, 'COMPLETED'),
        gte(payments.createdAt, since),
      ),
    )
    .groupBy(month);
  return rows.map((r) => ({
    month: r.month,
    deposits: BigInt(r.deposits),
    withdrawals: BigInt(r.withdrawals),
  }));
}
