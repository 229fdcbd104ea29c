import { endpoints, GameSession, verifyLaunch } from '@croupier/contract';
import { SANDBOX_STUDIO_SECRET } from '@croupier/contract/sandbox-defaults';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCatalogue } from '../../../seed/catalogue.ts';
import { api, envelope, type QueryOf, type Unchecked, unchecked } from '../../../test/api.ts';
import { buildTestApp, TEST_CATALOGUE, type TestContext } from '../../../test/helper.ts';
import { games } from '../games/tables.ts';

let t: TestContext;
const seeded = makeCatalogue(TEST_CATALOGUE).games;
const demo = seeded.find((g) => g.hasDemoMode && !g.restricted && g.engine === 'roulette')!;
const noDemo = seeded.find((g) => !g.hasDemoMode && !g.restricted)!;
const restricted = seeded.find((g) => g.restricted)!;

beforeAll(async () => {
  t = await buildTestApp({
    env: { PUBLIC_URL: 'https://casino.example', SANDBOX_URL: 'http://studio.test:3100' },
  });
});
afterAll(() => t?.close());

async function uuidOf(slug: string) {
  const [row] = await t.database.db.select({ uuid: games.uuid }).from(games).where(eq(games.slug, slug));
  return row!.uuid;
}

const start = async (
  uuid: string,
  query: QueryOf<typeof endpoints.startFunGame> | Unchecked = { type: 'DESKTOP', lang: 'en' },
) => api(t).call(endpoints.startFunGame, { params: { uuid }, query });

describe('demo play', () => {
  it('gives a guest a signed launch link to the studio for a demo game', async () => {
    const res = await start(await uuidOf(demo.slug), { type: 'DESKTOP', lang: 'en', exitUrl: '/games?x=1' });
    expect(res.statusCode, res.body).toBe(200);
    const { gameSessionURL } = GameSession.parse(res.json());
    const url = new URL(gameSessionURL);
    expect(url.origin + url.pathname).toBe('http://studio.test:3100/studio/launch');
    const claims = await verifyLaunch(
      url.searchParams.get('token')!,
      SANDBOX_STUDIO_SECRET,
      Date.now() / 1000,
    );
    expect(claims).toMatchObject({
      game: demo.slug,
      title: demo.name,
      engine: 'roulette',
      mode: 'demo',
      currency: 'USD',
      lang: 'en',
      exitUrl: 'https://casino.example/games?x=1',
    });
  });

  it('opens a new session on every start', async () => {
    const uuid = await uuidOf(demo.slug);
    const sid = async () => {
      const { gameSessionURL } = GameSession.parse((await start(uuid)).json());
      const token = new URL(gameSessionURL).searchParams.get('token')!;
      return (await verifyLaunch(token, SANDBOX_STUDIO_SECRET, 0))!.sid;
    };
    expect(await sid()).not.toBe(await sid());
  });

  it.each([
    ['a restricted game', () => uuidOf(restricted.slug), 403, 'error.game.restricted'],
    ['a game without demo mode', () => uuidOf(noDemo.slug), 400, 'error.game.demo.unavailable'],
    ['an unknown game', async () => '00000000-0000-4000-8000-000000000000', 404, 'error.game.not.found'],
  ])('refuses %s', async (_what, uuid, status, code) => {
    const res = await start(await uuid());
    expect(res.statusCode).toBe(status);
    expect(envelope(res).error).toBe(code);
  });

  it.each([
    'type=DESKTOP&lang=en&exitUrl=https%3A%2F%2Fevil.example',
    'type=DESKTOP&lang=en&exitUrl=%2F%2Fevil.example',
    // Browsers read '\' as '/' and drop tabs: each of these is a link to another site.
    'type=DESKTOP&lang=en&exitUrl=%2F%5Cevil.example',
    'type=DESKTOP&lang=en&exitUrl=%2F%09%2Fevil.example',
    'type=DESKTOP&lang=en&exitUrl=%2F%5C%2Fevil.example',
    'type=DESKTOP&lang=en&exitUrl=%2F%255Cevil.example',
    'type=DESKTOP&lang=en&exitUrl=javascript%3Aalert(1)',
    'type=TABLET&lang=en',
    'type=DESKTOP',
    'type=DESKTOP&lang=en&currency=dollars',
  ])('answers bad parameters with a 400: %s', async (query) => {
    // Sent as written, with its own encoding.
    const res = await start(await uuidOf(demo.slug), unchecked(query));
    expect(res.statusCode).toBe(400);
    expect(envelope(res).error).toBe('error.validation');
  });

  it('answers a malformed game id with a 400', async () => {
    expect((await start('not-a-uuid')).statusCode).toBe(400);
  });
});
