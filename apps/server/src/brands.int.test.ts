import { type Endpoint, endpoints, ownedFields } from '@croupier/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadBundle } from '../seed/index.ts';
import { api, OPERATOR_TOKEN } from '../test/api.ts';
import { type BrandsContext, buildBrandTestApps } from '../test/brands.ts';
import { fingerprint } from '../test/fingerprint.ts';
import { PASSWORD, registerByEmail } from '../test/players.ts';
import { validSample } from '../test/samples.ts';

// ADR 062: one process serves two brands, each an app instance of its own on one database. A brand's
// players, balances and sessions are invisible to the other: every call a player makes, with brand
// A's token on brand B's instance, is refused and changes nothing. The contract's list drives it, so
// a call added later is covered the day it is added.

let t: BrandsContext;
let playerA: Awaited<ReturnType<typeof registerByEmail>>;
let playerB: Awaited<ReturnType<typeof registerByEmail>>;
const inBrandB = { brandId: 'brand-b', currency: 'EUR', country: 'DE' } as const;

beforeAll(async () => {
  t = await buildBrandTestApps({ OPERATOR_TOKEN });
  playerA = await registerByEmail(t.a);
  playerB = await registerByEmail(t.b, inBrandB);
});
afterAll(() => t?.close());

describe("each brand's own settings and links", () => {
  it("a brand B guest sees brand B's config: its name, logo and colours, German, euros", async () => {
    const b = await api(t.b).ok(endpoints.brandConfig);
    expect(b).toMatchObject({
      brandId: 'brand-b',
      name: 'Spielbank Nord',
      logo: '/brands/brand-b.svg',
      defaultLocale: 'de',
      defaultCountry: 'DE',
      defaultCurrency: 'EUR',
      currencies: [{ code: 'EUR', minorUnits: 2 }],
    });
    const a = await api(t.a).ok(endpoints.brandConfig);
    expect(a.name).toBe('Croupier');
    expect(b.theme.primary).not.toBe(a.theme.primary);
    // An English browser gets German on brand B (the market's language), English on brand A.
    const texts = await api(t.b).ok(endpoints.localization, { query: { preferredLocale: 'en-US' } });
    expect(texts.locale).toBe('de');
    expect(texts.translations['header.login']).toBe(loadBundle('de')['header.login']);
    const own = await api(t.a).ok(endpoints.localization, { query: { preferredLocale: 'en-US' } });
    expect(own.locale).toBe('en');
  });

  it('brand B has another live-chat vendor', async () => {
    const b = await api(t.b).ok(endpoints.liveChatConfig);
    const a = await api(t.a).ok(endpoints.liveChatConfig);
    expect(b.groups.default?.kind).toBe('TAWK');
    expect(a.groups.default?.kind).not.toBe('TAWK');
  });

  it("each brand's links use its own host", async () => {
    const robots = (app: BrandsContext['a']['app']) => app.inject({ method: 'GET', url: '/robots.txt' });
    expect((await robots(t.b.app)).body).toContain('Sitemap: http://brand-b.localhost:3000/sitemap.xml');
    expect((await robots(t.a.app)).body).toContain('Sitemap: http://localhost:3000/sitemap.xml');
  });

  it("the round outbox has one relay, the default brand's", () => {
    expect(t.b.app.services.roundRelay).toBe(t.a.app.services.roundRelay);
  });
});

describe("brand A's players do not exist on brand B", () => {
  it("brand B's console does not reach a brand A player, nor brand A's a brand B player (operators are shared)", async () => {
    const overview = (playerUUID: string) => ({ params: { playerUUID } });
    expect(await api(t.b).operator().status(endpoints.playerOverview, overview(playerA.auth.uuid))).toBe(404);
    expect(await api(t.a).operator().status(endpoints.playerOverview, overview(playerB.auth.uuid))).toBe(404);
    expect(await api(t.a).operator().status(endpoints.playerOverview, overview(playerA.auth.uuid))).toBe(200);
    expect(await api(t.b).operator().status(endpoints.playerOverview, overview(playerB.auth.uuid))).toBe(200);
    const lock = await api(t.b)
      .operator()
      .call(endpoints.lockPlayer, { params: { playerUUID: playerA.auth.uuid }, body: { reason: 'test' } });
    expect(lock.statusCode, lock.body).toBe(404);
  });

  it("a brand A player's login fails on brand B, and their address is free there", async () => {
    const login = { type: 'email', login: playerA.body.email, password: PASSWORD } as const;
    const refused = await api(t.b).fails(endpoints.signin, { body: { ...login, brandId: 'brand-b' } });
    expect(refused.status).toBe(401);
    // A body naming brand A is refused by brand B's instance whatever the credentials.
    const named = await api(t.b).fails(endpoints.signin, { body: { ...login, brandId: 'croupier' } });
    expect(named.status).toBe(400);
    await api(t.a).ok(endpoints.signin, { body: { ...login, brandId: 'croupier' } });
    // The same address registers on brand B as another player.
    const twin = await registerByEmail(t.b, { ...inBrandB, email: playerA.body.email });
    expect(twin.auth.uuid).not.toBe(playerA.auth.uuid);
  });

  it("a brand A token neither renews nor logs out on brand B, and brand B's token is refused on brand A", async () => {
    expect(await api(t.b).status(endpoints.renewToken, { query: { token: playerA.auth.token } })).toBe(401);
    const balance = { params: { uuid: playerA.auth.uuid } };
    expect(await api(t.a).as(playerA.auth).status(endpoints.balance, balance)).toBe(200);
    const theirs = { params: { uuid: playerB.auth.uuid } };
    expect(await api(t.a).as(playerB.auth).status(endpoints.balance, theirs)).toBe(401);
  });
});

// Every call that reads a token: a player's, and the ones a guest may make too (a token sent is checked).
const withToken = (Object.values(endpoints) as Endpoint[]).filter(
  (e) => e.auth === 'player' || e.auth === 'optional',
);
/** Logout reads the token itself and answers success whatever it is: a token not of this brand ends nothing. */
const ENDS_NOTHING = new Set(['logout']);

/** A valid value of the call's schema, or nothing for a body no schema shapes (the intake's raw bodies). */
function sample(schema: Endpoint['body'], owned: string[], uuid: string) {
  try {
    return validSample(schema, owned, uuid);
  } catch {
    return undefined;
  }
}

describe("every call with brand A's token on brand B is refused, changes nothing and shows nothing of A", () => {
  // One fingerprint per call: the one after a call is the one before the next.
  let last = '';
  beforeAll(async () => {
    last = await fingerprint(t.b.database.db);
  });

  it('covers the calls', () => {
    expect(withToken.length).toBeGreaterThan(50);
  });

  it.each(withToken.map((e) => [e.id, e] as const))('%s', async (_id, endpoint) => {
    const owned = ownedFields(endpoint);
    const uuid = playerA.auth.uuid;
    const params =
      sample(endpoint.params, owned.params, uuid) ??
      Object.fromEntries((endpoint.path.match(/\{\w+\}/g) ?? []).map((p) => [p.slice(1, -1), '1']));
    const query = sample(endpoint.query, owned.query, uuid);
    const body = endpoint.method === 'GET' ? undefined : sample(endpoint.body, owned.body, uuid);

    const res = await api(t.b)
      .as(playerA.auth)
      .call(endpoint, { params: params as Record<string, string>, query, body });
    const refused = ENDS_NOTHING.has(endpoint.id) ? [200] : [401, 403, 404];
    expect(refused, `${res.statusCode} ${res.body}`).toContain(res.statusCode);
    expect(res.body).not.toContain(uuid);
    expect(res.body).not.toContain(playerA.body.email);
    const now = await fingerprint(t.b.database.db);
    expect(now).toBe(last);
    last = now;
  });

  it("leaves brand A's session working on brand A", async () => {
    const balance = { params: { uuid: playerA.auth.uuid } };
    expect(await api(t.a).as(playerA.auth).status(endpoints.balance, balance)).toBe(200);
  });
});
