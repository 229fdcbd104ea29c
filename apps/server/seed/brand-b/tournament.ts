import type { Db } from '../../src/platform/db.ts';
import { tournaments } from '../../src/platform/schema.ts';
import { BRAND_B, BRAND_B_TEMPLATES, BRAND_B_TOURNAMENT } from './ids.ts';
import { inEachLocale } from './texts.ts';

const DAY_MS = 86_400_000;

/**
 * Brand B's running tournament on a few of its slots (in euros, from a stake of 0.20 €): 250 € in
 * cash for the top five, and, with `freeSpins`, twenty free spins for places six to ten.
 */
export async function seedBrandBTournament(
  db: Db,
  now: Date,
  gameSlugs: string[],
  freeSpins: boolean,
): Promise<void> {
  if (gameSlugs.length === 0) return;
  const cash = (placeFrom: number, placeTo: number, amount: string) => ({
    placeFrom,
    placeTo,
    image: null,
    amount,
    templateUUID: null,
  });
  await db
    .insert(tournaments)
    .values({
      id: BRAND_B_TOURNAMENT,
      brandId: BRAND_B,
      name: 'Nordlicht-Rennen',
      gameSlugs,
      scoring: 'WAGERED',
      currency: 'EUR',
      minStakeMinor: 20n,
      startsAt: new Date(now.getTime() - DAY_MS),
      endsAt: new Date(now.getTime() + 6 * DAY_MS),
      prizes: [
        cash(1, 1, '100.00'),
        cash(2, 2, '60.00'),
        cash(3, 5, '30.00'),
        ...(freeSpins
          ? [
              {
                placeFrom: 6,
                placeTo: 10,
                image: null,
                amount: null,
                templateUUID: BRAND_B_TEMPLATES.freeSpins,
              },
            ]
          : []),
      ],
      content: inEachLocale((t) => ({ ...t.tournament, image: null })),
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing();
}
