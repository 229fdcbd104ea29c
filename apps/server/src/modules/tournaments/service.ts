import { randomUUID } from 'node:crypto';
import type { TournamentBody as TournamentBodySchema } from '@croupier/contract';
import {
  type BrandConfig,
  ErrorCode,
  formatMinor,
  type Game,
  type Leaderboard,
  type LeaderboardRow,
  maskName,
  type OperatorTournament,
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
import type { RoundObserver } from '../seamless-wallet/index.ts';
import type { LedgerService } from '../wallet/index.ts';
import { LiveTournaments } from './live.ts';
import * as repo from './repository.ts';
import type { PrizeLine } from './tables.ts';

type Body = z.output<typeof TournamentBodySchema>;

export type { TournamentBody };

/** Who a player is, as far as the board needs: a name to mask. */
export interface TournamentPlayers {
  player(
    uuid: string,
  ): Promise<{ username: string | null; firstName: string | null; email: string | null } | undefined>;
}

/** The rewards module, as prizes need it (granted through `RewardsService.grant`, by key). */
export interface PrizeRewards {
  /** Grants the template's reward once per `grantKey`; answers the reward's uuid. */
  grant(
    playerUuid: string,
    templateUuid: string,
    o: { source: string; reason: string; grantKey: string },
  ): Promise<string>;
  /** The template's title in the locale (default locale's when missing); undefined for an unknown template. */
  title(templateUuid: string, locale: string): Promise<string | undefined>;
}

export interface TournamentsDeps {
  db: Db;
  now: () => number;
  ledger: LedgerService;
  brand: () => BrandConfig;
  players: TournamentPlayers;
  /** The catalogue's game by slug. */
  game: (slug: string) => Game | undefined;
  rewards: PrizeRewards;
}

const notFound = () => new AppError(404, ErrorCode.tournamentNotFound, 'There is no such tournament');
const badState = (message: string) => new AppError(409, ErrorCode.tournamentState, message);

/**
 * How long a leaderboard page is served from memory: every poll of every open board reads the
 * same page, so a busy board costs one query per page per interval (docs/decisions/026). The
 * board stays current within this, well inside the second the issue asks.
 */
export const LEADERBOARD_CACHE_MS = 500;

interface CachedPage {
  at: number;
  rows: repo.BoardRow[];
  participants: number;
}

export class TournamentsService {
  constructor(readonly d: TournamentsDeps) {}

  /** The tournaments that may score, in memory: rounds none could score skip the SQL (live.ts). */
  private readonly scorable = new LiveTournaments();

  /** Reads the tournaments that may score (on start, on a schedule, after a local edit). */
  async refreshLive(): Promise<void> {
    const version = this.scorable.readStarts();
    const now = this.d.now();
    this.scorable.set(await repo.openTournaments(this.d.db, new Date(now)), now, version);
  }

  /** Writes an operator's edit with the live set unknown meanwhile, then reads it back. */
  private async editing<T>(write: () => Promise<T>): Promise<T> {
    this.scorable.editStarts();
    try {
      return await write();
    } finally {
      this.scorable.editEnds();
      await this.refreshLive();
    }
  }

  /** Pages read lately, as promises: the readers of one interval share one query. */
  private readonly pages = new Map<string, { at: number; page: Promise<CachedPage> }>();

  /** A page of the board, from memory when read less than LEADERBOARD_CACHE_MS ago. */
  private boardPage(id: string, page: number, size: number): Promise<CachedPage> {
    const key = `${id}:${page}:${size}`;
    const now = this.d.now();
    const hit = this.pages.get(key);
    if (hit && now - hit.at < LEADERBOARD_CACHE_MS && now >= hit.at) return hit.page;
    const fresh = (async () => {
      const t = await this.live(id);
      return { at: now, rows: await repo.boardPage(this.d.db, id, page, size), participants: t.participants };
    })();
    if (this.pages.size >= 10_000) this.pages.clear();
    this.pages.set(key, { at: now, page: fresh });
    fresh.catch(() => {
      if (this.pages.get(key)?.page === fresh) this.pages.delete(key);
    });
    return fresh;
  }

  private minorUnits(currency: string): number {
    const c = this.d.brand().currencies.find((x) => x.code === currency);
    if (!c) throw new AppError(400, ErrorCode.unsupportedCurrency, `Currency ${currency} is not supported`);
    return c.minorUnits;
  }

  private at(): Date {
    return new Date(this.d.now());
  }

  private async live(id: string): Promise<repo.TournamentRow> {
    const t = await repo.findTournament(this.d.db, id);
    if (!t || t.cancelledAt) throw notFound();
    return t;
  }

  // ── the player's calls ──

  async list(filter: TournamentFilter, locale: string, playerUuid: string | null): Promise<Tournament[]> {
    const now = this.d.now();
    const rows = (await repo.listTournaments(this.d.db)).filter((t) => {
      const status = tournamentStatusAt(t, now);
      return status !== 'CANCELLED' && (filter === 'all' || status === filter);
    });
    rows.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
    return this.views(rows, locale, playerUuid);
  }

  async get(id: string, locale: string, playerUuid: string | null): Promise<Tournament> {
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
              })),
            ),
          },
        };
      }),
    );
  }

  async leaderboard(id: string, page: number, size: number, playerUuid: string | null): Promise<Leaderboard> {
    const [{ rows, participants: total }, own] = await Promise.all([
      this.boardPage(id, page, size),
      playerUuid ? repo.playerPlace(this.d.db, id, playerUuid) : Promise.resolve(null),
    ]);
    return {
      rows: rows.map(rowView),
      page,
      size,
      totalPages: Math.ceil(total / size),
      own: own && rowView(own),
    };
  }

  async playerPlace(id: string, playerUuid: string): Promise<{ row: LeaderboardRow | null }> {
    await this.live(id);
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
    if (!p) throw new AppError(404, ErrorCode.notFound, 'Player not found');
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
    staked: async (tx, e) => {
      if (!this.scorable.mayScore('WAGERED', e)) return;
      await repo.scoreStake(tx, e);
    },
    settled: async (tx, e) => {
      if (e.win <= 0n || e.stake <= 0n || !this.scorable.mayScore('MULTIPLIER', e)) return;
      await repo.scoreWin(tx, e, (e.win * 100n) / e.stake);
    },
    rolledBack: (tx, e) => repo.unscore(tx, e),
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
    for (const t of await repo.duePayouts(this.d.db, at)) {
      const minorUnits = this.minorUnits(t.currency);
      await repo.fixStandings(this.d.db, t, (place) => prizeFor(t.prizes, place, minorUnits), at);
      for (const prize of await repo.unpaidPrizes(this.d.db, t.id)) {
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
          await this.d.rewards.grant(prize.playerUuid, prize.templateUuid, {
            source: 'tournament',
            reason: `tournament ${t.id} place ${prize.place}`,
            grantKey: key,
          });
        }
        await repo.markPrizePaid(this.d.db, t.id, prize.place, at);
        paid++;
      }
      await repo.updateTournament(this.d.db, t.id, { paidAt: at });
    }
    return paid;
  }

  // ── operator ──

  async operatorList(status: string): Promise<OperatorTournament[]> {
    const now = this.d.now();
    const rows = (await repo.listTournaments(this.d.db)).filter(
      (t) => status === 'all' || tournamentStatusAt(t, now) === status,
    );
    return rows.map((t) => this.operatorView(t));
  }

  async operatorGet(id: string): Promise<OperatorTournament> {
    const t = await repo.findTournament(this.d.db, id);
    if (!t) throw notFound();
    return this.operatorView(t);
  }

  private async checked(body: Body) {
    const minorUnits = this.minorUnits(body.currency);
    for (const slug of body.games) {
      if (!this.d.game(slug))
        throw new AppError(400, ErrorCode.validation, `Unknown game ${slug}`, {
          fieldErrors: { games: 'tournaments.errors.games' },
        });
    }
    for (const p of body.prizes) {
      if (p.templateUUID !== null && (await this.d.rewards.title(p.templateUUID, 'en')) === undefined)
        throw new AppError(404, ErrorCode.rewardTemplateNotFound, 'There is no such reward template');
    }
    const minStakeMinor = toMinor(body.minStake, minorUnits);
    if (
      minStakeMinor === null ||
      body.prizes.some((p) => p.amount !== null && toMinor(p.amount, minorUnits) === null)
    )
      throw new AppError(400, ErrorCode.validation, 'Amount out of range', {
        fieldErrors: { minStake: 'payment.errors.amount-format' },
      });
    return {
      name: body.name,
      gameSlugs: [...new Set(body.games)],
      scoring: body.scoring,
      currency: body.currency,
      minStakeMinor,
      startsAt: new Date(body.startsAt),
      endsAt: new Date(body.endsAt),
      prizes: body.prizes.map((p) => ({ ...p })),
      content: body.content,
    };
  }

  async create(body: Body): Promise<OperatorTournament> {
    const now = this.at();
    const checked = await this.checked(body);
    const row = await this.editing(() =>
      repo.insertTournament(this.d.db, { id: randomUUID(), ...checked, createdAt: now, updatedAt: now }),
    );
    return this.operatorView(row);
  }

  async update(id: string, body: Body): Promise<OperatorTournament> {
    const t = await repo.findTournament(this.d.db, id);
    if (!t) throw notFound();
    const status = tournamentStatusAt(t, this.d.now());
    if (status === 'FINISHED' || status === 'CANCELLED') throw badState('The tournament is over');
    const next = await this.checked(body);
    if (
      status === 'ACTIVE' &&
      (next.scoring !== t.scoring ||
        next.currency !== t.currency ||
        next.startsAt.getTime() !== t.startsAt.getTime())
    )
      throw badState('A started tournament keeps its scoring, currency and start');
    await this.editing(() => repo.updateTournament(this.d.db, id, { ...next, updatedAt: this.at() }));
    return this.operatorGet(id);
  }

  async cancel(id: string): Promise<OperatorTournament> {
    const t = await repo.findTournament(this.d.db, id);
    if (!t) throw notFound();
    const status = tournamentStatusAt(t, this.d.now());
    if (status === 'FINISHED' || status === 'CANCELLED') throw badState('The tournament is over');
    await this.editing(() =>
      repo.updateTournament(this.d.db, id, { cancelledAt: this.at(), updatedAt: this.at() }),
    );
    return this.operatorGet(id);
  }

  async operatorLeaderboard(id: string, page: number, size: number) {
    const t = await repo.findTournament(this.d.db, id);
    if (!t) throw notFound();
    const total = t.participants;
    const [rows, prizes] = await Promise.all([
      repo.boardPage(this.d.db, id, page, size),
      repo.prizesOf(this.d.db, id),
    ]);
    return {
      rows: rows.map((r) => ({
        ...rowView(r),
        playerUUID: r.playerUuid,
        reachedAt: r.reachedAt.toISOString(),
      })),
      page,
      size,
      totalPages: Math.ceil(total / size),
      prizes: prizes.map((p) => ({
        place: p.place,
        playerUUID: p.playerUuid,
        points: Number(p.points),
        paid: p.paidAt !== null,
      })),
    };
  }

  private operatorView(t: repo.TournamentRow): OperatorTournament {
    return {
      id: t.id,
      name: t.name,
      status: tournamentStatusAt(t, this.d.now()),
      games: t.gameSlugs,
      scoring: t.scoring,
      currency: t.currency,
      minStake: formatMinor(t.minStakeMinor, this.minorUnits(t.currency)),
      startsAt: t.startsAt.toISOString(),
      endsAt: t.endsAt.toISOString(),
      prizes: t.prizes,
      content: t.content,
      participants: t.participants,
      cancelledAt: t.cancelledAt?.toISOString() ?? null,
      paidAt: t.paidAt?.toISOString() ?? null,
      createdAt: t.createdAt.toISOString(),
    };
  }
}

const rowView = (r: repo.BoardRow): LeaderboardRow => ({ place: r.place, name: r.name, points: r.points });

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
