import type { SportsBetDetail } from '@croupier/contract';
import { and, eq, gt, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.ts';
import {
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

/** Ends every open game session of the player at `now`. */
export async function endGameSessions(db: DbOrTx, playerUuid: string, now: Date): Promise<void> {
  await db
    .update(gameSessions)
    .set({ expiresAt: now })
    .where(and(eq(gameSessions.playerUuid, playerUuid), gt(gameSessions.expiresAt, now)));
}

// ── game rounds ──────────────────────────────────────────────────────────────────────
// ── the studio's calls: one statement each (drizzle/0020_round_functions.sql, ADR 041) ─────────

/** What every call names: the transaction, its session and player, and the accounts money moves between. */
export interface CallBase {
  transactionId: string;
  payloadHash: string;
  sessionId: string;
  playerUuid: string;
  currency: string;
  gameSlug: string;
  roundId: string;
  at: Date;
  /** The player's real wallet and the house's shard for the player (ledger account ids). */
  realAccount: number;
  houseAccount: number;
  /** The ledger meta of the call's transfer (what the bet history reads). */
  meta: Record<string, unknown>;
}

async function balanceOf(db: DbOrTx, call: SQL): Promise<bigint> {
  const result = (await db.execute(sql`select ${call} as balance`)) as unknown as {
    rows: { balance: string | number | bigint }[];
  };
  const balance = result.rows[0]?.balance;
  if (balance === undefined || balance === null) throw new Error('a seamless-wallet call answered nothing');
  return BigInt(balance);
}

const ts = (at: Date) => sql`${at.toISOString()}::timestamptz`;
const json = (v: unknown) =>
  v === undefined || v === null ? sql`null::jsonb` : sql`${JSON.stringify(v)}::jsonb`;

/** A bet; answers the balance after (or the first answer of a repeat). */
export function callBet(
  db: DbOrTx,
  c: CallBase & {
    amount: bigint;
    sports: SportsBetDetail | undefined;
    categories: readonly string[];
    /** The session's new expiry when it slides, else it is only checked open. */
    slide: Date | undefined;
  },
): Promise<bigint> {
  const categories = sql`array[${sql.join(
    c.categories.map((x) => sql`${x}`),
    sql`, `,
  )}]::text[]`;
  return balanceOf(
    db,
    sql`seamless_bet(${c.transactionId}, ${c.payloadHash}, ${c.sessionId}, ${c.playerUuid}::uuid, ${c.currency},
      ${c.gameSlug}, ${c.roundId}, ${c.amount.toString()}::bigint, ${json(c.sports)}, ${c.sports?.odds ?? null}::integer,
      ${categories}, ${ts(c.at)}, ${c.slide ? ts(c.slide) : sql`null::timestamptz`}, ${c.realAccount}::bigint,
      ${c.houseAccount}::bigint, ${json(c.meta)})`,
  );
}

/** A win of a bet; answers the balance after. */
export function callWin(
  db: DbOrTx,
  c: CallBase & {
    betTransactionId: string;
    amount: bigint;
    /** A sports bet takes one settlement; a game round may be paid in several wins. */
    once: boolean;
    results: readonly string[] | undefined;
    /** The player's shard of the system accounts (a completed reward's forfeit goes to promotions). */
    shard: number;
  },
): Promise<bigint> {
  return balanceOf(
    db,
    sql`seamless_win(${c.transactionId}, ${c.payloadHash}, ${c.sessionId}, ${c.playerUuid}::uuid, ${c.currency},
      ${c.gameSlug}, ${c.betTransactionId}, ${c.roundId}, ${c.amount.toString()}::bigint, ${c.once}, ${json(c.results)},
      ${ts(c.at)}, ${c.realAccount}::bigint, ${c.houseAccount}::bigint, ${c.shard}::integer, ${json(c.meta)})`,
  );
}

/** A rollback of a bet; answers the balance after. */
export function callRollback(
  db: DbOrTx,
  c: CallBase & { betTransactionId: string; results: readonly string[] | undefined },
): Promise<bigint> {
  return balanceOf(
    db,
    sql`seamless_rollback(${c.transactionId}, ${c.payloadHash}, ${c.sessionId}, ${c.playerUuid}::uuid, ${c.currency},
      ${c.gameSlug}, ${c.betTransactionId}, ${c.roundId}, ${json(c.results)}, ${ts(c.at)}, ${c.realAccount}::bigint,
      ${c.houseAccount}::bigint, ${json(c.meta)})`,
  );
}

/** The balance the studio sees: real money and the active rewards' bonus money. */
export function callBalance(db: DbOrTx, playerUuid: string, currency: string, realAccount: number) {
  return balanceOf(db, sql`seamless_balance(${playerUuid}::uuid, ${currency}, ${realAccount}::bigint)`);
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

/** The round outbox (round_events): how many wait and the oldest's age in seconds (the database's clock). */
export async function roundOutbox(db: DbOrTx): Promise<{ depth: number; oldestSeconds: number }> {
  const result = (await db.execute(
    sql`select count(*)::int as depth, coalesce(extract(epoch from now() - min(at)), 0)::float8 as oldest from round_events`,
  )) as unknown as { rows: { depth: number; oldest: number }[] };
  const row = result.rows[0];
  return { depth: Number(row?.depth ?? 0), oldestSeconds: Math.max(0, Number(row?.oldest ?? 0)) };
}
