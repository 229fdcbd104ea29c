import { and, countDistinct, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { brandOfPlayer } from '../../platform/brand-scope.ts';
import { FIRST_BRAND_ID } from '../../platform/columns.ts';
import type { Db } from '../../platform/db.ts';
import { ledgerAccounts, ledgerTransfers } from './tables.ts';

/** A period of ledger time: `from` included, `until` excluded; one currency, or every one; one brand's transfers. */
export interface FiguresRange {
  from: Date;
  until: Date;
  currency?: string | undefined;
  brandId: string;
}

/** What transfers of one kind add up to on one UTC day in one currency (minor units). */
export interface KindSum {
  day: string;
  currency: string;
  kind: string;
  count: number;
  amount: bigint;
}

/** A count (and amount, minor units) on one UTC day in one currency. */
export interface DayCount {
  day: string;
  currency: string;
  count: number;
  amount: bigint;
}

/** One game's bets, wins and rollbacks over a period (minor units). */
export interface GameSums {
  gameSlug: string;
  staked: bigint;
  rolledBack: bigint;
  won: bigint;
  rounds: number;
  players: number;
}

/** The UTC day of a transfer, YYYY-MM-DD. */
const dayOf = sql<string>`to_char(${ledgerTransfers.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
const sumOf = (amount: SQL | typeof ledgerTransfers.amount) => sql<string>`coalesce(sum(${amount}), 0)::text`;
const player = alias(ledgerAccounts, 'player');

/**
 * The transfer is the brand's (docs/decisions/066-operator-calls-per-brand.md): its player's brand,
 * the player being the owner of a wallet on either side or, between system accounts (a paid
 * withdrawal), the one its meta names (`playerUuid`). A transfer with neither, written before paid
 * withdrawals named their player, is the first brand's, as every row from before brands is.
 */
function ofBrand(brandId: string): SQL {
  const owner = sql`coalesce(
    (select w.player_uuid from ${ledgerAccounts} w
      where w.id in (${ledgerTransfers.fromAccount}, ${ledgerTransfers.toAccount}) and w.is_player limit 1),
    (${ledgerTransfers.meta}->>'playerUuid')::uuid)`;
  return sql`coalesce(${brandOfPlayer(owner)}, ${FIRST_BRAND_ID}) = ${brandId}`;
}

function inRange(r: FiguresRange): SQL | undefined {
  return and(
    gte(ledgerTransfers.createdAt, r.from),
    lt(ledgerTransfers.createdAt, r.until),
    r.currency ? eq(ledgerTransfers.currency, r.currency) : undefined,
    ofBrand(r.brandId),
  );
}

/**
 * Sums of the ledger for reports (docs/decisions/051-reports.md): what transfers of given kinds add
 * up to per UTC day and currency, and who took part, of one brand's players. The reports module
 * reads the ledger only through this; the meaning of each kind is the reader's.
 */
export class LedgerFigures {
  constructor(private readonly db: Db) {}

  /** Count and sum of the transfers of these kinds, per UTC day, currency and kind. */
  async sumsByKind(r: FiguresRange, kinds: readonly string[]): Promise<KindSum[]> {
    const rows = await this.db
      .select({
        day: dayOf,
        currency: ledgerTransfers.currency,
        kind: ledgerTransfers.kind,
        count: sql<number>`count(*)::int`,
        amount: sumOf(ledgerTransfers.amount),
      })
      .from(ledgerTransfers)
      .where(and(inRange(r), inArray(ledgerTransfers.kind, [...kinds])))
      .groupBy(dayOf, ledgerTransfers.currency, ledgerTransfers.kind);
    return rows.map((row) => ({ ...row, amount: BigInt(row.amount) }));
  }

  /**
   * Players whose first transfer ever of these kinds into one of their wallets falls in the period,
   * per UTC day and currency of that transfer, with its amount (a player's first deposit).
   */
  async firstInto(r: FiguresRange, kinds: readonly string[]): Promise<DayCount[]> {
    const rows = await this.db
      .select({
        day: dayOf,
        currency: ledgerTransfers.currency,
        count: sql<number>`count(*)::int`,
        amount: sumOf(ledgerTransfers.amount),
      })
      .from(ledgerTransfers)
      .innerJoin(player, and(eq(player.id, ledgerTransfers.toAccount), eq(player.isPlayer, true)))
      .where(
        and(
          inRange(r),
          inArray(ledgerTransfers.kind, [...kinds]),
          sql`not exists (select 1 from ${ledgerTransfers} earlier
            join ${ledgerAccounts} earlier_to on earlier_to.id = earlier.to_account
            where earlier_to.player_uuid = ${player.playerUuid}
              and earlier.kind in ${[...kinds]}
              and (earlier.created_at, earlier.id) < (${ledgerTransfers.createdAt}, ${ledgerTransfers.id}))`,
        ),
      )
      .groupBy(dayOf, ledgerTransfers.currency);
    return rows.map((row) => ({ ...row, amount: BigInt(row.amount) }));
  }

  /**
   * Distinct players who paid a transfer of this kind from one of their wallets (a bet), per UTC day
   * and currency, or over the whole period per currency (`day` is then '').
   */
  async payers(r: FiguresRange, kind: string, perDay: boolean): Promise<DayCount[]> {
    const day = perDay ? dayOf : sql<string>`''`;
    const rows = await this.db
      .select({ day, currency: ledgerTransfers.currency, count: countDistinct(player.playerUuid) })
      .from(ledgerTransfers)
      .innerJoin(player, and(eq(player.id, ledgerTransfers.fromAccount), eq(player.isPlayer, true)))
      .where(and(inRange(r), eq(ledgerTransfers.kind, kind)))
      .groupBy(...(perDay ? [dayOf, ledgerTransfers.currency] : [ledgerTransfers.currency]));
    return rows.map((row) => ({ ...row, amount: 0n }));
  }

  /**
   * Per game (the `gameSlug` the seamless wallet writes in each transfer's meta): stakes (`bet`),
   * stakes given back (`bet.rollback`), wins (`win`), distinct rounds and players who staked; the
   * highest `staked − rolledBack − won` first.
   */
  async games(r: FiguresRange & { currency: string }, limit: number): Promise<GameSums[]> {
    const slug = sql<string>`coalesce(${ledgerTransfers.meta}->>'gameSlug', '')`;
    const ofKind = (kind: string) =>
      sql`case when ${ledgerTransfers.kind} = ${kind} then ${ledgerTransfers.amount} else 0 end`;
    const staked = sql`coalesce(sum(${ofKind('bet')}), 0)`;
    const rolledBack = sql`coalesce(sum(${ofKind('bet.rollback')}), 0)`;
    const won = sql`coalesce(sum(${ofKind('win')}), 0)`;
    const onBet = (value: SQL) => sql`case when ${ledgerTransfers.kind} = 'bet' then ${value} end`;
    const rows = await this.db
      .select({
        gameSlug: slug,
        staked: sql<string>`${staked}::text`,
        rolledBack: sql<string>`${rolledBack}::text`,
        won: sql<string>`${won}::text`,
        rounds: sql<number>`count(distinct ${onBet(sql`coalesce(${ledgerTransfers.meta}->>'roundId', ${ledgerTransfers.key})`)})::int`,
        players: sql<number>`count(distinct ${onBet(sql`${player.playerUuid}`)})::int`,
      })
      .from(ledgerTransfers)
      .innerJoin(
        player,
        sql`${player.id} = case when ${ledgerTransfers.kind} = 'bet' then ${ledgerTransfers.fromAccount} else ${ledgerTransfers.toAccount} end`,
      )
      .where(and(inRange(r), inArray(ledgerTransfers.kind, ['bet', 'bet.rollback', 'win'])))
      .groupBy(slug)
      .orderBy(sql`${staked} - ${rolledBack} - ${won} desc`, slug)
      .limit(limit);
    return rows.map((row) => ({
      ...row,
      staked: BigInt(row.staked),
      rolledBack: BigInt(row.rolledBack),
      won: BigInt(row.won),
    }));
  }
}
