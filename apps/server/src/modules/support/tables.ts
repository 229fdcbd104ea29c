import { sql } from 'drizzle-orm';
import { bigserial, check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { at } from '../../platform/columns.ts';

/**
 * Call-back requests (001 §3 Callback): a guest's or a player's phone and name, kept until an
 * operator marks them handled (docs/decisions/028-support.md). The player is not a foreign key: a
 * request outlives its player's account, and a guest's has none.
 */
export const callbackRequests = pgTable(
  'callback_requests',
  {
    id: uuid('id').primaryKey(),
    phone: text('phone').notNull(),
    name: text('name').notNull(),
    brand: text('brand').notNull(),
    playerUuid: uuid('player_uuid'),
    status: text('status', { enum: ['OPEN', 'HANDLED'] })
      .notNull()
      .default('OPEN'),
    /** Insertion order: lists are newest first, even within one millisecond. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    createdAt: at('created_at').notNull(),
    handledAt: at('handled_at'),
    note: text('note'),
  },
  (t) => [
    index('callback_requests_status_seq_idx').on(t.status, t.seq),
    index('callback_requests_player_idx').on(t.playerUuid),
    check('callback_requests_status_check', sql`${t.status} in ('OPEN', 'HANDLED')`),
    check('callback_requests_handled_check', sql`(${t.status} = 'HANDLED') = (${t.handledAt} is not null)`),
  ],
);
