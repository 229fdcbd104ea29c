import type { DocumentMimeType, DocumentStatus, DocumentType } from '@croupier/contract';
import { bigint, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { at } from '../../platform/columns.ts';
import { players } from '../auth/tables.ts';

/**
 * E-mail confirmation links: single use, expiring, for one address (a later change of e-mail
 * makes the link useless). Only a SHA-256 of the token is kept.
 */
export const emailVerificationTokens = pgTable(
  'email_verification_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playerUuid: uuid('player_uuid')
      .notNull()
      .references(() => players.uuid, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (t) => [index('email_verification_tokens_player_idx').on(t.playerUuid, t.createdAt)],
);

export type EmailVerificationTokenRow = typeof emailVerificationTokens.$inferSelect;

/** One identity check at the provider (000 §7 KYC). Only a SHA-256 of its session token is kept. */
export const kycSessions = pgTable(
  'kyc_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playerUuid: uuid('player_uuid')
      .notNull()
      .references(() => players.uuid, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    status: text('status').$type<'PENDING' | 'VERIFIED' | 'REJECTED'>().notNull(),
    successUrl: text('success_url').notNull(),
    reason: text('reason'),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    completedAt: at('completed_at'),
  },
  (t) => [index('kyc_sessions_player_idx').on(t.playerUuid, t.createdAt)],
);

/** Every provider callback event applied, so a replayed one changes nothing. */
export const kycCallbackEvents = pgTable('kyc_callback_events', {
  eventId: text('event_id').primaryKey(),
  sessionId: uuid('session_id')
    .notNull()
    .references(() => kycSessions.id, { onDelete: 'cascade' }),
  status: text('status').notNull(),
  receivedAt: at('received_at').notNull(),
});

export type KycSessionRow = typeof kycSessions.$inferSelect;

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
  (t) => [
    index('player_documents_player_idx').on(t.playerUuid, t.createdAt),
    /** The operators' queue: a status, oldest first. */
    index('player_documents_status_idx').on(t.status, t.createdAt),
  ],
);

export type PlayerDocumentRow = typeof playerDocuments.$inferSelect;
