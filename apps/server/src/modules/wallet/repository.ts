import { and, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.ts';
import { ledgerAccounts, ledgerEntries, ledgerTransfers } from './tables.ts';

/** Creates the account unless its key exists; answers its id either way. */
export async function upsertAccount(
  q: DbOrTx,
  values: { key: string; isPlayer: boolean; playerUuid: string | null; name: string; currency: string },
): Promise<number> {
  const [created] = await q
    .insert(ledgerAccounts)
    .values(values)
    .onConflictDoNothing({ target: ledgerAccounts.key })
    .returning({ id: ledgerAccounts.id });
  if (created) return created.id;
  const [row] = await q
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.key, values.key));
  if (!row) throw new Error(`ledger account ${values.key} vanished`);
  return row.id;
}

/** What `ledger_transfer` answers (bigints come as text or bigint, depending on the driver). */
export interface TransferRow {
  o_id: string | number | bigint;
  o_replayed: boolean;
  o_from: string | number | bigint;
  o_to: string | number | bigint;
  o_amount: string | number | bigint;
  o_currency: string;
  o_kind: string;
  o_from_balance: string | number | bigint;
  o_to_balance: string | number | bigint;
  o_created_at: string | Date;
  /** With a `record` statement: whether it recorded a row. */
  o_recorded?: boolean;
}

/**
 * One transfer in one statement (the `ledger_transfer` function of migration 0002), and with
 * `record`, that data-modifying statement over its result `t` in the same statement.
 */
export async function callTransfer(
  q: DbOrTx,
  t: {
    key: string;
    kind: string;
    from: number;
    to: number;
    amount: bigint;
    currency: string;
    meta: Record<string, unknown>;
  },
  record?: SQL,
): Promise<TransferRow | undefined> {
  const call = sql`select * from ledger_transfer(${t.key}, ${t.kind}, ${t.from}, ${t.to}, ${t.amount.toString()}::bigint, ${t.currency}, ${JSON.stringify(t.meta)}::jsonb)`;
  const statement = record
    ? sql`with t as (${call}), r as (${record}) select t.*, exists (select 1 from r) as o_recorded from t`
    : call;
  const result = await q.execute(statement);
  return (result as unknown as { rows: TransferRow[] }).rows[0];
}

/** The cached balances of a player's accounts (every currency and wallet that has one). */
export function playerAccounts(q: DbOrTx, playerUuid: string) {
  return q
    .select({ currency: ledgerAccounts.currency, name: ledgerAccounts.name, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.playerUuid, playerUuid), eq(ledgerAccounts.isPlayer, true)));
}

/** An account's balance, by key; a system account's is the sum of its shards in the currency. */
export async function balanceSum(
  q: DbOrTx,
  account: { key: string } | { system: string; currency: string },
): Promise<bigint> {
  const where =
    'key' in account
      ? eq(ledgerAccounts.key, account.key)
      : and(
          eq(ledgerAccounts.isPlayer, false),
          eq(ledgerAccounts.name, account.system),
          eq(ledgerAccounts.currency, account.currency),
        );
  const [row] = await q
    .select({ balance: sql<string>`coalesce(sum(${ledgerAccounts.balance}), 0)::text` })
    .from(ledgerAccounts)
    .where(where);
  return BigInt(row?.balance ?? '0');
}

/** The sum of the transfers of `kinds` the account `key` paid ('out') or received ('in'). */
export async function transferTotal(
  q: DbOrTx,
  key: string,
  kinds: string[],
  direction: 'in' | 'out',
): Promise<bigint> {
  const side = direction === 'out' ? ledgerTransfers.fromAccount : ledgerTransfers.toAccount;
  const [row] = await q
    .select({ total: sql<string>`coalesce(sum(${ledgerTransfers.amount}), 0)::text` })
    .from(ledgerTransfers)
    .innerJoin(ledgerAccounts, eq(side, ledgerAccounts.id))
    .where(and(eq(ledgerAccounts.key, key), inArray(ledgerTransfers.kind, kinds)));
  return BigInt(row?.total ?? '0');
}

export interface PlayerEntryRow {
  transferId: number;
  at: Date;
  kind: string;
  wallet: string;
  currency: string;
  amount: bigint;
  balanceAfter: bigint;
}

/** The entries of a player's accounts, newest first, paged. */
export async function playerEntries(
  db: DbOrTx,
  playerUuid: string,
  page: number,
  size: number,
): Promise<{ rows: PlayerEntryRow[]; total: number }> {
  const where = eq(ledgerAccounts.playerUuid, playerUuid);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        transferId: ledgerTransfers.id,
        at: ledgerTransfers.createdAt,
        kind: ledgerTransfers.kind,
        wallet: ledgerAccounts.name,
        currency: ledgerAccounts.currency,
        amount: ledgerEntries.amount,
        balanceAfter: ledgerEntries.balanceAfter,
      })
      .from(ledgerEntries)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
      .innerJoin(ledgerTransfers, eq(ledgerTransfers.id, ledgerEntries.transferId))
      .where(where)
      .orderBy(desc(ledgerEntries.id))
      .limit(size)
      .offset(page * size),
    db
      .select({ n: count() })
      .from(ledgerEntries)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
      .where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The newest transfer's id: ids come from one sequence, so it counts every transfer ever made. */
export async function lastTransferId(q: DbOrTx): Promise<number> {
  const result = (await q.execute(
    sql`select coalesce(max(id), 0)::float8 as id from ledger_transfers`,
  )) as unknown as {
    rows: { id: number }[];
  };
  return Number(result.rows[0]?.id ?? 0);
}
