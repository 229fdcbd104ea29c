import { and, desc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.ts';
import { type EmailVerificationTokenRow, emailVerificationTokens } from './tables.ts';

export async function insertEmailToken(
  db: DbOrTx,
  row: typeof emailVerificationTokens.$inferInsert,
): Promise<string> {
  const [created] = await db
    .insert(emailVerificationTokens)
    .values(row)
    .returning({ id: emailVerificationTokens.id });
  if (!created) throw new Error('insert email_verification_tokens returned nothing');
  return created.id;
}

/** Forgets a link that could not be sent, so the player may ask again at once. */
export async function deleteEmailToken(db: DbOrTx, id: string): Promise<void> {
  await db.delete(emailVerificationTokens).where(eq(emailVerificationTokens.id, id));
}

export async function findEmailToken(
  db: DbOrTx,
  tokenHash: string,
): Promise<EmailVerificationTokenRow | undefined> {
  const [row] = await db
    .select()
    .from(emailVerificationTokens)
    .where(eq(emailVerificationTokens.tokenHash, tokenHash));
  return row;
}

/** The player's most recent link, used or not (the resend interval counts from it). */
export async function latestEmailToken(
  db: DbOrTx,
  playerUuid: string,
): Promise<EmailVerificationTokenRow | undefined> {
  const [row] = await db
    .select()
    .from(emailVerificationTokens)
    .where(eq(emailVerificationTokens.playerUuid, playerUuid))
    .orderBy(desc(emailVerificationTokens.createdAt))
    .limit(1);
  return row;
}

/** Ends every unused link of the player (a new one, or a new e-mail, replaces them). */
export async function retireEmailTokens(db: DbOrTx, playerUuid: string, now: Date): Promise<void> {
  await db
    .update(emailVerificationTokens)
    .set({ usedAt: now })
    .where(and(eq(emailVerificationTokens.playerUuid, playerUuid), isNull(emailVerificationTokens.usedAt)));
}

/** Spends the link, only if it was not; false when another request spent it first. */
export async function useEmailToken(db: DbOrTx, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(emailVerificationTokens)
    .set({ usedAt: now })
    .where(and(eq(emailVerificationTokens.id, id), isNull(emailVerificationTokens.usedAt)))
    .returning({ id: emailVerificationTokens.id });
  return rows.length === 1;
}
