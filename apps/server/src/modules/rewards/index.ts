import { type BrandConfig, ErrorCode } from '@croupier/contract';
import type { FastifyInstance } from 'fastify';
import { type FreeRoundsGateway, HttpFreeRounds } from '../../adapters/studio/index.ts';
import { AppError } from '../../platform/errors.ts';
import type { PlatformDeps } from '../../platform/module.ts';
import { scheduleTask } from '../../platform/schedule.ts';
import type { RegistrationObserver } from '../auth/index.ts';
import type { CatalogueService } from '../games/index.ts';
import type { PaymentObserver } from '../payments/index.ts';
import type { BreakObserver } from '../protection/index.ts';
import type { LedgerService } from '../wallet/index.ts';
import { forfeitOnBreak } from './breaks.ts';
import { TemplatePrizes } from './prizes.ts';
import { PromoCodes } from './promo.ts';
import { freeSpinProgressRoutes, rewardsOperatorRoutes, rewardsRoutes } from './routes.ts';
import { type PlayerLookup, RewardsService } from './service.ts';
import { RewardTemplates } from './templates.ts';
import { BonusPlay } from './wagering.ts';

export type { TemplatePrizes } from './prizes.ts';
export type { PromoCodes } from './promo.ts';
export { type RewardMismatch, reconcileRewards } from './reconcile.ts';
export { type RewardsDeps, RewardsService } from './service.ts';
export type { RewardTemplates } from './templates.ts';
export { BonusPlay } from './wagering.ts';

export interface RewardsModuleDeps extends PlatformDeps {
  ledger: LedgerService;
  brand: () => BrandConfig;
  /** The auth module's service: a player's currency and country; registrations redeem promo codes. */
  players: PlayerLookup & { observeRegistrations(o: RegistrationObserver): void };
  /** Deposits redeem promo codes; an active reward refuses a withdrawal (the payments module). */
  payments: { observe(o: PaymentObserver): void };
  /**
   * The games module's catalogue: a game's categories weigh its stakes' wagering (any game's: a
   * stake of any brand's player); a free-spin reward names a game this brand offers.
   */
  catalogue: Pick<CatalogueService, 'categoriesOf' | 'gameBySlug'>;
  /** Time-outs and self-exclusions forfeit bonuses (the protection module). */
  breaks: { observe(o: BreakObserver): void };
  /** The studio's free rounds; default the studio's HTTP API (adapters/studio). */
  freeRounds?: FreeRoundsGateway | undefined;
}

/** Rewards, promo codes and bonus money at play: services, the player's calls and the operator's. */
export function registerRewards(app: FastifyInstance, deps: RewardsModuleDeps) {
  const { db, ledger, now, brand } = deps;
  const brandId = deps.config.BRAND_ID;
  const gameCategories = (slug: string) => deps.catalogue.categoriesOf(slug);
  const gameName = (slug: string) => deps.catalogue.gameBySlug(slug)?.fullGameName;
  const freeRounds =
    deps.freeRounds ??
    new HttpFreeRounds(deps.sandboxUrl, deps.config.STUDIO_SECRET, now, 5000, deps.metrics);
  const rewards = new RewardsService({
    db,
    brandId,
    ledger,
    brand,
    now,
    players: deps.players,
    freeRounds,
    gameCategories,
    gameName,
  });
  const promo = new PromoCodes({ db, brandId, ledger, now, players: deps.players, rewards });
  const templates = new RewardTemplates({ db, brandId, now, brand, gameName });
  const play = new BonusPlay({ ledger, now, gameCategories });
  const prizes = new TemplatePrizes({ rewards, templates });
  rewardsRoutes(app, rewards, promo, deps.limiter);
  rewardsOperatorRoutes(app, rewards, templates, {
    rewards,
    templates,
    players: deps.players,
    transaction: (fn) => ledger.transaction(fn),
  });

  // A registration's promo code grants its reward (000 §3).
  deps.players.observeRegistrations({
    promoUsable: (code, market) => promo.usable(code, market),
    registered: async (tx, e) =>
      e.promoCode && !(await promo.redeemAtSignup(tx, e.player, e.promoCode))
        ? { promoRefused: true }
        : undefined,
  });
  // A deposit's promo code (001 §7) is checked when it starts and redeemed when it completes; an
  // active reward, its money in its wallet or at stake, refuses a withdrawal (001 §8, ADR 024).
  deps.payments.observe({
    depositRequested: async (e) => {
      if (e.promoCode) await promo.checkDeposit(e.playerUuid, e.promoCode, e.amountMinor);
    },
    depositCompleted: async (tx, e) => {
      if (e.promoCode) await promo.depositCompleted(tx, { ...e, code: e.promoCode }, app.log);
    },
    withdrawalRequested: async (tx, e) => {
      if (await rewards.hasActiveReward(tx, e.playerUuid))
        throw new AppError(ErrorCode.checkActiveBonus, 'An active bonus prevents withdrawals');
    },
  });

  deps.breaks.observe(forfeitOnBreak(rewards, freeRounds, now));

  freeSpinProgressRoutes(app, rewards, { secret: deps.config.STUDIO_SECRET, now: deps.now });
  // Rewards past their date expire on a schedule (tests call expireDue with their own clock).
  scheduleTask(app, deps, {
    name: 'rewards.expire',
    everyMs: deps.config.REWARD_EXPIRY_INTERVAL_MS,
    run: () => rewards.expireDue(),
  });
  return { rewards, promo, rewardTemplates: templates, bonusPlay: play, prizes };
}
