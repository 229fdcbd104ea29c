import { type BrandConfig, DEFAULT_LOYALTY_LEVELS, DEFAULT_LOYALTY_RATE } from '@croupier/contract';
import type { FastifyInstance } from 'fastify';
import type { PlatformDeps } from '../../platform/module.ts';
import { scheduleTask } from '../../platform/schedule.ts';
import type { SeamlessWalletService } from '../seamless-wallet/index.ts';
import { seedDefaults } from './repository.ts';
import { loyaltyRoutes } from './routes.ts';
import { type LevelRewards, type LoyaltyDeps, LoyaltyService } from './service.ts';

export { type LevelRewards, LoyaltyService } from './service.ts';

export interface LoyaltyModuleDeps extends PlatformDeps {
  brand: () => BrandConfig;
  /** The players' brands (the auth module): each round earns at its player's brand's rate. */
  players: Pick<LoyaltyDeps, 'brandsOf'>;
  /** Level-up rewards are granted by template (the rewards module). */
  prizes: LevelRewards;
  /** Stakes earn points through its observer (seamless-wallet rounds.ts). */
  seamlessWallet: Pick<SeamlessWalletService, 'observeRounds' | 'relayRounds'>;
}

/** Loyalty: points from real-money stakes, levels, a reward per level reached (on a schedule). */
export function registerLoyalty(app: FastifyInstance, deps: LoyaltyModuleDeps) {
  const brandId = deps.config.BRAND_ID;
  const loyalty = new LoyaltyService({
    db: deps.db,
    brandId,
    brandsOf: (uuids, tx) => deps.players.brandsOf(uuids, tx),
    now: deps.now,
    rewards: deps.prizes,
    rounds: deps.seamlessWallet,
  });
  deps.seamlessWallet.observeRounds(loyalty.observer);
  loyaltyRoutes(app, loyalty);
  app.addHook('onReady', async () => {
    // A brand without levels or rates gets bronze to diamond and the default rate in each currency.
    await seedDefaults(deps.db, brandId, {
      levels: DEFAULT_LOYALTY_LEVELS.map((l, position) => ({ ...l, templateUuid: null, position })),
      rates: Object.fromEntries(deps.brand().currencies.map((c) => [c.code, DEFAULT_LOYALTY_RATE])),
    });
  });
  // Level-up rewards are granted on a schedule (tests call grantDue with their own clock).
  scheduleTask(app, deps, {
    name: 'loyalty.grant',
    everyMs: deps.config.LOYALTY_REWARD_INTERVAL_MS,
    run: () => loyalty.grantDue(),
  });
  return { loyalty };
}
