import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.ts';
import { operatorRecoveryCodes, operators } from './tables.ts';

/** The SQL of operator accounts and their recovery codes. */

export type OperatorRow = typeof operators.$inferSelect;

export async function findOperator(db: DbOrTx, id: string): Promise<OperatorRow | undefined> {
  const [row] = await db.select().from(operators).where(eq(operators.id, id));
  return row;
}

export async function findOperatorByEmail(db: DbOrTx, email: string): Promise<OperatorRow | undefined> {
  const [row] = await db.select().from(operators).where(eq(operators.email, email));
  return row;
}

export async function findByEnrolment(db: DbOrTx, hash: string, now: Date): Promise<OperatorRow | undefined> {
  const [row] = await db
    .select()
    .from(operators)
    .where(and(eq(operators.enrolmentHash, hash), gt(operators.enrolmentExpiresAt, now)));
  return row;
}

export async function findByChallenge(db: DbOrTx, hash: string, now: Date): Promise<OperatorRow | undefined> {
  const [row] = await db
    .select()
    .from(operators)
    .where(and(eq(operators.challengeHash, hash), gt(operators.challengeExpiresAt, now)));
  return row;
}

export async function listOperators(db: DbOrTx): Promise<OperatorRow[]> {
  return db.select().from(operators).orderBy(asc(operators.email));
}

/** Inserts an operator; false when the e-mail is taken. */
export async function insertOperator(db: DbOrTx, row: typeof operators.$inferInsert): Promise<boolean> {
  const inserted = await db
    .insert(operators)
    .values(row)
    .onConflictDoNothing({ target: operators.email })
    .returning({ id: operators.id });
  return inserted.length > 0;
}

export async function updateOperator(
  db: DbOrTx,
  id: string,
  patch: Partial<typeof operators.$inferInsert>,
): Promise<OperatorRow | undefined> {
  const [row] = await db.update(operators).set(patch).where(eq(operators.id, id)).returning();
  return row;
}

/**
 * Counts a failed sign-in in one statement (parallel failures all count); at `max` the account is
 * locked until `lockUntil` and the count starts again. Answers the row as it now is.
 */
export async function countFailure(db: DbOrTx, id: string, max: number, lockUntil: Date) {
  const [row] = await db
    .update(operators)
    .set({
      failedSignIns: sql`case when ${operators.failedSignIns} + 1 >= ${max} then 0 else ${operators.failedSignIns} + 1 end`,
      lockedUntil: sql`case when ${operators.failedSignIns} + 1 >= ${max} then ${lockUntil.toISOString()}::timestamptz else ${operators.lockedUntil} end`,
    })
    .where(eq(operators.id, id))
    .returning();
  return row;
}

/** Replaces an operator's recovery codes. */
export async function replaceRecoveryCodes(db: DbOrTx, operatorId: string, hashes: string[]) {
  await db.delete(operatorRecoveryCodes).where(eq(operatorRecoveryCodes.operatorId, operatorId));
  if (hashes.length > 0)
    await db.insert(operatorRecoveryCodes).values(hashes.map((codeHash) => ({ operatorId, codeHash })));
}

/** Spends a recovery code in one statement: true once, false for an unknown or used one. */
export async function spendRecoveryCode(db: DbOrTx, operatorId: string, hash: string, now: Date) {
  const spent = await db
    .update(operatorRecoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(operatorRecoveryCodes.operatorId, operatorId),
        eq(operatorRecoveryCodes.codeHash, hash),
        isNull(operatorRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: operatorRecoveryCodes.id });
  return spent.length > 0;
}

export async function recoveryCodesLeft(db: DbOrTx, operatorId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(operatorRecoveryCodes)
    .where(and(eq(operatorRecoveryCodes.operatorId, operatorId), isNull(operatorRecoveryCodes.usedAt)));
  return row?.n ?? 0;
}
