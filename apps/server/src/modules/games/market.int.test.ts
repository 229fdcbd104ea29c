import { type Endpoint, endpoints, GamePage, GameSession } from '@croupier/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCatalogue } from '../../../seed/catalogue.ts';
import { api, type CallInput, envelope } from '../../../test/api.ts';
import { buildTestApp, TEST_CATALOGUE, type TestContext } from '../../../test/helper.ts';
import { registerByEmail } from '../../../test/players.ts';
import { games } from './tables.ts';

// The player's market (ADR 020): a DE/EUR player was shown, and could start for real money, a
// game blocked in DE and one not offered in EUR. Lists that read the token use the player's own
// country and currency; the real-money start refuses a game outside the player's market.

let t: TestContext;
const seeded = makeCatalogue(TEST_CATALOGUE).games;
const startable = seeded.filter((g) => !g.restricted && ['slot', 'roulette', 'dice'].includes(g.engine));
/** Blocked in DE, offered in USD and EUR. */
const blockedInDe = startable.find(
  (g) => g.blockedCountries.includes('DE') && !g.blockedCountries.includes('US') && g.currencies.length === 0,
)!;
/** Offered in USD only, not blocked anywhere a test player lives. */
const usdOnly = startable.find(
  (g) =>
    g.blockedCountries.length === 0 &&
    g.currencies.length > 0 &&
    g.currencies.includes('USD') &&
    !g.currencies.includes('EUR'),
)!;
/** Offered everywhere. */
const everywhere = startable.find((g) => g.blockedCountries.length === 0 && g.currencies.length === 0)!;

let de: { token: string; uuid: string };
let us: { token: string; uuid: string };

beforeAll(async () => {
  t = await buildTestApp();
  de = (await registerByEmail(t, { country: 'DE', currency: 'EUR' })).auth;
  us = (await registerByEmail(t, { country: 'US', currency: 'USD' })).auth;
});
afterAll(() => t?.close());

async function uuidOf(slug: string) {
  const [row] = await t.database.db.select({ uuid: games.uuid }).from(games).where(eq(games.slug, slug));
  return row!.uuid;
}

/** The slugs a list call answers (searching by the game's own name, so it is on the first page). */
async function found(endpoint: Endpoint, input: CallInput<Endpoint>, token?: string) {
  const res = await api(t).as(token).call(endpoint, input);
  expect(res.statusCode, res.body).toBe(200);
  return GamePage.parse(res.json()).content.map((g) => g.slug);
}

const listCalls = (name: string): [Endpoint, CallInput<Endpoint>][] => [
  [endpoints.searchGames, { query: { name, size: 200 } }],
  [endpoints.defaultGames, { query: { size: 200 } }],
  [endpoints.localeGames, { params: { locale: 'en' }, query: { keyword: name, size: 200 } }],
];

describe('catalogue lists for a logged-in player use their market', () => {
  it('the fixtures exist', () => {
    expect(blockedInDe).toBeDefined();
    expect(usdOnly).toBeDefined();
    expect(everywhere).toBeDefined();
  });

  it.each([
    ['blocked in DE', () => blockedInDe],
    ['not offered in EUR', () => usdOnly],
  ])(
    'a DE/EUR player does not get a game %s; a US/USD player and a guest (brand defaults) do',
    async (_w, game) => {
      const { slug, name } = game();
      for (const [endpoint, input] of listCalls(name)) {
        // The market parameters sent are the brand's defaults (as a guest's page sends them).
        const market = { country: 'US', currency: 'USD', countryCode: 'US', currencyCode: 'USD' };
        const withDefaults = { ...input, query: { ...(input.query as object), ...market } };
        if (endpoint !== endpoints.defaultGames) {
          expect(await found(endpoint, withDefaults, de.token), endpoint.id).not.toContain(slug);
          expect(await found(endpoint, withDefaults, us.token), endpoint.id).toContain(slug);
          expect(await found(endpoint, withDefaults), endpoint.id).toContain(slug);
        }
        expect(await found(endpoint, input, de.token), endpoint.id).not.toContain(slug);
      }
      // The public list reads no token: it uses the market the page sends, the player's own.
      const inMarket = (countryCode: string, currencyCode: string) => ({
        query: { keyword: name, countryCode, currencyCode },
      });
      expect(await found(endpoints.publicGames, inMarket('DE', 'EUR'))).not.toContain(slug);
      expect(await found(endpoints.publicGames, inMarket('US', 'USD'))).toContain(slug);
    },
  );

  it("a guest's answer kept for its URL is never a player's: the same URL after a guest's", async () => {
    const { slug, name } = blockedInDe;
    const market = { country: 'US', currency: 'USD', countryCode: 'US', currencyCode: 'USD' };
    for (const [endpoint, input] of listCalls(name).filter(([e]) => e !== endpoints.defaultGames)) {
      const same = { ...input, query: { ...(input.query as object), ...market } };
      // Twice: the second guest is answered from what the first one was sent.
      expect(await found(endpoint, same), endpoint.id).toContain(slug);
      expect(await found(endpoint, same), endpoint.id).toContain(slug);
      expect(await found(endpoint, same, de.token), endpoint.id).not.toContain(slug);
    }
  });

  it('a DE/EUR player still gets the games offered in their market', async () => {
    expect(await found(endpoints.searchGames, { query: { name: everywhere.name } }, de.token)).toContain(
      everywhere.slug,
    );
  });
});

describe('real-money start in the player market only', () => {
  const startReal = async (slug: string, token: string) =>
    api(t)
      .as(token)
      .call(endpoints.startGame, {
        params: { uuid: await uuidOf(slug) },
        query: { type: 'DESKTOP', lang: 'en' },
      });

  it.each([
    ['blocked in DE', () => blockedInDe],
    ['not offered in EUR', () => usdOnly],
  ])('refuses a DE/EUR player a game %s, and changes nothing', async (_w, game) => {
    const res = await startReal(game().slug, de.token);
    expect(res.statusCode, res.body).toBe(403);
    expect(envelope(res).error).toBe('error.game.restricted');
    const recent = await api(t).as(de).call(endpoints.recentGames);
    expect(JSON.stringify(recent.json())).not.toContain(game().slug);
  });

  it.each([
    ['blocked in DE', () => blockedInDe],
    ['not offered in EUR', () => usdOnly],
  ])('lets a US/USD player start a game %s', async (_w, game) => {
    const res = await startReal(game().slug, us.token);
    expect(res.statusCode, res.body).toBe(200);
    GameSession.parse(res.json());
  });

  it('lets a DE/EUR player start a game offered in their market', async () => {
    expect((await startReal(everywhere.slug, de.token)).statusCode).toBe(200);
  });
});
