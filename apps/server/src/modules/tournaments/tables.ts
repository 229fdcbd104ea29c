import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { brandColumn } from '../../platform/columns.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const minor = (name: string) => bigint(name, { mode: 'bigint' });

/** A prize line as the operator set it (amount: decimal major units). */
export interface PrizeLine {
  placeFrom: number;
  placeTo: number;
  image: string | null;
  amount: string | null;
  templateUUID: string | null;
}
export interface TournamentTexts {
  title: string;
  description: string;
  image: string | null;
  terms: string;
}

/** Tournaments (docs/decisions/026-tournaments-loyalty.md): status follows from the dates. */
export const tournaments = pgTable(
  'tournaments',
  {
    id: uuid('id').primaryKey(),
    brandId: brandColumn(),
    name: text('name').notNull(),
    gameSlugs: text('game_slugs').array().notNull(),
    scoring: text('scoring').$type<'WAGERED' | 'MULTIPLIER'>().notNull(),
    currency: text('currency').notNull(),
    minStakeMinor: minor('min_stake_minor').notNull(),
    startsAt: at('starts_at').notNull(),
    endsAt: at('ends_at').notNull(),
    prizes: jsonb('prizes').$type<PrizeLine[]>().notNull(),
    content: jsonb('content').$type<Record<string, TournamentTexts>>().notNull(),
    /** Participants now: kept by opt-in and opt-out, so a board's page count reads one row. */
    participants: integer('participants').notNull().default(0),
    cancelledAt: at('cancelled_at'),
    /** The standings were fixed into `tournament_prizes` (the payout's first step). */
    standingsFixedAt: at('standings_fixed_at'),
    /** Every prize paid. */
    paidAt: at('paid_at'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    index('tournaments_ends_idx').on(t.endsAt),
    check('tournaments_dates_check', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

/**
 * Who joined, with their score. The leaderboard is this table in (points desc, reached_at,
 * player) order, read through the index below: a page or a player's place is an index range scan.
 */
export const tournamentParticipants = pgTable(
  'tournament_participants',
  {
    tournamentId: uuid('tournament_id')
      .notNull()
      .references(() => tournaments.id),
    playerUuid: uuid('player_uuid').notNull(),
    /** The masked name shown on the board, fixed at opt-in. */
    name: text('name').notNull(),
    points: bigint('points', { mode: 'number' }).notNull().default(0),
    /** When the current score was reached (ties go to the earlier). */
    reachedAt: at('reached_at').notNull(),
    optedInAt: at('opted_in_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tournamentId, t.playerUuid] }),
    index('tournament_participants_board_idx').on(t.tournamentId, t.points.desc(), t.reachedAt, t.playerUuid),
  ],
);

/** The points each bet gave in each tournament: a repeat scores nothing, a rollback takes them back. */
export const tournamentScores = pgTable(
  'tournament_scores',
  {
    tournamentId: uuid('tournament_id').notNull(),
    betTransactionId: text('bet_transaction_id').notNull(),
    playerUuid: uuid('player_uuid').notNull(),
    points: bigint('points', { mode: 'number' }).notNull(),
  },
  // One index, led by the bet: a rollback finds its rows, a repeat conflicts (and scoring stays cheap).
  (t) => [primaryKey({ columns: [t.betTransactionId, t.tournamentId] })],
);

/** The standings fixed when a tournament finished: one row per prized place, paid once. */
export const tournamentPrizes = pgTable(
  'tournament_prizes',
  {
    tournamentId: uuid('tournament_id')
      .notNull()
      .references(() => tournaments.id),
    place: integer('place').notNull(),
    playerUuid: uuid('player_uuid').notNull(),
    points: bigint('points', { mode: 'number' }).notNull(),
    amountMinor: minor('amount_minor'),
    templateUuid: uuid('template_uuid'),
    paidAt: at('paid_at'),
  },
  (t) => [primaryKey({ columns: [t.tournamentId, t.place] })],
);
