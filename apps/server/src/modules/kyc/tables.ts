import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { players } from '../auth/tables.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

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
