import type { TournamentBody as TournamentBodySchema } from '@croupier/contract';
import {
  type BrandConfig,
  ErrorCode,
  type Game,
  type Leaderboard,
  type LeaderboardRow,
  maskName,
  type Tournament,
  type TournamentBody,
  type TournamentFilter,
  toMajor,
  toMinor,
  tournamentStatusAt,
} from '@croupier/contract';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import type { EventBus } from '../../platform/event-bus.ts';
import { serialReload } from '../../platform/fresh-copy.ts';
import type { JsonText } from '../../platform/http.ts';
import { type RoundObserver, withPlayerBrands } from '../seamless-wallet/index.ts';
import type { LedgerService } from '../wallet/index.ts';
import { BoardPages, boardView, rowView } from './board.ts';
import { LiveTournaments } from './live.ts';
import * as repo from './repository.ts';
import type { PrizeLine } from './tables.ts';

export type Body = z.output<typeof TournamentBodySchema>;

export type { TournamentBody };

/** Who a player is, as far as the board needs: a name to mask, and the brand whose tournaments are theirs. */
export interface TournamentPlayers {
  player(
    uuid: string,
  ): Promise<
    { brandId: string; username: string | null; firstName: string | null; email: string | null } | undefined
  >;
  /** The brand of each of these players, in one query (a relay batch's). */
  brandsOf(uuids: readonly string[], tx?: DbOrTx): Promise<Map<string, string>>;
}

/** The rewards module, as prizes need it (granted through `RewardsService.grant`, by key). */
export interface PrizeRewards {
  /** Grants the brand's template's reward once per `grantKey`; answers the reward's uuid. */
  grant(
    playerUuid: string,
    template: { brandId: string; uuid: string },
    o: { source: string; reason: string; grantKey: string },
  ): Promise<string>;
  /** The template's title in the locale (default locale's when missing); undefined for an unknown template. */
  title(templateUuid: string, locale: string): Promise<string | undefined>;
}

export interface TournamentsDeps {
  db: Db;
  /** The brand this process serves: players, guests and operators see its tournaments. */
  brandId: string;
  now: () => number;
  ledger: LedgerService;
  brand: () => BrandConfig;
  players: TournamentPlayers;
  /** The catalogue's game by slug. */
  game: (slug: string) => Game | undefined;
  rewards: PrizeRewards;
  /** Where an edit is announced to the other servers' live sets. */
  bus: EventBus;
  /** The seamless wallet's round relay: a player's own figures wait for their rounds' points (ADR 041). */
  rounds?: { relayRounds(): Promise<void> };
}

export const notFound = () => new AppError(ErrorCode.tournamentNotFound, 'There is no such tournament');
export const badState = (message: string) => new AppError(ErrorCode.tournamentState, message);

export class TournamentsService {
  constructor(private readonly d: TournamentsDeps) {}

  /** The tournaments that may score, in memory: rounds none could score skip the SQL (live.ts). */
  private readonly scorable = new LiveTournaments();

  /**
   * Reads the tournaments that may score (on start, after an edit on any server, on the safety
   * timer); overlapping reads are serialized, so an older one never replaces a newer one.
   */
  readonly refreshLive: () => Promise<void> = serialReload(async () => {
    const version = this.scorable.readStarts();
    const now = this.d.now();
    this.scorable.set(await repo.openTournaments(this.d.db, new Date(now)), now, version);
  });

  /**
   * Writes an operator's edit of tournament `id` with the live set unknown meanwhile, then reads it
   * back and, once it committed, announces it to the other servers (ADR 067).
   */
  async editing<T>(id: string, write: () => Promise<T>): Promise<T> {
    this.scorable.editStarts();
    let written: T;
    try {
      written = await write();
    } finally {
      this.scorable.editEnds();
      await this.refreshLive();
    }
    this.d.bus.publish('tournaments.changed', { brandId: this.d.brandId, tournamentId: id });
    return written;
  }

  /** Pages read lately: the readers of one interval share one query (board.ts). */
  private readonly board = new BoardPages(
    () => this.d.now(),
    async (id, page, size) => {
      const t = await this.live(id);
      return { rows: await repo.boardPage(this.d.db, id, page, size), participants: t.participants };
    },
  );

  minorUnits(currency: string): number {
    const c = this.d.brand().currencies.find((x) => x.code === currency);
    if (!c) throw new AppError(ErrorCode.unsupportedCurrency, `Currency ${currency} is not supported`);
    return c.minorUnits;
  }

  at(): Date {
    return new Date(this.d.now());
  }

  private async live(id: string): Promise<repo.TournamentRow> {
    const t = await repo.findTournament(this.d.db, this.d.brandId, id);
    if (!t || t.cancelledAt) throw notFound();
    return t;
  }

  // ── the player's calls ──

  async list(filter: TournamentFilter, locale: string, playerUuid: string | null): Promise<Tournament[]> {
    const now = this.d.now();
    const rows = (await repo.listTournaments(this.d.db, this.d.brandId)).filter((t) => {
      const status = tournamentStatusAt(t, now);
      return status !== 'CANCELLED' && (filter === 'all' || status === filter);
    });
    rows.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
    return this.views(rows, locale, playerUuid);
  }

  async get(id: string, locale: string, playerUuid: string | null): Promise<Tournament> {
    if (playerUuid) await this.d.rounds?.relayRounds();
    const [view] = await this.views([await this.live(id)], locale, playerUuid);
    if (!view) throw notFound();
    return view;
  }

  private async views(
    rows: repo.TournamentRow[],
    locale: string,
    playerUuid: string | null,
  ): Promise<Tournament[]> {
    const ids = rows.map((t) => t.id);
    const joined = playerUuid ? await repo.joinedOf(this.d.db, playerUuid, ids) : new Set<string>();
    const now = this.d.now();
    return Promise.all(
      rows.map(async (t) => {
        const status = tournamentStatusAt(t, now) as Tournament['status'];
        const texts = t.content[locale] ?? t.content.en ?? Object.values(t.content)[0];
        const optedIn = joined.has(t.id);
        return {
          id: t.id,
          status,
          optIn: status !== 'FINISHED' && !optedIn,
          optedIn,
          startsAt: t.startsAt.toISOString(),
          endsAt: t.endsAt.toISOString(),
          scoring: t.scoring,
          currency: t.currency,
          minStake: toMajor(t.minStakeMinor, this.minorUnits(t.currency)),
          gamesCount: t.gameSlugs.length,
          participants: t.participants,
          content: {
            title: texts?.title ?? t.name,
            description: texts?.description ?? '',
            image: texts?.image ?? null,
            terms: texts?.terms ?? '',
            leaderBoard: await Promise.all(
              t.prizes.map(async (p) => ({
                placeFrom: { place: p.placeFrom, image: p.image },
                placeTo: p.placeTo,
                prize:
                  p.amount !== null
                    ? `${p.amount} ${t.currency}`
                    : ((await this.d.rewards.title(p.templateUUID ?? '', locale)) ?? ''),
                prizeAmount: p.amount !== null ? Number(p.amount) : null,
              })),
            ),
          },
        };
      }),
    );
  }

  async leaderboard(
    id: string,
    page: number,
    size: number,
    playerUuid: string | null,
  ): Promise<Leaderboard | JsonText> {
    if (!playerUuid) return this.board.guest(id, page, size);
    await this.d.rounds?.relayRounds();
    const [read, own] = await Promise.all([
      this.board.get(id, page, size),
      repo.playerPlace(this.d.db, id, playerUuid),
    ]);
    return boardView(read, page, size, own);
  }

  async playerPlace(id: string, playerUuid: string): Promise<{ row: LeaderboardRow | null }> {
    await this.live(id);
    await this.d.rounds?.relayRounds();
    const own = await repo.playerPlace(this.d.db, id, playerUuid);
    return { row: own && rowView(own) };
  }

  async games(id: string, page: number, size: number) {
    const t = await this.live(id);
    const games = t.gameSlugs.flatMap((slug) => {
      const g = this.d.game(slug);
      return g ? [g] : [];
    });
    return {
      content: games.slice(page * size, page * size + size),
      page,
      size,
      totalElements: games.length,
      totalPages: Math.ceil(games.length / size),
    };
  }

  async optIn(id: string, playerUuid: string, locale: string): Promise<Tournament> {
    const t = await this.live(id);
    if (tournamentStatusAt(t, this.d.now()) === 'FINISHED') throw badState('The tournament has finished');
    const p = await this.d.players.player(playerUuid);
    if (!p) throw new AppError(ErrorCode.notFound, 'Player not found');
    // Only a player of the tournament's brand may join it.
    if (p.brandId !== t.brandId) throw notFound();
    const name = maskName(p.username ?? p.firstName ?? p.email?.split('@')[0] ?? 'player');
    await repo.addParticipant(this.d.db, { tournamentId: id, playerUuid, name, at: this.at() });
    return this.get(id, locale, playerUuid);
  }

  async optOut(id: string, playerUuid: string, locale: string): Promise<Tournament> {
    const t = await this.live(id);
    if (tournamentStatusAt(t, this.d.now()) === 'FINISHED') throw badState('The tournament has finished');
    await repo.removeParticipant(this.d.db, id, playerUuid);
    return this.get(id, locale, playerUuid);
  }

  // ── scoring: the seamless wallet's round observer (exactly once, inside the round's transaction) ──

  readonly observer: RoundObserver = {
    // The relay's batch: every stake in one statement first (a rollback's stake always comes before
    // it, in this batch or an earlier one), then wins and rollbacks one by one, in order. The relay
    // of one process carries every brand's rounds: each scores in its player's brand's tournaments.
    batch: async (tx, events) => {
      const stakes = events.filter((e) => e.kind === 'staked' && this.scorable.mayScore('WAGERED', e));
      const wins = events.filter(
        (e) => e.kind === 'settled' && e.win > 0n && e.stake > 0n && this.scorable.mayScore('MULTIPLIER', e),
      );
      const scoring = [...stakes, ...wins];
      const players = scoring.map((e) => e.playerUuid);
      const brands =
        players.length > 0 ? await this.d.players.brandsOf(players, tx) : new Map<string, string>();
      await repo.scoreStakes(tx, withPlayerBrands(stakes, brands));
      for (const e of events) {
        if (e.kind === 'settled') {
          if (!wins.includes(e)) continue;
          for (const w of withPlayerBrands([e], brands)) await repo.scoreWin(tx, w, (e.win * 100n) / e.stake);
        } else if (e.kind === 'rolledBack') await repo.unscore(tx, e);
      }
    },
  };

  // ── payout ──

  /**
   * Pays every finished tournament's prizes: fixes the standings once, then pays each place with
   * a key of its own (ledger transfer or reward grant), then marks it. A run stopped anywhere is
   * finished by the next one; a place paid but not marked is paid again with the same key, which
   * the ledger and the rewards engine answer with the first result. Answers the places paid.
   */
  async payoutDue(now: number = this.d.now()): Promise<number> {
    let paid = 0;
    const at = new Date(now);
    const failed: { id: string; error: unknown }[] = [];
    for (const t of await repo.duePayouts(this.d.db, at)) {
      // One tournament that cannot be paid (say, its prize's template was disabled since) must not
      // hold back every tournament that ended after it: it is tried again on the next turn.
      try {
        paid += await this.payout(t, at);
      } catch (error) {
        failed.push({ id: t.id, error });
      }
    }
    if (failed.length > 0)
      throw new AggregateError(
        failed.map((f) => f.error),
        `${failed.length} tournament payout(s) failed: ${failed.map((f) => f.id).join(', ')}`,
      );
    return paid;
  }

  /** Pays one finished tournament's places, each once (keys); answers how many it paid now. */
  private async payout(t: repo.TournamentRow, at: Date): Promise<number> {
    let paid = 0;
    const minorUnits = this.minorUnits(t.currency);
    await repo.fixStandings(this.d.db, t, (place) => prizeFor(t.prizes, place, minorUnits), at);
    const failed: unknown[] = [];
    for (const prize of await repo.unpaidPrizes(this.d.db, t.id)) {
      try {
        await this.payPrize(t, prize, at);
        paid++;
      } catch (error) {
        failed.push(error); // the other places are still paid; this one on the next turn
      }
    }
    if (failed.length > 0)
      throw new AggregateError(failed, `tournament ${t.id}: ${failed.length} place(s) unpaid`);
    await repo.updateTournament(this.d.db, t.brandId, t.id, { paidAt: at });
    return paid;
  }

  private async payPrize(t: repo.TournamentRow, prize: repo.PrizeRow, at: Date): Promise<void> {
    const key = `tournament:${t.id}:place:${prize.place}`;
    if (!(await this.d.players.player(prize.playerUuid))) {
      // No account behind the place (the demo's bots): nothing to pay.
    } else if (prize.amountMinor !== null) {
      await this.d.ledger.transfer({
        key,
        from: { system: 'promotions' },
        to: { player: prize.playerUuid, wallet: 'real' },
        amount: prize.amountMinor,
        currency: t.currency,
        kind: 'tournament.prize',
        meta: { tournamentId: t.id, place: prize.place },
      });
    } else if (prize.templateUuid !== null) {
      await this.d.rewards.grant(
        prize.playerUuid,
        { brandId: t.brandId, uuid: prize.templateUuid },
        {
          source: 'tournament',
          reason: `tournament ${t.id} place ${prize.place}`,
          grantKey: key,
        },
      );
    }
    await repo.markPrizePaid(this.d.db, t.id, prize.place, at);
  }
}

function prizeFor(
  prizes: PrizeLine[],
  place: number,
  minorUnits: number,
): { amountMinor: bigint | null; templateUuid: string | null } | null {
  const p = prizes.find((x) => x.placeFrom <= place && place <= x.placeTo);
  if (!p) return null;
  return {
    amountMinor: p.amount !== null ? toMinor(p.amount, minorUnits) : null,
    templateUuid: p.templateUUID,
  };
}

export type { DbOrTx };
