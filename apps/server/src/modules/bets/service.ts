import { type Bet, type BetActivityPage, ErrorCode } from '@croupier/contract';
import { AppError } from '../../platform/errors.ts';
import type { SeamlessWalletService } from '../seamless-wallet/index.ts';
import type { BetRow, BetTransfers, WalletService } from '../wallet/index.ts';

export interface BetsDeps {
  /** The ledger's bets (the wallet module). */
  transfers: BetTransfers;
  /** Sports bets' slips (the seamless-wallet module keeps them on the round). */
  rounds: Pick<SeamlessWalletService, 'sportsRounds'>;
  /** Money formats (the wallet module's service). */
  wallet: WalletService;
  /** A game's name by slug (the catalogue); undefined for a game it no longer lists. */
  gameName: (slug: string) => string | undefined;
  now: () => number;
}

export interface BetActivityQuery {
  page: number;
  size: number;
  kind?: 'games' | 'sports' | undefined;
  dateFrom?: string | undefined;
  dateTo?: string | undefined;
}

const DAY_MS = 86_400_000;

/**
 * The player's bet activity and one bet's details (001 §5). Bets are the ledger's `bet` transfers
 * (games and sports); wins (`win`) and rollbacks (`bet.rollback`) name the bet in their meta.
 */
export class BetsService {
  constructor(private readonly d: BetsDeps) {}

  async betActivity(playerUuid: string, q: BetActivityQuery): Promise<BetActivityPage> {
    const today = new Date(this.d.now()).toISOString().slice(0, 10);
    if ((q.dateFrom && q.dateFrom > today) || (q.dateTo && q.dateTo > today)) {
      throw new AppError(ErrorCode.validation, 'Dates must not be in the future');
    }
    const { rows, total } = await this.d.transfers.page(
      playerUuid,
      {
        kind: q.kind,
        from: q.dateFrom ? new Date(`${q.dateFrom}T00:00:00Z`) : undefined,
        until: q.dateTo ? new Date(Date.parse(`${q.dateTo}T00:00:00Z`) + DAY_MS) : undefined,
      },
      q.page,
      q.size,
    );
    const content = await this.toBets(playerUuid, rows);
    return {
      content,
      bets: content,
      page: q.page,
      size: q.size,
      totalElements: total,
      totalPages: Math.ceil(total / q.size),
    };
  }

  async bet(playerUuid: string, kind: 'games' | 'sports', id: string): Promise<Bet> {
    const row = await this.d.transfers.find(playerUuid, kind, id);
    if (!row) throw new AppError(ErrorCode.notFound, 'Bet not found');
    const [found] = await this.toBets(playerUuid, [row]);
    if (!found) throw new AppError(ErrorCode.notFound, 'Bet not found');
    return found;
  }

  private async toBets(playerUuid: string, rows: BetRow[]): Promise<Bet[]> {
    const ids = rows.map(idOf);
    const sportsIds = ids.filter((_, i) => rows[i]?.meta.kind === 'sports');
    const [{ wins, rolledBack }, sports] = await Promise.all([
      this.d.transfers.outcomes(playerUuid, ids),
      this.d.rounds.sportsRounds(playerUuid, sportsIds),
    ]);
    const sportsOf = new Map(sports.map((r) => [r.betTransactionId, r]));
    return rows.map((r, i): Bet => {
      const id = ids[i] as string;
      const win = wins.get(id) ?? 0n;
      const round = sportsOf.get(id);
      const gameSlug = typeof r.meta.gameSlug === 'string' ? r.meta.gameSlug : null;
      const bet: Bet = {
        id,
        kind: r.meta.kind === 'sports' ? 'sports' : 'games',
        createdAt: r.createdAt.toISOString(),
        currency: r.currency,
        amount: this.d.wallet.money(BigInt(r.amount), r.currency).amount,
        winAmount: this.d.wallet.money(win, r.currency).amount,
        gameSlug,
        gameName: (gameSlug && this.d.gameName(gameSlug)) ?? null,
        roundId: typeof r.meta.roundId === 'string' ? r.meta.roundId : null,
        status: rolledBack.has(id) ? 'ROLLED_BACK' : win > 0n ? 'WON' : 'LOST',
      };
      // A sports bet stays open until its events settle (a games round is closed by its next win).
      if (!round?.sports) return bet;
      return { ...bet, ...(round.status === 'open' && { status: 'OPEN' }), sports: round.sports };
    });
  }
}

/** A bet's id: the `betId` it was placed with, else its transfer key. */
const idOf = (r: BetRow): string => String(r.meta.betId ?? r.key);
