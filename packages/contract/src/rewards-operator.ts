import { z } from 'zod';
import { defineEndpoint } from './http.ts';
import { readBy, writeBy } from './operator-roles.ts';
import { CountryCode, CurrencyCode, LocaleCode, PageNumber, pageOf, pageSize } from './paging.ts';
import { Reward, RewardKindSchema, RewardList } from './rewards.ts';
import { AMOUNT_PATTERN } from './rules/money.ts';
import { PLAYER_CANCEL_REASON, PROMO_MESSAGES, REWARD_KINDS, REWARD_MESSAGES } from './rules/rewards.ts';
import { Line, MultilineText, WebUrl } from './rules/text.ts';

/**
 * The operator's side of rewards (docs/decisions/024-rewards.md, 053-rewards-console.md): reward templates, promo codes and
 * grants to a player. Calls under `/operator/`, authenticated by the operator's key; the back
 * office is built on them.
 */

/** A decimal amount in major units, as text ('10.00'). */
const Decimal = Line()
  .trim()
  .refine((v) => AMOUNT_PATTERN.test(v) && Number(v) > 0, 'payment.errors.amount-format');
const AmountsByCurrency = z.record(CurrencyCode, Decimal);
const Percent = z.number().min(0).max(100);

/**
 * How sports bets wager a bonus: `contribution` percent of a settled stake counts, and only when the
 * slip's total odds (decimal, e.g. 1.5) are at least `minOdds`; so one safe bet, or both sides of a
 * market at short odds, cannot meet a requirement as casino play would.
 */
export const SportsWagering = z.object({
  contribution: Percent,
  minOdds: z.number().min(1).max(1000),
});

export const RewardTemplateContent = z.object({
  title: Line().trim().min(1).max(120),
  description: MultilineText().trim().max(2000).default(''),
  image: WebUrl().max(500).nullable().default(null),
  terms: MultilineText().trim().max(10_000).default(''),
});

export const RewardTemplateBody = z
  .object({
    kind: RewardKindSchema,
    /** The operator's own name for it; players see `content`. */
    name: Line().trim().min(1).max(120),
    /** Texts per locale; the default locale's is required. */
    content: z.record(LocaleCode, RewardTemplateContent),
    /**
     * BONUS: the bonus per currency (with `depositPercent`, the most it can be); MULTI-BONUS: the
     * amount granted in each currency; FREE-SPIN: the stake of one spin per currency.
     */
    amounts: AmountsByCurrency,
    /** BONUS on a deposit: this percent of the deposit, up to `amounts`. */
    depositPercent: z.number().min(1).max(1000).nullable().default(null),
    /** Smallest deposit that earns a deposit bonus, per currency. */
    minDeposit: AmountsByCurrency.default({}),
    /** Wager this many times the bonus (for FREE-SPIN: the winnings) before it becomes real money. */
    wageringMultiplier: z.number().min(0).max(200),
    /** Percent of a stake that counts, by game category slug; others count `defaultContribution`. */
    contributions: z.record(Line().trim().min(1).max(40), Percent).default({}),
    defaultContribution: Percent.default(100),
    /** At most this much becomes real money, per currency; the rest goes back to the house. */
    maxConversion: AmountsByCurrency.default({}),
    /**
     * The largest stake of one bet (casino or sports) while the reward is active, per currency; a
     * larger bet is refused (`error.bonus.max-bet`). None for a currency: no limit.
     */
    maxBet: AmountsByCurrency.default({}),
    /** Sports bets: the percent of a stake that counts, and the smallest total odds that count at all. */
    sports: SportsWagering.default({ contribution: 100, minOdds: 1.5 }),
    freeSpins: z
      .object({ gameSlug: Line().trim().min(1).max(120), count: z.number().int().min(1).max(500) })
      .nullable()
      .default(null),
    /** Days a pending reward may be claimed, and days an active one has to be wagered. */
    claimDays: z.number().int().min(1).max(365).default(7),
    validDays: z.number().int().min(1).max(365).default(30),
    enabled: z.boolean().default(true),
  })
  .superRefine((t, ctx) => {
    if (Object.keys(t.amounts).length === 0)
      ctx.addIssue({ code: 'custom', path: ['amounts'], message: REWARD_MESSAGES.amountsRequired });
    if ((t.kind === 'FREE-SPIN') !== (t.freeSpins !== null))
      ctx.addIssue({ code: 'custom', path: ['freeSpins'], message: REWARD_MESSAGES.freeSpinsKind });
    if (t.depositPercent !== null && t.kind !== 'BONUS')
      ctx.addIssue({
        code: 'custom',
        path: ['depositPercent'],
        message: REWARD_MESSAGES.depositPercentKind,
      });
    if (!('en' in t.content))
      ctx.addIssue({ code: 'custom', path: ['content'], message: REWARD_MESSAGES.defaultContent });
  });
export type RewardTemplateBody = z.input<typeof RewardTemplateBody>;

export const RewardTemplate = z.object({
  templateUUID: z.string(),
  kind: z.enum(REWARD_KINDS),
  name: z.string(),
  content: z.record(z.string(), RewardTemplateContent),
  amounts: z.record(z.string(), z.string()),
  depositPercent: z.number().nullable(),
  minDeposit: z.record(z.string(), z.string()),
  wageringMultiplier: z.number(),
  contributions: z.record(z.string(), z.number()),
  defaultContribution: z.number(),
  maxConversion: z.record(z.string(), z.string()),
  maxBet: z.record(z.string(), z.string()),
  sports: SportsWagering,
  freeSpins: z.object({ gameSlug: z.string(), count: z.number().int() }).nullable(),
  claimDays: z.number().int(),
  validDays: z.number().int(),
  enabled: z.boolean(),
  createdAt: z.string(),
});
export type RewardTemplate = z.infer<typeof RewardTemplate>;
export const TemplateParams = z.object({ templateUUID: z.uuid() });

export const PromoCodeBody = z.object({
  /** Kept as letters and digits, lower-case (001 §5). */
  code: Line()
    .trim()
    .min(3)
    .max(32)
    .regex(/^[A-Za-z0-9]+$/, PROMO_MESSAGES.format),
  templateUUID: z.uuid(),
  startsAt: z.iso.datetime({ offset: true }).nullable().default(null),
  endsAt: z.iso.datetime({ offset: true }).nullable().default(null),
  /** Uses in all; null: no limit. */
  maxUses: z.number().int().min(1).nullable().default(null),
  maxUsesPerPlayer: z.number().int().min(1).default(1),
  /** Empty: every country (currency). */
  countries: z.array(CountryCode).default([]),
  currencies: z.array(CurrencyCode).default([]),
  enabled: z.boolean().default(true),
});
export type PromoCodeBody = z.input<typeof PromoCodeBody>;
export const PromoCodeRecord = z.object({
  code: z.string(),
  templateUUID: z.string(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  maxUses: z.number().int().nullable(),
  maxUsesPerPlayer: z.number().int(),
  countries: z.array(z.string()),
  currencies: z.array(z.string()),
  enabled: z.boolean(),
  uses: z.number().int(),
  createdAt: z.string(),
});
export type PromoCodeRecord = z.infer<typeof PromoCodeRecord>;
/** A promo code's switch as the list filters it: enabled (redeemable in its dates) or disabled. */
export const PROMO_CODE_STATES = ['enabled', 'disabled'] as const;
export type PromoCodeState = (typeof PROMO_CODE_STATES)[number];
export const PromoCodesQuery = z.object({
  /** Only the codes containing this text (any case); empty: every code. */
  q: Line().trim().max(32).default(''),
  /** Only the enabled, or the disabled, codes; absent: both. */
  state: z.enum(PROMO_CODE_STATES).optional(),
  page: PageNumber,
  size: pageSize(20),
});
export const PromoCodesPage = pageOf(PromoCodeRecord);
export type PromoCodesPage = z.infer<typeof PromoCodesPage>;
export const PromoCodeParams = z.object({ code: Line().trim().min(1).max(32) });

export const OperatorPlayerParams = z.object({ playerUUID: z.uuid() });
export const OperatorRewardParams = OperatorPlayerParams.extend({ id: Line().trim().min(1).max(80) });
export const GrantRewardBody = z.object({
  templateUUID: z.uuid(),
  /** Why it is granted; kept with the reward ('goodwill', a campaign's id …). */
  reason: Line().trim().min(1).max(200),
  /** An idempotency key: the same key grants once. */
  grantKey: Line().trim().min(1).max(120).optional(),
});

/** The most players one bulk grant names (a list's ids are checked one by one in one transaction). */
export const BULK_GRANT_MAX = 1000;
/** Why a player of a bulk grant cannot have the reward: no such player, or no amount in their currency. */
export const BULK_GRANT_PROBLEMS = ['not-found', 'no-amount'] as const;
export type BulkGrantProblem = (typeof BULK_GRANT_PROBLEMS)[number];
export const BulkGrantBody = z.object({
  templateUUID: z.uuid(),
  reason: Line().trim().min(1).max(200),
  /** Each player once; a list's duplicates and malformed ids are the sender's to remove. */
  playerUUIDs: z
    .array(z.uuid())
    .min(1)
    .max(BULK_GRANT_MAX)
    .refine(
      (ids) => new Set(ids.map((id) => id.toLowerCase())).size === ids.length,
      REWARD_MESSAGES.duplicatePlayers,
    ),
  /** An idempotency key: the same key grants each player once, however often the list is sent. */
  grantKey: Line().trim().min(1).max(80),
  /** Only check the list: nothing is granted, and the answer names the players who cannot have it. */
  dryRun: z.boolean().default(false),
});
export type BulkGrantBody = z.input<typeof BulkGrantBody>;
export const BulkGrantInvalid = z.object({
  /** The player's place in the list sent, from 0. */
  index: z.number().int(),
  playerUUID: z.string(),
  problem: z.enum(BULK_GRANT_PROBLEMS),
});
export type BulkGrantInvalid = z.infer<typeof BulkGrantInvalid>;
export const BulkGrantAnswer = z.object({
  /** How many players the list names. */
  players: z.number().int(),
  /** How many rewards this call granted (0 on a dry run; a repeated key's earlier grants count). */
  granted: z.number().int(),
  /** The players who cannot have the reward; a grant with any refuses the whole list. */
  invalid: z.array(BulkGrantInvalid),
});
export type BulkGrantAnswer = z.infer<typeof BulkGrantAnswer>;

export const OperatorCancelBody = z.object({
  reason: MultilineText().trim().min(1).max(200).default(PLAYER_CANCEL_REASON),
});

const op = (summary: string) => ({ auth: 'operator' as const, base: 'host' as const, summary });

export const rewardsOperatorEndpoints = {
  listRewardTemplates: defineEndpoint({
    id: 'listRewardTemplates',
    method: 'GET',
    path: '/operator/reward-templates',
    roles: readBy('marketing'),
    ...op('Operator: every reward template, newest first.'),
    response: z.array(RewardTemplate),
  }),
  createRewardTemplate: defineEndpoint({
    id: 'createRewardTemplate',
    method: 'POST',
    path: '/operator/reward-templates',
    roles: writeBy('marketing'),
    ...op('Operator: create a reward template (BONUS, FREE-SPIN or MULTI-BONUS).'),
    body: RewardTemplateBody,
    response: RewardTemplate,
  }),
  getRewardTemplate: defineEndpoint({
    id: 'getRewardTemplate',
    method: 'GET',
    path: '/operator/reward-templates/{templateUUID}',
    roles: readBy('marketing'),
    ...op('Operator: one reward template. 404 error.reward.template.not-found.'),
    params: TemplateParams,
    response: RewardTemplate,
  }),
  updateRewardTemplate: defineEndpoint({
    id: 'updateRewardTemplate',
    auditBefore: 'getRewardTemplate',
    method: 'PUT',
    path: '/operator/reward-templates/{templateUUID}',
    roles: writeBy('marketing'),
    ...op('Operator: replace a template. Rewards granted already keep the terms they were granted with.'),
    params: TemplateParams,
    body: RewardTemplateBody,
    response: RewardTemplate,
  }),
  listPromoCodes: defineEndpoint({
    id: 'listPromoCodes',
    method: 'GET',
    path: '/operator/promo-codes',
    roles: readBy('marketing'),
    ...op(
      'Operator: the promo codes with their use counts, newest first, a page at a time; optionally those containing a text, or only the enabled or the disabled ones.',
    ),
    query: PromoCodesQuery,
    response: PromoCodesPage,
  }),
  createPromoCode: defineEndpoint({
    id: 'createPromoCode',
    method: 'POST',
    path: '/operator/promo-codes',
    roles: writeBy('marketing'),
    ...op(
      'Operator: create a promo code for a template. 409 error.promo.exists; 404 for an unknown template.',
    ),
    body: PromoCodeBody,
    response: PromoCodeRecord,
  }),
  updatePromoCode: defineEndpoint({
    id: 'updatePromoCode',
    method: 'PUT',
    path: '/operator/promo-codes/{code}',
    roles: writeBy('marketing'),
    ...op('Operator: replace a promo code’s terms (the code itself stays; uses so far are kept).'),
    params: PromoCodeParams,
    body: PromoCodeBody,
    response: PromoCodeRecord,
  }),
  listPlayerRewards: defineEndpoint({
    id: 'listPlayerRewards',
    method: 'GET',
    path: '/operator/players/{playerUUID}/rewards',
    roles: readBy('marketing', 'support'),
    ...op('Operator: every reward of a player, whatever its status, newest first.'),
    params: OperatorPlayerParams,
    response: RewardList,
  }),
  grantReward: defineEndpoint({
    id: 'grantReward',
    method: 'POST',
    path: '/operator/players/{playerUUID}/rewards',
    roles: writeBy('marketing'),
    ...op(
      "Operator: grant a template's reward to a player (PENDING until the player claims it). Idempotent by grantKey. 404 for an unknown player or template.",
    ),
    params: OperatorPlayerParams,
    body: GrantRewardBody,
    response: Reward,
  }),
  grantRewards: defineEndpoint({
    id: 'grantRewards',
    method: 'POST',
    path: '/operator/reward-grants',
    roles: writeBy('marketing'),
    ...op(
      "Operator: grant a template's reward to a list of players, all or nothing: every player is checked first, in one transaction, and one who cannot have it (details.invalid) refuses the whole list with 422 error.reward.grant-invalid. dryRun only checks. Idempotent by grantKey.",
    ),
    body: BulkGrantBody,
    response: BulkGrantAnswer,
  }),
  cancelPlayerReward: defineEndpoint({
    id: 'cancelPlayerReward',
    auditBefore: 'listPlayerRewards',
    method: 'POST',
    path: '/operator/players/{playerUUID}/rewards/{id}/cancel',
    roles: writeBy('marketing'),
    ...op('Operator: cancel a pending or active reward; its remaining bonus money goes back to the house.'),
    params: OperatorRewardParams,
    body: OperatorCancelBody,
    response: Reward,
  }),
} as const;
