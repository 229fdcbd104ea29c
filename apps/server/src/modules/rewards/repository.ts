import { and, asc, count, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.ts';
import { containing } from '../../platform/like.ts';
import {
  type PlayerRewardRow,
  type PromoCodeRow,
  playerRewards,
  promoCodes,
  promoRedemptions,
  type RewardTemplateRow,
  rewardTemplates,
} from './tables.ts';

/**
 * The rewards' queries; each takes the database or the caller's transaction. Templates and promo
 * codes are a brand's: their reads name it (docs/decisions/064-brand-content.md).
 */

// ── Templates ─────────────────────────────────────────────────────────────────────────
export async function insertTemplate(db: DbOrTx, row: RewardTemplateRow): Promise<void> {
  await db.insert(rewardTemplates).values(row);
}

export async function updateTemplate(db: DbOrTx, row: RewardTemplateRow): Promise<boolean> {
  const { uuid, brandId, createdAt: _created, ...rest } = row;
  const done = await db
    .update(rewardTemplates)
    .set(rest)
    .where(and(eq(rewardTemplates.brandId, brandId), eq(rewardTemplates.uuid, uuid)))
    .returning({ uuid: rewardTemplates.uuid });
  return done.length > 0;
}

export async function findTemplate(
  db: DbOrTx,
  brandId: string,
  uuid: string,
): Promise<RewardTemplateRow | undefined> {
  const [row] = await db
    .select()
    .from(rewardTemplates)
    .where(and(eq(rewardTemplates.brandId, brandId), eq(rewardTemplates.uuid, uuid)));
  return row;
}

/** The template a granted reward came from (its brand is the reward's player's). */
export async function templateOfReward(
  db: DbOrTx,
  reward: Pick<PlayerRewardRow, 'templateUuid'>,
): Promise<RewardTemplateRow | undefined> {
  const [row] = await db.select().from(rewardTemplates).where(eq(rewardTemplates.uuid, reward.templateUuid));
  return row;
}

export function listTemplates(db: DbOrTx, brandId: string): Promise<RewardTemplateRow[]> {
  return db
    .select()
    .from(rewardTemplates)
    .where(eq(rewardTemplates.brandId, brandId))
    .orderBy(desc(rewardTemplates.createdAt));
}

export function templatesByIds(db: DbOrTx, brandId: string, ids: string[]): Promise<RewardTemplateRow[]> {
  return db
    .select()
    .from(rewardTemplates)
    .where(and(eq(rewardTemplates.brandId, brandId), inArray(rewardTemplates.uuid, ids)));
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
const promoOf = (brandId: string, code: string) =>
  and(eq(promoCodes.brandId, brandId), eq(promoCodes.code, code));

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
  const { brandId, code, ...rest } = row;
  const [done] = await db.update(promoCodes).set(rest).where(promoOf(brandId, code)).returning();
  return done;
}

export async function findPromoCode(
  db: DbOrTx,
  brandId: string,
  code: string,
  lock = false,
): Promise<PromoCodeRow | undefined> {
  const q = db.select().from(promoCodes).where(promoOf(brandId, code));
  const [row] = lock ? await q.for('update') : await q;
  return row;
}

export interface PromoCodeFilter {
  /** In the code, any case; empty: any. */
  text: string;
  enabled?: boolean | undefined;
  page: number;
  size: number;
}

/** A page of the brand's promo codes the filter keeps, newest first, and how many it keeps in all. */
export async function promoCodePage(
  db: DbOrTx,
  brandId: string,
  f: PromoCodeFilter,
): Promise<{ rows: PromoCodeRow[]; total: number }> {
  const where = and(
    eq(promoCodes.brandId, brandId),
    f.text ? ilike(promoCodes.code, containing(f.text)) : undefined,
    f.enabled === undefined ? undefined : eq(promoCodes.enabled, f.enabled),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(promoCodes)
      .where(where)
      .orderBy(desc(promoCodes.createdAt), asc(promoCodes.code))
      .limit(f.size)
      .offset(f.page * f.size),
    db.select({ n: count() }).from(promoCodes).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function playerPromoUses(
  db: DbOrTx,
  brandId: string,
  code: string,
  playerUuid: string,
): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(promoRedemptions)
    .where(
      and(
        eq(promoRedemptions.brandId, brandId),
        eq(promoRedemptions.code, code),
        eq(promoRedemptions.playerUuid, playerUuid),
      ),
    );
  return row?.n ?? 0;
}

export async function recordPromoUse(
  db: DbOrTx,
  use: { brandId: string; code: string; playerUuid: string; rewardId: string; createdAt: Date },
): Promise<void> {
  await db.insert(promoRedemptions).values(use);
  await db
    .update(promoCodes)
    .set({ uses: sql`${promoCodes.uses} + 1` })
    .where(promoOf(use.brandId, use.code));
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
