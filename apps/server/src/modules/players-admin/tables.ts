import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { at, brandColumn, minor } from '../../platform/columns.ts';
import { players } from '../auth/tables.ts';

/** A player an operator locked: no login or renewal until unlocked (the row is deleted then). */
export const playerLocks = pgTable('player_locks', {
  playerUuid: uuid('player_uuid')
    .primaryKey()
    .references(() => players.uuid, { onDelete: 'cascade' }),
  reason: text('reason').notNull(),
  lockedBy: text('locked_by').notNull(),
  lockedAt: at('locked_at').notNull(),
});

/** An operator's note on a player. */
export const playerNotes = pgTable(
  'player_notes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    playerUuid: uuid('player_uuid')
      .notNull()
      .references(() => players.uuid, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    author: text('author').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('player_notes_player_idx').on(t.playerUuid, t.id)],
);

/**
 * An operator's manual credit or debit of a player's real balance. Above its currency's threshold
 * it waits (PENDING_APPROVAL) for another operator; the ledger transfer `adjustment:{id}` moves the
 * money once. `requestedById` names the maker (`kind:id`) so the checker can be told apart.
 */
export const manualAdjustments = pgTable(
  'manual_adjustments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The maker's idempotency key. */
    key: text('key').notNull(),
    playerUuid: uuid('player_uuid')
      .notNull()
      .references(() => players.uuid),
    direction: text('direction').$type<'CREDIT' | 'DEBIT'>().notNull(),
    amount: minor('amount').notNull(),
    currency: text('currency').notNull(),
    reason: text('reason').notNull(),
    status: text('status').$type<'PENDING_APPROVAL' | 'APPLIED' | 'DECLINED'>().notNull(),
    requestedById: text('requested_by_id').notNull(),
    requestedBy: text('requested_by').notNull(),
    requestedAt: at('requested_at').notNull(),
    decidedById: text('decided_by_id'),
    decidedBy: text('decided_by'),
    decidedAt: at('decided_at'),
    declineReason: text('decline_reason'),
    transferId: bigint('transfer_id', { mode: 'number' }),
  },
  (t) => [
    uniqueIndex('manual_adjustments_key_idx').on(t.key),
    index('manual_adjustments_player_idx').on(t.playerUuid, t.requestedAt),
    index('manual_adjustments_status_idx').on(t.status, t.requestedAt),
    check('manual_adjustments_amount_positive', sql`${t.amount} > 0`),
    check('manual_adjustments_direction', sql`${t.direction} in ('CREDIT', 'DEBIT')`),
    check('manual_adjustments_status', sql`${t.status} in ('PENDING_APPROVAL', 'APPLIED', 'DECLINED')`),
  ],
);

/** Per brand and currency: adjustments above `amount` (minor units) wait for a second operator. */
export const adjustmentThresholds = pgTable(
  'adjustment_thresholds',
  {
    brandId: brandColumn(),
    currency: text('currency').notNull(),
    amount: minor('amount').notNull(),
  },
  (t) => [primaryKey({ columns: [t.brandId, t.currency] })],
);

export type ManualAdjustmentRow = typeof manualAdjustments.$inferSelect;
