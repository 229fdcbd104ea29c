import { and, count, desc, eq, gte, inArray, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../platform/db.ts';
import { ledgerAccounts, ledgerTransfers } from './tables.ts';

/** A bet as the ledger keeps it: a `bet` transfer (seamless-wallet writes `{betId, kind, gameSlug, roundId}`). */
export interface BetRow {
  id: number;
  key: string;
  amount: bigint;
  currency: string;
  meta: Record<string, unknown>;
  createdAt: Date;
}

export interface BetFilter {
  kind?: 'games' | 'sports' | undefined;
  /** Inclusive lower bound of `created_at`. */
  from?: Date | undefined;
  /** Exclusive upper bound of `created_at`. */
  until?: Date | undefined;
}

const betId = sql<string>`${ledgerTransfers.meta}->>'betId'`;

/** Transfers of the given kind one of the player's wallets took part in. */
function playerTransfers(playerUuid: string, kind: string): SQL {
  return and(
    eq(ledgerTransfers.kind, kind),
    sql`exists (select 1 from ${ledgerAccounts} where ${ledgerAccounts.id} in (${ledgerTransfers.fromAccount}, ${ledgerTransfers.toAccount}) and ${ledgerAccounts.playerUuid} = ${playerUuid})`,
  ) as SQL;
}

/** Games are every bet that is not marked sports. */
function kindIs(kind: 'games' | 'sports'): SQL {
  const sports = sql`coalesce(${ledgerTransfers.meta}->>'kind', '') = 'sports'`;
  return kind === 'sports' ? sports : sql`not (${sports})`;
}

function betsWhere(playerUuid: string, f: BetFilter): SQL | undefined {
  return and(
    playerTransfers(playerUuid, 'bet'),
    f.kind ? kindIs(f.kind) : undefined,
    f.from ? gte(ledgerTransfers.createdAt, f.from) : undefined,
    f.until ? lt(ledgerTransfers.createdAt, f.until) : undefined,
  );
}

const betColumns = {
  id: ledgerTransfers.id,
  key: ledgerTransfers.key,
  amount: ledgerTransfers.amount,
  currency: ledgerTransfers.currency,
  meta: ledgerTransfers.meta,
  createdAt: ledgerTransfers.createdAt,
};

/** One page of the player's bets, newest first, and how many there are in all. */
async function betPage(
  db: DbOrTx,
  playerUuid: string,
  f: BetFilter,
  page: number,
  size: number,
): Promise<{ rows: BetRow[]; total: number }> {
  const where = betsWhere(playerUuid, f);
  const [rows, [counted]] = await Promise.all([
    db
      .select(betColumns)
      .from(ledgerTransfers)
      .where(where)
      .orderBy(desc(ledgerTransfers.id))
      .limit(size)
      .offset(page * size),
    db.select({ n: count() }).from(ledgerTransfers).where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

/** The player's newest bet with this id (its `betId`, else its transfer key) and kind. */
async function findBet(
  db: DbOrTx,
  playerUuid: string,
  kind: 'games' | 'sports',
  id: string,
): Promise<BetRow | undefined> {
  const [row] = await db
    .select(betColumns)
    .from(ledgerTransfers)
    .where(
      and(
        betsWhere(playerUuid, { kind }),
        or(eq(betId, id), and(isNull(betId), eq(ledgerTransfers.key, id))),
      ),
    )
    .orderBy(desc(ledgerTransfers.id))
    .limit(1);
  return row;
}

/** What became of the bets: their wins (summed, minor units) and which were rolled back. */
async function betOutcomes(
  db: DbOrTx,
  playerUuid: string,
  ids: string[],
): Promise<{ wins: Map<string, bigint>; rolledBack: Set<string> }> {
  const wins = new Map<string, bigint>();
  const rolledBack = new Set<string>();
  if (ids.length === 0) return { wins, rolledBack };
  const rows = await db
    .select({ kind: ledgerTransfers.kind, betId, amount: ledgerTransfers.amount })
    .from(ledgerTransfers)
    .where(
      and(
        or(playerTransfers(playerUuid, 'win'), playerTransfers(playerUuid, 'bet.rollback')),
        inArray(betId, ids),
      ),
    );
  for (const r of rows) {
    if (r.kind === 'win') wins.set(r.betId, (wins.get(r.betId) ?? 0n) + BigInt(r.amount));
    else rolledBack.add(r.betId);
  }
  return { wins, rolledBack };
}

/**
 * The ledger's bets, as the bets module reads them (001 §5 bet activity): `bet` transfers of a
 * player, and the `win` and `bet.rollback` transfers that name them. Read only.
 */
export class BetTransfers {
  constructor(private readonly db: Db) {}

  /** One page of the player's bets, newest first, and how many there are in all. */
  page(playerUuid: string, f: BetFilter, page: number, size: number) {
    return betPage(this.db, playerUuid, f, page, size);
  }

  /** The player's newest bet with this id (its `betId`, else its transfer key) and kind. */
  find(playerUuid: string, kind: 'games' | 'sports', id: string) {
    return findBet(this.db, playerUuid, kind, id);
  }

  /** What became of the bets: their wins (summed, minor units) and which were rolled back. */
  outcomes(playerUuid: string, ids: string[]) {
    return betOutcomes(this.db, playerUuid, ids);
  }
}
