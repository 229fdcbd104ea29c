import { ErrorCode } from '@croupier/contract';
import type { DbOrTx } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { accountKey } from '../wallet/index.ts';
import * as repo from './repository.ts';
import {
  bonusWallet,
  PROMOTIONS,
  type RewardsDeps,
  type RewardsService,
  requirementOf,
  rewardNotFound,
} from './service.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

import type { PlayerRewardRow, RewardTerms } from './tables.ts';

/**
 * Bonus money at play (docs/decisions/024-rewards.md), called by the seamless wallet inside the
 * transaction of each bet, win and rollback:
 * - a stake is paid with real money first, then from the active rewards' wallets, oldest first: the
 *   bonus part moves into the real wallet and the seamless wallet stakes the whole bet from there, so
 *   money reaches the hot house account in one transfer, in the operation's last statement;
 * - a stake adds to each active reward's wagering, weighed by the game's category (a sports bet by
 *   the sports terms), once the bet is settled: its first win, 0 for a lost round. A bet that is
 *   rolled back (voided) never counted, so a void cannot complete a requirement. The reward that
 *   reaches its requirement converts then (capped; the rest is forfeited);
 * - a win pays each wallet the share of the stake it paid; a share whose reward has completed goes
 *   to the real wallet, one whose reward was cancelled or expired stays with the house;
 * - a rollback returns each part where its win would have gone: an active reward's part goes back
 *   to its wallet as bonus money.
 * Rewards are locked (in id order) before their wallets move, so a cancel or an expiry never
 * races a bet over the same money.
 */

/**
 * What the real wallet pays (or gets) of an operation with the house, the bonus money at play after
 * it, and what to do once that transfer is made (a win's bonus shares move from the real wallet to
 * their rewards' wallets).
 */
export interface MoneyAtPlay {
  real: bigint;
  /** Null when not known without another query (the caller reads it). */
  bonusAfter: bigint | null;
  after?: (tx: DbOrTx) => Promise<void>;
}

export interface BetContext {
  playerUuid: string;
  currency: string;
  betTransactionId: string;
  gameSlug: string;
  /** A sports bet's total odds in hundredths (ADR 027); absent for a game round. */
  sportsOdds?: number;
}

export interface BonusPlayDeps extends Pick<RewardsDeps, 'ledger' | 'now' | 'gameCategories'> {
  /** What is left of a reward that ends goes back through the reward engine. */
  rewards: Pick<RewardsService, 'forfeit'>;
}

export class BonusPlay {
  constructor(private readonly d: BonusPlayDeps) {}

  private get ledger() {
    return this.d.ledger;
  }

  /** The active rewards' bonus money: what a game may stake beyond real money (one query). */
  bonusTotal(tx: DbOrTx, playerUuid: string, currency: string): Promise<bigint> {
    return repo.activeBonusTotal(tx, playerUuid, currency);
  }

  /**
   * Pays the bonus part of a stake and records what it will add to wagering once settled; answers the
   * part real money pays (the seamless wallet moves that one) and the bonus money at play after the
   * bet. With no active reward it costs one indexed query; with rewards, one more.
   */
  async stake(tx: DbOrTx, bet: BetContext, stakeMinor: bigint): Promise<MoneyAtPlay> {
    const realKey = accountKey({ player: bet.playerUuid, wallet: 'real' }, bet.currency);
    const locked = await repo.lockActiveRewardsWithBalances(tx, bet.playerUuid, bet.currency, realKey);
    if (locked.rows.length === 0) return { real: stakeMinor, bonusAfter: 0n };
    refuseAboveMaxBet(locked.rows, stakeMinor, bet.currency);
    const rows = [...locked.rows].sort(byActivation);
    const real = stakeMinor < locked.real ? stakeMinor : locked.real;
    let rest = stakeMinor - real;
    let bonusAfter = 0n;
    const parts: { rewardId: string; amount: bigint; wagered: bigint }[] = [];
    const categories = this.d.gameCategories(bet.gameSlug) ?? [];
    for (const row of rows) {
      const amount = rest < row.walletBalance ? rest : row.walletBalance;
      rest -= amount;
      bonusAfter += row.walletBalance - amount;
      if (amount > 0n) await this.move(tx, bet, row.id, amount, 'bet.bonus', 'to-real');
      const wagered = waitingForWinnings(row) ? 0n : contributionOf(stakeMinor, row.terms, categories, bet);
      parts.push({ rewardId: row.id, amount, wagered });
    }
    await repo.recordStakes(tx, bet.betTransactionId, parts);
    // The whole stake leaves the real wallet; what neither money covers makes that transfer refuse the bet.
    return { real: stakeMinor, bonusAfter };
  }

  /**
   * Pays the bonus shares of a win and, at the bet's first win, counts its wagering; answers the
   * real wallet's part and the bonus money at play after.
   */
  async win(tx: DbOrTx, bet: BetContext, winMinor: bigint, stakeMinor: bigint): Promise<MoneyAtPlay> {
    const settled = await repo.settleStakesWithTotal(tx, bet.betTransactionId, bet.playerUuid, bet.currency);
    // The share of a cancelled or expired reward stays with the house; a completed one's is real money.
    let real = winMinor;
    const shares: { rewardId: string; amount: bigint }[] = [];
    const maybeSpent: string[] = [];
    for (const p of settled.parts) {
      if (p.amount === 0n) continue;
      const share = stakeMinor === 0n ? 0n : (winMinor * p.amount) / stakeMinor;
      if (p.status === 'ACTIVE' && share > 0n) shares.push({ rewardId: p.rewardId, amount: share });
      else if (p.status === 'ACTIVE' && p.walletBalance === 0n) maybeSpent.push(p.rewardId);
      else if (p.status !== 'COMPLETED') real -= share;
    }
    const counted = settled.parts
      .filter((p) => !p.counted && p.status === 'ACTIVE' && p.wagered > 0n)
      .map((p) => p.rewardId);
    return {
      real,
      // The sum stays the same when the shares move from the real wallet to the rewards' wallets.
      bonusAfter: settled.bonusTotal,
      after: async (t) => {
        for (const sh of shares) await this.move(t, bet, sh.rewardId, sh.amount, 'win.bonus', 'from-real');
        // Wagering counts once the shares are in the wallets, so a conversion takes the win with it.
        const reached = await repo.countWagering(t, bet.betTransactionId, counted);
        for (const row of reached) await this.convert(t, row);
        if (maybeSpent.length > 0) await this.endSpent(t, maybeSpent);
      },
    };
  }

  /** Rewards whose wallet looked empty after a round: each ends if nothing is left (read again, fresh). */
  private async endSpent(tx: DbOrTx, rewardIds: string[]): Promise<void> {
    for (const row of await repo.lockRewards(tx, rewardIds)) await this.endIfSpent(tx, row);
  }

  /**
   * Returns a rolled-back (voided) bet's bonus parts; answers the real part. The bet was never
   * settled, so its wagering never counted: a void counts for nothing.
   */
  async rollback(tx: DbOrTx, bet: BetContext, stakeMinor: bigint): Promise<MoneyAtPlay> {
    const parts = (await repo.settleBonusStakes(tx, bet.betTransactionId)).filter((p) => p.amount > 0n);
    if (parts.length === 0) return { real: stakeMinor, bonusAfter: null };
    const rows = new Map(
      (
        await repo.lockRewards(
          tx,
          parts.map((p) => p.rewardId),
        )
      ).map((r) => [r.id, r]),
    );
    // The whole stake comes back to the real wallet, then each active reward's part moves back to
    // it; a cancelled or expired reward's part stays with the house; a completed one's is real money.
    let real = stakeMinor;
    const back: { rewardId: string; amount: bigint }[] = [];
    for (const p of parts) {
      const row = rows.get(p.rewardId);
      if (row?.status === 'COMPLETED') continue;
      if (row?.status === 'ACTIVE') back.push({ rewardId: row.id, amount: p.amount });
      else real -= p.amount;
    }
    return {
      real,
      bonusAfter: null,
      after: async (t) => {
        for (const b of back)
          await this.move(t, bet, b.rewardId, b.amount, 'bet.rollback.bonus', 'from-real');
      },
    };
  }

  /** Moves money between the player's real wallet and a reward's wallet (player rows only). */
  private async move(
    tx: DbOrTx,
    bet: BetContext,
    rewardId: string,
    amount: bigint,
    kind: 'bet.bonus' | 'win.bonus' | 'bet.rollback.bonus',
    direction: 'to-real' | 'from-real',
  ): Promise<void> {
    const realWallet = { player: bet.playerUuid, wallet: 'real' } as const;
    const reward = bonusWallet(bet.playerUuid, rewardId);
    await this.ledger.transfer(
      {
        key: `seamless:${kind}:${bet.betTransactionId}:${rewardId}`,
        from: direction === 'to-real' ? reward : realWallet,
        to: direction === 'to-real' ? realWallet : reward,
        amount,
        currency: bet.currency,
        kind,
        meta: { rewardId, betId: bet.betTransactionId },
      },
      tx,
    );
  }

  /**
   * The studio's one report of a free-spin reward's rounds (ADR 013 "Free rounds"): the winnings
   * become the reward's bonus money with their own requirement; nothing won ends the reward. The
   * grant must be the session player's, for its game and currency. A reward cancelled or expired
   * meanwhile takes the report and pays nothing (its spins were forfeited).
   */
  async freeRoundsWin(
    tx: DbOrTx,
    f: {
      playerUuid: string;
      currency: string;
      gameSlug: string;
      grantId: string;
      roundsPlayed: number;
      amount: bigint;
    },
  ): Promise<void> {
    const [row] = UUID.test(f.grantId) ? await repo.lockRewards(tx, [f.grantId.toLowerCase()]) : [];
    if (
      row?.kind !== 'FREE-SPIN' ||
      row.playerUuid !== f.playerUuid ||
      row.gameSlug !== f.gameSlug ||
      row.currency !== f.currency
    ) {
      throw rewardNotFound();
    }
    if (row.status === 'CANCELLED' || row.status === 'EXPIRED') return;
    const played = Math.min(f.roundsPlayed, row.freeSpinsTotal ?? f.roundsPlayed);
    const required = requirementOf(f.amount, row.terms);
    const reported = await repo.recordFreeRoundsResult(tx, row.id, {
      grantedMinor: f.amount,
      wageringRequiredMinor: required,
      freeSpinsPlayed: Math.max(played, 1),
    });
    if (!reported) {
      throw new AppError(ErrorCode.rewardState, 'The free rounds of this grant were reported already');
    }
    if (f.amount === 0n) {
      await repo.moveReward(tx, row.id, ['ACTIVE'], 'COMPLETED', {
        endedAt: new Date(this.d.now()),
        endReason: 'spent',
        convertedMinor: 0n,
      });
      return;
    }
    await this.ledger.transfer(
      {
        key: `reward:${row.id}:grant`,
        from: PROMOTIONS,
        to: bonusWallet(row.playerUuid, row.id),
        amount: f.amount,
        currency: row.currency,
        kind: 'reward.grant',
        meta: { rewardId: row.id, freeRounds: played },
      },
      tx,
    );
    if (required === 0n) await this.convert(tx, reported);
  }

  /**
   * ACTIVE → COMPLETED once the requirement is met: the bonus money, up to the cap, becomes real
   * money in one transfer; the rest goes back to the promotions budget.
   */
  async convert(tx: DbOrTx, row: PlayerRewardRow): Promise<void> {
    const wallet = bonusWallet(row.playerUuid, row.id);
    const balance = await this.ledger.balance(wallet, row.currency, tx);
    const cap = row.terms.maxConversionMinor === null ? null : BigInt(row.terms.maxConversionMinor);
    const toReal = cap !== null && cap < balance ? cap : balance;
    const done = await repo.moveReward(tx, row.id, ['ACTIVE'], 'COMPLETED', {
      endedAt: new Date(this.d.now()),
      endReason: 'wagered',
      convertedMinor: toReal,
    });
    if (!done) return;
    if (toReal > 0n) {
      await this.ledger.transfer(
        {
          key: `reward:${row.id}:convert`,
          from: wallet,
          to: { player: row.playerUuid, wallet: 'real' },
          amount: toReal,
          currency: row.currency,
          kind: 'reward.convert',
          meta: { rewardId: row.id },
        },
        tx,
      );
    }
    if (balance > toReal) await this.d.rewards.forfeit(tx, done, wallet);
  }

  /** An active reward with no bonus money left and no stake at play has nothing more to give. */
  private async endIfSpent(tx: DbOrTx, row: PlayerRewardRow): Promise<void> {
    if (row.status !== 'ACTIVE' || waitingForWinnings(row)) return;
    const balance = await this.ledger.balance(bonusWallet(row.playerUuid, row.id), row.currency, tx);
    if (balance > 0n || (await repo.hasStakeAtPlay(tx, row.id))) return;
    await repo.moveReward(tx, row.id, ['ACTIVE'], 'COMPLETED', {
      endedAt: new Date(this.d.now()),
      endReason: 'spent',
      convertedMinor: 0n,
    });
  }
}

const byActivation = (a: PlayerRewardRow, b: PlayerRewardRow) =>
  (a.activatedAt?.getTime() ?? 0) - (b.activatedAt?.getTime() ?? 0) || a.id.localeCompare(b.id);

/** A free-spin reward whose spins have not reported winnings yet has no bonus money to wager. */
function waitingForWinnings(row: PlayerRewardRow): boolean {
  return row.kind === 'FREE-SPIN' && row.grantedMinor === 0n;
}

/** Sports terms of rewards granted before they existed: a stake counts in full at odds of 1.50 or more. */
const SPORTS_DEFAULTS = { contributionBp: 10_000, minOddsX100: 150 };

/**
 * What a stake adds to wagering: the stake times the contribution of the game's category (the
 * smallest among the categories the template names; the default when it names none of them), or
 * for a sports bet the sports contribution when its total odds reach the minimum (else nothing),
 * rounded down to a minor unit.
 */
export function contributionOf(
  stakeMinor: bigint,
  terms: RewardTerms,
  categories: readonly string[],
  bet: Pick<BetContext, 'sportsOdds'> = {},
): bigint {
  let bp: number;
  if (bet.sportsOdds !== undefined) {
    const minOdds = terms.sportsMinOddsX100 ?? SPORTS_DEFAULTS.minOddsX100;
    bp = bet.sportsOdds >= minOdds ? (terms.sportsContributionBp ?? SPORTS_DEFAULTS.contributionBp) : 0;
  } else {
    const named = categories.map((c) => terms.contributionsBp[c]).filter((v): v is number => v !== undefined);
    bp = named.length > 0 ? Math.min(...named) : terms.defaultContributionBp;
  }
  return (stakeMinor * BigInt(bp)) / 10_000n;
}

/** A bet above the smallest largest-stake of the player's active rewards is refused before money moves. */
function refuseAboveMaxBet(rows: readonly PlayerRewardRow[], stakeMinor: bigint, currency: string): void {
  let max: bigint | null = null;
  for (const row of rows) {
    const m = row.terms.maxBetMinor;
    if (m != null && (max === null || BigInt(m) < max)) max = BigInt(m);
  }
  if (max !== null && stakeMinor > max) {
    throw new AppError(ErrorCode.bonusMaxBet, 'The stake is above the largest one an active bonus allows', {
      details: { maxBet: Number(max), currency },
    });
  }
}
