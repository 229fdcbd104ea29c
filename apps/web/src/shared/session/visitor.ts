import { AFFILIATE_COOKIE_MAX_AGE_S, COOKIE_MAX_AGE_S } from '@croupier/contract/constants';
import { getCookie, setCookie } from '../lib/cookies.ts';

/** Cookie names of the visitor's attribution (000 §3, §9). */
export const ANONYMOUS_ID_COOKIE = 'anonymous_id';
export const AFFILIATE_COOKIE = 'affiliate';
export const CAMPAIGN_COOKIE = 'campaign_uuid';

/** Query parameters an affiliate link carries (btag, clickid, utm_* …). */
const AFFILIATE_PARAM =
  /^(btag|clickid|click_id|affid|aff_id|affiliate_id|sub\d?|subid|tracker|utm_[a-z]+)$/i;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function randomId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/** A guest gets an anonymous id (000 §3), kept 31 days; sent as the registration's `identifier`. */
export function ensureAnonymousId(isGuest: boolean): string | undefined {
  const existing = getCookie(ANONYMOUS_ID_COOKIE);
  if (existing || !isGuest) return existing;
  const id = randomId();
  setCookie(ANONYMOUS_ID_COOKIE, id, COOKIE_MAX_AGE_S);
  return id;
}

/**
 * Keeps the affiliate parameters and campaign uuid of the landing URL for the registration
 * (affiliate cookie 86400 s, 000 §9). A later link with parameters replaces the earlier ones.
 */
export function captureAttribution(search: string): void {
  const params = new URLSearchParams(search);
  const affiliate: Record<string, string> = {};
  for (const [key, value] of params) {
    if (AFFILIATE_PARAM.test(key) && value) affiliate[key] = value.slice(0, 512);
  }
  if (Object.keys(affiliate).length > 0) {
    setCookie(AFFILIATE_COOKIE, JSON.stringify(affiliate), AFFILIATE_COOKIE_MAX_AGE_S);
  }
  const campaign = params.get('campaignUuid') ?? params.get('campaign_uuid');
  if (campaign && UUID.test(campaign)) setCookie(CAMPAIGN_COOKIE, campaign, AFFILIATE_COOKIE_MAX_AGE_S);
}

export function attribution(): { affiliateParams?: Record<string, string>; campaignUuid?: string } {
  const result: { affiliateParams?: Record<string, string>; campaignUuid?: string } = {};
  const raw = getCookie(AFFILIATE_COOKIE);
  if (raw) {
    try {
      const parsed = JSON.parse(raw) as unknown;
      if (parsed && typeof parsed === 'object') result.affiliateParams = parsed as Record<string, string>;
    } catch {
      // A damaged cookie is ignored.
    }
  }
  const campaign = getCookie(CAMPAIGN_COOKIE);
  if (campaign) result.campaignUuid = campaign;
  return result;
}
