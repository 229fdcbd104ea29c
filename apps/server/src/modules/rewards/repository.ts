import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.ts';
import {
  type PlayerRewardRow,
  type PromoCodeRow,
  playerRewards,
  promoCodes,
  promoRedemptions,
  type RewardTemplateRow,
  rewardTemplates,
  roundBonusStakes,
} from './tables.ts';

/** The rewards' queries; each takes the database or the caller's transaction. */

// ── Templates ─────────────────────────────────────────────────────────────────────────
export async function insertTemplate(db: DbOrTx, row: RewardTemplateRow): Promise<void> {
  await db.insert(rewardTemplates).values(row);
}

export async function updateTemplate(db: DbOrTx, row: RewardTemplateRow): Promise<boolean> {
  const { uuid, createdAt: _created, ...rest } = row;
  const done = await db
    .update(rewardTemplates)
    .set(rest)
    .where(eq(rewardTemplates.uuid, uuid))
    .returning({ uuid: rewardTemplates.uuid });
  return done.length > 0;
}

export async function findTemplate(db: DbOrTx, uuid: string): Promise<RewardTemplateRow | undefined> {
  const [row] = await db.select().from(rewardTemplates).where(eq(rewardTemplates.uuid, uuid));
  return row;
}

export function listTemplates(db: DbOrTx): Promise<RewardTemplateRow[]> {
  return db.select().from(rewardTemplates).orderBy(desc(rewardTemplates.createdAt));
}

export function templatesByIds(db: DbOrTx, ids: string[]): Promise<RewardTemplateRow[]> {
  return db.select().from(rewardTemplates).where(inArray(rewardTemplates.uuid, ids));
}

// ── Rewards ───────────────────────────────────────────────────────────────────────────
/** Inserts a reward; answers the row already granted under the same key instead, if any. */
export async function insertReward(
  db: DbOrTx,
  row: typeof playerRewards.$inferInsert,
): Promise<PlayerRewardRow> {
  const [inserted] = await db.insert(playerRewards).values(row).onConflictDoNothing().returning();
  if (inserted) return inserted;
  const [existing] = await db
    .select()
    .from(playerRewards)
    .where(eq(playerRewards.grantKey, row.grantKey ?? ''));
  if (!existing) throw new Error('reward insert conflicted without a grant key');
  return existing;
}

export async function findReward(db: DbOrTx, id: string): Promise<PlayerRewardRow | undefined> {
  const [row] = await db.select().from(playerRewards).where(eq(playerRewards.id, id));
  return row;
}

export function playerRewardRows(
  db: DbOrTx,
  playerUuid: string,
  statuses: readonly string[] | null,
  limit: number,
): Promise<PlayerRewardRow[]> {
  const where = statuses
    ? and(eq(playerRewards.playerUuid, playerUuid), inArray(playerRewards.status, [...statuses]))
    : eq(playerRewards.playerUuid, playerUuid);
  return db.select().from(playerRewards).where(where).orderBy(desc(playerRewards.grantedAt)).limit(limit);
}

/**
 * Moves a reward from one of `from` to `to`, with the extra columns; answers the row after, or
 * undefined when it was not in one of `from` (another call moved it first). This conditional
 * update is what makes each step happen once.
 */
export async function moveReward(
  db: DbOrTx,
  id: string,
  from: readonly string[],
  to: string,
  set: Partial<typeof playerRewards.$inferInsert> = {},
): Promise<PlayerRewardRow | undefined> {
  const [row] = await db
    .update(playerRewards)
    .set({ ...set, status: to })
    .where(and(eq(playerRewards.id, id), inArray(playerRewards.status, [...from])))
    .returning();
  return row;
}

/**
 * A pending reward's expiry once claimed: the first claim's, kept by every later one (a claim that
 * failed at the studio and is tried again, or one racing it); undefined when it is not pending.
 */
export async function fixClaimExpiry(db: DbOrTx, id: string, candidate: Date): Promise<Date | undefined> {
  const [row] = await db
    .update(playerRewards)
    .set({ expiresAt: sql`coalesce(${playerRewards.expiresAt}, ${candidate})` })
    .where(and(eq(playerRewards.id, id), eq(playerRewards.status, 'PENDING')))
    .returning({ expiresAt: playerRewards.expiresAt });
  return row?.expiresAt ?? undefined;
}

/** Whether the player has an active reward (its wallet may be empty while its money is at stake). */
export async function hasActiveReward(db: DbOrTx, playerUuid: string): Promise<boolean> {
  const [row] = await db
    .select({ id: playerRewards.id })
    .from(playerRewards)
    .where(and(eq(playerRewards.playerUuid, playerUuid), eq(playerRewards.status, 'ACTIVE')))
    .limit(1);
  return Boolean(row);
}

/** Rewards past their date: pending ones not claimed in time, active ones not wagered in time. */
export function dueRewards(db: DbOrTx, now: Date, limit: number): Promise<PlayerRewardRow[]> {
  return db
    .select()
    .from(playerRewards)
    .where(
      sql`(${playerRewards.status} = 'PENDING' and ${playerRewards.claimBy} <= ${now})
        or (${playerRewards.status} = 'ACTIVE' and ${playerRewards.expiresAt} <= ${now})`,
    )
    .limit(limit);
}

// ── The bonus part of bets ────────────────────────────────────────────────────────────

/** The bet's parts, marked settled (a win or a rollback settles them; answers them either way). */
export function settleBonusStakes(
  db: DbOrTx,
  betTransactionId: string,
): Promise<{ rewardId: string; amount: bigint; wagered: bigint }[]> {
  return db
    .update(roundBonusStakes)
    .set({ settled: true })
    .where(eq(roundBonusStakes.betTransactionId, betTransactionId))
    .returning({
      rewardId: roundBonusStakes.rewardId,
      amount: roundBonusStakes.amount,
      wagered: roundBonusStakes.wagered,
    });
}

/** Whether some bet's stake from the reward's wallet is still at play. */
export async function hasStakeAtPlay(db: DbOrTx, rewardId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: roundBonusStakes.rewardId })
    .from(roundBonusStakes)
    .where(
      and(
        eq(roundBonusStakes.rewardId, rewardId),
        eq(roundBonusStakes.settled, false),
        sql`${roundBonusStakes.amount} > 0`,
      ),
    )
    .limit(1);
  return Boolean(row);
}

export function lockRewards(db: DbOrTx, ids: string[]): Promise<PlayerRewardRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(playerRewards)
    .where(inArray(playerRewards.id, ids))
    .orderBy(asc(playerRewards.id))
    .for('update');
}

// ── Promo codes ───────────────────────────────────────────────────────────────────────
export async function insertPromoCode(db: DbOrTx, row: PromoCodeRow): Promise<boolean> {
  const done = await db
    .insert(promoCodes)
    .values(row)
    .onConflictDoNothing()
    .returning({ code: promoCodes.code });
  return done.length > 0;
}

export async function updatePromoCode(
  db: DbOrTx,
  row: Omit<PromoCodeRow, 'uses' | 'createdAt'>,
): Promise<PromoCodeRow | undefined> {
  const { code, ...rest } = row;
  const [done] = await db.update(promoCodes).set(rest).where(eq(promoCodes.code, code)).returning();
  return done;
}

export async function findPromoCode(
  db: DbOrTx,
  code: string,
  lock = false,
): Promise<PromoCodeRow | undefined> {
  const q = db.select().from(promoCodes).where(eq(promoCodes.code, code));
  const [row] = lock ? await q.for('update') : await q;
  return row;
}

export function listPromoCodes(db: DbOrTx): Promise<PromoCodeRow[]> {
  return db.select().from(promoCodes).orderBy(desc(promoCodes.createdAt));
}

export async function playerPromoUses(db: DbOrTx, code: string, playerUuid: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(promoRedemptions)
    .where(and(eq(promoRedemptions.code, code), eq(promoRedemptions.playerUuid, playerUuid)));
  return row?.n ?? 0;
}

export async function recordPromoUse(
  db: DbOrTx,
  use: { code: string; playerUuid: string; rewardId: string; createdAt: Date },
): Promise<void> {
  await db.insert(promoRedemptions).values(use);
  await db
    .update(promoCodes)
    .set({ uses: sql`${promoCodes.uses} + 1` })
    .where(eq(promoCodes.code, use.code));
}

/**
 * The bonus money of the player's active rewards in a currency, in one query: the sum of their
 * ledger wallets (`p:{player}:{currency}:bonus:{reward}`, read-only here).
 */
export async function activeBonusTotal(db: DbOrTx, playerUuid: string, currency: string): Promise<bigint> {
  const result = (await db.execute(sql`
    select coalesce(sum(a.balance), 0)::text as total
    from ${playerRewards} r
    join ledger_accounts a on a.key = 'p:' || r.player_uuid || ':' || r.currency || ':bonus:' || r.id
    where r.player_uuid = ${playerUuid} and r.currency = ${currency} and r.status = 'ACTIVE'`)) as unknown as {
    rows: { total: string }[];
  };
  return BigInt(result.rows[0]?.total ?? '0');
}

/**
 * The studio's report of a free-spin reward's rounds, once: only while active and not reported (a
 * FREE-SPIN reward's granted money is 0 until then; reported, it is the winnings, or the reward has
 * completed).
 */
export async function recordFreeRoundsResult(
  db: DbOrTx,
  id: string,
  r: { grantedMinor: bigint; wageringRequiredMinor: bigint; freeSpinsPlayed: number },
): Promise<PlayerRewardRow | undefined> {
  const [row] = await db
    .update(playerRewards)
    .set({ ...r, freeSpinsWonMinor: r.grantedMinor })
    .where(
      and(eq(playerRewards.id, id), eq(playerRewards.status, 'ACTIVE'), eq(playerRewards.grantedMinor, 0n)),
    )
    .returning();
  return row;
}

/**
 * The studio's report after one round of a free-spin reward's grant: how many rounds are played and
 * what they have won. Only forwards (a report behind the one recorded changes nothing), only up to
 * the grant's rounds, and only while the reward is active and its result not yet reported.
 */
export async function recordFreeSpinProgress(
  db: DbOrTx,
  id: string,
  r: { played: number; wonMinor: bigint },
): Promise<PlayerRewardRow | undefined> {
  const [row] = await db
    .update(playerRewards)
    .set({ freeSpinsPlayed: r.played, freeSpinsWonMinor: r.wonMinor })
    .where(
      and(
        eq(playerRewards.id, id),
        eq(playerRewards.kind, 'FREE-SPIN'),
        eq(playerRewards.status, 'ACTIVE'),
        eq(playerRewards.grantedMinor, 0n),
        sql`coalesce(${playerRewards.freeSpinsPlayed}, 0) < ${r.played}`,
        sql`${r.played} <= ${playerRewards.freeSpinsTotal}`,
      ),
    )
    .returning();
  return row;
}

/** The ledger key of a player's wallet (`p:{player}:{currency}:{wallet}`), as SQL over a reward row. */
const rewardWalletKey = sql`'p:' || ${playerRewards.playerUuid} || ':' || ${playerRewards.currency} || ':bonus:' || ${playerRewards.id}`;

/**
 * The player's active rewards in a currency, locked in id order, each with its wallet's balance, and
 * the player's real balance, in one statement (the hot path of every bet).
 */
export async function lockActiveRewardsWithBalances(
  db: DbOrTx,
  playerUuid: string,
  currency: string,
  realKey: string,
): Promise<{ rows: (PlayerRewardRow & { walletBalance: bigint })[]; real: bigint }> {
  const found = await db
    .select({
      reward: playerRewards,
      walletBalance: sql<string>`coalesce((select a.balance from ledger_accounts a where a.key = ${rewardWalletKey}), 0)::text`,
      real: sql<string>`coalesce((select a.balance from ledger_accounts a where a.key = ${realKey}), 0)::text`,
    })
    .from(playerRewards)
    .where(
      and(
        eq(playerRewards.playerUuid, playerUuid),
        eq(playerRewards.currency, currency),
        eq(playerRewards.status, 'ACTIVE'),
      ),
    )
    .orderBy(asc(playerRewards.id))
    .for('update', { of: playerRewards });
  return {
    rows: found.map((f) => ({ ...f.reward, walletBalance: BigInt(f.walletBalance) })),
    real: BigInt(found[0]?.real ?? '0'),
  };
}

/**
 * Records a bet's parts (what each active reward's wallet paid, and what the stake will add to its
 * wagering once the bet is settled), in one statement.
 */
export async function recordStakes(
  db: DbOrTx,
  betTransactionId: string,
  parts: readonly { rewardId: string; amount: bigint; wagered: bigint }[],
): Promise<void> {
  if (parts.length === 0) return;
  await db
    .insert(roundBonusStakes)
    .values(parts.map((p) => ({ betTransactionId, ...p })))
    .onConflictDoNothing();
}

/**
 * Counts a settled bet's parts into their rewards' wagering, each part once (`counted`), for rewards
 * still active, in one statement (rows locked by it); answers the rewards that reached their
 * requirement, as they are after it.
 */
export async function countWagering(
  db: DbOrTx,
  betTransactionId: string,
  rewardIds: readonly string[],
): Promise<PlayerRewardRow[]> {
  if (rewardIds.length === 0) return [];
  const ids = sql.join(
    rewardIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const result = (await db.execute(sql`
    with counted as (
      update round_bonus_stakes set counted = true
      where bet_transaction_id = ${betTransactionId} and reward_id in (${ids}) and not counted and wagered > 0
      returning reward_id, wagered
    )
    update player_rewards r set wagered_minor = r.wagered_minor + c.wagered
    from counted c
    where r.id = c.reward_id and r.status = 'ACTIVE'
    returning r.id, r.wagered_minor >= r.wagering_required_minor as reached`)) as unknown as {
    rows: { id: string; reached: boolean }[];
  };
  const reached = result.rows.filter((r) => r.reached).map((r) => r.id);
  // Rare: a settlement that completes a requirement; the rows are read again to convert them.
  if (reached.length === 0) return [];
  return db.select().from(playerRewards).where(inArray(playerRewards.id, reached));
}

/** A settled part of a bet, with its reward's status (locked) and its wallet's balance. */
export interface SettledPart {
  rewardId: string;
  amount: bigint;
  wagered: bigint;
  /** The reward's status, read from its row locked by this statement; null for a part of 0. */
  status: string | null;
  /** Its wagering has been counted (at the bet's first win). */
  counted: boolean;
  /**
   * The reward wallet's balance as this statement saw it: it may be older than the lock when the
   * statement waited for it, so it can only say "money is left", never "nothing is left".
   */
  walletBalance: bigint;
}

/**
 * Settles a bet's parts, locks the rewards that paid part of it (in id order) and reads the player's
 * bonus money at play, in one statement (every win and lost round).
 */
export async function settleStakesWithTotal(
  db: DbOrTx,
  betTransactionId: string,
  playerUuid: string,
  currency: string,
): Promise<{ parts: SettledPart[]; bonusTotal: bigint }> {
  const prefix = `p:${playerUuid}:${currency}:bonus:`;
  const result = (await db.execute(sql`
    with settled as (
      update round_bonus_stakes set settled = true
      where bet_transaction_id = ${betTransactionId}
      returning reward_id, amount, wagered, counted
    ),
    locked as (
      select id, status from player_rewards
      where id in (select reward_id from settled where amount > 0 or (not counted and wagered > 0))
      order by id for update
    )
    select
      (select coalesce(json_agg(json_build_object(
          'rewardId', s.reward_id, 'amount', s.amount::text, 'wagered', s.wagered::text, 'status', l.status,
          'counted', s.counted,
          'walletBalance', coalesce((select a.balance from ledger_accounts a where a.key = ${prefix} || s.reward_id), 0)::text
        )), '[]'::json)
        from settled s left join locked l on l.id = s.reward_id) as parts,
      (select coalesce(sum(a.balance), 0)::text
         from ${playerRewards} join ledger_accounts a on a.key = ${rewardWalletKey}
        where ${playerRewards.playerUuid} = ${playerUuid} and ${playerRewards.currency} = ${currency}
          and ${playerRewards.status} = 'ACTIVE') as total`)) as unknown as {
    rows: { parts: unknown; total: string }[];
  };
  const row = result.rows[0];
  const raw = (typeof row?.parts === 'string' ? JSON.parse(row.parts) : (row?.parts ?? [])) as {
    rewardId: string;
    amount: string;
    wagered: string;
    status: string | null;
    counted: boolean;
    walletBalance: string;
  }[];
  return {
    parts: raw.map((p) => ({
      rewardId: p.rewardId,
      amount: BigInt(p.amount),
      wagered: BigInt(p.wagered),
      status: p.status,
      counted: p.counted,
      walletBalance: BigInt(p.walletBalance),
    })),
    bonusTotal: BigInt(row?.total ?? '0'),
  };
}
