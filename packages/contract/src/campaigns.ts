import { z } from 'zod';
import { BrandId } from './auth.ts';
import { DeviceType } from './games.ts';
import { defineEndpoint, PlayerUuid } from './http.ts';
import { CountryCode, CurrencyCode, LocaleCode } from './paging.ts';
import {
  CAMPAIGN_PLAYER_STATUSES,
  CAMPAIGN_STATES,
  CAMPAIGN_TRIGGERS,
  CAMPAIGN_VISIBILITIES,
} from './rules/campaigns.ts';

/**
 * Campaigns, promotions and welcome packs (001 §3 Campaign and Welcome pack, §4, §6, §7;
 * docs/decisions/025-campaigns.md): the player's and guest's calls, then the operator's.
 */

export const CampaignStateSchema = z.enum(CAMPAIGN_STATES);
export const CampaignPlayerStatusSchema = z.enum(CAMPAIGN_PLAYER_STATUSES);
export const CampaignVisibilitySchema = z.enum(CAMPAIGN_VISIBILITIES);
export const CampaignTriggerSchema = z.enum(CAMPAIGN_TRIGGERS);

const Code = z.object({ code: z.string() });

/** One campaign as a player or a guest sees it (001 §3 Campaign), with its texts in the locale. */
export const Campaign = z.object({
  /** The spec's spelling (001 §3). */
  CampainUUID: z.string(),
  type: z.object({ key: z.string() }),
  visibility: CampaignVisibilitySchema,
  whiteListCountries: z.array(Code),
  whiteListCurrencies: z.array(Code),
  blackListCountries: z.array(Code),
  /** A path on this site the button leads to; null: none. */
  buttonLink: z.string().nullable(),
  /** The campaign is joined by opting in. */
  optIn: z.boolean(),
  playerStatus: CampaignPlayerStatusSchema,
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  state: CampaignStateSchema,
  trigger: CampaignTriggerSchema,
  /** Only one campaign of a group at a time (`POST /player/campaign/switch`). */
  group: z.string().nullable(),
  levels: z.number().int(),
  /** Levels the player has completed. */
  level: z.number().int(),
  title: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  terms: z.string(),
});
export type Campaign = z.infer<typeof Campaign>;
export const CampaignList = z.object({ content: z.array(Campaign) });
export type CampaignList = z.infer<typeof CampaignList>;

export const CampaignLocaleQuery = z.object({ locale: LocaleCode.optional() });
export const EligibleParams = z.object({ uuid: PlayerUuid });
export const PublicCampaignsParams = z.object({ brandId: BrandId });
export const PublicCampaignsQuery = CampaignLocaleQuery.extend({
  country: CountryCode.optional(),
  currency: CurrencyCode.optional(),
});
export const CampaignIdParams = z.object({ id: z.uuid() });
export const CampaignPlayerParams = z.object({ id: z.uuid(), uuid: PlayerUuid });
export const CampaignStateOptInParams = z.object({ campaignId: z.uuid(), playerUuid: PlayerUuid });
export const CampaignOptInBody = z.object({ deviceType: DeviceType.optional() });
export const CampaignSwitchBody = z.object({
  currentCampaignUuid: z.uuid(),
  newCampaignUuid: z.uuid(),
});

/** A welcome pack offered at registration (000 §3, 001 §3), its texts in the locale. */
export const WelcomePack = z.object({
  uid: z.string(),
  campaignId: z.string(),
  title: z.string(),
  description: z.string(),
  icon: z.string().nullable(),
  /** What each level gives, in order ('100% on your first deposit' …). */
  steps: z.array(z.string()),
  isDefault: z.boolean(),
  buttonLink: z.string().nullable(),
});
export type WelcomePack = z.infer<typeof WelcomePack>;
export const WelcomePacksQuery = CampaignLocaleQuery.extend({
  country: CountryCode.optional(),
  currency: CurrencyCode.optional(),
});

const player = (summary: string) => ({ auth: 'player' as const, base: 'host' as const, summary });

export const campaignsEndpoints = {
  eligibleCampaigns: defineEndpoint({
    id: 'eligibleCampaigns',
    method: 'GET',
    path: '/campaign/eligible/{uuid}',
    ...player(
      "The campaigns the player may see (visibility, country and currency lists; 001 §6), with the player's status in each, sorted active and opted-in first, then active, then the rest.",
    ),
    params: EligibleParams,
    query: CampaignLocaleQuery,
    response: CampaignList,
  }),
  publicCampaigns: defineEndpoint({
    id: 'publicCampaigns',
    method: 'GET',
    base: 'host',
    path: '/campaign/public/{brandId}',
    auth: 'public',
    summary:
      "A guest's campaigns: those visible to guests or to all, filtered by the country and currency when given; status VIEW.",
    params: PublicCampaignsParams,
    query: PublicCampaignsQuery,
    response: CampaignList,
  }),
  campaignStateOptIn: defineEndpoint({
    id: 'campaignStateOptIn',
    method: 'PUT',
    path: '/campaign-player-state/{campaignId}/optin/{playerUuid}',
    ...player(
      'Opt the player in to a campaign from a device. 404 for a campaign the player may not see; 409 error.campaign.state when it is not active or the player is in another campaign of its group.',
    ),
    params: CampaignStateOptInParams,
    body: CampaignOptInBody,
    response: Campaign,
  }),
  campaignOptIn: defineEndpoint({
    id: 'campaignOptIn',
    method: 'PUT',
    path: '/player/campaign/{id}/optin',
    ...player('Opt the calling player in to a campaign (as campaign-player-state optin).'),
    params: CampaignIdParams,
    response: Campaign,
  }),
  campaignOptOut: defineEndpoint({
    id: 'campaignOptOut',
    method: 'PUT',
    path: '/player/campaign/{id}/optout/{uuid}',
    ...player(
      'Opt the player out of a campaign: its status goes back to VIEW; levels already granted stay granted. 409 when not opted in.',
    ),
    params: CampaignPlayerParams,
    response: Campaign,
  }),
  campaignSwitch: defineEndpoint({
    id: 'campaignSwitch',
    method: 'POST',
    path: '/player/campaign/switch',
    ...player(
      'Leave the current campaign and join the new one of the same group in one step. 409 when the player is not in the current one or the groups differ.',
    ),
    body: CampaignSwitchBody,
    response: CampaignList,
  }),
  welcomePacks: defineEndpoint({
    id: 'welcomePacks',
    method: 'GET',
    base: 'host',
    path: '/campaign/welcome-packs',
    auth: 'public',
    summary:
      "The welcome packs offered at registration, in the locale: packs of active campaigns open to new players of the market given. The chosen pack's campaignId goes in the signup payload as campaignUuid.",
    query: WelcomePacksQuery,
    response: z.array(WelcomePack),
  }),
} as const;
