import {
  type BalanceRequest,
  type BetRequest,
  ErrorCode,
  type FreeRoundsWinRequest,
  type RollbackRequest,
  type SeamlessAnswer,
  type SeamlessWinRequest,
  type WinRequest,
} from '@croupier/contract';
import type { Db, DbOrTx } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import type { BonusPlay, MoneyAtPlay } from '../rewards/index.ts';
import {
  type AccountRef,
  InsufficientFunds,
  type LedgerService,
  type TransferInput,
} from '../wallet/index.ts';
import { applyOnce, claimOf, type Outcome, replayOf } from './once.ts';
import {
  endGameSessions,
  findGameSession,
  insertGameRound,
  insertGameSession,
  keepGameSessionOpen,
  lockGameRound,
  markGameRoundRolledBack,
  recordSportsResults,
  settleGameRound,
  sportsRounds,
} from './repository.ts';
import type { RoundEvent, RoundObserver } from './rounds.ts';
import { sportsDetailOf } from './sports.ts';
import type { GameSessionRow } from './tables.ts';

/** A game session takes bets until it has been idle this long (each bet moves the expiry on). */
export const GAME_SESSION_IDLE_MS = 60 * 60 * 1000;

const MAX_CACHED_SESSIONS = 50_000;

const HOUSE: AccountRef = { system: 'house' };
/** The real wallet; bonus money at play is the rewards module's (docs/decisions/024-rewards.md). */
const real = (player: string): AccountRef => ({ player, wallet: 'real' });

export interface SeamlessWalletDeps {
  db: Db;
  ledger: LedgerService;
  /** Bonus money at play: stakes, wins and rollbacks of bonus parts, and wagering (rewards module). */
  bonus: BonusPlay;
  now: () => number;
}

/**
 * The platform's side of the seamless wallet (packages/contract/src/seamless-wallet.ts): the studio
 * asks for the balance and sends bets, wins and rollbacks; each is applied exactly once, as one
 * ledger transfer, in the same database transaction as its record and its round's state.
 */
export class SeamlessWalletService {
  private readonly sessions = new Map<string, GameSessionRow>();
  private readonly observers: RoundObserver[] = [];
  constructor(private readonly d: SeamlessWalletDeps) {}

  /** Tells `observer` of every real-money round event from now on (rounds.ts). */
  observeRounds(observer: RoundObserver): void {
    this.observers.push(observer);
  }

  private async notify(
    event: 'staked' | 'settled' | 'rolledBack',
    tx: DbOrTx,
    e: RoundEvent & { win?: bigint },
  ): Promise<void> {
    for (const o of this.observers) {
      if (event === 'settled') await o.settled?.(tx, { ...e, win: e.win ?? 0n });
      else await o[event]?.(tx, e);
    }
  }

  private roundEvent(s: GameSessionRow, betTransactionId: string, roundId: string, stake: bigint, at: Date) {
    return {
      playerUuid: s.playerUuid,
      currency: s.currency,
      gameSlug: s.gameSlug,
      sessionId: s.id,
      betTransactionId,
      roundId,
      stake,
      at,
    };
  }

  /** Opens a real-money game session (the play module's start call). */
  async openSession(s: {
    id: string;
    playerUuid: string;
    gameUuid: string;
    gameSlug: string;
    currency: string;
    /** A sportsbook's session (ADR 027); default a game studio's. */
    kind?: 'games' | 'sports';
  }): Promise<void> {
    const now = this.d.now();
    await this.d.ledger.ensureAccounts([real(s.playerUuid), HOUSE], s.currency, s.playerUuid);
    await insertGameSession(this.d.db, {
      ...s,
      createdAt: new Date(now),
      expiresAt: new Date(now + GAME_SESSION_IDLE_MS),
    });
  }

  /**
   * The game session: kept in memory once read (its player, game and currency never change); the
   * expiry is read again when the kept one says it has passed, as another instance may have moved it.
   */
  private async session(id: string, currency?: string): Promise<GameSessionRow> {
    let row = this.sessions.get(id);
    if (!row || row.expiresAt.getTime() <= this.d.now()) {
      row = await findGameSession(this.d.db, id);
      if (!row) throw new AppError(ErrorCode.gameSessionNotFound, 'No such game session');
      if (this.sessions.size >= MAX_CACHED_SESSIONS) this.sessions.clear();
      this.sessions.set(id, row);
    }
    if (currency !== undefined && currency !== row.currency) {
      throw new AppError(ErrorCode.seamlessCurrencyMismatch, `The game session plays in ${row.currency}`);
    }
    return row;
  }

  private realOf(s: GameSessionRow, tx?: DbOrTx): Promise<bigint> {
    return this.d.ledger.balance(real(s.playerUuid), s.currency, tx);
  }

  /** What the game may stake: real money and the bonus money of the player's active rewards. */
  private async balanceOf(s: GameSessionRow, tx: DbOrTx = this.d.db): Promise<bigint> {
    const [realMoney, bonus] = await Promise.all([
      this.realOf(s, tx),
      this.d.bonus.bonusTotal(tx, s.playerUuid, s.currency),
    ]);
    return realMoney + bonus;
  }

  private betOf(s: GameSessionRow, betTransactionId: string, sportsOdds?: number) {
    return {
      playerUuid: s.playerUuid,
      currency: s.currency,
      betTransactionId,
      gameSlug: s.gameSlug,
      ...(sportsOdds !== undefined && { sportsOdds }),
    };
  }

  /** A real-money transfer of what real money pays, or the balance alone when bonus money paid it all. */
  private async moveReal(
    tx: DbOrTx,
    s: GameSessionRow,
    money: MoneyAtPlay,
    transfer: Omit<TransferInput, 'amount'>,
    side: 'from' | 'to',
  ): Promise<Outcome> {
    const bonus = money.bonusAfter ?? (await this.d.bonus.bonusTotal(tx, s.playerUuid, s.currency));
    if (money.real === 0n) {
      await money.after?.(tx);
      return { balance: (await this.realOf(s, tx)) + bonus };
    }
    return { transfer: { ...transfer, amount: money.real }, side, bonus, after: money.after };
  }

  async balance(req: BalanceRequest): Promise<SeamlessAnswer> {
    const s = await this.session(req.sessionId);
    return { balance: Number(await this.balanceOf(s)), currency: s.currency };
  }

  async bet(req: BetRequest): Promise<SeamlessAnswer> {
    const s = await this.session(req.sessionId, req.currency);
    const claim = claimOf('bet', s, req, req.transactionId, BigInt(req.amount));
    if (s.expiresAt.getTime() <= this.d.now()) {
      // A bet taken before the session expired still answers as it did.
      const replayed = await replayOf(this.d.db, claim);
      if (replayed) return replayed;
      throw new AppError(ErrorCode.gameSessionExpired, 'The game session has expired');
    }
    const sports = s.kind === 'sports' && req.sports ? sportsDetailOf(req.sports) : undefined;
    const move = async (tx: DbOrTx, at: Date): Promise<Outcome> => {
      const opened = await insertGameRound(tx, {
        betTransactionId: req.transactionId,
        roundId: req.roundId,
        sessionId: s.id,
        playerUuid: s.playerUuid,
        gameSlug: s.gameSlug,
        currency: s.currency,
        stake: BigInt(req.amount),
        status: 'open',
        ...(sports && { sports }),
        createdAt: at,
        updatedAt: at,
      });
      // The id is this very bet, applied already (a repeat), or the mark of a rollback that came first.
      if (!opened) throw new AppError(ErrorCode.betRolledBack, 'This bet was rolled back');
      await this.extend(tx, s, at);
      const stake = BigInt(req.amount);
      const fromReal = await this.d.bonus.stake(tx, this.betOf(s, req.transactionId, sports?.odds), stake);
      await this.notify('staked', tx, this.roundEvent(s, req.transactionId, req.roundId, stake, at));
      return this.moveReal(
        tx,
        s,
        fromReal,
        {
          key: `seamless:bet:${req.transactionId}`,
          from: real(s.playerUuid),
          to: HOUSE,
          currency: s.currency,
          kind: 'bet',
          meta: this.meta(s, req.transactionId, req.roundId),
        },
        'from',
      );
    };
    // A bet reads the balances it splits between real and bonus money under its rewards' lock; when
    // a concurrent operation of the player moved them meanwhile, the read may be stale and a wallet
    // refuses the transfer: the bet is tried once more on fresh balances before it is refused.
    for (let attempt = 1; ; attempt++) {
      try {
        return await applyOnce(this.d, claim, move);
      } catch (err) {
        if (!(err instanceof InsufficientFunds)) throw err;
        if (attempt < 2) continue;
        const balance = Number(await this.balanceOf(s));
        throw new AppError(ErrorCode.insufficientFunds, 'Not enough money for this bet', {
          details: { balance, currency: s.currency },
        });
      }
    }
  }

  async win(req: SeamlessWinRequest): Promise<SeamlessAnswer> {
    if (req.freeRoundsGrantId !== undefined) return this.freeRoundsWin(req as FreeRoundsWinRequest);
    return this.betWin(req as WinRequest);
  }

  private async betWin(req: WinRequest): Promise<SeamlessAnswer> {
    const s = await this.session(req.sessionId, req.currency);
    const claim = claimOf('win', s, req, req.betTransactionId, BigInt(req.amount));
    // Taken after the session expired too: the round was paid for while it was open.
    return applyOnce(this.d, claim, async (tx, at) => {
      // One statement finds, locks and settles the bet's round; when it finds none, why not is looked up.
      // A sports bet has one settlement: a second win, under another transaction id, is refused.
      const round = { sessionId: s.id, betTransactionId: req.betTransactionId, roundId: req.roundId };
      const stake = await settleGameRound(tx, round, req.amount, at, s.kind === 'sports');
      if (stake === null) {
        const found = await lockGameRound(tx, round);
        if (found?.status === 'settled')
          throw new AppError(ErrorCode.betSettled, 'This bet has been settled already');
        if (found) throw new AppError(ErrorCode.betRolledBack, 'This bet was rolled back');
        throw new AppError(ErrorCode.betNotFound, 'No such bet in this game session');
      }
      if (req.sports) await recordSportsResults(tx, req.betTransactionId, req.sports.results);
      await this.notify('settled', tx, {
        ...this.roundEvent(s, req.betTransactionId, req.roundId, stake, at),
        win: BigInt(req.amount),
      });
      const toReal = await this.d.bonus.win(
        tx,
        this.betOf(s, req.betTransactionId),
        BigInt(req.amount),
        stake,
      );
      return this.moveReal(
        tx,
        s,
        toReal,
        {
          key: `seamless:win:${req.transactionId}`,
          from: HOUSE,
          to: real(s.playerUuid),
          currency: s.currency,
          kind: 'win',
          meta: this.meta(s, req.betTransactionId, req.roundId),
        },
        'to',
      );
    });
  }

  /** The studio's one report of a free-rounds grant: the winnings go to the reward (rewards module). */
  private async freeRoundsWin(req: FreeRoundsWinRequest): Promise<SeamlessAnswer> {
    const s = await this.session(req.sessionId, req.currency);
    const claim = {
      ...claimOf('win', s, req, `fr:${req.freeRoundsGrantId}`, BigInt(req.amount)),
      roundId: `fr:${req.freeRoundsGrantId}`,
    };
    return applyOnce(this.d, claim, async (tx) => {
      await this.d.bonus.freeRoundsWin(tx, {
        playerUuid: s.playerUuid,
        currency: s.currency,
        gameSlug: s.gameSlug,
        grantId: req.freeRoundsGrantId,
        roundsPlayed: req.roundsPlayed,
        amount: BigInt(req.amount),
      });
      return { balance: await this.balanceOf(s, tx) };
    });
  }

  async rollback(req: RollbackRequest): Promise<SeamlessAnswer> {
    const s = await this.session(req.sessionId);
    const claim = claimOf('rollback', s, req, req.betTransactionId, 0n);
    return applyOnce(this.d, claim, async (tx, at) => {
      const ref = { sessionId: s.id, betTransactionId: req.betTransactionId, roundId: req.roundId };
      let round = await lockGameRound(tx, ref);
      if (!round) {
        // The bet never arrived (or is arriving now): remember the rollback so the bet is refused.
        const marked = await insertGameRound(tx, {
          betTransactionId: req.betTransactionId,
          roundId: req.roundId,
          sessionId: s.id,
          playerUuid: s.playerUuid,
          gameSlug: s.gameSlug,
          currency: s.currency,
          stake: 0n,
          status: 'rolled_back',
          createdAt: at,
          updatedAt: at,
        });
        if (marked) return { balance: await this.balanceOf(s, tx) };
        // The bet committed meanwhile: roll it back as any other.
        round = await lockGameRound(tx, ref);
        if (!round) throw new AppError(ErrorCode.betNotFound, 'No such bet in this game session');
      }
      if (round.status === 'rolled_back') return { balance: await this.balanceOf(s, tx) };
      if (round.status === 'settled')
        throw new AppError(ErrorCode.betSettled, 'This bet has been settled; it cannot be rolled back');
      await markGameRoundRolledBack(tx, round.betTransactionId, at);
      if (req.sports) await recordSportsResults(tx, round.betTransactionId, req.sports.results);
      await this.notify(
        'rolledBack',
        tx,
        this.roundEvent(s, round.betTransactionId, round.roundId, round.stake, at),
      );
      const toReal = await this.d.bonus.rollback(tx, this.betOf(s, round.betTransactionId), round.stake);
      const outcome = await this.moveReal(
        tx,
        s,
        toReal,
        {
          key: `seamless:rollback:${req.transactionId}`,
          from: HOUSE,
          to: real(s.playerUuid),
          currency: s.currency,
          kind: 'bet.rollback',
          meta: this.meta(s, req.betTransactionId, req.roundId),
        },
        'to',
      );
      return { ...outcome, amount: round.stake };
    });
  }

  /** What the bet history reads from the ledger (the bets module). */
  private meta(s: GameSessionRow, betId: string, roundId: string) {
    return {
      betId,
      kind: s.kind === 'sports' ? 'sports' : 'games',
      gameSlug: s.gameSlug,
      roundId,
      sessionId: s.id,
    };
  }

  /**
   * Takes a bet only while the session is open in the database (a logout, password change or
   * self-restriction elsewhere ends it), and moves its expiry on, writing it only when it has slid
   * by more than a minute. An ended session refuses the bet (the transaction rolls back).
   */
  private async extend(tx: DbOrTx, s: GameSessionRow, at: Date) {
    const next = at.getTime() + GAME_SESSION_IDLE_MS;
    const slide = next - s.expiresAt.getTime() >= 60_000;
    if (!(await keepGameSessionOpen(tx, s.id, at, slide ? new Date(next) : undefined))) {
      this.sessions.delete(s.id);
      throw new AppError(ErrorCode.gameSessionExpired, 'The game session has ended');
    }
    if (slide) this.sessions.set(s.id, { ...s, expiresAt: new Date(next) });
  }

  /** The player's sports rounds with these bet ids: state and slip, for the bet history (ADR 027). */
  sportsRounds(playerUuid: string, betIds: string[]) {
    return sportsRounds(this.d.db, playerUuid, betIds);
  }

  /**
   * Ends every open game session of the player (logout, password change, self-restriction): no
   * new bets; wins and rollbacks of bets already taken are still applied.
   */
  async endPlayerSessions(playerUuid: string): Promise<void> {
    const now = new Date(this.d.now());
    await endGameSessions(this.d.db, playerUuid, now);
    for (const [id, row] of this.sessions) if (row.playerUuid === playerUuid) this.sessions.delete(id);
  }
}
