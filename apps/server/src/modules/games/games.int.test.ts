import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import {
  ErrorEnvelope,
  GAMES_PAGE_SIZE,
  GamePage,
  PROVIDER_CACHE_MS,
  ProviderList,
  SEARCH_PAGE_SIZE,
} from '@croupier/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCatalogue } from '../../../seed/catalogue.ts';
import { buildTestApp, TEST_CATALOGUE, type TestContext } from '../../../test/helper.ts';
import { games, providers } from './tables.ts';

let t: TestContext;
const seeded = makeCatalogue(TEST_CATALOGUE);
const visible = seeded.games; // every seeded game is enabled

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

async function get<T>(url: string, schema: { parse(v: unknown): T }) {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  return schema.parse(res.json());
}

describe('game lists', () => {
  it('pages the default list 30 at a time and the games list 49 at a time', async () => {
    const def = await get('/api/games/default', GamePage);
    expect(def.content).toHaveLength(SEARCH_PAGE_SIZE);
    expect(def.totalElements).toBe(visible.length);
    expect(def.totalPages).toBe(Math.ceil(visible.length / SEARCH_PAGE_SIZE));

    const pub = await get('/api/games/public', GamePage);
    expect(pub.content).toHaveLength(GAMES_PAGE_SIZE);
    const loc = await get('/api/en/games', GamePage);
    expect(loc.content).toHaveLength(GAMES_PAGE_SIZE);
  });

  it('walks every page without repeating or losing a game', async () => {
    const seen = new Set<string>();
    for (let page = 0; ; page++) {
      const p = await get(`/api/games/public?page=${page}&size=200`, GamePage);
      for (const g of p.content) seen.add(g.uuid);
      if (page >= p.totalPages - 1) break;
    }
    expect(seen.size).toBe(visible.length);
    const past = await get('/api/games/public?page=50', GamePage);
    expect(past.content).toEqual([]);
  });

  it('leaves out games blocked in the country, and keeps them elsewhere', async () => {
    const blockedInGb = visible.filter((g) => g.blockedCountries.includes('GB'));
    expect(blockedInGb.length).toBeGreaterThan(0);
    const gb = await get('/api/games/default?country=GB&size=1', GamePage);
    expect(gb.totalElements).toBe(visible.length - blockedInGb.length);
    const us = await get('/api/games/public?countryCode=us&size=1', GamePage);
    expect(us.totalElements).toBe(
      visible.length - visible.filter((g) => g.blockedCountries.includes('US')).length,
    );
    const all = await get(`/api/games/public?countryCode=GB&size=200&page=0`, GamePage);
    const slugs = new Set(all.content.map((g) => g.slug));
    for (const g of blockedInGb) expect(slugs.has(g.slug)).toBe(false);
  });

  it('filters by currency: games limited to other currencies are left out', async () => {
    const playableInEur = visible.filter((g) => g.currencies.length === 0 || g.currencies.includes('EUR'));
    expect(playableInEur.length).toBeLessThan(visible.length);
    const eur = await get('/api/games/public?currencyCode=EUR&size=1', GamePage);
    expect(eur.totalElements).toBe(playableInEur.length);
  });

  it('filters by device type', async () => {
    const mobile = await get('/api/games/default?type=MOBILE&size=200', GamePage);
    expect(mobile.totalElements).toBe(visible.filter((g) => g.devices.includes('MOBILE')).length);
    for (const g of mobile.content) expect(g.devices).toContain('MOBILE');
    const desktop = await get('/api/games/default?type=desktop&size=1', GamePage);
    expect(desktop.totalElements).toBe(visible.filter((g) => g.devices.includes('DESKTOP')).length);
  });

  it('filters by category chip, tag and provider', async () => {
    const slots = await get('/api/games/default?category=table-games&size=200', GamePage);
    expect(slots.totalElements).toBe(visible.filter((g) => g.categories.includes('table-games')).length);
    for (const g of slots.content) expect(g.categories).toContain('table-games');

    const tagged = await get('/api/games/public?tags=jackpot,roulette&size=200', GamePage);
    const expected = visible.filter((g) => g.tags.some((t) => t.key === 'jackpot' || t.key === 'roulette'));
    expect(tagged.totalElements).toBe(expected.length);

    const alias = seeded.providers[3]!.alias;
    const byProvider = await get(`/api/games/public?provider=${alias}&size=200`, GamePage);
    expect(byProvider.totalElements).toBe(visible.filter((g) => g.providerAlias === alias).length);
    for (const g of byProvider.content) expect(g.providerAlias).toBe(alias);
  });

  it('lists the category chips in order', async () => {
    const res = await t.app.inject('/api/games/categories');
    expect(res.json().map((c: { slug: string }) => c.slug)).toEqual(seeded.categories.map((c) => c.slug));
  });
});

describe('game search', () => {
  it('finds games by a piece of their name, ignoring case, names that start with it first', async () => {
    const name = visible.find((g) => g.engine === 'roulette')!.name;
    const word = name.split(' ')[1]!.toUpperCase();
    const page = await get(`/api/games/search?name=${encodeURIComponent(word)}&size=200`, GamePage);
    const expected = visible.filter((g) => g.name.toLowerCase().includes(word.toLowerCase()));
    expect(page.totalElements).toBe(expected.length);
    const starts = page.content.map((g) => g.fullGameName.toLowerCase().startsWith(word.toLowerCase()));
    // Once a name does not start with the word, no later one does.
    expect(starts.indexOf(false) === -1 || !starts.slice(starts.indexOf(false)).includes(true)).toBe(true);
    expect(page.content.length).toBeGreaterThan(0);
  });

  it('pages search results 30 at a time', async () => {
    const p0 = await get('/api/games/search?name=a', GamePage);
    expect(p0.content).toHaveLength(SEARCH_PAGE_SIZE);
    const p1 = await get('/api/games/search?name=a&page=1', GamePage);
    expect(p1.content[0]!.uuid).not.toBe(p0.content[0]!.uuid);
  });

  it('answers nonsense with an empty page, not an error', async () => {
    const page = await get('/api/games/search?name=zzqxv-nothing', GamePage);
    expect(page).toMatchObject({ content: [], totalElements: 0, totalPages: 0 });
  });

  it('searches providers by keyword', async () => {
    const list = await get('/api/providers/search?keyword=fox', ProviderList);
    expect(list.content.map((p) => p.providerName)).toEqual(
      seeded.providers.filter((p) => p.name.toLowerCase().includes('fox')).map((p) => p.name),
    );
    expect(list.count).toBe(list.content.length);
  });
});

describe('providers', () => {
  it('lists every provider with games, with its count', async () => {
    const list = await get('/api/providers?size=200', ProviderList);
    expect(list.count).toBe(44);
    const aurora = list.content.find((p) => p.providerAlias === seeded.providers[0]!.alias)!;
    expect(aurora.gamesCount).toBe(visible.filter((g) => g.providerAlias === aurora.providerAlias).length);
  });

  it('is cached for 180 s: a new provider shows only after the cache expires', async () => {
    const res = await t.app.inject('/api/providers?size=200&countryCode=IE');
    expect(res.headers['cache-control']).toBe(`public, max-age=${PROVIDER_CACHE_MS / 1000}`);
    const before = ProviderList.parse(res.json());

    await t.database.db
      .insert(providers)
      .values({ alias: 'newcomer', name: 'Newcomer Games', palette: ['#000', '#fff'] });
    await t.database.db.insert(games).values({
      slug: 'newcomer-slot',
      name: 'Newcomer Slot',
      providerAlias: 'newcomer',
      engine: 'slot',
      palette: ['#000', '#111', '#fff'],
    });
    await t.app.services.catalogue.reload();

    t.advance(PROVIDER_CACHE_MS - 1000);
    const cached = await get('/api/providers?size=200&countryCode=IE', ProviderList);
    expect(cached.count).toBe(before.count);

    t.advance(2000);
    const fresh = await get('/api/providers?size=200&countryCode=IE', ProviderList);
    expect(fresh.count).toBe(before.count + 1);
    expect(fresh.content.some((p) => p.providerAlias === 'newcomer')).toBe(true);
  });
});

describe('served pages', () => {
  it('answers a repeated call byte for byte the same, and shows catalogue changes after a reload', async () => {
    const url = '/api/games/search?name=zephyr&size=30&countryCode=US';
    const first = await t.app.inject({ method: 'GET', url });
    const again = await t.app.inject({ method: 'GET', url });
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(again.body).toBe(first.body);
    const before = GamePage.parse(first.json());

    await t.database.db
      .insert(providers)
      .values({ alias: 'zephyr-studio', name: 'Zephyr Studio', palette: ['#000', '#fff'] })
      .onConflictDoNothing();
    await t.database.db.insert(games).values({
      slug: 'zephyr-winds',
      name: 'Zephyr Winds',
      providerAlias: 'zephyr-studio',
      engine: 'slot',
      palette: ['#000', '#111', '#fff'],
    });
    await t.app.services.catalogue.reload();

    const after = await get(url, GamePage);
    expect(after.totalElements).toBe(before.totalElements + 1);
    expect(after.content.map((g) => g.slug)).toContain('zephyr-winds');
  });
});

describe('compression', () => {
  it.each([
    ['br', 'gzip, deflate, br', brotliDecompressSync],
    ['gzip', 'gzip, deflate', gunzipSync],
  ] as const)(
    'answers a browser that accepts %s with the same page, compressed',
    async (encoding, accept, decode) => {
      const url = '/api/games/public?page=0&size=49&countryCode=US';
      const plain = await t.app.inject({ method: 'GET', url });
      const packed = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': accept } });
      expect(packed.statusCode).toBe(200);
      expect(packed.headers['content-encoding']).toBe(encoding);
      expect(packed.headers.vary).toMatch(/accept-encoding/i);
      expect(packed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
      expect(decode(packed.rawPayload).toString('utf8')).toBe(plain.body);
    },
  );
});

describe('bad input', () => {
  const bad = [
    '/api/games/search',
    '/api/games/search?name=',
    '/api/games/search?name=a&size=0',
    '/api/games/search?name=a&size=abc',
    '/api/games/default?page=-1',
    '/api/games/default?size=201',
    '/api/games/default?country=USA',
    '/api/games/public?currencyCode=DOLLARS',
    '/api/games/public?type=TABLET',
    '/api/games/public?tags=Bad%20Tag',
    '/api/games/default?category=../etc',
    '/api/EN_us/games',
    '/api/providers?gameStatus=DISABLED',
    '/api/providers/search?keyword=',
  ];
  it.each(bad)('%s → 400 with the error envelope', async (url) => {
    const res = await t.app.inject(url);
    expect(res.statusCode).toBe(400);
    const body = ErrorEnvelope.parse(res.json());
    expect(body.error).toBe('error.validation');
    expect(body.message.length).toBeGreaterThan(10);
  });

  it('never answers a query string with a 5xx', async () => {
    const paths = ['/api/games/search', '/api/games/default', '/api/games/public', '/api/providers'];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...paths),
        fc.dictionary(
          fc.constantFrom(
            'name',
            'page',
            'size',
            'type',
            'countryCode',
            'country',
            'currency',
            'tags',
            'keyword',
          ),
          fc.string({ maxLength: 12 }),
        ),
        async (path, params) => {
          const res = await t.app.inject(`${path}?${new URLSearchParams(params)}`);
          expect([200, 400]).toContain(res.statusCode);
        },
      ),
      { numRuns: 150 },
    );
  });
});

describe('artwork', () => {
  it('serves generated PNG artwork for every game, cached for a day, and 404 for an unknown one', async () => {
    const page = await get('/api/games/default?size=2', GamePage);
    const [first, second] = page.content;
    expect(first!.imageUrl).toBe(`/api/artwork/games/${first!.slug}.png`);
    const res = await t.app.inject(first!.imageUrl);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    const png = res.rawPayload;
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    // IHDR: 180 × 240 (3:4, as the tiles), 8-bit RGB.
    expect([png.readUInt32BE(16), png.readUInt32BE(20), png[24], png[25]]).toEqual([180, 240, 8, 2]);
    // Generated once: the same bytes again; another game has artwork of its own.
    expect((await t.app.inject(first!.imageUrl)).rawPayload).toEqual(png);
    expect((await t.app.inject(second!.imageUrl)).rawPayload).not.toEqual(png);

    expect((await t.app.inject('/api/artwork/games/no-such-game.png')).statusCode).toBe(404);
    expect((await t.app.inject('/api/artwork/games/Bad_Slug!.png')).statusCode).toBe(400);
  });

  it('sends the old SVG address to the PNG', async () => {
    const page = await get('/api/games/default?size=1', GamePage);
    const res = await t.app.inject(`/api/artwork/games/${page.content[0]!.slug}.svg`);
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe(page.content[0]!.imageUrl);
  });
});
