import { sql } from 'drizzle-orm';
import { bigserial, boolean, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { at, minor } from '../../platform/columns.ts';
import { players } from '../auth/tables.ts';

type LimitKind = 'DEPOSIT' | 'LOSS' | 'WAGER';

/**
 * A player's limits (docs/decisions/042-deposit-limits.md), one row per kind and rolling period, in
 * the player's currency: the player's own amount and the operator's, the tighter of the two in
 * force; an increase or removal of the player's waits in `pending*` until its cooling-off ended and
 * the player confirmed it.
 */
export const playerLimits = pgTable(
  'player_limits',
  {
    playerUuid: uuid('player_uuid')
      .notNull()
      .references(() => players.uuid, { onDelete: 'cascade' }),
    kind: text('kind').$type<LimitKind>().notNull(),
    period: text('period').$type<'DAY' | 'WEEK' | 'MONTH'>().notNull(),
    currency: text('currency').notNull(),
    playerAmount: minor('player_amount'),
    operatorAmount: minor('operator_amount'),
    /** What the player's amount becomes once confirmed after `pendingFrom` (null with pendingRemoval). */
    pendingAmount: minor('pending_amount'),
    pendingRemoval: boolean('pending_removal').notNull().default(false),
    pendingFrom: at('pending_from'),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.playerUuid, t.kind, t.period] })],
);

/** Every change of a player's limits: who asked for what, and when it applied (the operator reads it). */
export const playerLimitChanges = pgTable(
  'player_limit_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    playerUuid: uuid('player_uuid')
      .notNull()
      .references(() => players.uuid, { onDelete: 'cascade' }),
    kind: text('kind').$type<LimitKind>().notNull(),
    period: text('period').$type<'DAY' | 'WEEK' | 'MONTH'>().notNull(),
    currency: text('currency').notNull(),
    fromAmount: minor('from_amount'),
    toAmount: minor('to_amount'),
    step: text('step').$type<'requested' | 'applied'>().notNull(),
    by: text('by').$type<'PLAYER' | 'OPERATOR'>().notNull(),
    at: at('at').notNull(),
  },
  (t) => [index('player_limit_changes_player_idx').on(t.playerUuid, t.at)],
);

/**
 * A limited player's real-money play by the hour (docs/decisions/043-loss-and-wager-limits.md): what
 * was staked and won, kept from the player's first loss or wager limit on, written by the seamless
 * wallet's statements (drizzle/0022_loss_and_wager_limits.sql) and summed over a limit's window.
 */
export const playerPlayHours = pgTable(
  'player_play_hours',
  {
    playerUuid: uuid('player_uuid')
      .notNull()
      .references(() => players.uuid, { onDelete: 'cascade' }),
    hour: at('hour').notNull(),
    currency: text('currency').notNull(),
    staked: minor('staked').notNull().default(sql`0`),
    won: minor('won').notNull().default(sql`0`),
  },
  (t) => [primaryKey({ columns: [t.playerUuid, t.hour] })],
);

export type PlayerLimitRow = typeof playerLimits.$inferSelect;
export type PlayerLimitChangeRow = typeof playerLimitChanges.$inferSelect;

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
/**
 * Time-outs and self-exclusions (docs/decisions/045-time-out-and-self-exclusion.md), one row per
 * break taken. At most one is in force: a longer one supersedes it. A self-exclusion past its end
 * stays in force until 24 hours after the player asked to reopen.
 */
export const playerBreaks = pgTable(
  'player_breaks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    playerUuid: uuid('player_uuid')
      .notNull()
      .references(() => players.uuid, { onDelete: 'cascade' }),
    kind: text('kind').$type<'TIME_OUT' | 'SELF_EXCLUSION'>().notNull(),
    period: text('period').notNull(),
    startsAt: at('starts_at').notNull(),
    /** Null: permanent. */
    endsAt: at('ends_at'),
    reopenRequestedAt: at('reopen_requested_at'),
    /** A longer break replaced this one. */
    supersededAt: at('superseded_at'),
  },
  (t) => [
    index('player_breaks_player_idx').on(t.playerUuid, t.startsAt),
    index('player_breaks_open_idx').on(t.startsAt).where(sql`${t.supersededAt} is null`),
  ],
);

export type PlayerBreakRow = typeof playerBreaks.$inferSelect;
