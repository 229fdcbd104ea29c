import {
  ErrorCode,
  PROMO_MESSAGES,
  type PromoContent,
  type PromoValidation,
  type RewardKind,
} from '@croupier/contract';
import type { DbOrTx } from '../../platform/db.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import * as repo from './repository.ts';
import type { RewardsDeps, RewardsService } from './service.ts';
import type { PlayerRewardRow, PromoCodeRow, RewardTemplateRow } from './tables.ts';
import { contentIn } from './view.ts';

/**
 * Who wants to use a code: a player (their own brand, country, currency and uses), or a guest's
 * choices on the brand this process serves. A code is looked up among its brand's only.
 */
export interface PromoUser {
  playerUuid?: string;
  brandId?: string;
  currency?: string;
  country?: string;
  /** A deposit's amount (minor units): a deposit bonus may ask for a smallest deposit. */
  depositMinor?: bigint;
}

/** 400 error.promo.invalid; `info.errors.code` says why, as translation keys (001 §8). */
export function promoRefused(reasons: string[]): AppError {
  return new AppError(ErrorCode.promoInvalid, `Promo code refused: ${reasons.join(', ')}`, {
    info: { errors: { code: reasons } },
  });
}

/**
 * Promo codes (001 §5, §7; docs/decisions/024-rewards.md): a code grants its template's reward
 * within its dates, total and per-player limits, countries and currencies. Registration and
 * deposits redeem through `redeem`, under the code's row lock, so parallel uses never pass a limit.
 */
export interface PromoCodesDeps extends Pick<RewardsDeps, 'db' | 'brandId' | 'ledger' | 'now' | 'players'> {
  /** Grants go through the reward engine. */
  rewards: Pick<RewardsService, 'grant' | 'activateWithin' | 'amountIn'>;
}

export class PromoCodes {
  constructor(private readonly d: PromoCodesDeps) {}

  /** Why the code cannot be used now by this user (empty: it can), with its row and template. */
  private async reasons(
    db: DbOrTx,
    code: string,
    user: PromoUser,
    lock: boolean,
  ): Promise<{ reasons: string[]; promo?: PromoCodeRow; template?: RewardTemplateRow }> {
    const player =
      user.playerUuid && !(user.brandId && user.currency && user.country)
        ? await this.d.players.player(user.playerUuid, db)
        : undefined;
    // The player's brand's codes, whichever brand's process asks (a deposit's webhook may come to any).
    const brandId = user.brandId ?? player?.brandId ?? this.d.brandId;
    const promo = await repo.findPromoCode(db, brandId, code, lock);
    if (!promo?.enabled) return { reasons: [PROMO_MESSAGES.notFound] };
    const template = await repo.findTemplate(db, brandId, promo.templateUuid);
    if (!template?.enabled) return { reasons: [PROMO_MESSAGES.notFound] };
    const now = this.d.now();
    const reasons: string[] = [];
    if (promo.startsAt && promo.startsAt.getTime() > now) reasons.push(PROMO_MESSAGES.notStarted);
    if (promo.endsAt && promo.endsAt.getTime() <= now) reasons.push(PROMO_MESSAGES.expired);
    if (promo.maxUses !== null && promo.uses >= promo.maxUses) reasons.push(PROMO_MESSAGES.exhausted);
    const currency = user.currency ?? player?.currency;
    const country = user.country ?? player?.country;
    if (currency && promo.currencies.length > 0 && !promo.currencies.includes(currency))
      reasons.push(PROMO_MESSAGES.currency);
    else if (currency && template.amounts[currency] === undefined) reasons.push(PROMO_MESSAGES.currency);
    if (country && promo.countries.length > 0 && !promo.countries.includes(country))
      reasons.push(PROMO_MESSAGES.country);
    const least =
      currency && user.depositMinor !== undefined
        ? this.d.rewards.amountIn(template.minDeposit, currency)
        : null;
    if (least !== null && user.depositMinor !== undefined && user.depositMinor < least)
      reasons.push(PROMO_MESSAGES.minDeposit);
    if (
      user.playerUuid &&
      (await repo.playerPromoUses(db, brandId, code, user.playerUuid)) >= promo.maxUsesPerPlayer
    )
      reasons.push(PROMO_MESSAGES.used);
    return { reasons, promo, template };
  }

  async validate(code: string, user: PromoUser): Promise<PromoValidation> {
    const { reasons, template } = await this.reasons(this.d.db, code, user, false);
    if (reasons.length > 0 || !template) throw promoRefused(reasons);
    return { promoCode: code, valid: true, kind: template.kind as RewardKind, templateUUID: template.uuid };
  }

  /** Whether the code is usable now by the user (the registration's ACCEPTED / INVALID). */
  async usable(code: string, user: PromoUser): Promise<boolean> {
    return (await this.reasons(this.d.db, code, user, false)).reasons.length === 0;
  }

  /**
   * Grants the code's reward to the player, once per `grantKey`, counting the use under the code's
   * row lock (inside `tx` when given: the caller's change and the grant commit together).
   */
  async redeem(
    playerUuid: string,
    code: string,
    o: { source: string; grantKey: string; depositMinor?: bigint },
    tx?: DbOrTx,
  ): Promise<PlayerRewardRow> {
    const run = async (t: DbOrTx) => {
      const { reasons, promo, template } = await this.reasons(t, code, { playerUuid }, true);
      if (reasons.length > 0 || !promo || !template) throw promoRefused(reasons);
      const reward = await this.d.rewards.grant(
        playerUuid,
        template,
        {
          source: o.source,
          reason: `promo code ${code}`,
          grantKey: o.grantKey,
          depositMinor: o.depositMinor,
        },
        t,
      );
      await repo.recordPromoUse(t, {
        brandId: promo.brandId,
        code,
        playerUuid,
        rewardId: reward.id,
        createdAt: new Date(this.d.now()),
      });
      return reward;
    };
    return tx ? run(tx) : this.d.ledger.transaction(run);
  }

  /**
   * A registration's code, inside its transaction (the new player is not committed yet, so its
   * currency and country are given): grants the reward PENDING; false when the code cannot be used.
   */
  async redeemAtSignup(
    tx: DbOrTx,
    player: { uuid: string; brandId: string; currency: string; country: string },
    code: string,
  ): Promise<boolean> {
    const user = {
      playerUuid: player.uuid,
      brandId: player.brandId,
      currency: player.currency,
      country: player.country,
    };
    const { reasons, promo, template } = await this.reasons(tx, code, user, true);
    if (reasons.length > 0 || !promo || !template) return false;
    const reward = await this.d.rewards.grant(
      player.uuid,
      template,
      { source: 'signup', reason: `promo code ${code}`, grantKey: `signup:${player.uuid}`, player },
      tx,
    );
    await repo.recordPromoUse(tx, {
      brandId: promo.brandId,
      code,
      playerUuid: player.uuid,
      rewardId: reward.id,
      createdAt: new Date(this.d.now()),
    });
    return true;
  }

  /** A deposit's promo code, when the deposit starts: refused as the validation call refuses it. */
  async checkDeposit(playerUuid: string, code: string, depositMinor: bigint): Promise<void> {
    const { reasons } = await this.reasons(this.d.db, code, { playerUuid, depositMinor }, false);
    if (reasons.length > 0) throw promoRefused(reasons);
  }

  /**
   * The deposit completed (inside its transaction): the code's reward is granted for this deposit,
   * and a bonus activates at once (the player asked for it when paying; free spins wait for a
   * claim, as they open a game). A code that can no longer be used (its last use went to someone
   * else meanwhile) leaves the deposit as it is and is logged.
   */
  async depositCompleted(
    tx: DbOrTx,
    d: { playerUuid: string; paymentId: string; code: string; amountMinor: bigint },
    log: { warn(obj: object, msg: string): void },
  ): Promise<void> {
    const { reasons, promo, template } = await this.reasons(
      tx,
      d.code,
      { playerUuid: d.playerUuid, depositMinor: d.amountMinor },
      true,
    );
    if (reasons.length > 0 || !promo || !template) {
      log.warn({ paymentId: d.paymentId, code: d.code, reasons }, 'deposit promo code no longer usable');
      return;
    }
    const reward = await this.d.rewards.grant(
      d.playerUuid,
      template,
      {
        source: 'deposit',
        reason: `promo code ${d.code}`,
        grantKey: `deposit:${d.paymentId}`,
        depositMinor: d.amountMinor,
      },
      tx,
    );
    await repo.recordPromoUse(tx, {
      brandId: promo.brandId,
      code: d.code,
      playerUuid: d.playerUuid,
      rewardId: reward.id,
      createdAt: new Date(this.d.now()),
    });
    if (reward.kind !== 'FREE-SPIN' && reward.status === 'PENDING')
      await this.d.rewards.activateWithin(tx, reward);
  }

  async content(locale: string, code: string): Promise<PromoContent> {
    const promo = await repo.findPromoCode(this.d.db, this.d.brandId, code);
    const template = promo?.enabled
      ? await repo.findTemplate(this.d.db, this.d.brandId, promo.templateUuid)
      : undefined;
    if (!promo || !template) throw notFound('Promo code');
    return { ...contentIn(template, locale), promoCode: code, kind: template.kind as RewardKind };
  }
}
