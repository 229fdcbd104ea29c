import type { Db } from '../../src/platform/db.ts';
import { promoCodes, rewardTemplates } from '../../src/platform/schema.ts';
import { BRAND_B, BRAND_B_PROMO_CODE, BRAND_B_TEMPLATES as T } from './ids.ts';
import { inEachLocale } from './texts.ts';
import type { BrandBTexts } from './types.ts';

/**
 * Brand B's reward templates (in euros, its only currency): the welcome pack's two deposit bonuses,
 * the weekend reload, the starter bonus behind the promo code NORD20 and twenty free spins (a
 * tournament prize and a loyalty level's reward) on `freeSpinsGame`, a slot of its studios.
 */
export async function seedBrandBRewards(db: Db, now: Date, freeSpinsGame: string | null): Promise<void> {
  const content = (key: keyof BrandBTexts['rewards']) =>
    inEachLocale((t) => ({ ...t.rewards[key], image: null }));
  const common = {
    brandId: BRAND_B,
    kind: 'BONUS',
    minDeposit: {},
    wageringMultiplierX100: 500,
    contributionsBp: { 'table-games': 1000, 'instant-win': 5000 },
    defaultContributionBp: 10_000,
    maxConversion: { EUR: '500.00' },
    maxBet: { EUR: '5.00' },
    freeSpins: null,
    claimDays: 14,
    validDays: 30,
    enabled: true,
    createdAt: now,
    updatedAt: now,
  };
  const bonus = (
    uuid: string,
    key: keyof BrandBTexts['rewards'],
    name: string,
    amount: string,
    percent: number,
  ) => ({
    ...common,
    uuid,
    name,
    content: content(key),
    amounts: { EUR: amount },
    depositPercent: percent,
  });
  await db
    .insert(rewardTemplates)
    .values([
      bonus(T.step1, 'step1', 'Willkommenspaket Stufe 1', '100.00', 100),
      bonus(T.step2, 'step2', 'Willkommenspaket Stufe 2', '100.00', 50),
      bonus(T.reload, 'reload', 'Wochenend-Reload', '50.00', 50),
      { ...bonus(T.start, 'start', 'Startbonus NORD20', '20.00', 100), minDeposit: { EUR: '10.00' } },
      ...(freeSpinsGame
        ? [
            {
              ...common,
              uuid: T.freeSpins,
              kind: 'FREE-SPIN',
              name: '20 Freispiele',
              content: content('freeSpins'),
              amounts: { EUR: '0.20' },
              depositPercent: null,
              maxConversion: {},
              freeSpins: { gameSlug: freeSpinsGame, count: 20 },
            },
          ]
        : []),
    ])
    .onConflictDoNothing();
  await db
    .insert(promoCodes)
    .values({
      brandId: BRAND_B,
      code: BRAND_B_PROMO_CODE,
      templateUuid: T.start,
      startsAt: null,
      endsAt: null,
      maxUses: null,
      maxUsesPerPlayer: 1,
      countries: [],
      currencies: [],
      enabled: true,
      uses: 0,
      createdAt: now,
    })
    .onConflictDoNothing();
}
