import { boolean, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { at } from '../../platform/columns.ts';
import { players } from '../auth/tables.ts';

/**
 * A player's session settings (docs/decisions/044-reality-checks-session-limits.md): the
 * reality-check interval, the daily limit on time logged in with a raise or removal waiting its
 * cooling-off, and how far the deposit-limit invitation has been declined.
 */
export const playerSessionSettings = pgTable('player_session_settings', {
  playerUuid: uuid('player_uuid')
    .primaryKey()
    .references(() => players.uuid, { onDelete: 'cascade' }),
  /** Seconds between reality checks; null: the brand's default; 0: off (where the brand allows it). */
  realityCheckSeconds: integer('reality_check_seconds'),
  /** Minutes logged in per rolling 24 hours; null: no limit. */
  dailyMinutes: integer('daily_minutes'),
  /** What the limit becomes once confirmed after `pendingFrom` (null with pendingRemoval). */
  pendingMinutes: integer('pending_minutes'),
  pendingRemoval: boolean('pending_removal').notNull().default(false),
  pendingFrom: at('pending_from'),
  /** The last stage of the deposit-limit invitation the player said "Not now" to. */
  invitationDismissed: text('invitation_dismissed').$type<'REGISTRATION' | 'FIRST_DEPOSIT'>(),
  updatedAt: at('updated_at').notNull(),
});

export type PlayerSessionSettingsRow = typeof playerSessionSettings.$inferSelect;
