import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.ts';
import type { RoundEvent } from '../seamless-wallet/index.ts';
import { loyaltyAccounts, loyaltyLevels, loyaltyLevelUps, loyaltyRates } from './tables.ts';

export type LevelRow = typeof loyaltyLevels.$inferSelect;
export type LevelUpRow = typeof loyaltyLevelUps.$inferSelect;

/** Levels and rates are a brand's (docs/decisions/064-brand-content.md): their reads name it. */

export function levels(db: DbOrTx, brandId: string): Promise<LevelRow[]> {
  return db
    .select()
    .from(loyaltyLevels)
    .where(eq(loyaltyLevels.brandId, brandId))
    .orderBy(asc(loyaltyLevels.threshold));
}

/** Every brand's levels (the reward job grants every brand's level-ups). */
export function allLevels(db: DbOrTx): Promise<LevelRow[]> {
  return db.select().from(loyaltyLevels);
}

export async function replaceLevels(
  db: DbOrTx,
  brandId: string,
  rows: Omit<typeof loyaltyLevels.$inferInsert, 'brandId'>[],
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(loyaltyLevels).where(eq(loyaltyLevels.brandId, brandId));
    if (rows.length > 0) await tx.insert(loyaltyLevels).values(rows.map((r) => ({ ...r, brandId })));
  });
}

export async function rates(db: DbOrTx, brandId: string): Promise<Record<string, number>> {
  const rows = await db
    .select()
    .from(loyaltyRates)
    .where(eq(loyaltyRates.brandId, brandId))
    .orderBy(asc(loyaltyRates.currency));
  return Object.fromEntries(rows.map((r) => [r.currency, r.pointsPerUnit]));
}

export async function replaceRates(db: DbOrTx, brandId: string, next: Record<string, number>): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(loyaltyRates).where(eq(loyaltyRates.brandId, brandId));
    const rows = Object.entries(next).map(([currency, pointsPerUnit]) => ({
      brandId,
      currency,
      pointsPerUnit,
    }));
    if (rows.length > 0) await tx.insert(loyaltyRates).values(rows);
  });
}

export async function pointsOf(db: DbOrTx, playerUuid: string): Promise<number> {
  const [row] = await db
    .select({ points: loyaltyAccounts.points })
    .from(loyaltyAccounts)
    .where(eq(loyaltyAccounts.playerUuid, playerUuid));
  return Number(row?.points ?? 0);
}

/** A round event with its player's brand: that brand's rates and levels apply. */
export type BrandedRoundEvent = RoundEvent & { brandId: string };

/**
 * Points for real-money stakes, for a batch of events in one statement (the round relay's): each
 * stake earns its own points (rounded down) at its player's brand's rate; a player's account grows
 * by the sum, and every level of the brand the new total reaches is recorded once.
 */
export async function earn(tx: DbOrTx, events: readonly BrandedRoundEvent[]): Promise<void> {
  if (events.length === 0) return;
  const rows = events.map((e) => ({
    brand: e.brandId,
    player: e.playerUuid,
    currency: e.currency,
    stake: e.stake.toString(),
    at: e.at.toISOString(),
  }));
  await tx.execute(sql`
    with ev as (
      select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
        as x(brand text, player uuid, currency text, stake bigint, at timestamptz)
    ),
    earned as (
      select ev.brand, ev.player, sum((ev.stake * r.points_per_unit) / 100) as points, max(ev.at) as at
      from ev join loyalty_rates r on r.brand_id = ev.brand and r.currency = ev.currency
      group by ev.brand, ev.player
    ),
    a as (
      insert into loyalty_accounts (player_uuid, points, updated_at)
      select earned.player, earned.points, earned.at from earned where earned.points > 0
      on conflict (player_uuid)
        do update set points = loyalty_accounts.points + excluded.points, updated_at = excluded.updated_at
      returning player_uuid, points, updated_at
    )
    insert into loyalty_level_ups (player_uuid, brand_id, level_key, reached_at)
    select a.player_uuid, l.brand_id, l.key, a.updated_at
    from a join earned on earned.player = a.player_uuid
    join loyalty_levels l on l.brand_id = earned.brand and l.threshold <= a.points
    on conflict do nothing`);
}

/** A rolled-back stake takes its points back at its player's brand's rate (levels reached stay reached). */
export async function unearn(tx: DbOrTx, e: BrandedRoundEvent): Promise<void> {
  await tx.execute(sql`
    update loyalty_accounts a
    set points = greatest(a.points - (${e.stake.toString()}::bigint * r.points_per_unit) / 100, 0),
      updated_at = ${e.at.toISOString()}::timestamptz
    from loyalty_rates r
    where a.player_uuid = ${e.playerUuid} and r.brand_id = ${e.brandId} and r.currency = ${e.currency}`);
}

/** Every brand's level-ups whose reward is not granted yet. */
export function pendingLevelUps(db: DbOrTx, limit: number): Promise<LevelUpRow[]> {
  return db
    .select()
    .from(loyaltyLevelUps)
    .where(isNull(loyaltyLevelUps.rewardedAt))
    .orderBy(asc(loyaltyLevelUps.reachedAt))
    .limit(limit);
}

export async function markRewarded(
  db: DbOrTx,
  playerUuid: string,
  levelKey: string,
  rewardUuid: string | null,
  at: Date,
): Promise<void> {
  await db
    .update(loyaltyLevelUps)
    .set({ rewardedAt: at, rewardUuid })
    .where(and(eq(loyaltyLevelUps.playerUuid, playerUuid), eq(loyaltyLevelUps.levelKey, levelKey)));
}

export function levelUpsOf(db: DbOrTx, playerUuid: string): Promise<LevelUpRow[]> {
  return db.select().from(loyaltyLevelUps).where(eq(loyaltyLevelUps.playerUuid, playerUuid));
}

/** The brand's default levels and rates, when it has none (its first start). */
export async function seedDefaults(
  db: DbOrTx,
  brandId: string,
  defaults: { levels: Omit<typeof loyaltyLevels.$inferInsert, 'brandId'>[]; rates: Record<string, number> },
): Promise<void> {
  const [any] = await db
    .select({ key: loyaltyLevels.key })
    .from(loyaltyLevels)
    .where(eq(loyaltyLevels.brandId, brandId))
    .limit(1);
  if (!any && defaults.levels.length > 0)
    await db
      .insert(loyaltyLevels)
      .values(defaults.levels.map((l) => ({ ...l, brandId })))
      .onConflictDoNothing();
  const [rate] = await db
    .select({ c: loyaltyRates.currency })
    .from(loyaltyRates)
    .where(eq(loyaltyRates.brandId, brandId))
    .limit(1);
  const rateRows = Object.entries(defaults.rates).map(([currency, pointsPerUnit]) => ({
    brandId,
    currency,
    pointsPerUnit,
  }));
  if (!rate && rateRows.length > 0) await db.insert(loyaltyRates).values(rateRows).onConflictDoNothing();
}
