import { randomUUID } from 'node:crypto';
import {
  ErrorCode,
  formatMinor,
  type OperatorTournament,
  toMinor,
  tournamentStatusAt,
} from '@croupier/contract';
import { AppError } from '../../platform/errors.ts';
import { rowView } from './board.ts';
import * as repo from './repository.ts';
import { type Body, badState, notFound, type TournamentsDeps, type TournamentsService } from './service.ts';

/**
 * The operator's side of tournaments (docs/decisions/026-tournaments-loyalty.md): create, edit,
 * cancel, list and read a board with its prizes, of the brand this process serves (another
 * brand's are not found). Built on the service, whose live set of tournaments that may score it
 * keeps current through `editing`.
 */
export interface TournamentsOperatorDeps
  extends Pick<TournamentsDeps, 'db' | 'brandId' | 'now' | 'game' | 'rewards'> {
  /** The service's clock, money units and the live set it keeps current through `editing`. */
  tournaments: Pick<TournamentsService, 'at' | 'editing' | 'minorUnits'>;
}

export class TournamentsOperator {
  constructor(private readonly d: TournamentsOperatorDeps) {}

  async list(status: string): Promise<OperatorTournament[]> {
    const now = this.d.now();
    const rows = (await repo.listTournaments(this.d.db, this.d.brandId)).filter(
      (t) => status === 'all' || tournamentStatusAt(t, now) === status,
    );
    return rows.map((t) => this.view(t));
  }

  async get(id: string): Promise<OperatorTournament> {
    const t = await repo.findTournament(this.d.db, this.d.brandId, id);
    if (!t) throw notFound();
    return this.view(t);
  }

  private async checked(body: Body) {
    const minorUnits = this.d.tournaments.minorUnits(body.currency);
    for (const slug of body.games) {
      if (!this.d.game(slug))
        throw new AppError(ErrorCode.validation, `Unknown game ${slug}`, {
          fieldErrors: { games: 'tournaments.errors.games' },
        });
    }
    for (const p of body.prizes) {
      if (p.templateUUID !== null && (await this.d.rewards.title(p.templateUUID, 'en')) === undefined)
        throw new AppError(ErrorCode.rewardTemplateNotFound, 'There is no such reward template');
    }
    const minStakeMinor = toMinor(body.minStake, minorUnits);
    if (
      minStakeMinor === null ||
      body.prizes.some((p) => p.amount !== null && toMinor(p.amount, minorUnits) === null)
    )
      throw new AppError(ErrorCode.validation, 'Amount out of range', {
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
    const now = this.d.tournaments.at();
    const checked = await this.checked(body);
    const id = randomUUID();
    const row = await this.d.tournaments.editing(id, () =>
      repo.insertTournament(this.d.db, {
        id,
        brandId: this.d.brandId,
        ...checked,
        createdAt: now,
        updatedAt: now,
      }),
    );
    return this.view(row);
  }

  async update(id: string, body: Body): Promise<OperatorTournament> {
    const t = await repo.findTournament(this.d.db, this.d.brandId, id);
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
    await this.d.tournaments.editing(id, () =>
      repo.updateTournament(this.d.db, this.d.brandId, id, { ...next, updatedAt: this.d.tournaments.at() }),
    );
    return this.get(id);
  }

  async cancel(id: string): Promise<OperatorTournament> {
    const t = await repo.findTournament(this.d.db, this.d.brandId, id);
    if (!t) throw notFound();
    const status = tournamentStatusAt(t, this.d.now());
    if (status === 'FINISHED' || status === 'CANCELLED') throw badState('The tournament is over');
    await this.d.tournaments.editing(id, () =>
      repo.updateTournament(this.d.db, this.d.brandId, id, {
        cancelledAt: this.d.tournaments.at(),
        updatedAt: this.d.tournaments.at(),
      }),
    );
    return this.get(id);
  }

  async leaderboard(id: string, page: number, size: number) {
    const t = await repo.findTournament(this.d.db, this.d.brandId, id);
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

  private view(t: repo.TournamentRow): OperatorTournament {
    return {
      id: t.id,
      name: t.name,
      status: tournamentStatusAt(t, this.d.now()),
      games: t.gameSlugs,
      scoring: t.scoring,
      currency: t.currency,
      minStake: formatMinor(t.minStakeMinor, this.d.tournaments.minorUnits(t.currency)),
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
