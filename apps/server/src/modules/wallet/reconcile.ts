import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.ts';

/**
 * The ledger's invariants (GUIDE §4), checked against the database as it is:
 * - every account's cached balance equals the sum of its entries;
 * - every transfer has exactly two entries, −amount on its `from` account and +amount on its `to`;
 * - no player account is negative;
 * - every idempotency key was applied once;
 * - every payment that settled moved money exactly as its status says.
 * Each list holds the offending rows (at most 100 of each).
 */
export interface ReconcileReport {
  ok: boolean;
  accounts: number;
  transfers: number;
  entries: number;
  balanceMismatches: { account: string; cached: string; entries: string }[];
  unbalancedTransfers: { transfer: string; key: string }[];
  negativePlayerAccounts: { account: string; balance: string }[];
  duplicateKeys: { key: string; count: number }[];
  paymentMismatches: { payment: string; status: string; problem: string }[];
}

type Rows<T> = T[];
async function rows<T>(db: DbOrTx, query: ReturnType<typeof sql>): Promise<Rows<T>> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export async function reconcileLedger(db: DbOrTx): Promise<ReconcileReport> {
  const [counts] = await rows<{ accounts: string; transfers: string; entries: string }>(
    db,
    sql`select (select count(*) from ledger_accounts)::text as accounts,
               (select count(*) from ledger_transfers)::text as transfers,
               (select count(*) from ledger_entries)::text as entries`,
  );
  const balanceMismatches = await rows<{ account: string; cached: string; entries: string }>(
    db,
    sql`select a.key as account, a.balance::text as cached, coalesce(sum(e.amount), 0)::text as entries
        from ledger_accounts a left join ledger_entries e on e.account_id = a.id
        group by a.id having a.balance <> coalesce(sum(e.amount), 0) limit 100`,
  );
  const unbalancedTransfers = await rows<{ transfer: string; key: string }>(
    db,
    sql`select t.id::text as transfer, t.key from ledger_transfers t
        where (select count(*) from ledger_entries e where e.transfer_id = t.id) <> 2
           or not exists (select 1 from ledger_entries e where e.transfer_id = t.id
                          and e.account_id = t.from_account and e.amount = -t.amount)
           or not exists (select 1 from ledger_entries e where e.transfer_id = t.id
                          and e.account_id = t.to_account and e.amount = t.amount)
        limit 100`,
  );
  const negativePlayerAccounts = await rows<{ account: string; balance: string }>(
    db,
    sql`select key as account, balance::text as balance from ledger_accounts
        where is_player and balance < 0 limit 100`,
  );
  const duplicateKeys = await rows<{ key: string; count: number }>(
    db,
    sql`select key, count(*)::int as count from ledger_transfers group by key having count(*) > 1 limit 100`,
  );
  // Payments: a completed deposit moved its amount once; a withdrawal holds once, and when it is
  // final it has been paid out (COMPLETED) or released (DECLINED, cancelled), never both.
  const paymentMismatches = await rows<{ payment: string; status: string; problem: string }>(
    db,
    sql`with p as (
          select p.id, p.type, p.status, p.amount, p.method,
            (select count(*) from ledger_transfers t where t.key = 'deposit:' || p.id) as deposits,
            (select count(*) from ledger_transfers t where t.kind = 'voucher' and t.meta->>'paymentId' = p.id::text) as vouchers,
            (select count(*) from ledger_transfers t where t.key = 'withdrawal:' || p.id || ':hold') as holds,
            (select count(*) from ledger_transfers t where t.key = 'withdrawal:' || p.id || ':paid') as paid,
            (select count(*) from ledger_transfers t where t.key = 'withdrawal:' || p.id || ':released') as released
          from payments p)
        select id::text as payment, status,
          case
            when type = 'DEPOSIT' and split_part(status, ',', 1) = 'COMPLETED' and deposits + vouchers <> 1 then 'completed deposit not credited once'
            when type = 'DEPOSIT' and split_part(status, ',', 1) <> 'COMPLETED' and deposits + vouchers <> 0 then 'unfinished deposit credited'
            when type = 'WITHDRAW' and holds <> 1 then 'withdrawal not held once'
            when type = 'WITHDRAW' and split_part(status, ',', 1) = 'COMPLETED' and (paid <> 1 or released <> 0) then 'completed withdrawal not paid once'
            when type = 'WITHDRAW' and split_part(status, ',', 1) in ('DECLINED', 'REJECTED') and (released <> 1 or paid <> 0) then 'declined withdrawal not released once'
            when type = 'WITHDRAW' and split_part(status, ',', 1) = 'PENDING' and (paid + released) <> 0 then 'pending withdrawal settled'
          end as problem
        from p
        where (type = 'DEPOSIT' and split_part(status, ',', 1) = 'COMPLETED' and deposits + vouchers <> 1)
           or (type = 'DEPOSIT' and split_part(status, ',', 1) <> 'COMPLETED' and deposits + vouchers <> 0)
           or (type = 'WITHDRAW' and holds <> 1)
           or (type = 'WITHDRAW' and split_part(status, ',', 1) = 'COMPLETED' and (paid <> 1 or released <> 0))
           or (type = 'WITHDRAW' and split_part(status, ',', 1) in ('DECLINED', 'REJECTED') and (released <> 1 or paid <> 0))
           or (type = 'WITHDRAW' and split_part(status, ',', 1) = 'PENDING' and (paid + released) <> 0)
        limit 100`,
  );
  return {
    ok:
      balanceMismatches.length === 0 &&
      unbalancedTransfers.length === 0 &&
      negativePlayerAccounts.length === 0 &&
      duplicateKeys.length === 0 &&
      paymentMismatches.length === 0,
    accounts: Number(counts?.accounts ?? 0),
    transfers: Number(counts?.transfers ?? 0),
    entries: Number(counts?.entries ?? 0),
    balanceMismatches,
    unbalancedTransfers,
    negativePlayerAccounts,
    duplicateKeys,
    paymentMismatches,
  };
}
