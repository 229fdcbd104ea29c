import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.ts';
import {
  type PlayerLimitChangeRow,
  type PlayerLimitRow,
  playerLimitChanges,
  playerLimits,
} from './tables.ts';

export type LimitKey = Pick<PlayerLimitRow, 'playerUuid' | 'kind' | 'period'>;

const keyOf = (k: LimitKey) =>
  and(
    eq(playerLimits.playerUuid, k.playerUuid),
    eq(playerLimits.kind, k.kind),
    eq(playerLimits.period, k.period),
  );

export function playerLimitRows(db: DbOrTx, playerUuid: string): Promise<PlayerLimitRow[]> {
  return db.select().from(playerLimits).where(eq(playerLimits.playerUuid, playerUuid));
}

/** The row, locked for this transaction (a change reads it, then writes it). */
export async function lockLimit(db: DbOrTx, k: LimitKey): Promise<PlayerLimitRow | undefined> {
  const [row] = await db.select().from(playerLimits).where(keyOf(k)).for('update');
  return row;
}

/** Writes the row; one with no amount of either side left is deleted. */
export async function saveLimit(db: DbOrTx, row: PlayerLimitRow): Promise<void> {
  if (row.playerAmount === null && row.operatorAmount === null) {
    await db.delete(playerLimits).where(keyOf(row));
    return;
  }
  await db
    .insert(playerLimits)
    .values(row)
    .onConflictDoUpdate({
      target: [playerLimits.playerUuid, playerLimits.kind, playerLimits.period],
      set: {
        currency: row.currency,
        playerAmount: row.playerAmount,
        operatorAmount: row.operatorAmount,
        pendingAmount: row.pendingAmount,
        pendingRemoval: row.pendingRemoval,
        pendingFrom: row.pendingFrom,
        updatedAt: row.updatedAt,
      },
    });
}

export async function insertChange(db: DbOrTx, row: Omit<PlayerLimitChangeRow, 'id'>): Promise<void> {
  await db.insert(playerLimitChanges).values(row);
}

/** The player's changes, newest first. */
export function limitChanges(db: DbOrTx, playerUuid: string, limit: number): Promise<PlayerLimitChangeRow[]> {
  return db
    .select()
    .from(playerLimitChanges)
    .where(eq(playerLimitChanges.playerUuid, playerUuid))
    .orderBy(desc(playerLimitChanges.at), desc(playerLimitChanges.id))
    .limit(limit);
}

/**
 * What a loss or wager limit has used over its window at `at`, and when its oldest hour leaves it
 * (drizzle/0022_loss_and_wager_limits.sql: the same sum the seamless wallet's bet checks).
 */
export async function playUsed(
  db: DbOrTx,
  playerUuid: string,
  kind: 'LOSS' | 'WAGER',
  period: PlayerLimitRow['period'],
  at: Date,
): Promise<{ used: bigint; freesAt: Date | null }> {
  const result = (await db.execute(
    sql`select used, frees_at from protection_play_used(${playerUuid}::uuid, ${kind}, ${period}, ${at.toISOString()}::timestamptz)`,
  )) as unknown as { rows: { used: string | number; frees_at: string | Date | null }[] };
  const row = result.rows[0];
  return {
    used: BigInt(row?.used ?? 0),
    freesAt: row?.frees_at ? new Date(row.frees_at) : null,
  };
}
