import { CAMPAIGN_LINK_DEPOSIT_PREFIX } from '../constants.ts';

/**
 * Rules of campaigns (001 §3 Campaign, §4 Campaign state and opt action, §6 visibility and lists)
 * that both sides apply: who may see and join a campaign, its state at a moment, the order of the
 * promotions list and what the opt button does.
 */

export const CAMPAIGN_STATES = [
  'DRAFT',
  'PENDING',
  'ACTIVE',
  'FINISHED',
  'CANCELED',
  'FAILED',
  'DELETED',
] as const;
export type CampaignState = (typeof CAMPAIGN_STATES)[number];

export const CAMPAIGN_PLAYER_STATUSES = [
  'VIEW',
  'OPT_IN',
  'TRIGGERED',
  'LEVEL_SUSPENDED',
  'LEVEL_COMPLETED',
] as const;
export type CampaignPlayerStatus = (typeof CAMPAIGN_PLAYER_STATUSES)[number];

export const CAMPAIGN_VISIBILITIES = ['authorised', 'guest', 'all'] as const;
export type CampaignVisibility = (typeof CAMPAIGN_VISIBILITIES)[number];

/**
 * What grants a campaign's rewards: the registration, the player's first deposit, each deposit of
 * at least a level's amount, the opt-in itself, or wagering a level's amount in real-money play.
 */
export const CAMPAIGN_TRIGGERS = ['registration', 'first-deposit', 'deposit', 'opt-in', 'wager'] as const;
export type CampaignTrigger = (typeof CAMPAIGN_TRIGGERS)[number];

/** The promotions pages' categories (001 §2 `/promotions/type/{category}`). */
export const CAMPAIGN_CATEGORIES = ['casino-bonuses', 'sport-bonuses'] as const;
export type CampaignCategory = (typeof CAMPAIGN_CATEGORIES)[number];

export const CAMPAIGN_MESSAGES = {
  optInSuccess: 'edge.campaign.optin.success',
  optInFailure: 'middleware.undefined',
  levelsRequired: 'campaign.errors.levels-required',
  dates: 'campaign.errors.dates',
  defaultContent: 'campaign.errors.default-content',
  link: 'campaign.errors.link',
  levelAmount: 'campaign.errors.level-amount',
} as const;

/** Who looks: a guest (whose market may be known from the brand's defaults) or a player. */
export type CampaignViewer =
  | { kind: 'guest'; country?: string | undefined; currency?: string | undefined }
  | { kind: 'player'; country: string; currency: string };

export interface CampaignAudience {
  visibility: CampaignVisibility;
  whiteListCountries: readonly string[];
  whiteListCurrencies: readonly string[];
  blackListCountries: readonly string[];
}

/**
 * 001 §6: visibility authorised (players), guest (guests only) or all; then the white lists of
 * countries and currencies (empty: every one) and the black list of countries. A guest's market is
 * checked only where it is known.
 */
export function isEligible(c: CampaignAudience, viewer: CampaignViewer): boolean {
  if (c.visibility === 'authorised' && viewer.kind !== 'player') return false;
  if (c.visibility === 'guest' && viewer.kind !== 'guest') return false;
  const country = viewer.country?.toUpperCase();
  const currency = viewer.currency?.toUpperCase();
  if (country !== undefined) {
    if (c.whiteListCountries.length > 0 && !c.whiteListCountries.includes(country)) return false;
    if (c.blackListCountries.includes(country)) return false;
  }
  if (
    currency !== undefined &&
    c.whiteListCurrencies.length > 0 &&
    !c.whiteListCurrencies.includes(currency)
  ) {
    return false;
  }
  return true;
}

/**
 * A campaign's state at `now` (001 §4): a scheduled (PENDING) campaign is ACTIVE from its start
 * date, and an ACTIVE one is FINISHED at its end date; other states move only by an operator.
 */
export function campaignStateAt(
  c: { state: CampaignState; startsAt: Date | null; endsAt: Date | null },
  now: Date,
): CampaignState {
  if (c.state !== 'PENDING' && c.state !== 'ACTIVE') return c.state;
  if (c.endsAt && c.endsAt.getTime() <= now.getTime()) return 'FINISHED';
  if (c.state === 'PENDING' && (!c.startsAt || c.startsAt.getTime() <= now.getTime())) return 'ACTIVE';
  return c.state;
}

/** States a player's list shows: the ones a player can take part in, or has taken part in. */
export const LISTED_CAMPAIGN_STATES: readonly CampaignState[] = ['PENDING', 'ACTIVE', 'FINISHED'];

/** A player taking part: opted in and waiting for the trigger, or triggered with levels left. */
export function isOptedIn(status: CampaignPlayerStatus): boolean {
  return status === 'OPT_IN' || status === 'TRIGGERED';
}

/** 001 §4: active and opted-in first, then active, then the rest; the order within a group is kept. */
export function campaignRank(c: { state: string; playerStatus: CampaignPlayerStatus }): number {
  if (c.state !== 'ACTIVE') return 2;
  return isOptedIn(c.playerStatus) ? 0 : 1;
}
export function sortCampaigns<T extends { state: string; playerStatus: CampaignPlayerStatus }>(
  list: readonly T[],
): T[] {
  return list
    .map((c, i) => [c, i] as const)
    .sort(([a, i], [b, j]) => campaignRank(a) - campaignRank(b) || i - j)
    .map(([c]) => c);
}

export type CampaignOptCall = 'optout' | 'optin' | null;
export type CampaignOptNext =
  | { kind: 'link'; href: string; depositFromPromotion: boolean }
  | { kind: 'registration' }
  | { kind: 'activate' };

/**
 * The opt action (001 §4): with an id and an opted-in player, opt out; when the campaign offers
 * opt-in (status VIEW), opt in. Then the button link if any (one starting with /deposit is a
 * deposit opened from a promotion), else a guest goes to registration, else the reward-activation
 * callback runs.
 */
export function campaignOptAction(input: {
  guest: boolean;
  campaignId: string | null;
  playerStatus: CampaignPlayerStatus;
  optIn: boolean;
  buttonLink: string | null;
}): { call: CampaignOptCall; next: CampaignOptNext } {
  let call: CampaignOptCall = null;
  if (!input.guest && input.campaignId) {
    if (isOptedIn(input.playerStatus) && input.optIn) call = 'optout';
    else if (input.optIn && input.playerStatus === 'VIEW') call = 'optin';
  }
  const link = input.buttonLink?.trim();
  if (link) {
    return {
      call,
      next: { kind: 'link', href: link, depositFromPromotion: link.startsWith(CAMPAIGN_LINK_DEPOSIT_PREFIX) },
    };
  }
  return { call, next: input.guest ? { kind: 'registration' } : { kind: 'activate' } };
}
