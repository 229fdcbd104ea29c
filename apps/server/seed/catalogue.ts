import type { GameEngine } from '@croupier/contract/studio';
import { type Random, seededRandom } from './random.ts';

/** Invented studio names: the demo catalogue names no real company. */
const STUDIO_WORDS = [
  'Aurora',
  'Blue Fox',
  'Copperline',
  'Driftwood',
  'Emberlight',
  'Foxglove',
  'Granite',
  'Harbor',
  'Ironbark',
  'Jadeleaf',
  'Kestrel',
  'Lumen',
  'Moonrise',
  'Northwind',
  'Obsidian',
  'Paper Crane',
  'Quartz',
  'Redwood',
  'Saffron',
  'Tidewater',
  'Umbra',
  'Velvet',
  'Willow',
  'Xylo',
  'Yellowtail',
  'Zephyr',
  'Amberfall',
  'Brightwater',
  'Cinder',
  'Dawnstar',
  'Evergreen',
  'Firefly',
  'Goldleaf',
  'Hollow Oak',
  'Indigo',
  'Juniper',
  'Kingfisher',
  'Lanternfish',
  'Marigold',
  'Nightjar',
  'Orchid',
  'Pinecone',
  'Quill',
  'Riverstone',
] as const;
const STUDIO_SUFFIX = ['Gaming', 'Studios', 'Games', 'Interactive', 'Play', 'Labs'] as const;

const ADJECTIVES = [
  'Golden',
  'Lucky',
  'Wild',
  'Mystic',
  'Royal',
  'Blazing',
  'Frozen',
  'Ancient',
  'Cosmic',
  'Crystal',
  'Electric',
  'Hidden',
  'Jolly',
  'Midnight',
  'Neon',
  'Savage',
  'Silver',
  'Sunny',
  'Thunder',
  'Velvet',
  'Emerald',
  'Ruby',
  'Sapphire',
  'Diamond',
  'Magic',
  'Crazy',
  'Mighty',
  'Secret',
  'Infinite',
  'Rapid',
] as const;
const NOUNS = [
  'Dragon',
  'Pharaoh',
  'Tiger',
  'Phoenix',
  'Pirate',
  'Viking',
  'Samurai',
  'Wolf',
  'Lion',
  'Panda',
  'Fruit',
  'Cherry',
  'Seven',
  'Star',
  'Moon',
  'Sun',
  'Temple',
  'Jungle',
  'Ocean',
  'Volcano',
  'Castle',
  'Treasure',
  'Gem',
  'Crown',
  'Rocket',
  'Buffalo',
  'Eagle',
  'Mermaid',
  'Wizard',
  'Knight',
  'Gold Rush',
  'Carnival',
  'Fortune',
  'Jackpot',
  'Nugget',
  'Clover',
  'Koi',
  'Lotus',
  'Aztec',
  'Olympus',
] as const;
const ENDINGS = [
  'Fortune',
  'Riches',
  'Megaways',
  'Deluxe',
  'Spins',
  'Quest',
  'Bonanza',
  'Legends',
  'Party',
  'Hold & Win',
  'Rush',
  'Blitz',
  'Kingdom',
  'Reels',
  'Gold',
  'Empire',
  'Saga',
  'Dreams',
] as const;

/** Every catalogue game is a themed instance of one of the game studio's engines. */
export type Engine = GameEngine;

export const CATEGORIES = [
  { slug: 'popular', categoryKey: 'games.categories.popular' },
  { slug: 'new', categoryKey: 'games.categories.new' },
  { slug: 'slots', categoryKey: 'games.categories.slots' },
  { slug: 'jackpots', categoryKey: 'games.categories.jackpots' },
  { slug: 'table-games', categoryKey: 'games.categories.table-games' },
  { slug: 'instant-win', categoryKey: 'games.categories.instant-win' },
] as const;

const PALETTES: [string, string, string][] = [
  ['#1e3a8a', '#f59e0b', '#fde68a'],
  ['#581c87', '#ec4899', '#fbcfe8'],
  ['#064e3b', '#10b981', '#a7f3d0'],
  ['#7c2d12', '#f97316', '#fed7aa'],
  ['#0f172a', '#38bdf8', '#bae6fd'],
  ['#4c0519', '#e11d48', '#fecdd3'],
  ['#1c1917', '#eab308', '#fef08a'],
  ['#134e4a', '#2dd4bf', '#ccfbf1'],
  ['#312e81', '#a78bfa', '#ede9fe'],
  ['#27272a', '#71717a', '#f4f4f5'],
  ['#14532d', '#84cc16', '#d9f99d'],
  ['#701a75', '#f0abfc', '#fae8ff'],
];

export interface SeedProvider {
  alias: string;
  name: string;
  sortOrder: number;
  palette: [string, string];
}
export interface SeedGame {
  slug: string;
  name: string;
  providerAlias: string;
  engine: Engine;
  hasDemoMode: boolean;
  restricted: boolean;
  devices: string[];
  categories: string[];
  tags: { key: string; type: 'game_subtype' | 'promo' }[];
  blockedCountries: string[];
  currencies: string[];
  palette: [string, string, string];
  popularity: number;
  releasedAt: Date;
}

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function makeProviders(count: number, rnd: Random): SeedProvider[] {
  return Array.from({ length: count }, (_, i) => {
    const word = STUDIO_WORDS[i % STUDIO_WORDS.length]!;
    const name = `${word} ${STUDIO_SUFFIX[i % STUDIO_SUFFIX.length]}`;
    const p = rnd.pick(PALETTES);
    return { alias: slugify(word), name, sortOrder: i, palette: [p[0], p[1]] };
  });
}

function subtypeFor(engine: Engine, rnd: Random): string {
  if (engine === 'slot') return rnd.pick(['video-slot', 'video-slot', 'classic-slot', 'megaways']);
  return engine;
}

function makeGame(provider: SeedProvider, rnd: Random, usedSlugs: Set<string>, now: number): SeedGame {
  const engine: Engine = rnd.chance(0.78) ? 'slot' : rnd.pick(['roulette', 'roulette', 'dice'] as const);
  let name: string;
  if (engine === 'slot') {
    name = `${rnd.pick(ADJECTIVES)} ${rnd.pick(NOUNS)}${rnd.chance(0.6) ? ` ${rnd.pick(ENDINGS)}` : ''}`;
  } else {
    const kind = { roulette: 'Roulette', dice: 'Dice' }[engine];
    name = `${rnd.pick(ADJECTIVES)} ${rnd.pick(NOUNS)} ${kind}`;
  }
  let slug = slugify(name);
  if (usedSlugs.has(slug)) slug = `${slug}-${provider.alias}`;
  for (let n = 2; usedSlugs.has(slug); n++) slug = `${slugify(name)}-${provider.alias}-${n}`;
  usedSlugs.add(slug);

  const subtype = subtypeFor(engine, rnd);
  const tags: SeedGame['tags'] = [{ key: subtype, type: 'game_subtype' }];
  const ageDays = rnd.int(0, 900);
  const isNew = ageDays < 45;
  const popularity = rnd.int(0, 10_000);
  if (isNew) tags.push({ key: 'new', type: 'promo' });
  if (popularity > 8500) tags.push({ key: 'hot', type: 'promo' });
  if (rnd.chance(0.05)) tags.push({ key: 'exclusive', type: 'promo' });
  const jackpot = engine === 'slot' && rnd.chance(0.12);
  if (jackpot) tags.push({ key: 'jackpot', type: 'promo' });
  if (engine === 'slot' && rnd.chance(0.15)) tags.push({ key: 'bonus-buy', type: 'promo' });

  const categories: string[] = [];
  if (popularity > 7000) categories.push('popular');
  if (isNew) categories.push('new');
  if (engine === 'slot') categories.push('slots');
  if (jackpot) categories.push('jackpots');
  if (engine === 'roulette') categories.push('table-games');
  if (engine === 'dice') categories.push('instant-win');

  const deviceRoll = rnd.next();
  const devices = deviceRoll < 0.85 ? ['MOBILE', 'DESKTOP'] : deviceRoll < 0.95 ? ['DESKTOP'] : ['MOBILE'];
  return {
    slug,
    name,
    providerAlias: provider.alias,
    engine,
    hasDemoMode: rnd.chance(0.9),
    restricted: rnd.chance(0.02),
    devices,
    categories,
    tags,
    blockedCountries: rnd.chance(0.06) ? [rnd.pick(['GB', 'DE', 'CA'])] : [],
    currencies: rnd.chance(0.08) ? [rnd.pick(['EUR', 'USD', 'GBP'])] : [],
    palette: rnd.pick(PALETTES),
    popularity,
    releasedAt: new Date(now - ageDays * 86_400_000),
  };
}

/**
 * The demo catalogue: `gameCount` games spread over `providerCount` studios.
 * Deterministic for a given seed; `now` anchors release dates (and so the 'new' category).
 */
export function makeCatalogue(
  opts: { providerCount?: number; gameCount?: number; seed?: number; now?: number } = {},
) {
  const { providerCount = 44, gameCount = 2400, seed = 2026, now = Date.now() } = opts;
  const rnd = seededRandom(seed);
  const providerList = makeProviders(providerCount, rnd);
  const used = new Set<string>();
  const gameList: SeedGame[] = [];
  for (let i = 0; i < gameCount; i++) {
    // Uneven studio sizes, as in a real lobby: a few big studios, a long tail.
    // Every studio gets a few games first.
    const index = i < providerCount * 5 ? i % providerCount : Math.floor(rnd.next() ** 1.6 * providerCount);
    const provider = providerList[Math.min(providerCount - 1, index)]!;
    gameList.push(makeGame(provider, rnd, used, now));
  }
  return { providers: providerList, games: gameList, categories: CATEGORIES };
}
