import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { players } from '../auth/tables.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

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
