import { z } from 'zod';
import { SuccessResponse } from './auth-responses.ts';
import {
  CampaignPlayerStatusSchema,
  CampaignStateSchema,
  CampaignTriggerSchema,
  CampaignVisibilitySchema,
} from './campaigns.ts';
import { defineEndpoint } from './http.ts';
import { readBy, writeBy } from './operator-roles.ts';
import { CountryCode, CurrencyCode, LocaleCode, PageNumber, pageOf, pageSize } from './paging.ts';
import { CAMPAIGN_CATEGORIES, CAMPAIGN_MESSAGES } from './rules/campaigns.ts';
import { AMOUNT_PATTERN } from './rules/money.ts';
import { isSitePath } from './rules/site-path.ts';
import { Line, MultilineText, WebUrl } from './rules/text.ts';

/** The operator's side of campaigns (docs/decisions/025-campaigns.md): bodies, records and calls. */

const Decimal = Line()
  .trim()
  .refine((v) => AMOUNT_PATTERN.test(v) && Number(v) > 0, 'payment.errors.amount-format');
const AmountsByCurrency = z.record(CurrencyCode, Decimal);
const SiteLink = Line().trim().max(300).refine(isSitePath, CAMPAIGN_MESSAGES.link);
const Iso = z.iso.datetime({ offset: true });

export const CampaignContent = z.object({
  title: Line().trim().min(1).max(120),
  description: MultilineText().trim().max(2000).default(''),
  image: WebUrl().max(500).nullable().default(null),
  terms: MultilineText().trim().max(10_000).default(''),
  /** Where the button leads in this locale; null: no link. */
  buttonLink: SiteLink.nullable().default(null),
});

/** One level: the reward template it grants, and what the trigger needs (per currency). */
export const CampaignLevelBody = z.object({
  templateUUID: z.uuid(),
  /** `deposit`: the smallest deposit that counts. */
  minDeposit: AmountsByCurrency.default({}),
  /** `wager`: real-money stakes in all, since opting in, that reach this level. */
  wager: AmountsByCurrency.default({}),
});

export const CampaignBody = z
  .object({
    name: Line().trim().min(1).max(120),
    /** The promotions category: casino-bonuses, sport-bonuses or another key. */
    typeKey: Line()
      .trim()
      .min(1)
      .max(40)
      .regex(/^[a-z0-9-]+$/)
      .default(CAMPAIGN_CATEGORIES[0]),
    trigger: CampaignTriggerSchema,
    /** Joined by opting in (else every eligible player takes part). */
    optIn: z.boolean().default(true),
    visibility: CampaignVisibilitySchema.default('all'),
    whiteListCountries: z.array(CountryCode).default([]),
    whiteListCurrencies: z.array(CurrencyCode).default([]),
    blackListCountries: z.array(CountryCode).default([]),
    group: Line().trim().min(1).max(40).nullable().default(null),
    levels: z.array(CampaignLevelBody).min(1, CAMPAIGN_MESSAGES.levelsRequired).max(10),
    content: z.record(LocaleCode, CampaignContent),
    startsAt: Iso.nullable().default(null),
    endsAt: Iso.nullable().default(null),
  })
  .superRefine((c, ctx) => {
    if (!('en' in c.content))
      ctx.addIssue({ code: 'custom', path: ['content'], message: CAMPAIGN_MESSAGES.defaultContent });
    if (c.startsAt && c.endsAt && Date.parse(c.endsAt) <= Date.parse(c.startsAt))
      ctx.addIssue({ code: 'custom', path: ['endsAt'], message: CAMPAIGN_MESSAGES.dates });
    if (c.trigger === 'wager')
      c.levels.forEach((l, i) => {
        if (Object.keys(l.wager).length === 0)
          ctx.addIssue({
            code: 'custom',
            path: ['levels', i, 'wager'],
            message: CAMPAIGN_MESSAGES.levelAmount,
          });
      });
  });
export type CampaignBody = z.input<typeof CampaignBody>;

export const CampaignRecord = z.object({
  campaignUUID: z.string(),
  name: z.string(),
  typeKey: z.string(),
  trigger: CampaignTriggerSchema,
  optIn: z.boolean(),
  visibility: CampaignVisibilitySchema,
  whiteListCountries: z.array(z.string()),
  whiteListCurrencies: z.array(z.string()),
  blackListCountries: z.array(z.string()),
  group: z.string().nullable(),
  levels: z.array(
    z.object({
      templateUUID: z.string(),
      minDeposit: z.record(z.string(), z.string()),
      wager: z.record(z.string(), z.string()),
    }),
  ),
  content: z.record(z.string(), CampaignContent),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  /** The state now (a scheduled campaign past its start date is ACTIVE). */
  state: CampaignStateSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CampaignRecord = z.infer<typeof CampaignRecord>;
export const OperatorCampaignParams = z.object({ campaignUUID: z.uuid() });

export const CampaignPlayerRecord = z.object({
  playerUUID: z.string(),
  status: CampaignPlayerStatusSchema,
  level: z.number().int(),
  /** Real-money stakes since joining, in the player's currency (minor units, as text). */
  wageredMinor: z.string(),
  joinedAt: z.string(),
  updatedAt: z.string(),
});
export const CampaignPlayersQuery = z.object({
  /** Only the players in this status; absent: every status. */
  status: CampaignPlayerStatusSchema.optional(),
  page: PageNumber,
  size: pageSize(20),
});
export const CampaignPlayersPage = pageOf(CampaignPlayerRecord);
export type CampaignPlayersPage = z.infer<typeof CampaignPlayersPage>;

export const WelcomePackContent = z.object({
  title: Line().trim().min(1).max(120),
  description: MultilineText().trim().max(2000).default(''),
  steps: z.array(Line().trim().min(1).max(200)).max(10).default([]),
});
export const WelcomePackBody = z
  .object({
    campaignUUID: z.uuid(),
    content: z.record(LocaleCode, WelcomePackContent),
    icon: WebUrl().max(500).nullable().default(null),
    isDefault: z.boolean().default(false),
    /** Where registration goes after success; null: the campaign's button link. */
    buttonLink: SiteLink.nullable().default(null),
    position: z.number().int().min(0).max(1000).default(0),
  })
  .superRefine((w, ctx) => {
    if (!('en' in w.content))
      ctx.addIssue({ code: 'custom', path: ['content'], message: CAMPAIGN_MESSAGES.defaultContent });
  });
export type WelcomePackBody = z.input<typeof WelcomePackBody>;
export const WelcomePackRecord = z.object({
  uid: z.string(),
  campaignUUID: z.string(),
  content: z.record(z.string(), WelcomePackContent),
  icon: z.string().nullable(),
  isDefault: z.boolean(),
  buttonLink: z.string().nullable(),
  position: z.number().int(),
});
export type WelcomePackRecord = z.infer<typeof WelcomePackRecord>;
export const WelcomePackParams = z.object({ uid: z.uuid() });

const op = (summary: string) => ({ auth: 'operator' as const, base: 'host' as const, summary });

export const campaignsOperatorEndpoints = {
  listCampaigns: defineEndpoint({
    id: 'listCampaigns',
    method: 'GET',
    path: '/operator/campaigns',
    roles: readBy('marketing'),
    ...op('Every campaign but the deleted ones, newest first, with its state now.'),
    response: z.array(CampaignRecord),
  }),
  getCampaign: defineEndpoint({
    id: 'getCampaign',
    method: 'GET',
    path: '/operator/campaigns/{campaignUUID}',
    roles: readBy('marketing'),
    ...op('One campaign. 404 for an unknown (or deleted) one.'),
    params: OperatorCampaignParams,
    response: CampaignRecord,
  }),
  createCampaign: defineEndpoint({
    id: 'createCampaign',
    method: 'POST',
    path: '/operator/campaigns',
    roles: writeBy('marketing'),
    ...op(
      "A new campaign, in DRAFT until scheduled. Its levels name reward templates (404 error.reward.template.not-found for an unknown one); 400 with the fields' errors.",
    ),
    body: CampaignBody,
    response: CampaignRecord,
  }),
  updateCampaign: defineEndpoint({
    id: 'updateCampaign',
    auditBefore: 'getCampaign',
    method: 'PUT',
    path: '/operator/campaigns/{campaignUUID}',
    roles: writeBy('marketing'),
    ...op(
      'Replace a campaign. A DRAFT or PENDING one takes every field; an ACTIVE one keeps its trigger and levels (409 error.campaign.state otherwise); an ended one cannot change.',
    ),
    params: OperatorCampaignParams,
    body: CampaignBody,
    response: CampaignRecord,
  }),
  scheduleCampaign: defineEndpoint({
    id: 'scheduleCampaign',
    auditBefore: 'getCampaign',
    method: 'PUT',
    path: '/operator/campaigns/{campaignUUID}/schedule',
    roles: writeBy('marketing'),
    ...op(
      'DRAFT → PENDING: active from its start date (at once without one) until its end date. A level whose template is disabled or gone makes it FAILED. 409 from another state.',
    ),
    params: OperatorCampaignParams,
    response: CampaignRecord,
  }),
  cancelCampaign: defineEndpoint({
    id: 'cancelCampaign',
    auditBefore: 'getCampaign',
    method: 'PUT',
    path: '/operator/campaigns/{campaignUUID}/cancel',
    roles: writeBy('marketing'),
    ...op(
      'DRAFT, PENDING or ACTIVE → CANCELED: no more triggers; rewards already granted stay. 409 from another state.',
    ),
    params: OperatorCampaignParams,
    response: CampaignRecord,
  }),
  deleteCampaign: defineEndpoint({
    id: 'deleteCampaign',
    auditBefore: 'getCampaign',
    method: 'DELETE',
    path: '/operator/campaigns/{campaignUUID}',
    roles: writeBy('marketing'),
    ...op('Any campaign but an ACTIVE one → DELETED (kept for the record, shown nowhere). 409 while ACTIVE.'),
    params: OperatorCampaignParams,
    response: CampaignRecord,
  }),
  listCampaignPlayers: defineEndpoint({
    id: 'listCampaignPlayers',
    method: 'GET',
    path: '/operator/campaigns/{campaignUUID}/players',
    roles: readBy('marketing'),
    ...op(
      'The players taking part in a campaign, with their status, level and wagering, a page at a time (optionally those in one status), in the order they joined. 404 for an unknown campaign.',
    ),
    params: OperatorCampaignParams,
    query: CampaignPlayersQuery,
    response: CampaignPlayersPage,
  }),
  listWelcomePacks: defineEndpoint({
    id: 'listWelcomePacks',
    method: 'GET',
    path: '/operator/welcome-packs',
    roles: readBy('marketing'),
    ...op('Every welcome pack, in their order.'),
    response: z.array(WelcomePackRecord),
  }),
  createWelcomePack: defineEndpoint({
    id: 'createWelcomePack',
    method: 'POST',
    path: '/operator/welcome-packs',
    roles: writeBy('marketing'),
    ...op('A welcome pack for a campaign; isDefault makes it the only default. 404 for an unknown campaign.'),
    body: WelcomePackBody,
    response: WelcomePackRecord,
  }),
  updateWelcomePack: defineEndpoint({
    id: 'updateWelcomePack',
    method: 'PUT',
    path: '/operator/welcome-packs/{uid}',
    roles: writeBy('marketing'),
    ...op('Replace a welcome pack. 404 for an unknown one.'),
    params: WelcomePackParams,
    body: WelcomePackBody,
    response: WelcomePackRecord,
  }),
  deleteWelcomePack: defineEndpoint({
    id: 'deleteWelcomePack',
    method: 'DELETE',
    path: '/operator/welcome-packs/{uid}',
    roles: writeBy('marketing'),
    ...op('Remove a welcome pack (its campaign stays). 404 for an unknown one.'),
    params: WelcomePackParams,
    response: SuccessResponse,
  }),
} as const;
