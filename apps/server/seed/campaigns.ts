import { textRows } from '../src/modules/campaigns/texts.ts';
import type { Db } from '../src/platform/db.ts';
import { campaigns, rewardTemplates, staticPages, welcomePacks } from '../src/platform/schema.ts';
import { addMissingLocales } from './missing-locales.ts';
import { DEMO_FREE_SPINS } from './rewards.ts';
import { type DemoTexts, inEveryLocale } from './texts/index.ts';

/**
 * The demo's campaigns (local demo only; docs/decisions/025-campaigns.md): a three-step welcome
 * pack (first, second and third deposit), a casino reload bonus, a sports bonus, a guest-only and a
 * country-limited campaign, and two welcome packs. Every one is joined by opting in, so a deposit
 * of a player who joined none grants nothing. Texts in every demo language (seed/texts). Fixed ids,
 * inserted when missing; a record seeded before a language existed gains its texts in it.
 */
export const DEMO_CAMPAIGNS = {
  welcome: '7a2d4e6f-1b3c-4d5e-8f90-1a2b3c4d5e01',
  reload: '7a2d4e6f-1b3c-4d5e-8f90-1a2b3c4d5e02',
  sport: '7a2d4e6f-1b3c-4d5e-8f90-1a2b3c4d5e03',
  guest: '7a2d4e6f-1b3c-4d5e-8f90-1a2b3c4d5e04',
  country: '7a2d4e6f-1b3c-4d5e-8f90-1a2b3c4d5e05',
} as const;
export const DEMO_WELCOME_PACKS = {
  casino: '7a2d4e6f-1b3c-4d5e-8f90-1a2b3c4d5f01',
  sport: '7a2d4e6f-1b3c-4d5e-8f90-1a2b3c4d5f02',
} as const;
const T = {
  step1: '7a2d4e6f-1b3c-4d5e-8f90-1a2b3c4d5a01',
  step2: '7a2d4e6f-1b3c-4d5e-8f90-1a2b3c4d5a02',
  step3: '7a2d4e6f-1b3c-4d5e-8f90-1a2b3c4d5a03',
  reload: '7a2d4e6f-1b3c-4d5e-8f90-1a2b3c4d5a04',
  sport: '7a2d4e6f-1b3c-4d5e-8f90-1a2b3c4d5a05',
  guest: '7a2d4e6f-1b3c-4d5e-8f90-1a2b3c4d5a06',
} as const;

const DAY_MS = 86_400_000;
const each = (currencies: string[], amount: string) => Object.fromEntries(currencies.map((c) => [c, amount]));
const level = (templateUUID: string, minDeposit: Record<string, string> = {}) => ({
  templateUUID,
  minDeposit,
  wager: {},
});
/** A campaign's texts in every language; the button's link is the same in each. */
const texts = (campaign: keyof DemoTexts['campaigns'], buttonLink: string | null = null) =>
  inEveryLocale((t) => ({ ...t.campaigns[campaign], image: null, buttonLink }));
type Bonus = keyof DemoTexts['campaignBonuses'];
const bonusTexts = (bonus: Bonus) =>
  inEveryLocale((t) => ({ ...t.campaignBonuses[bonus], image: null, terms: t.campaignBonusTerms }));
const packTexts = (pack: keyof DemoTexts['welcomePacks']) => inEveryLocale((t) => t.welcomePacks[pack]);

export async function seedDemoCampaigns(db: Db, currencies: string[], now: Date): Promise<void> {
  const template = {
    kind: 'BONUS',
    minDeposit: {},
    contributionsBp: { 'table-games': 1000, 'instant-win': 5000 },
    defaultContributionBp: 10_000,
    maxConversion: each(currencies, '500.00'),
    freeSpins: null,
    claimDays: 14,
    validDays: 30,
    enabled: true,
    createdAt: now,
    updatedAt: now,
  };
  const bonus = (
    key: Bonus,
    name: string,
    amount: string,
    depositPercent: number | null,
    wagerX100 = 500,
  ) => ({
    ...template,
    uuid: T[key],
    name,
    content: bonusTexts(key),
    amounts: each(currencies, amount),
    depositPercent,
    wageringMultiplierX100: wagerX100,
  });
  await db
    .insert(rewardTemplates)
    .values([
      bonus('step1', 'Welcome pack step 1', '100.00', 100),
      bonus('step2', 'Welcome pack step 2', '100.00', 50),
      bonus('step3', 'Welcome pack step 3', '100.00', 25),
      bonus('reload', 'Casino reload', '50.00', 50),
      bonus('sport', 'Sports bonus', '10.00', null, 300),
      bonus('guest', 'Sign-up bonus', '5.00', null),
    ])
    .onConflictDoNothing();
  await addMissingLocales(
    db,
    { table: rewardTemplates, id: rewardTemplates.uuid, texts: rewardTemplates.content },
    (Object.keys(T) as Bonus[]).map((key) => ({ id: T[key], texts: bonusTexts(key) })),
  );
  const common = {
    optIn: true,
    whiteListCountries: [],
    whiteListCurrencies: [],
    blackListCountries: [],
    groupKey: null,
    state: 'ACTIVE',
    startsAt: new Date(now.getTime() - DAY_MS),
    endsAt: new Date(now.getTime() + 730 * DAY_MS),
    createdAt: now,
    updatedAt: now,
  };
  const demo = [
    {
      ...common,
      uuid: DEMO_CAMPAIGNS.welcome,
      name: 'Casino welcome pack',
      typeKey: 'casino-bonuses',
      trigger: 'deposit',
      visibility: 'authorised',
      groupKey: 'welcome',
      levels: [level(T.step1), level(T.step2), level(T.step3)],
      content: texts('welcome', '/deposit'),
    },
    {
      ...common,
      uuid: DEMO_CAMPAIGNS.reload,
      name: 'Casino reload',
      typeKey: 'casino-bonuses',
      trigger: 'deposit',
      visibility: 'authorised',
      levels: [level(T.reload, each(currencies, '20.00'))],
      content: texts('reload', '/deposit'),
    },
    {
      ...common,
      uuid: DEMO_CAMPAIGNS.sport,
      name: 'Sports bonus',
      typeKey: 'sport-bonuses',
      trigger: 'opt-in',
      visibility: 'all',
      groupKey: 'welcome',
      levels: [level(T.sport)],
      content: texts('sport'),
    },
    {
      ...common,
      uuid: DEMO_CAMPAIGNS.guest,
      name: 'Sign-up bonus',
      typeKey: 'casino-bonuses',
      trigger: 'registration',
      visibility: 'guest',
      levels: [level(T.guest)],
      content: texts('guest'),
    },
    {
      ...common,
      uuid: DEMO_CAMPAIGNS.country,
      name: 'UK and Ireland free spins',
      typeKey: 'casino-bonuses',
      trigger: 'first-deposit',
      visibility: 'authorised',
      whiteListCountries: ['GB', 'IE'],
      levels: [level(DEMO_FREE_SPINS)],
      content: texts('country', '/deposit'),
    },
  ];
  await db
    .insert(campaigns)
    .values(demo.map(({ content: _texts, ...row }) => row))
    .onConflictDoNothing();
  // The texts live in the static pages' content store (docs/decisions/025-campaigns.md).
  await db
    .insert(staticPages)
    .values(demo.flatMap((c) => textRows(c.uuid, c.content)))
    .onConflictDoNothing();
  await db
    .insert(welcomePacks)
    .values([
      {
        uid: DEMO_WELCOME_PACKS.casino,
        campaignUuid: DEMO_CAMPAIGNS.welcome,
        content: packTexts('casino'),
        icon: null,
        isDefault: true,
        buttonLink: '/deposit',
        position: 0,
      },
      {
        uid: DEMO_WELCOME_PACKS.sport,
        campaignUuid: DEMO_CAMPAIGNS.sport,
        content: packTexts('sport'),
        icon: null,
        isDefault: false,
        buttonLink: '/profile/rewards',
        position: 1,
      },
    ])
    .onConflictDoNothing();
  await addMissingLocales(db, { table: welcomePacks, id: welcomePacks.uid, texts: welcomePacks.content }, [
    { id: DEMO_WELCOME_PACKS.casino, texts: packTexts('casino') },
    { id: DEMO_WELCOME_PACKS.sport, texts: packTexts('sport') },
  ]);
}
