import { and, asc, desc, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.ts';
import type { RoundEvent } from '../seamless-wallet/index.ts';
import { tournamentParticipants, tournamentPrizes, tournaments } from './tables.ts';

export type TournamentRow = typeof tournaments.$inferSelect;
export type ParticipantRow = typeof tournamentParticipants.$inferSelect;
export type PrizeRow = typeof tournamentPrizes.$inferSelect;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

const ofBrand = (brandId: string, id: string) =>
  and(eq(tournaments.brandId, brandId), eq(tournaments.id, id));

/** The brand's tournament (another brand's is not found). */
export async function findTournament(
  db: DbOrTx,
  brandId: string,
  id: string,
): Promise<TournamentRow | undefined> {
  const [row] = await db.select().from(tournaments).where(ofBrand(brandId, id));
  return row;
}

export function listTournaments(db: DbOrTx, brandId: string): Promise<TournamentRow[]> {
  return db
    .select()
    .from(tournaments)
    .where(eq(tournaments.brandId, brandId))
    .orderBy(desc(tournaments.createdAt), asc(tournaments.id));
}

/**
 * Every brand's tournaments not cancelled that have not ended (the live set's rows, live.ts): the
 * round relay of one process scores every brand's rounds.
 */
export function openTournaments(db: DbOrTx, now: Date): Promise<TournamentRow[]> {
  return db
    .select()
    .from(tournaments)
    .where(and(isNull(tournaments.cancelledAt), gt(tournaments.endsAt, now)));
}

export async function insertTournament(
  db: DbOrTx,
  row: typeof tournaments.$inferInsert,
): Promise<TournamentRow> {
  const [saved] = await db.insert(tournaments).values(row).returning();
  if (!saved) throw new Error('tournament insert returned nothing');
  return saved;
}

export async function updateTournament(
  db: DbOrTx,
  brandId: string,
  id: string,
  set: Partial<typeof tournaments.$inferInsert>,
): Promise<TournamentRow | undefined> {
  const [saved] = await db.update(tournaments).set(set).where(ofBrand(brandId, id)).returning();
  return saved;
}

/** The tournaments among `ids` the player has joined. */
export async function joinedOf(db: DbOrTx, playerUuid: string, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: tournamentParticipants.tournamentId })
    .from(tournamentParticipants)
    .where(
      and(
        eq(tournamentParticipants.playerUuid, playerUuid),
        sql`${tournamentParticipants.tournamentId} in ${ids}`,
      ),
    );
  return new Set(rows.map((r) => r.id));
}

/** Opt-in: the player joins with no points; the tournament's count follows in the same statement. */
export async function addParticipant(
  db: DbOrTx,
  row: { tournamentId: string; playerUuid: string; name: string; at: Date },
): Promise<void> {
  const at = row.at.toISOString();
  await db.execute(sql`
    with joined as (
      insert into tournament_participants (tournament_id, player_uuid, name, points, reached_at, opted_in_at)
      values (${row.tournamentId}, ${row.playerUuid}, ${row.name}, 0, ${at}::timestamptz, ${at}::timestamptz)
      on conflict do nothing
      returning tournament_id
    )
    update tournaments set participants = participants + 1 where id in (select tournament_id from joined)`);
}

/** Opt-out: the player and their points leave the board (and the bets that gave them). */
export async function removeParticipant(db: DbOrTx, tournamentId: string, playerUuid: string): Promise<void> {
  await db.execute(sql`
    with gone as (
      delete from tournament_participants where tournament_id = ${tournamentId} and player_uuid = ${playerUuid}
      returning tournament_id
    ),
    scores as (
      delete from tournament_scores where tournament_id = ${tournamentId} and player_uuid = ${playerUuid}
    )
    update tournaments set participants = participants - 1 where id in (select tournament_id from gone)`);
}

export interface BoardRow {
  place: number;
  name: string;
  points: number;
  playerUuid: string;
  reachedAt: Date;
}

/** A page of the board, in (points desc, reached_at, player) order: the index's order. */
export async function boardPage(
  db: DbOrTx,
  tournamentId: string,
  page: number,
  size: number,
): Promise<BoardRow[]> {
  const rows = await db
    .select({
      name: tournamentParticipants.name,
      points: tournamentParticipants.points,
      playerUuid: tournamentParticipants.playerUuid,
      reachedAt: tournamentParticipants.reachedAt,
    })
    .from(tournamentParticipants)
    .where(eq(tournamentParticipants.tournamentId, tournamentId))
    // `desc nulls last` as the index has it: another null order would sort the whole board.
    .orderBy(
      sql`${tournamentParticipants.points} desc nulls last`,
      asc(tournamentParticipants.reachedAt),
      asc(tournamentParticipants.playerUuid),
    )
    .limit(size)
    .offset(page * size);
  return rows.map((r, i) => ({ ...r, points: Number(r.points), place: page * size + i + 1 }));
}

/** The player's row with its place: those ahead are counted through the board's index. */
export async function playerPlace(
  db: DbOrTx,
  tournamentId: string,
  playerUuid: string,
): Promise<BoardRow | null> {
  const rows = rowsOf<{ name: string; points: string; reached_at: Date | string; ahead: number }>(
    await db.execute(sql`
      select p.name, p.points::text as points, p.reached_at,
        (select count(*)::int from tournament_participants o
          where o.tournament_id = p.tournament_id and o.points > p.points)
        + (select count(*)::int from tournament_participants o
          where o.tournament_id = p.tournament_id and o.points = p.points and o.reached_at < p.reached_at)
        + (select count(*)::int from tournament_participants o
          where o.tournament_id = p.tournament_id and o.points = p.points and o.reached_at = p.reached_at
            and o.player_uuid < p.player_uuid) as ahead
      from tournament_participants p
      where p.tournament_id = ${tournamentId} and p.player_uuid = ${playerUuid}`),
  );
  const r = rows[0];
  if (!r) return null;
  return {
    place: Number(r.ahead) + 1,
    name: r.name,
    points: Number(r.points),
    playerUuid,
    reachedAt: new Date(r.reached_at),
  };
}

// ── scoring, inside the transaction that applies the round (seamless-wallet rounds.ts) ──

/** A round event with its player's brand: only that brand's tournaments may score it. */
export type BrandedRoundEvent = RoundEvent & { brandId: string };

/**
 * The tournaments where this stake scores: of the player's brand, a tournament game, live at the
 * time, joined before it.
 */
const eligible = (e: BrandedRoundEvent, scoring: 'WAGERED' | 'MULTIPLIER') => sql`
  select t.id from tournaments t
  join tournament_participants p on p.tournament_id = t.id and p.player_uuid = ${e.playerUuid}
  where t.scoring = ${scoring} and t.cancelled_at is null and t.brand_id = ${e.brandId}
    and t.starts_at <= ${e.at.toISOString()}::timestamptz and t.ends_at > ${e.at.toISOString()}::timestamptz
    and t.currency = ${e.currency} and t.min_stake_minor <= ${e.stake.toString()}::bigint
    and ${e.gameSlug} = any(t.game_slugs) and p.opted_in_at <= ${e.at.toISOString()}::timestamptz`;

/**
 * WAGERED: stakes' points, in one statement for a batch of events (the round relay's, in event
 * order): each stake scores once in every tournament of its player's brand it is eligible for (a
 * repeat adds nothing); each participant's points grow by their stakes' sum and their reach moves to
 * their last one.
 */
export async function scoreStakes(tx: DbOrTx, events: readonly BrandedRoundEvent[]): Promise<void> {
  if (events.length === 0) return;
  const rows = events.map((e) => ({
    brand: e.brandId,
    bet: e.betTransactionId,
    player: e.playerUuid,
    currency: e.currency,
    game: e.gameSlug,
    stake: e.stake.toString(),
    at: e.at.toISOString(),
  }));
  await tx.execute(sql`
    with ev as (
      select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
        as x(brand text, bet text, player uuid, currency text, game text, stake bigint, at timestamptz)
    ),
    s as (
      insert into tournament_scores (tournament_id, bet_transaction_id, player_uuid, points)
      select t.id, ev.bet, ev.player, ev.stake from ev
      join tournaments t on t.scoring = 'WAGERED' and t.cancelled_at is null and t.brand_id = ev.brand
        and t.starts_at <= ev.at and t.ends_at > ev.at and t.currency = ev.currency
        and t.min_stake_minor <= ev.stake and ev.game = any(t.game_slugs)
      join tournament_participants p on p.tournament_id = t.id and p.player_uuid = ev.player and p.opted_in_at <= ev.at
      on conflict do nothing
      returning tournament_id, player_uuid, bet_transaction_id, points
    ),
    g as (
      select s.tournament_id, s.player_uuid, sum(s.points) as points, max(ev.at) as at
      from s join ev on ev.bet = s.bet_transaction_id group by s.tournament_id, s.player_uuid
    )
    update tournament_participants p set points = p.points + g.points, reached_at = g.at
    from g where p.tournament_id = g.tournament_id and p.player_uuid = g.player_uuid`);
}

/** MULTIPLIER: the win over the stake ×100; the player's score is their best. */
export async function scoreWin(tx: DbOrTx, e: BrandedRoundEvent, points: bigint): Promise<void> {
  await tx.execute(sql`
    with t as (${eligible(e, 'MULTIPLIER')}),
    s as (
      insert into tournament_scores (tournament_id, bet_transaction_id, player_uuid, points)
      select t.id, ${e.betTransactionId}, ${e.playerUuid}, ${points.toString()}::bigint from t
      on conflict (tournament_id, bet_transaction_id)
        do update set points = greatest(tournament_scores.points, excluded.points)
      returning tournament_id, points
    )
    update tournament_participants p set points = s.points, reached_at = ${e.at.toISOString()}::timestamptz
    from s where p.tournament_id = s.tournament_id and p.player_uuid = ${e.playerUuid}
      and s.points > p.points`);
}

/** A rolled-back bet takes back what it scored: its points (WAGERED) or the best of the rest (MULTIPLIER). */
export async function unscore(tx: DbOrTx, e: RoundEvent): Promise<void> {
  await tx.execute(sql`
    with s as (
      delete from tournament_scores
      where bet_transaction_id = ${e.betTransactionId} and player_uuid = ${e.playerUuid}
      returning tournament_id, points
    ),
    w as (select s.tournament_id, s.points, t.scoring from s join tournaments t on t.id = s.tournament_id)
    update tournament_participants p set
      points = case when w.scoring = 'WAGERED' then greatest(p.points - w.points, 0)
        else coalesce((select max(x.points) from tournament_scores x
          where x.tournament_id = p.tournament_id and x.player_uuid = p.player_uuid
            and x.bet_transaction_id <> ${e.betTransactionId}), 0) end,
      reached_at = ${e.at.toISOString()}::timestamptz
    from w where p.tournament_id = w.tournament_id and p.player_uuid = ${e.playerUuid}`);
}

// ── payout ──

/** Every brand's finished tournaments not paid yet (the payout runs on one process for all). */
export function duePayouts(db: DbOrTx, now: Date): Promise<TournamentRow[]> {
  return db
    .select()
    .from(tournaments)
    .where(and(lte(tournaments.endsAt, now), isNull(tournaments.paidAt), isNull(tournaments.cancelledAt)))
    .orderBy(asc(tournaments.endsAt));
}

/**
 * Fixes the standings into one prize row per prized place with a scoring player, once: the
 * `standings_fixed_at` mark and the rows commit together.
 */
export async function fixStandings(
  db: DbOrTx,
  t: TournamentRow,
  prizeOf: (place: number) => { amountMinor: bigint | null; templateUuid: string | null } | null,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const marked = await tx
      .update(tournaments)
      .set({ standingsFixedAt: now })
      .where(and(eq(tournaments.id, t.id), isNull(tournaments.standingsFixedAt)))
      .returning({ id: tournaments.id });
    if (marked.length === 0) return;
    const last = Math.max(0, ...t.prizes.map((p) => p.placeTo));
    if (last === 0) return;
    const top = await boardPage(tx, t.id, 0, last);
    const rows = top
      .filter((r) => r.points > 0)
      .flatMap((r) => {
        const prize = prizeOf(r.place);
        return prize
          ? [{ tournamentId: t.id, place: r.place, playerUuid: r.playerUuid, points: r.points, ...prize }]
          : [];
      });
    if (rows.length > 0) await tx.insert(tournamentPrizes).values(rows).onConflictDoNothing();
  });
}

export function unpaidPrizes(db: DbOrTx, tournamentId: string): Promise<PrizeRow[]> {
  return db
    .select()
    .from(tournamentPrizes)
    .where(and(eq(tournamentPrizes.tournamentId, tournamentId), isNull(tournamentPrizes.paidAt)))
    .orderBy(asc(tournamentPrizes.place));
}

export function prizesOf(db: DbOrTx, tournamentId: string): Promise<PrizeRow[]> {
  return db
    .select()
    .from(tournamentPrizes)
    .where(eq(tournamentPrizes.tournamentId, tournamentId))
    .orderBy(asc(tournamentPrizes.place));
}

export async function markPrizePaid(
  db: DbOrTx,
  tournamentId: string,
  place: number,
  now: Date,
): Promise<void> {
  await db
    .update(tournamentPrizes)
    .set({ paidAt: now })
    .where(and(eq(tournamentPrizes.tournamentId, tournamentId), eq(tournamentPrizes.place, place)));
}
