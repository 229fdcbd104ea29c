import type { Db } from '../src/platform/db.ts';
import { promoCodes, rewardTemplates } from '../src/platform/schema.ts';
import { addMissingLocales } from './missing-locales.ts';
import { type DemoTexts, inEveryLocale } from './texts/index.ts';

/**
 * The demo's rewards (local demo only): a deposit bonus behind the promo code `welcome100` and ten
 * free spins behind `spin50`, with their texts in every demo language. Fixed ids, inserted when
 * missing, so a demo database seeded before rewards existed gets them on its next start, and one
 * seeded before a language existed gets their texts in it.
 */
export const DEMO_DEPOSIT_BONUS = '6f1c3d2a-4b5e-4c7d-8e9f-0a1b2c3d4e01';
export const DEMO_FREE_SPINS = '6f1c3d2a-4b5e-4c7d-8e9f-0a1b2c3d4e02';
export const DEMO_FREE_SPINS_GAME = 'velvet-viking';

const each = (currencies: string[], amount: string) => Object.fromEntries(currencies.map((c) => [c, amount]));
const content = (reward: keyof DemoTexts['rewards']) =>
  inEveryLocale((t) => ({ ...t.rewards[reward], image: null }));

export async function seedDemoRewards(db: Db, currencies: string[], now: Date): Promise<void> {
  const common = {
    minDeposit: {},
    contributionsBp: { 'table-games': 1000, 'instant-win': 5000 },
    defaultContributionBp: 10_000,
    claimDays: 14,
    validDays: 30,
    enabled: true,
    createdAt: now,
    updatedAt: now,
  };
  await db
    .insert(rewardTemplates)
    .values([
      {
        ...common,
        uuid: DEMO_DEPOSIT_BONUS,
        kind: 'BONUS',
        name: 'Welcome deposit bonus',
        content: content('depositBonus'),
        amounts: each(currencies, '50.00'),
        depositPercent: 100,
        wageringMultiplierX100: 500,
        maxConversion: each(currencies, '500.00'),
        freeSpins: null,
      },
      {
        ...common,
        uuid: DEMO_FREE_SPINS,
        kind: 'FREE-SPIN',
        name: 'Ten free spins',
        content: content('freeSpins'),
        amounts: each(currencies, '0.20'),
        depositPercent: null,
        wageringMultiplierX100: 500,
        maxConversion: {},
        freeSpins: { gameSlug: DEMO_FREE_SPINS_GAME, count: 10 },
      },
    ])
    .onConflictDoNothing();
  await addMissingLocales(
    db,
    { table: rewardTemplates, id: rewardTemplates.uuid, texts: rewardTemplates.content },
    [
      { id: DEMO_DEPOSIT_BONUS, texts: content('depositBonus') },
      { id: DEMO_FREE_SPINS, texts: content('freeSpins') },
    ],
  );
  const code = {
    startsAt: null,
    endsAt: null,
    maxUses: null,
    maxUsesPerPlayer: 1,
    countries: [],
    currencies: [],
    enabled: true,
    uses: 0,
    createdAt: now,
  };
  await db
    .insert(promoCodes)
    .values([
      { ...code, code: 'welcome100', templateUuid: DEMO_DEPOSIT_BONUS },
      { ...code, code: 'spin50', templateUuid: DEMO_FREE_SPINS },
    ])
    .onConflictDoNothing();
}
