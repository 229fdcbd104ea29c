import { maskName } from '@croupier/contract';
import { asc, ne } from 'drizzle-orm';
import type { Db } from '../src/platform/db.ts';
import { games, tournamentParticipants, tournaments } from '../src/platform/schema.ts';
import { addMissingLocales } from './missing-locales.ts';
import { DEMO_FREE_SPINS_GAME } from './rewards.ts';
import { type DemoTexts, inEveryLocale } from './texts/index.ts';

/**
 * The demo's tournaments (local demo only, docs/decisions/026-tournaments-loyalty.md): one active
 * with bots already on the board, one scheduled and one finished, with texts in every demo language.
 * Fixed ids, inserted when missing; a tournament seeded before a language existed gains its texts.
 */
export const DEMO_ACTIVE_TOURNAMENT = '7a2e4c1b-5d6f-4e8a-9b0c-1d2e3f4a5b01';
export const DEMO_SCHEDULED_TOURNAMENT = '7a2e4c1b-5d6f-4e8a-9b0c-1d2e3f4a5b02';
export const DEMO_FINISHED_TOURNAMENT = '7a2e4c1b-5d6f-4e8a-9b0c-1d2e3f4a5b03';

const DAY = 86_400_000;
const BOTS = [
  'LuckyLynx',
  'SpinQueen',
  'NorthStar',
  'AceHunter',
  'RedBaron',
  'GoldRush',
  'NightOwl',
  'VikingVera',
  'Maverick',
  'SilverFox',
  'JackpotJo',
  'RoyalFlush',
  'Stormy',
  'TheOracle',
  'Wildcard',
  'CleverClaire',
  'Blaze',
  'Neptune',
  'PixelPete',
  'Zorro',
];
/** A bot's stable uuid (no player account behind it: bots only sit on the board). */
const botUuid = (tournament: string, i: number) =>
  `${tournament.slice(0, 24)}${(0xb0_0000_0000 + i).toString(16).padStart(12, '0')}`;

const texts = (tournament: keyof DemoTexts['tournaments']) =>
  inEveryLocale((t) => ({ ...t.tournaments[tournament], image: null, terms: t.tournamentTerms }));

const prizes = (currency: string) =>
  [
    { placeFrom: 1, placeTo: 1, image: null, amount: '100.00', templateUUID: null },
    { placeFrom: 2, placeTo: 2, image: null, amount: '50.00', templateUUID: null },
    { placeFrom: 3, placeTo: 5, image: null, amount: '20.00', templateUUID: null },
    { placeFrom: 6, placeTo: 10, image: null, amount: '5.00', templateUUID: null },
  ].map((p) => ({ ...p, currency }));

export async function seedDemoTournaments(db: Db, currency: string, now: Date): Promise<void> {
  const others = await db
    .select({ slug: games.slug })
    .from(games)
    .where(ne(games.slug, DEMO_FREE_SPINS_GAME))
    .orderBy(asc(games.slug))
    .limit(19);
  const slugs = [DEMO_FREE_SPINS_GAME, ...others.map((g) => g.slug)];
  const t = now.getTime();
  const common = {
    gameSlugs: slugs,
    currency,
    minStakeMinor: 10n,
    prizes: prizes(currency).map(({ currency: _, ...p }) => p),
    createdAt: now,
    updatedAt: now,
  };
  await db
    .insert(tournaments)
    .values([
      {
        ...common,
        id: DEMO_ACTIVE_TOURNAMENT,
        participants: BOTS.length,
        name: 'Weekly wager race',
        scoring: 'WAGERED',
        startsAt: new Date(t - 2 * DAY),
        endsAt: new Date(t + 5 * DAY),
        content: texts('active'),
      },
      {
        ...common,
        id: DEMO_SCHEDULED_TOURNAMENT,
        name: 'Big win hunt',
        scoring: 'MULTIPLIER',
        startsAt: new Date(t + 3 * DAY),
        endsAt: new Date(t + 10 * DAY),
        content: texts('scheduled'),
      },
      {
        ...common,
        id: DEMO_FINISHED_TOURNAMENT,
        participants: BOTS.length,
        name: 'Launch sprint',
        scoring: 'WAGERED',
        startsAt: new Date(t - 14 * DAY),
        endsAt: new Date(t - 7 * DAY),
        // Already paid out: the bots below hold no wallets.
        paidAt: new Date(t - 7 * DAY),
        standingsFixedAt: new Date(t - 7 * DAY),
        content: texts('finished'),
      },
    ])
    .onConflictDoNothing();
  await addMissingLocales(db, { table: tournaments, id: tournaments.id, texts: tournaments.content }, [
    { id: DEMO_ACTIVE_TOURNAMENT, texts: texts('active') },
    { id: DEMO_SCHEDULED_TOURNAMENT, texts: texts('scheduled') },
    { id: DEMO_FINISHED_TOURNAMENT, texts: texts('finished') },
  ]);
  for (const id of [DEMO_ACTIVE_TOURNAMENT, DEMO_FINISHED_TOURNAMENT]) {
    await db
      .insert(tournamentParticipants)
      .values(
        BOTS.map((name, i) => ({
          tournamentId: id,
          playerUuid: botUuid(id, i),
          name: maskName(name),
          points: (BOTS.length - i) * 1_250 + (i % 3) * 17,
          reachedAt: new Date(t - 2 * DAY + i * 60_000),
          optedInAt: new Date(t - 2 * DAY),
        })),
      )
      .onConflictDoNothing();
  }
}
