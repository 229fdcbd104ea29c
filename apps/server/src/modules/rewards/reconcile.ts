import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';

/**
 * The rewards' money invariants (docs/decisions/024-rewards.md), beside the ledger's own:
 * - a reward that is pending or ended holds no bonus money;
 * - a reward's bonus money came in once, as granted, exactly when it was claimed with an amount (a
 *   reward cancelled or expired while pending was never funded);
 * - a completed reward's conversion moved exactly what it says, once.
 * Each row is one offending reward (at most 100).
 */
export interface RewardMismatch {
  reward: string;
  status: string;
  problem: string;
}

export async function reconcileRewards(db: Db): Promise<RewardMismatch[]> {
  const result = (await db.execute(sql`
    with r as (
      select r.id, r.status, r.granted_minor, r.converted_minor, r.activated_at,
             coalesce((select a.balance from ledger_accounts a
                       where a.key = 'p:' || r.player_uuid || ':' || r.currency || ':bonus:' || r.id), 0) as balance,
             (select coalesce(sum(t.amount), 0) from ledger_transfers t where t.key = 'reward:' || r.id || ':grant') as grant_moved,
             (select count(*) from ledger_transfers t where t.key = 'reward:' || r.id || ':grant') as grants,
             (select coalesce(sum(t.amount), 0) from ledger_transfers t where t.key = 'reward:' || r.id || ':convert') as converted
      from player_rewards r
    )
    select id::text as reward, status, case
        when status <> 'ACTIVE' and balance <> 0 then 'holds bonus money while ' || lower(status)
        when activated_at is null and grants <> 0 then 'funded before it was claimed'
        when activated_at is not null and granted_minor > 0 and grant_moved <> granted_minor then 'not funded once as granted'
        when status = 'COMPLETED' and converted <> coalesce(converted_minor, 0) then 'conversion does not match'
      end as problem
    from r
    where (status <> 'ACTIVE' and balance <> 0)
       or (activated_at is null and grants <> 0)
       or (activated_at is not null and granted_minor > 0 and grant_moved <> granted_minor)
       or (status = 'COMPLETED' and converted <> coalesce(converted_minor, 0))
    limit 100`)) as unknown as { rows: RewardMismatch[] };
  return result.rows;
}
