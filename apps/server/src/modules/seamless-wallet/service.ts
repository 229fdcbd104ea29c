import {
  type BalanceRequest,
  type BetRequest,
  ErrorCode,
  type FreeRoundsWinRequest,
  PlayLimitDetails,
  type RollbackRequest,
  type SeamlessAnswer,
  type SeamlessWinRequest,
  type WinRequest,
} from '@croupier/contract';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import type { EventBus } from '../../platform/event-bus.ts';
import { sqlDetail, sqlState } from '../../platform/pg-errors.ts';
import type { BonusPlay } from '../rewards/index.ts';
import { type AccountRef, type LedgerService, shardOf } from '../wallet/index.ts';
import { applyOnce, duplicate, payloadHashOf, replayOf } from './once.ts';
import { playedSince } from './played.ts';
import type { RoundRelay } from './relay.ts';
import {
  type CallBase,
  callBalance,
  callBet,
  callRollback,
  callWin,
  endGameSessions,
  findGameSession,
  insertGameSession,
  sportsRounds,
} from './repository.ts';
import type { RoundObserver } from './rounds.ts';
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
  /** Bonus money at play: the game's categories for wagering, free rounds (rewards module). */
  bonus: Pick<BonusPlay, 'categoriesOf' | 'freeRoundsWin'>;
  /** The round outbox's relay (relay.ts). */
  relay: RoundRelay;
  /** Relay each call's round events before it answers (tests); else the relay runs on its own. */
  relayAfterCalls: boolean;
  /** Where the player's balance change is announced once a call committed (the live streams listen). */
  bus: Pick<EventBus, 'publish'>;
  /** False when the relay is another instance's (index.ts `sharedRelay`): observers are not added to it. */
  observed?: boolean;
  now: () => number;
}

/** A game session as the calls need it: its row and its ledger accounts (ids never change). */
interface OpenSession extends GameSessionRow {
  realAccount: number;
  houseAccount: number;
  shard: number;
}

/**
 * The platform's side of the seamless wallet (packages/contract/src/seamless-wallet.ts): the studio
 * asks for the balance and sends bets, wins and rollbacks; each is applied exactly once in one
 * statement on the database (docs/decisions/041-rounds-at-ledger-speed.md): its round, the bonus
 * part, one ledger transfer with the house, the answer kept and the round's event in the outbox.
 */
export class SeamlessWalletService {
  private readonly sessions = new Map<string, OpenSession>();
  /** Called when a call committed round events (the module relays them soon). */
  private readonly committed: (() => void)[] = [];
  constructor(private readonly d: SeamlessWalletDeps) {}

  /**
   * Tells `observer` of every real-money round event from now on (rounds.ts); on another brand's
   * instance, whose relay is the default brand's, nothing: the default brand's observers get every event.
   */
  observeRounds(observer: RoundObserver): void {
    if (this.d.observed !== false) this.d.relay.add(observer);
  }

  /** Answers once the round events committed so far are relayed (relay.ts `settle`). */
  relayRounds(): Promise<void> {
    return this.d.relay.settle();
  }

  /** Calls `fn` after each call that committed a round event. */
  onCommitted(fn: () => void): void {
    this.committed.push(fn);
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
   * The game session: kept in memory once read (its player, game, currency and accounts never
   * change); the expiry is read again when the kept one says it has passed, as another instance
   * may have moved it.
   */
  private async session(id: string, currency?: string): Promise<OpenSession> {
    let s = this.sessions.get(id);
    if (!s || s.expiresAt.getTime() <= this.d.now()) {
      const row = await findGameSession(this.d.db, id);
      if (!row) throw new AppError(ErrorCode.gameSessionNotFound, 'No such game session');
      const shard = shardOf(row.playerUuid);
      s = {
        ...row,
        shard,
        realAccount: await this.d.ledger.accountId(real(row.playerUuid), row.currency),
        houseAccount: await this.d.ledger.accountId(HOUSE, row.currency, undefined, shard),
      };
      if (this.sessions.size >= MAX_CACHED_SESSIONS) this.sessions.clear();
      this.sessions.set(id, s);
    }
    if (currency !== undefined && currency !== s.currency) {
      throw new AppError(ErrorCode.seamlessCurrencyMismatch, `The game session plays in ${s.currency}`);
    }
    return s;
  }

  private base(
    s: OpenSession,
    req: { transactionId: string; roundId?: string | undefined },
    type: 'bet' | 'win' | 'rollback',
    betId: string,
    at: Date,
  ): CallBase {
    const roundId = req.roundId || betId;
    return {
      transactionId: req.transactionId,
      payloadHash: payloadHashOf(type, req),
      sessionId: s.id,
      playerUuid: s.playerUuid,
      currency: s.currency,
      gameSlug: s.gameSlug,
      roundId,
      at,
      realAccount: s.realAccount,
      houseAccount: s.houseAccount,
      // What the bet history reads from the ledger (the bets module).
      meta: {
        betId,
        kind: s.kind === 'sports' ? 'sports' : 'games',
        gameSlug: s.gameSlug,
        roundId,
        sessionId: s.id,
      },
    };
  }

  async balance(req: BalanceRequest): Promise<SeamlessAnswer> {
    const s = await this.session(req.sessionId);
    const balance = await callBalance(this.d.db, s.playerUuid, s.currency, s.realAccount);
    return { balance: Number(balance), currency: s.currency };
  }

  async bet(req: BetRequest): Promise<SeamlessAnswer> {
    const s = await this.session(req.sessionId, req.currency);
    const at = new Date(this.d.now());
    const call = this.base(s, req, 'bet', req.transactionId, at);
    if (s.expiresAt.getTime() <= at.getTime()) {
      // A bet taken before the session expired still answers as it did.
      const replayed = await replayOf(this.d.db, call);
      if (replayed) return replayed;
      throw new AppError(ErrorCode.gameSessionExpired, 'The game session has expired');
    }
    // The expiry is written only when it slides by more than a minute.
    const next = at.getTime() + GAME_SESSION_IDLE_MS;
    const slide = next - s.expiresAt.getTime() >= 60_000 ? new Date(next) : undefined;
    const answer = await this.apply(s, call, () =>
      callBet(this.d.db, {
        ...call,
        amount: BigInt(req.amount),
        sports: s.kind === 'sports' && req.sports ? sportsDetailOf(req.sports) : undefined,
        categories: this.d.bonus.categoriesOf(s.gameSlug),
        slide,
      }),
    );
    if (slide) s.expiresAt = slide;
    return answer;
  }

  async win(req: SeamlessWinRequest): Promise<SeamlessAnswer> {
    if (req.freeRoundsGrantId !== undefined) return this.freeRoundsWin(req as FreeRoundsWinRequest);
    return this.betWin(req as WinRequest);
  }

  /** Taken after the session expired too: the round was paid for while it was open. */
  private async betWin(req: WinRequest): Promise<SeamlessAnswer> {
    const s = await this.session(req.sessionId, req.currency);
    const call = this.base(s, req, 'win', req.betTransactionId, new Date(this.d.now()));
    return this.apply(s, call, () =>
      callWin(this.d.db, {
        ...call,
        betTransactionId: req.betTransactionId,
        amount: BigInt(req.amount),
        // A sports bet has one settlement: a second win, under another transaction id, is refused.
        once: s.kind === 'sports',
        results: req.sports?.results,
        shard: s.shard,
      }),
    );
  }

  async rollback(req: RollbackRequest): Promise<SeamlessAnswer> {
    const s = await this.session(req.sessionId);
    const call = this.base(s, req, 'rollback', req.betTransactionId, new Date(this.d.now()));
    return this.apply(s, call, () =>
      callRollback(this.d.db, {
        ...call,
        betTransactionId: req.betTransactionId,
        results: req.sports?.results,
      }),
    );
  }

  /**
   * Runs a call's statement and answers it, or turns the statement's refusal into the protocol's
   * (drizzle/0020_round_functions.sql names them). A refusal that a concurrent repeat of the same
   * id explains answers that repeat's answer. A bet splits real and bonus money on balances read
   * in its statement; a concurrent payment of the player may move them before its transfer, which
   * then refuses it: the bet is tried once more on fresh balances before it is refused.
   */
  private async apply(s: OpenSession, call: CallBase, run: () => Promise<bigint>): Promise<SeamlessAnswer> {
    for (let attempt = 1; ; attempt++) {
      try {
        const balance = await run();
        this.d.bus.publish('player.balance-changed', { playerUuid: s.playerUuid });
        await this.committedEvents();
        return { transactionId: call.transactionId, balance: Number(balance), currency: s.currency };
      } catch (err) {
        const state = sqlState(err);
        if (state === 'LD001' && attempt < 2) continue;
        if (state === 'SWREP' || state === 'SWRBK' || state === 'SWSET' || state === 'SW404') {
          const replayed = await replayOf(this.d.db, call);
          if (replayed) return replayed;
        }
        throw await this.refusal(s, call, state, err);
      }
    }
  }

  private async committedEvents(): Promise<void> {
    for (const fn of this.committed) fn();
    if (this.d.relayAfterCalls) await this.d.relay.drain().catch(() => undefined);
  }

  private async refusal(s: OpenSession, call: CallBase, state: string | undefined, err: unknown) {
    switch (state) {
      case 'SWDUP':
        return duplicate(call.transactionId);
      case 'SWEND':
        this.sessions.delete(s.id);
        return new AppError(ErrorCode.gameSessionExpired, 'The game session has ended');
      case 'SWRBK':
        return new AppError(ErrorCode.betRolledBack, 'This bet was rolled back');
      case 'SWSET':
        return new AppError(ErrorCode.betSettled, 'This bet has been settled already');
      case 'SW404':
        return new AppError(ErrorCode.betNotFound, 'No such bet in this game session');
      case 'RW403':
        return new AppError(
          ErrorCode.bonusMaxBet,
          'The stake is above the largest one an active bonus allows',
          {
            details: { maxBet: Number(sqlDetail(err)), currency: s.currency },
          },
        );
      case 'PL403':
        return playLimitRefusal(sqlDetail(err), s.currency);
      case 'LD001': {
        const balance = Number(await callBalance(this.d.db, s.playerUuid, s.currency, s.realAccount));
        return new AppError(ErrorCode.insufficientFunds, 'Not enough money for this bet', {
          details: { balance, currency: s.currency },
        });
      }
      default:
        return err;
    }
  }

  /** The studio's one report of a free-rounds grant: the winnings go to the reward (rewards module). */
  private async freeRoundsWin(req: FreeRoundsWinRequest): Promise<SeamlessAnswer> {
    const s = await this.session(req.sessionId, req.currency);
    const roundId = `fr:${req.freeRoundsGrantId}`;
    const claim = {
      transactionId: req.transactionId,
      type: 'win' as const,
      sessionId: s.id,
      playerUuid: s.playerUuid,
      roundId,
      betTransactionId: roundId,
      amount: BigInt(req.amount),
      currency: s.currency,
      payloadHash: payloadHashOf('win', req),
    };
    const answer = await applyOnce(this.d, claim, async (tx) => {
      await this.d.bonus.freeRoundsWin(tx, {
        playerUuid: s.playerUuid,
        currency: s.currency,
        gameSlug: s.gameSlug,
        grantId: req.freeRoundsGrantId,
        roundsPlayed: req.roundsPlayed,
        amount: BigInt(req.amount),
      });
      return callBalance(tx, s.playerUuid, s.currency, s.realAccount);
    });
    this.d.bus.publish('player.balance-changed', { playerUuid: s.playerUuid });
    return answer;
  }

  /** The player's sports rounds with these bet ids: state and slip, for the bet history (ADR 027). */
  sportsRounds(playerUuid: string, betIds: string[]) {
    return sportsRounds(this.d.db, playerUuid, betIds);
  }

  /** Staked and paid in the player's rounds since then (the reality check's figures, ADR 044). */
  playedSince(playerUuid: string, currency: string, since: Date) {
    return playedSince(this.d.db, playerUuid, currency, since);
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

/**
 * A bet over a loss or wager limit (the protection module's check in the bet's statement, SQLSTATE
 * PL403 with the tightest limit as JSON): 403 with the figures the game shows in its "limit reached" state.
 */
function playLimitRefusal(detail: string | undefined, currency: string): AppError {
  const parsed = PlayLimitDetails.omit({ currency: true }).safeParse(JSON.parse(detail ?? 'null'));
  return new AppError(ErrorCode.playLimit, 'This bet would go over a loss or wager limit', {
    details: parsed.success ? { ...parsed.data, currency } : { currency },
  });
}
