import { z } from 'zod';
import { REWARDS_LIMIT } from './constants.ts';
import { LocaleParams } from './games.ts';
import { defineEndpoint, PlayerUuid } from './http.ts';
import { CountryCode, CurrencyCode } from './paging.ts';
import { normalizePromoCode } from './rules/credentials.ts';
import {
  PLAYER_CANCEL_REASON,
  PROMO_MESSAGES,
  REWARD_KINDS,
  REWARD_MESSAGES,
  REWARD_STATUSES,
} from './rules/rewards.ts';
import { Line, MultilineText } from './rules/text.ts';

/**
 * Rewards (001 §3 Reward, §4 Reward, §7 Rewards and campaigns): bonus money with wagering, free
 * spins and multi-bonuses, the CMS texts of rewards, and promo codes. Amounts on the wire are
 * decimal major units; the ledger keeps minor units (docs/decisions/024-rewards.md).
 */

export const RewardKindSchema = z.enum(REWARD_KINDS);
export const RewardStatusSchema = z.enum(REWARD_STATUSES);

/** An amount in one currency, as shown. */
export const RewardAmount = z.object({ amount: z.number(), currency: z.string() });
export type RewardAmount = z.infer<typeof RewardAmount>;

/** One reward of a player (001 §3 Reward). */
export const Reward = z.object({
  /** The kind is read from this text (`rewardKindOf`): 'BONUS-…', 'FREE-SPIN-…', 'MULTI-BONUS-…'. */
  rewardUUID: z.string(),
  status: RewardStatusSchema,
  data: z.object({ templateUUID: z.string() }),
  /** What must be wagered before the bonus money becomes real money (major units). */
  wageringRequirement: z.number(),
  /** Wagered so far, each stake weighed by its game category's contribution. */
  wagered: z.number(),
  /** The bonus granted (BONUS; for FREE-SPIN the winnings once the spins are played). */
  grantedAmount: RewardAmount.nullable(),
  /** MULTI-BONUS: the amounts granted, one per currency; `currency` is the player's. */
  granted: z.array(RewardAmount).nullable(),
  currency: z.string(),
  /** Bonus money left in the reward's wallet. */
  balance: RewardAmount,
  /** FREE-SPIN: the game the spins are for. */
  gameSlug: z.string().nullable(),
  /** FREE-SPIN: that game's name in the catalogue (null when the catalogue no longer has it). */
  gameName: z.string().nullable(),
  /**
   * FREE-SPIN: the spins, updated after each one as the studio reports it; `won` is what the spins
   * played so far have won (major units), the reward's bonus money once the last is played.
   */
  freeSpins: z
    .object({ total: z.number().int(), played: z.number().int(), stake: z.number(), won: z.number() })
    .nullable(),
  grantedAt: z.string(),
  activatedAt: z.string().nullable(),
  /** ISO time the reward lapses (a pending one: to be claimed; an active one: to be wagered). */
  expiresAt: z.string().nullable(),
});
export type Reward = z.infer<typeof Reward>;

export const RewardsParams = z.object({ uuid: PlayerUuid });
export const RewardParams = z.object({ uuid: PlayerUuid, id: Line().trim().min(1).max(80) });

/** `status` is a comma list ('ACTIVE,PENDING'); the player's list shows only those two (001 §4). */
export const RewardsQuery = z.object({
  limit: z.coerce.number().int().min(1).max(REWARDS_LIMIT).default(REWARDS_LIMIT),
  status: Line()
    .trim()
    .max(80)
    .refine(
      (s) => s.split(',').every((v) => (REWARD_STATUSES as readonly string[]).includes(v.trim())),
      REWARD_MESSAGES.status,
    )
    .optional(),
});
export const RewardList = z.object({ content: z.array(Reward), total: z.number().int() });
export type RewardList = z.infer<typeof RewardList>;

export const CancelRewardBody = z.object({
  reason: MultilineText().trim().min(1).max(200).default(PLAYER_CANCEL_REASON),
});

/** The CMS texts of reward templates (`POST /{locale}/rewards`). */
export const RewardContentBody = z.object({
  ids: z.array(Line().trim().min(1).max(80)).min(1).max(REWARDS_LIMIT),
});
export const RewardContent = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  terms: z.string(),
});
export type RewardContent = z.infer<typeof RewardContent>;

/** A promo code as typed: letters and digits are kept and it is sent lower-case (001 §5). */
export const PromoCode = Line()
  .max(64)
  .transform(normalizePromoCode)
  .pipe(z.string().min(1, PROMO_MESSAGES.required).max(32, PROMO_MESSAGES.notFound));

/**
 * Is the code good for this player? With a token the player's country and currency are used;
 * a guest (registration) may give the ones chosen on the form.
 */
export const PromoValidateQuery = z.object({
  promoCode: PromoCode,
  currency: CurrencyCode.optional(),
  country: CountryCode.optional(),
});
export const PromoValidation = z.object({
  promoCode: z.string(),
  valid: z.literal(true),
  kind: RewardKindSchema,
  templateUUID: z.string(),
});
export type PromoValidation = z.infer<typeof PromoValidation>;

export const PromoContentBody = z.object({ promoCode: PromoCode });
export const PromoContent = RewardContent.extend({ promoCode: z.string(), kind: RewardKindSchema });
export type PromoContent = z.infer<typeof PromoContent>;

const rewardById = (summary: string) => ({ auth: 'player' as const, base: 'host' as const, summary });

export const rewardsEndpoints = {
  rewards: defineEndpoint({
    id: 'rewards',
    method: 'GET',
    path: '/reward-view/{uuid}',
    ...rewardById(
      "The player's rewards, newest first, at most `limit` (99), filtered by status (001 §7); 403 for another player.",
    ),
    params: RewardsParams,
    query: RewardsQuery,
    response: RewardList,
  }),
  claimFreeSpins: defineEndpoint({
    id: 'claimFreeSpins',
    method: 'POST',
    path: '/free-spin/free-spins/{uuid}/{id}/claim',
    ...rewardById(
      'Activate a pending FREE-SPIN reward: the studio grants its rounds. 404 error.reward.not-found; 409 error.reward.state when not pending.',
    ),
    params: RewardParams,
    response: Reward,
  }),
  claimMultiBonus: defineEndpoint({
    id: 'claimMultiBonus',
    method: 'PUT',
    path: '/bonus-lifecycle-ng/claim/{uuid}/{id}',
    ...rewardById(
      "Activate a pending MULTI-BONUS reward: the amount in the player's currency is credited to its bonus wallet. 404; 409 when not pending.",
    ),
    params: RewardParams,
    response: Reward,
  }),
  acceptBonus: defineEndpoint({
    id: 'acceptBonus',
    method: 'PUT',
    path: '/bonus/bonuses/{uuid}/{id}/accept',
    ...rewardById(
      'Activate a pending BONUS reward: the bonus is credited to its bonus wallet. 404; 409 error.reward.state when not pending.',
    ),
    params: RewardParams,
    response: Reward,
  }),
  cancelFreeSpins: defineEndpoint({
    id: 'cancelFreeSpins',
    method: 'POST',
    path: '/free-spin/free-spins/{uuid}/{id}/cancel',
    ...rewardById(
      'Cancel a FREE-SPIN reward with a reason: unplayed spins are withdrawn at the studio and any winnings go back to the house. 404; 409 when already ended.',
    ),
    params: RewardParams,
    body: CancelRewardBody,
    response: Reward,
  }),
  cancelMultiBonus: defineEndpoint({
    id: 'cancelMultiBonus',
    method: 'PUT',
    path: '/bonus-lifecycle-ng/cancel/{uuid}/{id}',
    ...rewardById(
      'Cancel a MULTI-BONUS reward with a reason: its remaining bonus money goes back to the house. 404; 409 when already ended.',
    ),
    params: RewardParams,
    body: CancelRewardBody,
    response: Reward,
  }),
  cancelBonus: defineEndpoint({
    id: 'cancelBonus',
    method: 'PUT',
    path: '/bonus/bonuses/{uuid}/{id}/cancel',
    ...rewardById(
      'Cancel a BONUS reward: its remaining bonus money goes back to the house. 404; 409 when already ended.',
    ),
    params: RewardParams,
    response: Reward,
  }),
  rewardContent: defineEndpoint({
    id: 'rewardContent',
    method: 'POST',
    base: 'host',
    path: '/{locale}/rewards',
    auth: 'optional',
    summary:
      'CMS texts of reward templates by id, in the locale (the default locale where one is missing); unknown ids are left out.',
    params: LocaleParams,
    body: RewardContentBody,
    response: z.array(RewardContent),
  }),
  validatePromoCode: defineEndpoint({
    id: 'validatePromoCode',
    method: 'GET',
    base: 'host',
    path: '/promocode-validator/public/v1/validate',
    auth: 'optional',
    summary:
      "Is the promo code usable now (dates, use limits, country and currency)? 200 when it is; 400 error.promo.invalid with info.errors.code listing why (promo.errors.not-found, .expired, .not-started, .exhausted, .used, .country, .currency). With a token, the player's own country, currency and uses count. 429 error.rate.limited (Retry-After) past the questions allowed per address and per player (ADR 024).",
    query: PromoValidateQuery,
    response: PromoValidation,
  }),
  promoContent: defineEndpoint({
    id: 'promoContent',
    method: 'POST',
    base: 'host',
    path: '/{locale}/promoCodes',
    auth: 'optional',
    summary:
      "The CMS texts of a promo code's reward in the locale. 404 error.not.found for an unknown code. Counted with the promo-code check: 429 error.rate.limited past its limits.",
    params: LocaleParams,
    body: PromoContentBody,
    response: PromoContent,
  }),
} as const;
