import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import { playerOfBrand } from '../../platform/brand-scope.ts';
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

/**
 * The adjustment of a player of the brand, locked for the caller's transaction (one decision at a
 * time); nothing for another brand's (ADR 066).
 */
export async function lockAdjustment(
  db: DbOrTx,
  brandId: string,
  id: string,
): Promise<ManualAdjustmentRow | undefined> {
  const [row] = await db
    .select()
    .from(manualAdjustments)
    .where(and(eq(manualAdjustments.id, id), playerOfBrand(manualAdjustments.playerUuid, brandId)))
    .for('update');
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

/** A page of the brand's players' adjustments (of one player, or in one status). */
export async function adjustmentPage(
  db: DbOrTx,
  brandId: string,
  filter: { playerUuid?: string; status?: ManualAdjustmentRow['status'] },
  page: number,
  size: number,
) {
  const where = and(
    playerOfBrand(manualAdjustments.playerUuid, brandId),
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
export async function thresholds(
  db: DbOrTx,
  brandId: string,
): Promise<{ currency: string; amount: bigint }[]> {
  return db
    .select({ currency: adjustmentThresholds.currency, amount: adjustmentThresholds.amount })
    .from(adjustmentThresholds)
    .where(eq(adjustmentThresholds.brandId, brandId))
    .orderBy(adjustmentThresholds.currency);
}

export async function threshold(db: DbOrTx, brandId: string, currency: string): Promise<bigint | undefined> {
  const [row] = await db
    .select({ amount: adjustmentThresholds.amount })
    .from(adjustmentThresholds)
    .where(and(eq(adjustmentThresholds.brandId, brandId), eq(adjustmentThresholds.currency, currency)));
  return row?.amount;
}

/** Replaces every threshold of the brand. */
export async function replaceThresholds(
  db: DbOrTx,
  brandId: string,
  rows: { currency: string; amount: bigint }[],
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(adjustmentThresholds).where(eq(adjustmentThresholds.brandId, brandId));
    if (rows.length) await tx.insert(adjustmentThresholds).values(rows.map((r) => ({ ...r, brandId })));
  });
}
