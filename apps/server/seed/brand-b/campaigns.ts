import { textRows } from '../../src/modules/campaigns/texts.ts';
import type { Db } from '../../src/platform/db.ts';
import { campaigns, staticPages, welcomePacks } from '../../src/platform/schema.ts';
import { BRAND_B, BRAND_B_WELCOME_PACK, BRAND_B_CAMPAIGNS as C, BRAND_B_TEMPLATES as T } from './ids.ts';
import { inEachLocale } from './texts.ts';

const DAY_MS = 86_400_000;
const level = (templateUUID: string, minDeposit: Record<string, string> = {}) => ({
  templateUUID,
  minDeposit,
  wager: {},
});

/**
 * Brand B's two promotions, joined by opting in: a welcome pack of two deposit bonuses (also offered
 * at registration as its welcome pack) and a weekend reload for deposits of 20 € or more. Their
 * texts go to brand B's pages store, as every campaign's (docs/decisions/025-campaigns.md).
 */
export async function seedBrandBCampaigns(db: Db, now: Date): Promise<void> {
  const common = {
    brandId: BRAND_B,
    typeKey: 'casino-bonuses',
    trigger: 'deposit',
    optIn: true,
    // Shown to guests too: the promotions page is the brand's shop window.
    visibility: 'all',
    whiteListCountries: [],
    whiteListCurrencies: ['EUR'],
    blackListCountries: [],
    groupKey: null,
    state: 'ACTIVE',
    startsAt: new Date(now.getTime() - DAY_MS),
    endsAt: new Date(now.getTime() + 730 * DAY_MS),
    createdAt: now,
    updatedAt: now,
  };
  const rows = [
    {
      ...common,
      uuid: C.welcome,
      name: 'Willkommenspaket',
      groupKey: 'welcome',
      levels: [level(T.step1), level(T.step2)],
    },
    { ...common, uuid: C.reload, name: 'Wochenend-Reload', levels: [level(T.reload, { EUR: '20.00' })] },
  ];
  await db.insert(campaigns).values(rows).onConflictDoNothing();
  const texts = (key: 'welcome' | 'reload') =>
    inEachLocale((t) => ({ ...t.campaigns[key], image: null, buttonLink: '/deposit' }));
  await db
    .insert(staticPages)
    .values(
      [...textRows(C.welcome, texts('welcome')), ...textRows(C.reload, texts('reload'))].map((row) => ({
        ...row,
        brandId: BRAND_B,
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(welcomePacks)
    .values({
      uid: BRAND_B_WELCOME_PACK,
      brandId: BRAND_B,
      campaignUuid: C.welcome,
      content: inEachLocale((t) => t.welcomePack),
      icon: null,
      isDefault: true,
      buttonLink: '/deposit',
      position: 0,
    })
    .onConflictDoNothing();
}
