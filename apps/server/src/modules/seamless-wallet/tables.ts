import type { SportsBetDetail } from '@croupier/contract';
import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { at, minor } from '../../platform/columns.ts';

/**
 * A real-money game session a player started (000 §7 Game session). The studio names it in every
 * wallet call; bets are taken until `expiresAt` (each bet moves it on), wins and rollbacks after too.
 */
export const gameSessions = pgTable(
  'game_sessions',
  {
    id: text('id').primaryKey(),
    playerUuid: uuid('player_uuid').notNull(),
    gameUuid: uuid('game_uuid').notNull(),
    gameSlug: text('game_slug').notNull(),
    currency: text('currency').notNull(),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    /** A game studio's session, or a sportsbook's (ADR 027: its bets are marked sports in the ledger). */
    kind: text('kind').$type<'games' | 'sports'>().notNull().default('games'),
  },
  (t) => [index('game_sessions_player_idx').on(t.playerUuid, t.createdAt)],
);

/**
 * Every bet, win and rollback the studio sent, once per studio transaction id: a repeat with the same
 * payload hash answers the stored answer again, another payload is a duplicate. Immutable.
 */
export const seamlessTransactions = pgTable(
  'seamless_transactions',
  {
    transactionId: text('transaction_id').primaryKey(),
    type: text('type').$type<'bet' | 'win' | 'rollback'>().notNull(),
    sessionId: text('session_id').notNull(),
    playerUuid: uuid('player_uuid').notNull(),
    roundId: text('round_id').notNull(),
    /** The bet a win or rollback belongs to (a bet names itself). */
    betTransactionId: text('bet_transaction_id').notNull(),
    amount: minor('amount').notNull(),
    currency: text('currency').notNull(),
    payloadHash: text('payload_hash').notNull(),
    /** The answer's balance: the player's real balance right after this transaction. */
    balanceAfter: minor('balance_after').notNull(),
    /** The ledger transfer that moved the money (none for a zero win or a rollback of an unknown bet). */
    ledgerTransferId: bigint('ledger_transfer_id', { mode: 'number' }),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('seamless_transactions_bet_idx').on(t.betTransactionId)],
);

/**
 * One game round of a player: its bet, what it paid and its state. The row is the lock that orders a
 * bet, its wins and its rollback; a rollback that came before its bet leaves a `rolled_back` row with
 * no stake, so the late bet is refused. The bet history reads the ledger transfers (with the same ids).
 */
export const gameRounds = pgTable(
  'game_rounds',
  {
    betTransactionId: text('bet_transaction_id').primaryKey(),
    roundId: text('round_id').notNull(),
    sessionId: text('session_id').notNull(),
    playerUuid: uuid('player_uuid').notNull(),
    gameSlug: text('game_slug').notNull(),
    currency: text('currency').notNull(),
    /** Stake; 0 for a rollback that arrived before its bet. */
    stake: minor('stake').notNull(),
    won: minor('won').notNull().default(sql`0`),
    status: text('status').$type<'open' | 'settled' | 'rolled_back'>().notNull(),
    /** A sports bet's slip and, once settled, each selection's result (ADR 027); null for games. */
    sports: jsonb('sports').$type<SportsBetDetail>(),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    index('game_rounds_player_idx').on(t.playerUuid, t.createdAt),
    check('game_rounds_amounts', sql`${t.stake} >= 0 and ${t.won} >= 0`),
  ],
);

export type GameSessionRow = typeof gameSessions.$inferSelect;
export type SeamlessTransactionRow = typeof seamlessTransactions.$inferSelect;
export type GameRoundRow = typeof gameRounds.$inferSelect;

/**
 * The round outbox (docs/decisions/041-rounds-at-ledger-speed.md): each real-money round event,
 * written in the transaction that moved its money and relayed to the round observers (tournaments,
 * loyalty, campaigns) after it commits, in id order; a relayed event is deleted in the transaction
 * that applied it, so a crash loses and repeats nothing.
 */
export const roundEvents = pgTable('round_events', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  kind: text('kind').$type<'staked' | 'settled' | 'rolledBack'>().notNull(),
  playerUuid: uuid('player_uuid').notNull(),
  currency: text('currency').notNull(),
  gameSlug: text('game_slug').notNull(),
  sessionId: text('session_id').notNull(),
  betTransactionId: text('bet_transaction_id').notNull(),
  roundId: text('round_id').notNull(),
  stake: minor('stake').notNull(),
  /** What a settlement paid (0 for a stake or a rollback). */
  win: minor('win').notNull().default(sql`0`),
  at: at('at').notNull(),
});

export type RoundEventRow = typeof roundEvents.$inferSelect;
