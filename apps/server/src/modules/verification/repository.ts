import type { DocumentStatus } from '@croupier/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.ts';
import { type PlayerDocumentRow, playerDocuments } from './tables.ts';

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

export async function findDocument(db: DbOrTx, uuid: string): Promise<PlayerDocumentRow | undefined> {
  const [row] = await db.select().from(playerDocuments).where(eq(playerDocuments.uuid, uuid));
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
