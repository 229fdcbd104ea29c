import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.ts';
import { type KycSessionRow, kycCallbackEvents, kycSessions } from './tables.ts';

export async function insertKycSession(db: DbOrTx, row: typeof kycSessions.$inferInsert): Promise<void> {
  await db.insert(kycSessions).values(row);
}

export async function findKycSessionByToken(
  db: DbOrTx,
  tokenHash: string,
): Promise<KycSessionRow | undefined> {
  const [row] = await db.select().from(kycSessions).where(eq(kycSessions.tokenHash, tokenHash));
  return row;
}

export function playerKycSessions(db: DbOrTx, playerUuid: string): Promise<KycSessionRow[]> {
  return db
    .select()
    .from(kycSessions)
    .where(eq(kycSessions.playerUuid, playerUuid))
    .orderBy(desc(kycSessions.createdAt));
}

/** Records the event; false when it was already recorded (a replay). */
export async function recordKycEvent(
  db: DbOrTx,
  row: typeof kycCallbackEvents.$inferInsert,
): Promise<boolean> {
  const rows = await db
    .insert(kycCallbackEvents)
    .values(row)
    .onConflictDoNothing({ target: kycCallbackEvents.eventId })
    .returning({ eventId: kycCallbackEvents.eventId });
  return rows.length === 1;
}

/** Completes a pending session; false when it was already complete. */
export async function completeKycSession(
  db: DbOrTx,
  id: string,
  status: 'VERIFIED' | 'REJECTED',
  reason: string | null,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(kycSessions)
    .set({ status, reason, completedAt: now })
    .where(and(eq(kycSessions.id, id), eq(kycSessions.status, 'PENDING')))
    .returning({ id: kycSessions.id });
  return rows.length === 1;
}
