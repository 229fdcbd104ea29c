import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import {
  type Endpoint,
  endpoints,
  GAMES_PAGE_SIZE,
  GamePage,
  PROVIDER_CACHE_MS,
  ProviderList,
  SEARCH_PAGE_SIZE,
} from '@croupier/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCatalogue } from '../../../seed/catalogue.ts';
import { api, type QueryOf, unchecked } from '../../../test/api.ts';
import { buildTestApp, TEST_CATALOGUE, type TestContext } from '../../../test/helper.ts';
import { games, providers } from './tables.ts';

let t: TestContext;
const seeded = makeCatalogue(TEST_CATALOGUE);
const visible = seeded.games; // every seeded game is enabled

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const lists = {
  default: (query: QueryOf<typeof endpoints.defaultGames> = {}) =>
    api(t).ok(endpoints.defaultGames, { query }),
  public: (query: QueryOf<typeof endpoints.publicGames> = {}) => api(t).ok(endpoints.publicGames, { query }),
  search: (query: QueryOf<typeof endpoints.searchGames>) => api(t).ok(endpoints.searchGames, { query }),
};
const providerList = (query: QueryOf<typeof endpoints.providers> = {}) =>
  api(t).ok(endpoints.providers, { query });

describe('game lists', () => {
  it('pages the default list 30 at a time and the games list 49 at a time', async () => {
    const def = await lists.default();
    expect(def.content).toHaveLength(SEARCH_PAGE_SIZE);
    expect(def.totalElements).toBe(visible.length);
    expect(def.totalPages).toBe(Math.ceil(visible.length / SEARCH_PAGE_SIZE));

    const pub = await lists.public();
    expect(pub.content).toHaveLength(GAMES_PAGE_SIZE);
    const loc = await api(t).ok(endpoints.localeGames, { params: { locale: 'en' } });
    expect(loc.content).toHaveLength(GAMES_PAGE_SIZE);
  });

  it('walks every page without repeating or losing a game', async () => {
    const seen = new Set<string>();
    for (let page = 0; ; page++) {
      const p = await lists.public({ page, size: 200 });
      for (const g of p.content) seen.add(g.uuid);
      if (page >= p.totalPages - 1) break;
    }
    expect(seen.size).toBe(visible.length);
    const past = await lists.public({ page: 50 });
    expect(past.content).toEqual([]);
  });

  it('leaves out games blocked in the country, and keeps them elsewhere', async () => {
    const blockedInGb = visible.filter((g) => g.blockedCountries.includes('GB'));
    expect(blockedInGb.length).toBeGreaterThan(0);
    const gb = await lists.default({ country: 'GB', size: 1 });
    expect(gb.totalElements).toBe(visible.length - blockedInGb.length);
    const us = await lists.public({ countryCode: 'us', size: 1 });
    expect(us.totalElements).toBe(
      visible.length - visible.filter((g) => g.blockedCountries.includes('US')).length,
    );
    const all = await lists.public({ countryCode: 'GB', size: 200, page: 0 });
    const slugs = new Set(all.content.map((g) => g.slug));
    for (const g of blockedInGb) expect(slugs.has(g.slug)).toBe(false);
  });

  it('filters by currency: games limited to other currencies are left out', async () => {
    const playableInEur = visible.filter((g) => g.currencies.length === 0 || g.currencies.includes('EUR'));
    expect(playableInEur.length).toBeLessThan(visible.length);
    const eur = await lists.public({ currencyCode: 'EUR', size: 1 });
    expect(eur.totalElements).toBe(playableInEur.length);
  });

  it('filters by device type', async () => {
    const mobile = await lists.default({ type: 'MOBILE', size: 200 });
    expect(mobile.totalElements).toBe(visible.filter((g) => g.devices.includes('MOBILE')).length);
    for (const g of mobile.content) expect(g.devices).toContain('MOBILE');
    const desktop = await lists.default({ type: 'desktop', size: 1 });
    expect(desktop.totalElements).toBe(visible.filter((g) => g.devices.includes('DESKTOP')).length);
  });

  it('filters by category chip, tag and provider', async () => {
    const slots = await lists.default({ category: 'table-games', size: 200 });
    expect(slots.totalElements).toBe(visible.filter((g) => g.categories.includes('table-games')).length);
    for (const g of slots.content) expect(g.categories).toContain('table-games');

    const tagged = await lists.public({ tags: 'jackpot,roulette', size: 200 });
    const expected = visible.filter((g) => g.tags.some((t) => t.key === 'jackpot' || t.key === 'roulette'));
    expect(tagged.totalElements).toBe(expected.length);

    const alias = seeded.providers[3]!.alias;
    const byProvider = await lists.public({ provider: alias, size: 200 });
    expect(byProvider.totalElements).toBe(visible.filter((g) => g.providerAlias === alias).length);
    for (const g of byProvider.content) expect(g.providerAlias).toBe(alias);
  });

  it('lists the category chips in order', async () => {
    const res = await api(t).call(endpoints.categories);
    expect(res.json().map((c: { slug: string }) => c.slug)).toEqual(seeded.categories.map((c) => c.slug));
  });
});

describe('game search', () => {
  it('finds games by a piece of their name, ignoring case, names that start with it first', async () => {
    const name = visible.find((g) => g.engine === 'roulette')!.name;
    const word = name.split(' ')[1]!.toUpperCase();
    const page = await lists.search({ name: word, size: 200 });
    const expected = visible.filter((g) => g.name.toLowerCase().includes(word.toLowerCase()));
    expect(page.totalElements).toBe(expected.length);
    const starts = page.content.map((g) => g.fullGameName.toLowerCase().startsWith(word.toLowerCase()));
    // Once a name does not start with the word, no later one does.
    expect(starts.indexOf(false) === -1 || !starts.slice(starts.indexOf(false)).includes(true)).toBe(true);
    expect(page.content.length).toBeGreaterThan(0);
  });

  it('pages search results 30 at a time', async () => {
    const p0 = await lists.search({ name: 'a' });
    expect(p0.content).toHaveLength(SEARCH_PAGE_SIZE);
    const p1 = await lists.search({ name: 'a', page: 1 });
    expect(p1.content[0]!.uuid).not.toBe(p0.content[0]!.uuid);
  });

  it('answers nonsense with an empty page, not an error', async () => {
    const page = await lists.search({ name: 'zzqxv-nothing' });
    expect(page).toMatchObject({ content: [], totalElements: 0, totalPages: 0 });
  });

  it('searches providers by keyword', async () => {
    const list = await api(t).ok(endpoints.searchProviders, { query: { keyword: 'fox' } });
    expect(list.content.map((p) => p.providerName)).toEqual(
      seeded.providers.filter((p) => p.name.toLowerCase().includes('fox')).map((p) => p.name),
    );
    expect(list.count).toBe(list.content.length);
  });
});

describe('providers', () => {
  it('lists every provider with games, with its count', async () => {
    const list = await providerList({ size: 200 });
    expect(list.count).toBe(44);
    const aurora = list.content.find((p) => p.providerAlias === seeded.providers[0]!.alias)!;
    expect(aurora.gamesCount).toBe(visible.filter((g) => g.providerAlias === aurora.providerAlias).length);
  });

  it('is cached for 180 s: a new provider shows only after the cache expires', async () => {
    const res = await api(t).call(endpoints.providers, { query: { size: 200, countryCode: 'IE' } });
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
    const cached = await providerList({ size: 200, countryCode: 'IE' });
    expect(cached.count).toBe(before.count);

    t.advance(2000);
    const fresh = await providerList({ size: 200, countryCode: 'IE' });
    expect(fresh.count).toBe(before.count + 1);
    expect(fresh.content.some((p) => p.providerAlias === 'newcomer')).toBe(true);
  });
});

describe('served pages', () => {
  it('answers a repeated call byte for byte the same, and shows catalogue changes after a reload', async () => {
    const query = { name: 'zephyr', size: 30, countryCode: 'US' };
    const first = await api(t).call(endpoints.searchGames, { query });
    const again = await api(t).call(endpoints.searchGames, { query });
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(again.body).toBe(first.body);
    // The second is sent from the page kept for its URL: with the same headers (security ones too).
    const { date: _d1, 'x-request-id': _i1, ...firstHeaders } = first.headers;
    const { date: _d2, 'x-request-id': _i2, ...againHeaders } = again.headers;
    expect(againHeaders).toEqual(firstHeaders);
    expect(again.headers['x-request-id']).toBeTruthy();
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

    const after = await lists.search(query);
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
      const query = { page: 0, size: 49, countryCode: 'US' };
      const plain = await api(t).call(endpoints.publicGames, { query });
      const packed = await api(t).call(endpoints.publicGames, {
        query,
        headers: { 'accept-encoding': accept },
      });
      expect(packed.statusCode).toBe(200);
      expect(packed.headers['content-encoding']).toBe(encoding);
      expect(packed.headers.vary).toMatch(/accept-encoding/i);
      expect(packed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
      expect(decode(packed.rawPayload).toString('utf8')).toBe(plain.body);
    },
  );
});

describe('bad input', () => {
  // Each query as written, with its own encoding.
  const bad: [keyof typeof endpoints, string, Record<string, string>?][] = [
    ['searchGames', ''],
    ['searchGames', 'name='],
    ['searchGames', 'name=a&size=0'],
    ['searchGames', 'name=a&size=abc'],
    ['defaultGames', 'page=-1'],
    ['defaultGames', 'size=201'],
    ['defaultGames', 'country=USA'],
    ['publicGames', 'currencyCode=DOLLARS'],
    ['publicGames', 'type=TABLET'],
    ['publicGames', 'tags=Bad%20Tag'],
    ['defaultGames', 'category=../etc'],
    ['localeGames', '', { locale: 'EN_us' }],
    ['providers', 'gameStatus=DISABLED'],
    ['searchProviders', 'keyword='],
  ];
  it.each(bad)('%s ?%s %j → 400 with the error envelope', async (id, query, params) => {
    const body = await api(t).fails(endpoints[id] as Endpoint, { params, query: unchecked(query) });
    expect(body.status).toBe(400);
    expect(body.error).toBe('error.validation');
    expect(body.message.length).toBeGreaterThan(10);
  });

  it('never answers a query string with a 5xx', async () => {
    const calls: Endpoint[] = [
      endpoints.searchGames,
      endpoints.defaultGames,
      endpoints.publicGames,
      endpoints.providers,
    ];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...calls),
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
        async (endpoint, params) => {
          const res = await api(t).call(endpoint, { query: unchecked(params) });
          expect([200, 400]).toContain(res.statusCode);
        },
      ),
      { numRuns: 150 },
    );
  });
});

describe('artwork', () => {
  it('serves generated PNG artwork for every game, cached for a day, and 404 for an unknown one', async () => {
    const page = await lists.default({ size: 2 });
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
    const page = await lists.default({ size: 1 });
    const res = await t.app.inject(`/api/artwork/games/${page.content[0]!.slug}.svg`);
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe(page.content[0]!.imageUrl);
  });
});
