import { randomUUID } from 'node:crypto';
import {
  type BrandConfig,
  ErrorCode,
  type FreeRoundsProgress,
  type FreeRoundsProgressAnswer,
  type Reward,
  type RewardContent,
  type RewardKind,
  type RewardList,
  toMinor,
} from '@croupier/contract';
import type { FreeRoundsGateway } from '../../adapters/studio/index.ts';
import type { Db, DbOrTx } from '../../platform/db.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import type { PartnerCallContext } from '../../platform/partner-fetch.ts';
import type { AccountRef, LedgerService } from '../wallet/index.ts';
import * as repo from './repository.ts';
import { studio } from './studio.ts';
import type { PlayerRewardRow, RewardTemplateRow, RewardTerms } from './tables.ts';
import { contentIn, rewardView } from './view.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The auth module's players: a player's currency and country, read inside the caller's transaction
 * when one is given (a deposit's promo code is redeemed in the deposit's transaction).
 */
export interface PlayerLookup {
  player(
    uuid: string,
    tx?: DbOrTx,
  ): Promise<{ uuid: string; brandId: string; currency: string; country: string } | undefined>;
}

export interface RewardsDeps {
  db: Db;
  /** The brand this process serves: operators' templates and codes, guests' codes. */
  brandId: string;
  ledger: LedgerService;
  brand: () => BrandConfig;
  now: () => number;
  players: PlayerLookup;
  freeRounds: FreeRoundsGateway;
  /** The catalogue's categories of a game (slots, table-games …); undefined for an unknown game. */
  gameCategories: (gameSlug: string) => readonly string[] | undefined;
  /** The catalogue's name of a game this brand offers; undefined for another game. */
  gameName: (gameSlug: string) => string | undefined;
}

export interface GrantOptions {
  /** operator, promo, deposit, signup, campaign … */
  source: string;
  reason: string;
  /** One reward per key. */
  grantKey?: string;
  /** A deposit bonus's percent applies to this deposit (minor units). */
  depositMinor?: bigint;
  /** The player's currency and brand, when the player is not committed yet (a registration's transaction). */
  player?: { currency: string; brandId: string };
}

const DAY_MS = 86_400_000;
const ENDED = ['COMPLETED', 'EXPIRED', 'CANCELLED'] as const;

export const rewardNotFound = () => new AppError(ErrorCode.rewardNotFound, 'Reward not found');
const wrongState = (status: string) =>
  new AppError(ErrorCode.rewardState, `The reward is ${status.toLowerCase()}; it cannot do that`);

export const bonusWallet = (player: string, rewardId: string): AccountRef => ({
  player,
  wallet: `bonus:${rewardId}`,
});
export const PROMOTIONS: AccountRef = { system: 'promotions' };

/** A reward uuid's random part ('BONUS-…' → '…'), or null when it is not one of ours. */
export function rewardIdOf(rewardUuid: string): string | null {
  const m = /([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i.exec(rewardUuid);
  return m?.[1]?.toLowerCase() ?? null;
}

/**
 * The reward engine (001 §3, §4; docs/decisions/024-rewards.md): grants from templates, the life
 * cycle PENDING → ACTIVE → COMPLETED | EXPIRED | CANCELLED, and the bonus money of each reward in
 * its own ledger wallet. Each step is a conditional update in the transaction of its transfer, so
 * it happens once however many calls race for it.
 */
export class RewardsService {
  constructor(private readonly d: RewardsDeps) {}

  minorUnits = (currency: string): number => {
    const c = this.d.brand().currencies.find((x) => x.code === currency);
    if (!c) throw new AppError(ErrorCode.unsupportedCurrency, `Currency ${currency} is not supported`);
    return c.minorUnits;
  };

  private at(): Date {
    return new Date(this.d.now());
  }

  /** A template amount for a currency in minor units; null when the template has none for it. */
  amountIn(amounts: Record<string, string>, currency: string): bigint | null {
    const text = amounts[currency];
    return text === undefined ? null : toMinor(text, this.minorUnits(currency));
  }

  /**
   * Grants a template's reward to a player, PENDING until claimed. Idempotent by `grantKey`. The
   * template must be the player's brand's: another brand's is refused as unknown, whatever path
   * (operator, campaign, prize, promo code) asked.
   */
  async grant(
    playerUuid: string,
    template: RewardTemplateRow,
    o: GrantOptions,
    tx?: DbOrTx,
  ): Promise<PlayerRewardRow> {
    const player = o.player ?? (await this.d.players.player(playerUuid, tx));
    if (!player) throw new AppError(ErrorCode.notFound, 'Player not found');
    if (template.brandId !== player.brandId)
      throw new AppError(ErrorCode.rewardTemplateNotFound, 'Reward template not found');
    if (!template.enabled) throw new AppError(ErrorCode.rewardState, 'The reward template is disabled');
    const currency = player.currency;
    const base = this.amountIn(template.amounts, currency);
    if (base === null) {
      throw new AppError(ErrorCode.unsupportedCurrency, `The reward has no amount in ${currency}`);
    }
    let granted = template.kind === 'FREE-SPIN' ? 0n : base;
    if (template.depositPercent !== null && o.depositMinor !== undefined) {
      const share = (o.depositMinor * BigInt(template.depositPercent)) / 100n;
      granted = share < base ? share : base;
    }
    const terms: RewardTerms = {
      wageringMultiplierX100: template.wageringMultiplierX100,
      contributionsBp: template.contributionsBp,
      defaultContributionBp: template.defaultContributionBp,
      maxConversionMinor: this.amountIn(template.maxConversion, currency)?.toString() ?? null,
      maxBetMinor: this.amountIn(template.maxBet, currency)?.toString() ?? null,
      sportsContributionBp: template.sportsContributionBp,
      sportsMinOddsX100: template.sportsMinOddsX100,
    };
    const now = this.at();
    return repo.insertReward(tx ?? this.d.db, {
      id: randomUUID(),
      playerUuid,
      templateUuid: template.uuid,
      kind: template.kind,
      status: 'PENDING',
      currency,
      grantedMinor: granted,
      grantedAll: template.kind === 'MULTI-BONUS' ? template.amounts : null,
      wageringRequiredMinor: requirementOf(granted, terms),
      terms,
      gameSlug: template.freeSpins?.gameSlug ?? null,
      freeSpinsTotal: template.freeSpins?.count ?? null,
      freeSpinsPlayed: template.freeSpins ? 0 : null,
      freeSpinStakeMinor: template.kind === 'FREE-SPIN' ? base : null,
      source: o.source,
      reason: o.reason,
      grantKey: o.grantKey ?? null,
      grantedAt: now,
      claimBy: new Date(now.getTime() + template.claimDays * DAY_MS),
      expiresAt: null,
      activatedAt: null,
      endedAt: null,
      convertedMinor: null,
      endReason: null,
    });
  }

  async list(playerUuid: string, statuses: readonly string[] | null, limit: number): Promise<RewardList> {
    const rows = await repo.playerRewardRows(this.d.db, playerUuid, statuses, limit);
    const content = await Promise.all(rows.map((r) => this.view(r)));
    return { content, total: content.length };
  }

  /** A player's rewards for an operator: 404 for an unknown player, as for another brand's (ADR 066). */
  async operatorList(playerUuid: string): Promise<RewardList> {
    if (!(await this.d.players.player(playerUuid))) throw notFound('Player');
    return this.list(playerUuid, null, 1000);
  }

  async view(row: PlayerRewardRow, tx?: DbOrTx): Promise<Reward> {
    const balance =
      row.status === 'ACTIVE'
        ? await this.d.ledger.balance(bonusWallet(row.playerUuid, row.id), row.currency, tx)
        : 0n;
    return rewardView(row, balance, this.minorUnits, this.d.gameName);
  }

  /** The player's reward named by the call, of the call's kind (another kind's call: 404). */
  async own(playerUuid: string, rewardUuid: string, kind: RewardKind): Promise<PlayerRewardRow> {
    const id = rewardIdOf(rewardUuid);
    const row = id ? await repo.findReward(this.d.db, id) : undefined;
    if (!row || row.playerUuid !== playerUuid.toLowerCase() || row.kind !== kind) throw rewardNotFound();
    return row;
  }

  /**
   * PENDING → ACTIVE: the bonus money moves from the promotions budget to the reward's wallet (a
   * free-spin reward has its rounds granted at the studio first; winnings come later).
   */
  async activate(
    playerUuid: string,
    rewardUuid: string,
    kind: RewardKind,
    call?: PartnerCallContext,
  ): Promise<Reward> {
    const row = await this.own(playerUuid, rewardUuid, kind);
    if (row.status !== 'PENDING') throw wrongState(row.status);
    const now = this.at();
    if (row.claimBy && row.claimBy <= now) {
      await this.expire(row);
      throw wrongState('EXPIRED');
    }
    let expiresAt = new Date(now.getTime() + (await this.validDaysOf(row, this.d.db)) * DAY_MS);
    if (row.kind === 'FREE-SPIN') {
      // The first claim fixes the grant's expiry, so every claim (a retry, one racing it) sends the
      // studio the same grant: it answers each alike, and the database lets one activate (409 after).
      const fixed = await repo.fixClaimExpiry(this.d.db, row.id, expiresAt);
      if (!fixed) throw wrongState((await repo.findReward(this.d.db, row.id))?.status ?? 'ENDED');
      expiresAt = fixed;
      await studio(() =>
        this.d.freeRounds.grant(
          {
            grantId: row.id,
            playerUuid: row.playerUuid,
            gameSlug: row.gameSlug ?? '',
            rounds: row.freeSpinsTotal ?? 0,
            stakeMinor: row.freeSpinStakeMinor ?? 0n,
            currency: row.currency,
            expiresAt,
          },
          call,
        ),
      );
    }
    await this.d.ledger.ensureAccounts(
      [bonusWallet(row.playerUuid, row.id), PROMOTIONS],
      row.currency,
      row.playerUuid,
    );
    return this.d.ledger.transaction(async (tx) =>
      this.view(await this.activateWithin(tx, row, expiresAt), tx),
    );
  }

  /**
   * PENDING → ACTIVE inside the caller's transaction, funding the reward's wallet from the
   * promotions budget (a deposit's promo bonus activates with the deposit that earned it).
   */
  async activateWithin(tx: DbOrTx, row: PlayerRewardRow, expiresAt?: Date): Promise<PlayerRewardRow> {
    const now = this.at();
    const until = expiresAt ?? new Date(now.getTime() + (await this.validDaysOf(row, tx)) * DAY_MS);
    const moved = await repo.moveReward(tx, row.id, ['PENDING'], 'ACTIVE', {
      activatedAt: now,
      expiresAt: until,
    });
    if (!moved) throw wrongState((await repo.findReward(tx, row.id))?.status ?? 'ENDED');
    if (moved.grantedMinor > 0n) {
      await this.d.ledger.transfer(
        {
          key: `reward:${row.id}:grant`,
          from: PROMOTIONS,
          to: bonusWallet(row.playerUuid, row.id),
          amount: moved.grantedMinor,
          currency: row.currency,
          kind: 'reward.grant',
          meta: { rewardId: row.id },
        },
        tx,
      );
    }
    return moved;
  }

  private async validDaysOf(row: PlayerRewardRow, tx: DbOrTx): Promise<number> {
    return (await repo.templateOfReward(tx, row))?.validDays ?? 30;
  }

  /** PENDING or ACTIVE → CANCELLED: what is left of its bonus money goes back to the promotions budget. */
  async cancel(
    playerUuid: string,
    rewardUuid: string,
    kind: RewardKind,
    reason: string,
    call?: PartnerCallContext,
  ): Promise<Reward> {
    const row = await this.own(playerUuid, rewardUuid, kind);
    return this.end(row, 'CANCELLED', reason, call);
  }

  async expire(row: PlayerRewardRow): Promise<Reward> {
    return this.end(row, 'EXPIRED', row.status === 'PENDING' ? 'not claimed in time' : 'not wagered in time');
  }

  /** Ends a reward that is not ended yet, forfeiting its bonus money, in one transaction. */
  async end(row: PlayerRewardRow, to: Ending, reason: string, call?: PartnerCallContext): Promise<Reward> {
    if ((ENDED as readonly string[]).includes(row.status)) throw wrongState(row.status);
    if (row.kind === 'FREE-SPIN' && row.status === 'ACTIVE' && row.grantedMinor === 0n) {
      await studio(() => this.d.freeRounds.cancel(row.id, call));
    }
    const wallet = bonusWallet(row.playerUuid, row.id);
    return this.d.ledger.transaction(async (tx) => {
      const ended = await repo.moveReward(tx, row.id, ['PENDING', 'ACTIVE'], to, {
        endedAt: this.at(),
        endReason: reason,
      });
      if (!ended) throw wrongState((await repo.findReward(tx, row.id))?.status ?? 'ENDED');
      if (row.status === 'ACTIVE') await this.forfeit(tx, ended, wallet);
      return this.view(ended, tx);
    });
  }

  /** Moves what is left in the reward's wallet back to the promotions budget. */
  async forfeit(
    tx: DbOrTx,
    row: PlayerRewardRow,
    wallet = bonusWallet(row.playerUuid, row.id),
  ): Promise<void> {
    const left = await this.d.ledger.balance(wallet, row.currency, tx);
    if (left <= 0n) return;
    await this.d.ledger.transfer(
      {
        key: `reward:${row.id}:forfeit`,
        from: wallet,
        to: PROMOTIONS,
        amount: left,
        currency: row.currency,
        kind: 'reward.forfeit',
        meta: { rewardId: row.id },
      },
      tx,
    );
  }

  /** Ends every reward past its date (the schedule calls this; tests call it with their clock). */
  async expireDue(batch = 200): Promise<number> {
    const due = await repo.dueRewards(this.d.db, this.at(), batch);
    let n = 0;
    for (const row of due) {
      try {
        await this.expire(row);
        n += 1;
      } catch (err) {
        if (!(err instanceof AppError && err.code === ErrorCode.rewardState)) throw err;
      }
    }
    return n;
  }

  /** Whether the player has an active reward: a withdrawal waits until none is (ADR 024). */
  hasActiveReward(tx: DbOrTx, playerUuid: string): Promise<boolean> {
    return repo.hasActiveReward(tx, playerUuid);
  }

  find(id: string): Promise<PlayerRewardRow | undefined> {
    return repo.findReward(this.d.db, id);
  }

  /**
   * The studio's report after each free round (ADR 024 "Free spins"): the reward records the rounds
   * played and what they have won so far, so the player sees the series move spin by spin. No money
   * moves here: the grant's one win (the seamless wallet) pays the winnings and settles the count.
   * The grant must be the named player's reward for that game and currency (else 404, as the win).
   */
  async freeSpinProgress(report: FreeRoundsProgress): Promise<FreeRoundsProgressAnswer> {
    const id = rewardIdOf(report.freeRoundsGrantId);
    const row = id && id === report.freeRoundsGrantId.toLowerCase() ? await this.find(id) : undefined;
    if (
      row?.kind !== 'FREE-SPIN' ||
      row.playerUuid !== report.playerId.toLowerCase() ||
      row.gameSlug !== report.gameSlug ||
      row.currency !== report.currency
    ) {
      throw rewardNotFound();
    }
    const recorded = await repo.recordFreeSpinProgress(this.d.db, row.id, {
      played: report.roundsPlayed,
      wonMinor: BigInt(report.winnings), // minor units of the reward's currency, as the studio counts
    });
    return { recorded: !!recorded, roundsPlayed: (recorded ?? row).freeSpinsPlayed ?? 0 };
  }

  /** The CMS texts of templates (`POST /{locale}/rewards`); unknown ids are left out. */
  async content(locale: string, ids: string[]): Promise<RewardContent[]> {
    const uuids = ids.filter((id) => UUID.test(id)).map((id) => id.toLowerCase());
    if (uuids.length === 0) return [];
    const rows = await repo.templatesByIds(this.d.db, this.d.brandId, uuids);
    return rows.map((t) => contentIn(t, locale));
  }
}

/** How a reward ends before it is played out. */
type Ending = 'CANCELLED' | 'EXPIRED';

/** Wager the bonus `multiplier` times. */
export function requirementOf(grantedMinor: bigint, terms: RewardTerms): bigint {
  return (grantedMinor * BigInt(terms.wageringMultiplierX100)) / 100n;
}
