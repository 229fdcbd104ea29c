import { textRows } from '../src/modules/campaigns/texts.ts';
import type { Db } from '../src/platform/db.ts';
import { campaigns, rewardTemplates, staticPages, welcomePacks } from '../src/platform/schema.ts';
import { DEMO_FREE_SPINS } from './rewards.ts';

/**
 * The demo's campaigns (local demo only; docs/decisions/025-campaigns.md): a three-step welcome
 * pack (first, second and third deposit), a casino reload bonus, a sports bonus, a guest-only and a
 * country-limited campaign, and two welcome packs. Every one is joined by opting in, so a deposit
 * of a player who joined none grants nothing. Fixed ids, inserted when missing.
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
const texts = (title: string, description: string, terms: string, buttonLink: string | null = null) => ({
  en: { title, description, image: null, terms, buttonLink },
});

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
    uuid: string,
    name: string,
    title: string,
    description: string,
    amount: string,
    depositPercent: number | null,
    wagerX100 = 500,
  ) => ({
    ...template,
    uuid,
    name,
    content: { en: { title, description, image: null, terms: 'Wager the bonus within 30 days.' } },
    amounts: each(currencies, amount),
    depositPercent,
    wageringMultiplierX100: wagerX100,
  });
  await db
    .insert(rewardTemplates)
    .values([
      bonus(
        T.step1,
        'Welcome pack step 1',
        '100% first deposit bonus',
        'Your first deposit doubled, up to 100.',
        '100.00',
        100,
      ),
      bonus(
        T.step2,
        'Welcome pack step 2',
        '50% second deposit bonus',
        'Half your second deposit again, up to 100.',
        '100.00',
        50,
      ),
      bonus(
        T.step3,
        'Welcome pack step 3',
        '25% third deposit bonus',
        'A quarter of your third deposit, up to 100.',
        '100.00',
        25,
      ),
      bonus(T.reload, 'Casino reload', '50% reload bonus', 'Half your deposit again, up to 50.', '50.00', 50),
      bonus(T.sport, 'Sports bonus', '10 sports bonus', 'A 10 bonus for the sportsbook.', '10.00', null, 300),
      bonus(T.guest, 'Sign-up bonus', '5 sign-up bonus', 'A 5 bonus when you open an account.', '5.00', null),
    ])
    .onConflictDoNothing();
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
      content: texts(
        'Casino welcome pack',
        'Three deposit bonuses: 100% on your first deposit, 50% on the second, 25% on the third.',
        'Each bonus is up to 100 and is wagered 5 times within 30 days. One welcome pack per player.',
        '/deposit',
      ),
    },
    {
      ...common,
      uuid: DEMO_CAMPAIGNS.reload,
      name: 'Casino reload',
      typeKey: 'casino-bonuses',
      trigger: 'deposit',
      visibility: 'authorised',
      levels: [level(T.reload, each(currencies, '20.00'))],
      content: texts(
        'Weekend reload: 50% up to 50',
        'Opt in, then deposit 20 or more for a 50% reload bonus.',
        'Deposits of at least 20 count. Wager the bonus 5 times within 30 days.',
        '/deposit',
      ),
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
      content: texts(
        'Sports starter: a 10 bonus',
        'Opt in and a 10 bonus is yours, to use on the sportsbook.',
        'One per player. Wager the bonus 3 times within 30 days. Takes the place of the casino welcome pack.',
      ),
    },
    {
      ...common,
      uuid: DEMO_CAMPAIGNS.guest,
      name: 'Sign-up bonus',
      typeKey: 'casino-bonuses',
      trigger: 'registration',
      visibility: 'guest',
      levels: [level(T.guest)],
      content: texts(
        'New here? A 5 bonus on sign-up',
        'Open an account and start with a 5 bonus.',
        'For new players only. Wager the bonus 5 times within 30 days.',
      ),
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
      content: texts(
        'UK & Ireland: 10 free spins',
        'Players in the United Kingdom and Ireland get 10 free spins with their first deposit.',
        'Only for players registered in the United Kingdom or Ireland. Opt in before your first deposit.',
        '/deposit',
      ),
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
        content: {
          en: {
            title: 'Casino welcome pack',
            description: 'Up to 300 in bonuses over your first three deposits.',
            steps: [
              '1st deposit: 100% up to 100',
              '2nd deposit: 50% up to 100',
              '3rd deposit: 25% up to 100',
            ],
          },
        },
        icon: null,
        isDefault: true,
        buttonLink: '/deposit',
        position: 0,
      },
      {
        uid: DEMO_WELCOME_PACKS.sport,
        campaignUuid: DEMO_CAMPAIGNS.sport,
        content: {
          en: {
            title: 'Sports starter',
            description: 'A 10 bonus at once, for the sportsbook.',
            steps: ['On sign-up: a 10 bonus'],
          },
        },
        icon: null,
        isDefault: false,
        buttonLink: '/profile/rewards',
        position: 1,
      },
    ])
    .onConflictDoNothing();
}
