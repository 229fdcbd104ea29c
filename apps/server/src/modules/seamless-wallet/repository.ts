import { and, eq, gt, inArray, isNotNull, ne, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.ts';
import {
  type GameRoundRow,
  type GameSessionRow,
  gameRounds,
  gameSessions,
  type SeamlessTransactionRow,
  seamlessTransactions,
} from './tables.ts';

// ── game sessions ────────────────────────────────────────────────────────────────────
export async function insertGameSession(db: DbOrTx, row: typeof gameSessions.$inferInsert): Promise<void> {
  await db.insert(gameSessions).values(row);
}

export async function findGameSession(db: DbOrTx, id: string): Promise<GameSessionRow | undefined> {
  const [row] = await db.select().from(gameSessions).where(eq(gameSessions.id, id));
  return row;
}

/**
 * Whether the session is still open at `at`; with `expiresAt`, moves its expiry there in the same
 * statement.
 */
export async function keepGameSessionOpen(
  db: DbOrTx,
  id: string,
  at: Date,
  expiresAt?: Date,
): Promise<boolean> {
  const open = and(eq(gameSessions.id, id), gt(gameSessions.expiresAt, at));
  const rows = expiresAt
    ? await db.update(gameSessions).set({ expiresAt }).where(open).returning({ id: gameSessions.id })
    : await db.select({ id: gameSessions.id }).from(gameSessions).where(open);
  return rows.length > 0;
}

/** Ends every open game session of the player at `now`. */
export async function endGameSessions(db: DbOrTx, playerUuid: string, now: Date): Promise<void> {
  await db
    .update(gameSessions)
    .set({ expiresAt: now })
    .where(and(eq(gameSessions.playerUuid, playerUuid), gt(gameSessions.expiresAt, now)));
}

// ── game rounds ──────────────────────────────────────────────────────────────────────
/** Inserts the round unless its bet transaction id is taken; true when this call inserted it. */
export async function insertGameRound(db: DbOrTx, row: typeof gameRounds.$inferInsert): Promise<boolean> {
  const rows = await db
    .insert(gameRounds)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: gameRounds.betTransactionId });
  return rows.length > 0;
}

export interface RoundRef {
  sessionId: string;
  betTransactionId: string;
  roundId: string;
}

/** The bet's round in this session: another session's bet is not found. */
function roundOf(r: RoundRef): SQL | undefined {
  return and(
    eq(gameRounds.betTransactionId, r.betTransactionId),
    eq(gameRounds.sessionId, r.sessionId),
    eq(gameRounds.roundId, r.roundId),
  );
}

/** The bet's round, locked for this transaction. */
export async function lockGameRound(db: DbOrTx, r: RoundRef): Promise<GameRoundRow | undefined> {
  const [round] = await db.select().from(gameRounds).where(roundOf(r)).for('update');
  return round;
}

/** Settles the round with the win; answers its stake, or null when there is no such open or settled round. */
export async function settleGameRound(
  db: DbOrTx,
  r: RoundRef,
  won: number,
  at: Date,
  /** The round takes one settlement only (a sports bet); a game round may be paid in several wins. */
  once = false,
): Promise<bigint | null> {
  const [row] = await db
    .update(gameRounds)
    .set({ won: sql`${gameRounds.won} + ${won}`, status: 'settled', updatedAt: at })
    .where(and(roundOf(r), once ? eq(gameRounds.status, 'open') : ne(gameRounds.status, 'rolled_back')))
    .returning({ stake: gameRounds.stake });
  return row ? row.stake : null;
}

export async function markGameRoundRolledBack(db: DbOrTx, betTransactionId: string, at: Date): Promise<void> {
  await db
    .update(gameRounds)
    .set({ status: 'rolled_back', updatedAt: at })
    .where(eq(gameRounds.betTransactionId, betTransactionId));
}

// ── the studio's transactions ────────────────────────────────────────────────────────
export async function findSeamlessTransaction(
  db: DbOrTx,
  transactionId: string,
): Promise<SeamlessTransactionRow | undefined> {
  const [row] = await db
    .select()
    .from(seamlessTransactions)
    .where(eq(seamlessTransactions.transactionId, transactionId));
  return row;
}

/** Records a transaction that moved no money; false when its id is taken. */
export async function insertSeamlessTransaction(
  db: DbOrTx,
  row: typeof seamlessTransactions.$inferInsert,
): Promise<boolean> {
  const rows = await db
    .insert(seamlessTransactions)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: seamlessTransactions.transactionId });
  return rows.length > 0;
}

/**
 * The statement that records a transaction in the same statement as its ledger transfer
 * (`LedgerService.transferRecorded`, which names the transfer's result `t`): the balance after is the
 * side the player is on. Returns a row unless the id is taken.
 */
export function recordSeamlessTransaction(
  row: Omit<SeamlessTransactionRow, 'balanceAfter' | 'ledgerTransferId'>,
  side: 'from' | 'to',
  /** Added to the wallet's balance in the answer kept (the player's bonus money at play). */
  extra = 0n,
): SQL {
  const wallet = side === 'from' ? sql.raw('t.o_from_balance') : sql.raw('t.o_to_balance');
  const balance = sql`(${wallet} + ${extra.toString()}::bigint)`;
  return sql`insert into ${seamlessTransactions} (transaction_id, type, session_id, player_uuid, round_id, bet_transaction_id, amount, currency, payload_hash, balance_after, ledger_transfer_id, created_at)
    select ${row.transactionId}, ${row.type}, ${row.sessionId}, ${row.playerUuid}, ${row.roundId}, ${row.betTransactionId}, ${row.amount.toString()}::bigint, ${row.currency}, ${row.payloadHash}, ${balance}, t.o_id, ${row.createdAt.toISOString()}::timestamptz from t
    on conflict do nothing returning 1`;
}

/** Writes how each selection of a sports bet ended (ADR 027); a games round has no slip and is left alone. */
export async function recordSportsResults(
  db: DbOrTx,
  betTransactionId: string,
  results: readonly ('won' | 'lost' | 'void')[],
): Promise<void> {
  const [round] = await db
    .select({ sports: gameRounds.sports })
    .from(gameRounds)
    .where(eq(gameRounds.betTransactionId, betTransactionId));
  if (!round?.sports) return;
  const sports = {
    ...round.sports,
    selections: round.sports.selections.map((s, i) => ({ ...s, result: results[i] ?? null })),
  };
  await db.update(gameRounds).set({ sports }).where(eq(gameRounds.betTransactionId, betTransactionId));
}

/** The player's sports rounds with these bet ids: state and slip, for the bet history. */
export async function sportsRounds(db: DbOrTx, playerUuid: string, betIds: string[]) {
  if (betIds.length === 0) return [];
  return db
    .select({
      betTransactionId: gameRounds.betTransactionId,
      status: gameRounds.status,
      sports: gameRounds.sports,
    })
    .from(gameRounds)
    .where(
      and(
        eq(gameRounds.playerUuid, playerUuid),
        inArray(gameRounds.betTransactionId, betIds),
        isNotNull(gameRounds.sports),
      ),
    );
}
