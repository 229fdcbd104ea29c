import type { DocumentStatus } from '@croupier/contract';
import { and, asc, count, desc, eq, isNull } from 'drizzle-orm';
import { playerOfBrand } from '../../platform/brand-scope.ts';
import type { DbOrTx } from '../../platform/db.ts';
import {
  type EmailVerificationTokenRow,
  emailVerificationTokens,
  type KycSessionRow,
  kycCallbackEvents,
  kycSessions,
  type PlayerDocumentRow,
  playerDocuments,
} from './tables.ts';

// ── e-mail confirmation links ────────────────────────────────────────────────────────
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

// ── identity checks (KYC) ────────────────────────────────────────────────────────────
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

// ── documents ────────────────────────────────────────────────────────────────────────
export async function insertDocument(
  db: DbOrTx,
  row: typeof playerDocuments.$inferInsert,
): Promise<PlayerDocumentRow> {
  const [created] = await db.insert(playerDocuments).values(row).returning();
  if (!created) throw new Error('insert player_documents returned nothing');
  return created;
}

export function listDocuments(db: DbOrTx, playerUuid: string): Promise<PlayerDocumentRow[]> {
  return db
    .select()
    .from(playerDocuments)
    .where(eq(playerDocuments.playerUuid, playerUuid))
    .orderBy(desc(playerDocuments.createdAt));
}

/** The brand's players' documents in one status, oldest first (the operators' queue), and how many there are. */
export async function documentsInStatus(
  db: DbOrTx,
  brandId: string,
  status: DocumentStatus,
  page: number,
  size: number,
) {
  const where = and(eq(playerDocuments.status, status), playerOfBrand(playerDocuments.playerUuid, brandId));
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(playerDocuments)
      .where(where)
      .orderBy(asc(playerDocuments.createdAt), asc(playerDocuments.uuid))
      .limit(size)
      .offset(page * size),
    db.select({ n: count() }).from(playerDocuments).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The document, or with `brandId` only if its player is of that brand (an operator's read). */
export async function findDocument(
  db: DbOrTx,
  uuid: string,
  brandId?: string,
): Promise<PlayerDocumentRow | undefined> {
  const ofBrand = brandId === undefined ? undefined : playerOfBrand(playerDocuments.playerUuid, brandId);
  const [row] = await db
    .select()
    .from(playerDocuments)
    .where(and(eq(playerDocuments.uuid, uuid), ofBrand));
  return row;
}

/** Moves the document only if it is still in `from` (two reviewers cannot both move it). */
export async function moveDocument(
  db: DbOrTx,
  uuid: string,
  from: DocumentStatus,
  to: DocumentStatus,
  comment: string | null,
  now: Date,
): Promise<PlayerDocumentRow | undefined> {
  const [row] = await db
    .update(playerDocuments)
    .set({ status: to, comment, updatedAt: now })
    .where(and(eq(playerDocuments.uuid, uuid), eq(playerDocuments.status, from)))
    .returning();
  return row;
}
