import type { DocumentMimeType, DocumentStatus, DocumentType } from '@croupier/contract';
import { bigint, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { players } from '../auth/tables.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Verification documents (001 §3). The file lives in storage under `storage_key`, a name the
 * server generated; `file_name` is only the (cleaned) name the player gave, for display.
 */
export const playerDocuments = pgTable(
  'player_documents',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    playerUuid: uuid('player_uuid')
      .notNull()
      .references(() => players.uuid, { onDelete: 'cascade' }),
    documentType: text('document_type').$type<DocumentType>().notNull(),
    fileName: text('file_name').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    /** Recognised from the content, never from the name. */
    mimeType: text('mime_type').$type<DocumentMimeType>().notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    status: text('status').$type<DocumentStatus>().notNull(),
    comment: text('comment'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [index('player_documents_player_idx').on(t.playerUuid, t.createdAt)],
);

export type PlayerDocumentRow = typeof playerDocuments.$inferSelect;
