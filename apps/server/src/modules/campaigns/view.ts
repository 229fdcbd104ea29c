import type {
  Campaign,
  CampaignPlayerStatus,
  CampaignRecord,
  CampaignState,
  WelcomePack,
  WelcomePackRecord,
} from '@croupier/contract';
import { isOptedIn } from '@croupier/contract';
import type { CampaignContentRow, CampaignPlayerRow, CampaignRow, WelcomePackRow } from './tables.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const codes = (list: readonly string[]) => list.map((code) => ({ code }));

/** A locale's texts, else the default locale's, else any. */
export function textsIn<T>(content: Record<string, T>, locale: string, defaultLocale: string): T | undefined {
  return content[locale] ?? content[defaultLocale] ?? content.en ?? Object.values(content)[0];
}

/**
 * The player's status (001 §4): VIEW when they have no part; a part that cannot go on because the
 * campaign stopped (finished, cancelled) while they were in it is LEVEL_SUSPENDED.
 */
export function playerStatusOf(
  state: CampaignState,
  part: CampaignPlayerRow | undefined,
): CampaignPlayerStatus {
  const status = (part?.status ?? 'VIEW') as CampaignPlayerStatus;
  if (state !== 'ACTIVE' && state !== 'PENDING' && isOptedIn(status)) return 'LEVEL_SUSPENDED';
  return status;
}

export function campaignView(
  c: CampaignRow,
  content: Record<string, CampaignContentRow>,
  state: CampaignState,
  part: CampaignPlayerRow | undefined,
  locale: string,
  defaultLocale: string,
): Campaign {
  const texts = textsIn(content, locale, defaultLocale);
  return {
    CampainUUID: c.uuid,
    type: { key: c.typeKey },
    visibility: c.visibility as Campaign['visibility'],
    whiteListCountries: codes(c.whiteListCountries),
    whiteListCurrencies: codes(c.whiteListCurrencies),
    blackListCountries: codes(c.blackListCountries),
    buttonLink: texts?.buttonLink ?? null,
    optIn: c.optIn,
    playerStatus: playerStatusOf(state, part),
    startDate: iso(c.startsAt),
    endDate: iso(c.endsAt),
    state,
    trigger: c.trigger as Campaign['trigger'],
    group: c.groupKey,
    levels: c.levels.length,
    level: part?.level ?? 0,
    title: texts?.title ?? c.name,
    description: texts?.description ?? '',
    image: texts?.image ?? null,
    terms: texts?.terms ?? '',
  };
}

export function campaignRecord(
  c: CampaignRow,
  state: CampaignState,
  content: Record<string, CampaignContentRow>,
): CampaignRecord {
  return {
    campaignUUID: c.uuid,
    name: c.name,
    typeKey: c.typeKey,
    trigger: c.trigger as CampaignRecord['trigger'],
    optIn: c.optIn,
    visibility: c.visibility as CampaignRecord['visibility'],
    whiteListCountries: c.whiteListCountries,
    whiteListCurrencies: c.whiteListCurrencies,
    blackListCountries: c.blackListCountries,
    group: c.groupKey,
    levels: c.levels,
    content,
    startsAt: iso(c.startsAt),
    endsAt: iso(c.endsAt),
    state,
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
  };
}

export function campaignPlayerView(p: CampaignPlayerRow) {
  return {
    playerUUID: p.playerUuid,
    status: p.status as CampaignPlayerStatus,
    level: p.level,
    wageredMinor: p.wageredMinor.toString(),
    joinedAt: p.joinedAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  };
}

export function welcomePackView(
  p: WelcomePackRow,
  c: CampaignRow,
  campaignTexts: Record<string, CampaignContentRow>,
  locale: string,
  defaultLocale: string,
): WelcomePack {
  const texts = textsIn(p.content, locale, defaultLocale);
  return {
    uid: p.uid,
    campaignId: p.campaignUuid,
    title: texts?.title ?? c.name,
    description: texts?.description ?? '',
    icon: p.icon,
    steps: texts?.steps ?? [],
    isDefault: p.isDefault,
    buttonLink: p.buttonLink ?? textsIn(campaignTexts, locale, defaultLocale)?.buttonLink ?? null,
  };
}

export function welcomePackRecord(p: WelcomePackRow): WelcomePackRecord {
  return {
    uid: p.uid,
    campaignUUID: p.campaignUuid,
    content: p.content,
    icon: p.icon,
    isDefault: p.isDefault,
    buttonLink: p.buttonLink,
    position: p.position,
  };
}
