import {
  ErrorCode,
  endpoints,
  FREE_ROUNDS_PROGRESS_PATH,
  FreeRoundsProgress,
  type FreeRoundsProgressAnswer,
  PLAYER_CANCEL_REASON,
  type RewardKind,
  SEAMLESS_WALLET_TOLERANCE_S,
} from '@croupier/contract';
import { STUDIO_SIGNATURE_HEADERS } from '@croupier/contract/signing';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../platform/errors.ts';
import { API_PREFIX, registerEndpoint } from '../../platform/http.ts';
import type { RateLimiter, RateRule } from '../../platform/rate-limit.ts';
import { registerSignedCallbacks } from '../../platform/signed-callback.ts';
import { type BulkGrantDeps, grantToList } from './bulk-grant.ts';
import type { PromoCodes } from './promo.ts';
import { type RewardsService, rewardIdOf, rewardNotFound } from './service.ts';
import type { RewardTemplates } from './templates.ts';

/**
 * How often one may ask about promo codes (the check and the code's texts, which both tell whether a
 * code exists): per client address, and per player when a token is sent (ADR 024). A person typing
 * asks a few times per code (the check waits for the field to rest); a guesser asks for thousands.
 */
export const PROMO_CHECK_LIMITS: { perAddress: RateRule; perPlayer: RateRule } = {
  perAddress: { limit: 60, windowMs: 15 * 60_000 },
  perPlayer: { limit: 30, windowMs: 15 * 60_000 },
};

/** The player's reward and promo calls (001 §7 Rewards and campaigns). */
export function rewardsRoutes(
  app: FastifyInstance,
  rewards: RewardsService,
  promo: PromoCodes,
  limiter: RateLimiter,
) {
  /** Counts a promo-code question before it is answered (429 with Retry-After past a limit). */
  const countPromoQuestion = async (ip: string, player: string | undefined) => {
    await limiter.consume(`promo-check:ip:${ip}`, PROMO_CHECK_LIMITS.perAddress);
    if (player) await limiter.consume(`promo-check:player:${player}`, PROMO_CHECK_LIMITS.perPlayer);
  };
  registerEndpoint(app, endpoints.rewards, ({ params, query }) =>
    rewards.list(
      params.uuid,
      query.status ? query.status.split(',').map((s) => s.trim()) : null,
      query.limit,
    ),
  );
  const claims: [
    typeof endpoints.acceptBonus | typeof endpoints.claimFreeSpins | typeof endpoints.claimMultiBonus,
    RewardKind,
  ][] = [
    [endpoints.acceptBonus, 'BONUS'],
    [endpoints.claimFreeSpins, 'FREE-SPIN'],
    [endpoints.claimMultiBonus, 'MULTI-BONUS'],
  ];
  for (const [endpoint, kind] of claims) {
    registerEndpoint(app, endpoint, ({ params, request }) =>
      rewards.activate(params.uuid, params.id, kind, { requestId: request.id }),
    );
  }
  registerEndpoint(app, endpoints.cancelBonus, ({ params }) =>
    rewards.cancel(params.uuid, params.id, 'BONUS', PLAYER_CANCEL_REASON),
  );
  registerEndpoint(app, endpoints.cancelFreeSpins, ({ params, body, request }) =>
    rewards.cancel(params.uuid, params.id, 'FREE-SPIN', body.reason, { requestId: request.id }),
  );
  registerEndpoint(app, endpoints.cancelMultiBonus, ({ params, body }) =>
    rewards.cancel(params.uuid, params.id, 'MULTI-BONUS', body.reason),
  );
  registerEndpoint(app, endpoints.rewardContent, ({ params, body }) =>
    rewards.content(params.locale, body.ids),
  );
  registerEndpoint(app, endpoints.validatePromoCode, async ({ query, player, request }) => {
    await countPromoQuestion(request.ip, player?.uuid);
    return promo.validate(
      query.promoCode,
      player ? { playerUuid: player.uuid } : { currency: query.currency, country: query.country },
    );
  });
  registerEndpoint(app, endpoints.promoContent, async ({ params, body, player, request }) => {
    await countPromoQuestion(request.ip, player?.uuid);
    return promo.content(params.locale, body.promoCode);
  });
}

/** The operator's reward calls (docs/decisions/024-rewards.md). */
export function rewardsOperatorRoutes(
  app: FastifyInstance,
  rewards: RewardsService,
  templates: RewardTemplates,
  bulk: BulkGrantDeps,
) {
  registerEndpoint(app, endpoints.listRewardTemplates, () => templates.templates());
  registerEndpoint(app, endpoints.createRewardTemplate, ({ body }) => templates.createTemplate(body));
  registerEndpoint(app, endpoints.getRewardTemplate, ({ params }) => templates.describe(params.templateUUID));
  registerEndpoint(app, endpoints.updateRewardTemplate, ({ params, body }) =>
    templates.updateTemplate(params.templateUUID, body),
  );
  registerEndpoint(app, endpoints.listPromoCodes, ({ query }) => templates.promoCodes(query));
  registerEndpoint(app, endpoints.createPromoCode, ({ body }) => templates.createPromoCode(body));
  registerEndpoint(app, endpoints.updatePromoCode, ({ params, body }) =>
    templates.updatePromoCode(params.code, body),
  );
  registerEndpoint(app, endpoints.listPlayerRewards, ({ params }) => rewards.operatorList(params.playerUUID));
  registerEndpoint(app, endpoints.grantReward, async ({ params, body }) => {
    const template = await templates.template(body.templateUUID);
    const row = await rewards.grant(params.playerUUID, template, {
      source: 'operator',
      reason: body.reason,
      ...(body.grantKey && { grantKey: `operator:${body.grantKey}` }),
    });
    return rewards.view(row);
  });
  registerEndpoint(app, endpoints.grantRewards, ({ body }) => grantToList(bulk, body));
  registerEndpoint(app, endpoints.cancelPlayerReward, async ({ params, body, request }) => {
    const id = rewardIdOf(params.id);
    const row = id ? await rewards.find(id) : undefined;
    if (!row || row.playerUuid !== params.playerUUID.toLowerCase()) throw rewardNotFound();
    return rewards.end(row, 'CANCELLED', body.reason, { requestId: request.id });
  });
}

/**
 * `POST /api/free-rounds/progress`: the game studio's report after each free round, server to
 * server, signed with STUDIO_SECRET like its wallet calls (401 before anything is read).
 */
export function freeSpinProgressRoutes(
  app: FastifyInstance,
  rewards: RewardsService,
  opts: { secret: string; now: () => number },
) {
  registerSignedCallbacks(
    app,
    {
      headers: STUDIO_SIGNATURE_HEADERS,
      secret: opts.secret,
      toleranceS: SEAMLESS_WALLET_TOLERANCE_S,
      now: opts.now,
      bodyLimit: 4 * 1024,
      refuse: (problem) => new AppError(ErrorCode.seamlessSignature, `Request signature ${problem}`),
    },
    (scope) => {
      scope.post<{ Body: unknown }>(
        `${API_PREFIX}${FREE_ROUNDS_PROGRESS_PATH}`,
        { schema: { hide: true } },
        async (request): Promise<FreeRoundsProgressAnswer> => {
          const parsed = FreeRoundsProgress.safeParse(request.body);
          if (!parsed.success)
            throw new AppError(ErrorCode.validation, `Invalid request: ${z.prettifyError(parsed.error)}`);
          return rewards.freeSpinProgress(parsed.data);
        },
      );
    },
  );
}
