import { ErrorCode } from '@croupier/contract';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { shardOf } from '../wallet/index.ts';
import * as repo from './repository.ts';
import { bonusWallet, PROMOTIONS, type RewardsDeps, requirementOf, rewardNotFound } from './service.ts';
import type { PlayerRewardRow } from './tables.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Bonus money at play (docs/decisions/024-rewards.md). The seamless wallet's bet, win and rollback
 * statements pay it through this module's database functions (drizzle/0020_round_functions.sql,
 * ADR 041: `bonus_stake`, `bonus_win_real` and `bonus_win_shares`, `bonus_rollback_real` and
 * `bonus_rollback_back`, `bonus_convert`), inside the transaction that moves the money:
 * - a stake is paid with real money first, then from the active rewards' wallets, oldest first: the
 *   bonus part moves into the real wallet and the seamless wallet stakes the whole bet from there, so
 *   money reaches the hot house account in one transfer;
 * - a stake adds to each active reward's wagering, weighed by the game's category (a sports bet by
 *   the sports terms), once the bet is settled: its first win, 0 for a lost round. A bet that is
 *   rolled back (voided) never counted, so a void cannot complete a requirement. The reward that
 *   reaches its requirement converts then (capped; the rest is forfeited);
 * - a win pays each wallet the share of the stake it paid; a share whose reward has completed goes
 *   to the real wallet, one whose reward was cancelled or expired stays with the house;
 * - a rollback returns each part where its win would have gone: an active reward's part goes back
 *   to its wallet as bonus money;
 * - a bet above the smallest largest-stake of the active rewards is refused before money moves.
 * Rewards are locked (in id order) before their wallets move, so a cancel or an expiry never
 * races a bet over the same money. What stays here: the game's categories, and free rounds.
 */
export type BonusPlayDeps = Pick<RewardsDeps, 'ledger' | 'now' | 'gameCategories'>;

export class BonusPlay {
  constructor(private readonly d: BonusPlayDeps) {}

  private get ledger() {
    return this.d.ledger;
  }

  /** The game's categories, which weigh a stake's wagering (the template's contributions). */
  categoriesOf(gameSlug: string): readonly string[] {
    return this.d.gameCategories(gameSlug) ?? [];
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
   * money in one transfer; the rest goes back to the promotions budget (`bonus_convert`, the same
   * function a settled bet's wagering calls).
   */
  async convert(tx: DbOrTx, row: PlayerRewardRow): Promise<void> {
    await tx.execute(
      sql`select bonus_convert(${row.id}::uuid, ${new Date(this.d.now()).toISOString()}::timestamptz, ${shardOf(row.playerUuid)}::integer)`,
    );
  }
}
