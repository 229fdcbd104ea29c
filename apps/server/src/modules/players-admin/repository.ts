import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.ts';
import {
  adjustmentThresholds,
  type ManualAdjustmentRow,
  manualAdjustments,
  playerLocks,
  playerNotes,
} from './tables.ts';

// ── locks ────────────────────────────────────────────────────────────────────────────
export async function findLock(db: DbOrTx, playerUuid: string) {
  const [row] = await db.select().from(playerLocks).where(eq(playerLocks.playerUuid, playerUuid));
  return row;
}

/** The players of `uuids` that are locked. */
export async function lockedAmong(db: DbOrTx, uuids: string[]): Promise<Set<string>> {
  if (uuids.length === 0) return new Set();
  const rows = await db
    .select({ uuid: playerLocks.playerUuid })
    .from(playerLocks)
    .where(inArray(playerLocks.playerUuid, uuids));
  return new Set(rows.map((r) => r.uuid));
}

/** Locks the player; a lock in place stays as it was. */
export async function insertLock(db: DbOrTx, row: typeof playerLocks.$inferInsert): Promise<void> {
  await db.insert(playerLocks).values(row).onConflictDoNothing({ target: playerLocks.playerUuid });
}

export async function deleteLock(db: DbOrTx, playerUuid: string): Promise<void> {
  await db.delete(playerLocks).where(eq(playerLocks.playerUuid, playerUuid));
}

// ── notes ────────────────────────────────────────────────────────────────────────────
export async function insertNote(db: DbOrTx, row: typeof playerNotes.$inferInsert) {
  const [note] = await db.insert(playerNotes).values(row).returning();
  if (!note) throw new Error('note not written');
  return note;
}

export async function notePage(db: DbOrTx, playerUuid: string, page: number, size: number) {
  const where = eq(playerNotes.playerUuid, playerUuid);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(playerNotes)
      .where(where)
      .orderBy(desc(playerNotes.id))
      .limit(size)
      .offset(page * size),
    db.select({ n: count() }).from(playerNotes).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

// ── adjustments ──────────────────────────────────────────────────────────────────────
/** Inserts the adjustment unless its key is taken; answers the row under the key either way. */
export async function insertAdjustment(
  db: DbOrTx,
  row: typeof manualAdjustments.$inferInsert,
): Promise<{ row: ManualAdjustmentRow; created: boolean }> {
  const [created] = await db
    .insert(manualAdjustments)
    .values(row)
    .onConflictDoNothing({ target: manualAdjustments.key })
    .returning();
  if (created) return { row: created, created: true };
  const [existing] = await db.select().from(manualAdjustments).where(eq(manualAdjustments.key, row.key));
  if (!existing) throw new Error(`adjustment ${row.key} vanished`);
  return { row: existing, created: false };
}

/** The adjustment, locked for the caller's transaction (one decision at a time). */
export async function lockAdjustment(db: DbOrTx, id: string): Promise<ManualAdjustmentRow | undefined> {
  const [row] = await db.select().from(manualAdjustments).where(eq(manualAdjustments.id, id)).for('update');
  return row;
}

export async function updateAdjustment(
  db: DbOrTx,
  id: string,
  patch: Partial<typeof manualAdjustments.$inferInsert>,
): Promise<ManualAdjustmentRow> {
  const [row] = await db.update(manualAdjustments).set(patch).where(eq(manualAdjustments.id, id)).returning();
  if (!row) throw new Error(`adjustment ${id} vanished`);
  return row;
}

export async function adjustmentPage(
  db: DbOrTx,
  filter: { playerUuid?: string; status?: ManualAdjustmentRow['status'] },
  page: number,
  size: number,
) {
  const where = and(
    filter.playerUuid ? eq(manualAdjustments.playerUuid, filter.playerUuid) : undefined,
    filter.status ? eq(manualAdjustments.status, filter.status) : undefined,
  );
  // A player's list is newest first; the queue of one status is oldest first (first come, first decided).
  const order = filter.playerUuid ? desc(manualAdjustments.requestedAt) : asc(manualAdjustments.requestedAt);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(manualAdjustments)
      .where(where)
      .orderBy(order, manualAdjustments.id)
      .limit(size)
      .offset(page * size),
    db.select({ n: count() }).from(manualAdjustments).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

// ── thresholds ───────────────────────────────────────────────────────────────────────
export async function thresholds(db: DbOrTx): Promise<{ currency: string; amount: bigint }[]> {
  return db.select().from(adjustmentThresholds).orderBy(adjustmentThresholds.currency);
}

export async function threshold(db: DbOrTx, currency: string): Promise<bigint | undefined> {
  const [row] = await db
    .select({ amount: adjustmentThresholds.amount })
    .from(adjustmentThresholds)
    .where(eq(adjustmentThresholds.currency, currency));
  return row?.amount;
}

/** Replaces every threshold. */
export async function replaceThresholds(
  db: DbOrTx,
  rows: { currency: string; amount: bigint }[],
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(adjustmentThresholds);
    if (rows.length) await tx.insert(adjustmentThresholds).values(rows);
  });
}
