import type { FastifyInstance } from 'fastify';
import { PromoCodes } from './promo.ts';
import { rewardsOperatorRoutes, rewardsRoutes } from './routes.ts';
import { type RewardsDeps, RewardsService } from './service.ts';
import { RewardCatalogue } from './templates.ts';
import { BonusPlay } from './wagering.ts';

export type { FreeRoundsGateway, RewardsDeps } from './service.ts';
export type { BetContext } from './wagering.ts';
export { BonusPlay, PromoCodes, RewardCatalogue, RewardsService };

/** Builds the reward engine and registers the player's and the operator's reward calls. */
export function registerRewards(app: FastifyInstance, deps: RewardsDeps) {
  const rewards = new RewardsService(deps);
  const promo = new PromoCodes(rewards);
  const catalogue = new RewardCatalogue(rewards);
  const play = new BonusPlay(rewards);
  rewardsRoutes(app, rewards, promo);
  rewardsOperatorRoutes(app, rewards, catalogue);
  return { rewards, promo, catalogue, play };
}
