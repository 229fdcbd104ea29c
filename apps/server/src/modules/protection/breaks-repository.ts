import { and, asc, count, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { playerOfBrand } from '../../platform/brand-scope.ts';
import type { DbOrTx } from '../../platform/db.ts';
import { type PlayerBreakRow, playerBreaks } from './tables.ts';

/** Takes a player's breaks for this transaction: two requests at once decide one after the other. */
export async function lockPlayerBreaks(tx: DbOrTx, playerUuid: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`croupier:breaks:${playerUuid}`}))`);
}

/** The breaks a longer one has not replaced, newest first (the first is the one that may be in force). */
export function openBreaks(db: DbOrTx, playerUuid: string): Promise<PlayerBreakRow[]> {
  return db
    .select()
    .from(playerBreaks)
    .where(and(eq(playerBreaks.playerUuid, playerUuid), isNull(playerBreaks.supersededAt)))
    .orderBy(desc(playerBreaks.startsAt), desc(playerBreaks.id));
}

export async function insertBreak(tx: DbOrTx, row: Omit<PlayerBreakRow, 'id'>): Promise<PlayerBreakRow> {
  const [created] = await tx.insert(playerBreaks).values(row).returning();
  return created!;
}

export async function supersedeBreaks(tx: DbOrTx, playerUuid: string, keepId: number, at: Date) {
  await tx
    .update(playerBreaks)
    .set({ supersededAt: at })
    .where(
      and(
        eq(playerBreaks.playerUuid, playerUuid),
        isNull(playerBreaks.supersededAt),
        sql`${playerBreaks.id} <> ${keepId}`,
      ),
    );
}

/** Records the ask to reopen once; a second ask keeps the first time (and so the reopening time). */
export async function requestReopen(db: DbOrTx, id: number, at: Date): Promise<PlayerBreakRow | undefined> {
  await db
    .update(playerBreaks)
    .set({ reopenRequestedAt: at })
    .where(and(eq(playerBreaks.id, id), isNull(playerBreaks.reopenRequestedAt)));
  const [row] = await db.select().from(playerBreaks).where(eq(playerBreaks.id, id));
  return row;
}

/** Every break of the player, newest first. */
export function breakHistory(db: DbOrTx, playerUuid: string, limit: number): Promise<PlayerBreakRow[]> {
  return db
    .select()
    .from(playerBreaks)
    .where(eq(playerBreaks.playerUuid, playerUuid))
    .orderBy(desc(playerBreaks.startsAt), desc(playerBreaks.id))
    .limit(limit);
}

/**
 * In force at `now`: not replaced, and permanent, not ended yet, or a self-exclusion that has not
 * reopened (not asked, or asked less than the brand's cooling-off ago).
 */
function inForceAt(now: Date, coolingOffMs: number) {
  const askedBefore = new Date(now.getTime() - coolingOffMs);
  return and(
    isNull(playerBreaks.supersededAt),
    or(
      isNull(playerBreaks.endsAt),
      gt(playerBreaks.endsAt, now),
      and(
        eq(playerBreaks.kind, 'SELF_EXCLUSION'),
        or(isNull(playerBreaks.reopenRequestedAt), gt(playerBreaks.reopenRequestedAt, askedBefore)),
      ),
    ),
  );
}

/** One page of the breaks in force of the brand's players, oldest first, and how many there are. */
export async function breaksInForce(
  db: DbOrTx,
  brandId: string,
  now: Date,
  coolingOffMs: number,
  page: number,
  size: number,
): Promise<{ rows: PlayerBreakRow[]; total: number }> {
  const where = and(inForceAt(now, coolingOffMs), playerOfBrand(playerBreaks.playerUuid, brandId));
  const rows = await db
    .select()
    .from(playerBreaks)
    .where(where)
    .orderBy(asc(playerBreaks.startsAt), asc(playerBreaks.id))
    .limit(size)
    .offset(page * size);
  const [n] = await db.select({ n: count() }).from(playerBreaks).where(where);
  return { rows, total: Number(n?.n ?? 0) };
}
