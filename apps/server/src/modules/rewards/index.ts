import type { BrandConfig } from '@croupier/contract';
import type { FastifyInstance } from 'fastify';
import type { PlatformDeps } from '../../platform/module.ts';
import type { RateLimiter } from '../../platform/rate-limit.ts';
import { scheduleTask } from '../../platform/schedule.ts';
import type { LedgerService } from '../wallet/index.ts';
import { PromoCodes } from './promo.ts';
import { rewardsOperatorRoutes, rewardsRoutes } from './routes.ts';
import { type FreeRoundsGateway, type PlayerLookup, RewardsService } from './service.ts';
import { RewardTemplates } from './templates.ts';
import { BonusPlay } from './wagering.ts';

export type { PromoCodes } from './promo.ts';
export { type RewardMismatch, reconcileRewards } from './reconcile.ts';
export { type FreeRoundsGateway, type RewardsDeps, RewardsService } from './service.ts';
export type { RewardTemplates } from './templates.ts';
export { type BetContext, BonusPlay, type MoneyAtPlay } from './wagering.ts';

export interface RewardsModuleDeps extends PlatformDeps {
  ledger: LedgerService;
  brand: () => BrandConfig;
  /** The auth module's service: a player's currency and country. */
  players: PlayerLookup;
  /** The games module's catalogue: a game's categories weigh its stakes' wagering. */
  gameCategories: (gameSlug: string) => readonly string[] | undefined;
  /** The studio's free rounds (adapters/studio). */
  freeRounds: FreeRoundsGateway;
  /** The platform's rate-limit counters (ADR 018): promo-code questions are limited. */
  limiter: RateLimiter;
}

/** Rewards, promo codes and bonus money at play: services, the player's calls and the operator's. */
export function registerRewards(app: FastifyInstance, deps: RewardsModuleDeps) {
  const rewards = new RewardsService({
    db: deps.db,
    ledger: deps.ledger,
    brand: deps.brand,
    now: deps.now,
    players: deps.players,
    freeRounds: deps.freeRounds,
    gameCategories: deps.gameCategories,
  });
  const promo = new PromoCodes(rewards);
  const templates = new RewardTemplates(rewards);
  const play = new BonusPlay(rewards);
  rewardsRoutes(app, rewards, promo, deps.limiter);
  rewardsOperatorRoutes(app, rewards, templates);
  // Rewards past their date expire on a schedule (tests call expireDue with their own clock).
  scheduleTask(app, deps, {
    name: 'rewards.expire',
    everyMs: deps.config.REWARD_EXPIRY_INTERVAL_MS,
    run: () => rewards.expireDue(),
  });
  return { rewards, promo, templates, play };
}
