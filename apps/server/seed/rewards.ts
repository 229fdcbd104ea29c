import type { Db } from '../src/platform/db.ts';
import { promoCodes, rewardTemplates } from '../src/platform/schema.ts';

/**
 * The demo's rewards (local demo only): a deposit bonus behind the promo code `welcome100` and ten
 * free spins behind `spin50`. Fixed ids, inserted when missing, so a demo database seeded before
 * rewards existed gets them on its next start.
 */
export const DEMO_DEPOSIT_BONUS = '6f1c3d2a-4b5e-4c7d-8e9f-0a1b2c3d4e01';
export const DEMO_FREE_SPINS = '6f1c3d2a-4b5e-4c7d-8e9f-0a1b2c3d4e02';
export const DEMO_FREE_SPINS_GAME = 'velvet-viking';

const each = (currencies: string[], amount: string) => Object.fromEntries(currencies.map((c) => [c, amount]));

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
        content: {
          en: {
            title: '100% deposit bonus',
            description: 'Your deposit doubled, up to 50 — wager the bonus 5 times and it is yours.',
            image: null,
            terms:
              'Slots count 100 %, instant-win games 50 %, table games 10 %. Wager within 30 days. At most 500 becomes real money.',
          },
        },
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
        content: {
          en: {
            title: '10 free spins on Velvet Viking',
            description: 'Ten spins at 0.20 each; the winnings are bonus money to wager 5 times.',
            image: null,
            terms: 'Claim within 14 days; play within 30 days.',
          },
        },
        amounts: each(currencies, '0.20'),
        depositPercent: null,
        wageringMultiplierX100: 500,
        maxConversion: {},
        freeSpins: { gameSlug: DEMO_FREE_SPINS_GAME, count: 10 },
      },
    ])
    .onConflictDoNothing();
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
