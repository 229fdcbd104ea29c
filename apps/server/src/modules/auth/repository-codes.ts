import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.ts';
import { type OneTimeCodeRow, oneTimeCodes } from './tables.ts';

/** The auth repository's one-time codes (registration, phone and e-mail confirmation). */
// ── one-time codes ───────────────────────────────────────────────────────────────────
type CodeKey = Pick<OneTimeCodeRow, 'brandId' | 'purpose' | 'target'>;

function codeWhere(k: CodeKey) {
  return and(
    eq(oneTimeCodes.brandId, k.brandId),
    eq(oneTimeCodes.purpose, k.purpose),
    eq(oneTimeCodes.target, k.target),
  );
}

export async function findCode(db: DbOrTx, k: CodeKey): Promise<OneTimeCodeRow | undefined> {
  const [row] = await db.select().from(oneTimeCodes).where(codeWhere(k));
  return row;
}

/**
 * Stores a new code for the key, replacing the previous one, unless the previous one was sent
 * after `resendCutoff` (the resend interval has not passed): then nothing changes and null is
 * answered. One statement, so two concurrent sends cannot both pass.
 */
export async function putCode(
  db: DbOrTx,
  row: CodeKey & { codeHash: string; expiresAt: Date; lastSentAt: Date; playerUuid: string | null },
  resendCutoff: Date,
): Promise<OneTimeCodeRow | null> {
  const [stored] = await db
    .insert(oneTimeCodes)
    .values({ ...row, attempts: 0 })
    .onConflictDoUpdate({
      target: [oneTimeCodes.brandId, oneTimeCodes.purpose, oneTimeCodes.target],
      set: {
        codeHash: row.codeHash,
        expiresAt: row.expiresAt,
        lastSentAt: row.lastSentAt,
        playerUuid: row.playerUuid,
        attempts: 0,
        usedAt: null,
        spentAt: null,
      },
      setWhere: sql`${oneTimeCodes.lastSentAt} <= ${resendCutoff.toISOString()}`,
    })
    .returning();
  return stored ?? null;
}

export async function deleteCode(db: DbOrTx, id: string): Promise<void> {
  await db.delete(oneTimeCodes).where(eq(oneTimeCodes.id, id));
}

/**
 * Counts one try of the code before it is compared, in one statement: only while the code is
 * unused and has had fewer than `maxAttempts` tries. Answers the row as it is after the count, or
 * nothing when the try is refused (used up, or used), so parallel tries cannot outrun the limit.
 */
export async function takeCodeAttempt(
  db: DbOrTx,
  k: CodeKey,
  maxAttempts: number,
): Promise<OneTimeCodeRow | undefined> {
  const [row] = await db
    .update(oneTimeCodes)
    .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
    .where(and(codeWhere(k), isNull(oneTimeCodes.usedAt), sql`${oneTimeCodes.attempts} < ${maxAttempts}`))
    .returning();
  return row;
}

/** Gives back the try of a right code that is checked, not yet used (the reset's CONFIRM step). */
export async function refundCodeAttempt(db: DbOrTx, id: string): Promise<void> {
  await db
    .update(oneTimeCodes)
    .set({ attempts: sql`greatest(${oneTimeCodes.attempts} - 1, 0)` })
    .where(eq(oneTimeCodes.id, id));
}

/** Marks the code used, only if it was not; false when another request used it first. */
export async function useCode(db: DbOrTx, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(oneTimeCodes)
    .set({ usedAt: now })
    .where(and(eq(oneTimeCodes.id, id), isNull(oneTimeCodes.usedAt)))
    .returning({ id: oneTimeCodes.id });
  return rows.length === 1;
}

/** Spends a confirmed registration code (confirmed after `confirmedAfter`); false when there is none. */
export async function spendConfirmedCode(
  db: DbOrTx,
  k: CodeKey,
  confirmedAfter: Date,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(oneTimeCodes)
    .set({ spentAt: now })
    .where(and(codeWhere(k), gt(oneTimeCodes.usedAt, confirmedAfter), isNull(oneTimeCodes.spentAt)))
    .returning({ id: oneTimeCodes.id });
  return rows.length === 1;
}

export async function hasConfirmedCode(db: DbOrTx, k: CodeKey, confirmedAfter: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: oneTimeCodes.id })
    .from(oneTimeCodes)
    .where(and(codeWhere(k), gt(oneTimeCodes.usedAt, confirmedAfter), isNull(oneTimeCodes.spentAt)));
  return !!row;
}
