import type { BrandConfig } from '@croupier/contract';
import type { FastifyInstance } from 'fastify';
import type { PlatformDeps } from '../../platform/module.ts';
import { scheduleTask } from '../../platform/schedule.ts';
import type { RegistrationObserver } from '../auth/index.ts';
import type { PaymentObserver } from '../payments/index.ts';
import type { PlayerBreaks } from '../protection/index.ts';
import type { RewardsService, RewardTemplates } from '../rewards/index.ts';
import type { SeamlessWalletService } from '../seamless-wallet/index.ts';
import type { CampaignPlayerLookup } from './deps.ts';
import { CampaignsOperator } from './operator.ts';
import { campaignsOperatorRoutes, campaignsRoutes } from './routes.ts';
import { CampaignsService } from './service.ts';
import type { CampaignTextStore } from './texts.ts';

export type { CampaignPlayer, CampaignPlayerLookup } from './deps.ts';
export type { CampaignsService } from './service.ts';

export interface CampaignsModuleDeps extends PlatformDeps {
  brand: () => BrandConfig;
  /** The auth module's service: a player's market and language; registrations join campaigns. */
  players: CampaignPlayerLookup & { observeRegistrations(o: RegistrationObserver): void };
  /** Completed deposits fire deposit triggers (the payments module). */
  payments: { observe(o: PaymentObserver): void };
  /** Campaigns grant only through the rewards engine. */
  rewards: RewardsService;
  templates: RewardTemplates;
  /** The content store the static pages use (content module): the campaigns' texts per locale. */
  content: CampaignTextStore;
  /** Real-money rounds: the wagering trigger. */
  seamlessWallet: Pick<SeamlessWalletService, 'observeRounds'>;
  /** Time-outs and self-exclusions: a player on one is offered no promotion. */
  breaks: Pick<PlayerBreaks, 'marketingSuppressed'>;
}

/**
 * Campaigns, promotions and welcome packs (docs/decisions/025-campaigns.md): the service, the
 * player's and operator's calls, the triggers (registration, deposit and round observers, told
 * inside their transactions) and the schedule that writes the states the dates reach.
 */
export function registerCampaigns(app: FastifyInstance, deps: CampaignsModuleDeps) {
  const brandId = deps.config.BRAND_ID;
  const campaigns = new CampaignsService({
    db: deps.db,
    brandId,
    now: deps.now,
    brand: deps.brand,
    players: deps.players,
    rewards: deps.rewards,
    templates: deps.templates,
    texts: deps.content,
    log: app.log,
    suppressed: (uuid) => deps.breaks.marketingSuppressed(uuid),
  });
  campaignsRoutes(app, campaigns);
  campaignsOperatorRoutes(
    app,
    new CampaignsOperator({
      db: deps.db,
      brandId,
      now: deps.now,
      templates: deps.templates,
      texts: deps.content,
      campaigns,
    }),
  );
  deps.players.observeRegistrations({
    registered: async (tx, e) => ({ campaignLink: await campaigns.registered(tx, e.player, e.campaignUuid) }),
  });
  deps.payments.observe({ depositCompleted: (tx, e) => campaigns.depositCompleted(tx, e) });
  deps.seamlessWallet.observeRounds({ batch: (tx, events) => campaigns.rounds(tx, events) });
  // Campaigns move between states by the clock (tests call advanceStates with their own).
  scheduleTask(app, deps, {
    name: 'campaigns.states',
    everyMs: deps.config.REWARD_EXPIRY_INTERVAL_MS,
    run: () => campaigns.advanceStates(),
  });
  return { campaigns };
}
