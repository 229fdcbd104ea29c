import { type LaunchClaims, signLaunch } from '@croupier/contract/studio';
import Fastify from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { registerStudio } from './index.ts';
import { seededRng } from './rng.ts';
import { DEMO_START_BALANCE } from './sessions.ts';

const SECRET = 'studio-test-secret-long-enough-for-hmac';
const NOW = 1_800_000_000_000;
let app: ReturnType<typeof Fastify>;

beforeEach(() => {
  app = Fastify();
  registerStudio(app, {
    secret: SECRET,
    platformUrl: 'http://casino.test',
    rng: seededRng(5),
    now: () => NOW,
  });
});

let counter = 0;
const claims = (over: Partial<LaunchClaims> = {}): LaunchClaims => ({
  sid: `session-${String(++counter).padStart(12, '0')}`,
  game: 'cosmic-dragon',
  title: 'Cosmic <Dragon>',
  provider: 'Kingfisher Gaming',
  engine: 'slot',
  mode: 'demo',
  currency: 'USD',
  lang: 'en',
  exitUrl: 'http://casino.test/games',
  exp: NOW / 1000 + 60,
  ...over,
});

async function launch(c: LaunchClaims, secret = SECRET) {
  const token = await signLaunch(c, secret);
  return app.inject({ method: 'GET', url: `/studio/launch?token=${encodeURIComponent(token)}` });
}
const round = (sid: string, body: unknown) =>
  app.inject({ method: 'POST', url: `/studio/api/sessions/${sid}/rounds`, payload: body as object });
const balanceOf = async (sid: string) =>
  (await app.inject({ method: 'GET', url: `/studio/api/sessions/${sid}` })).json().balance as number;

describe('game studio launch', () => {
  it("opens the game page for a genuine demo link, framable only by the casino's origin", async () => {
    const c = claims();
    const res = await launch(c);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('data-engine="slot"');
    expect(res.body).toContain('data-title="Cosmic &lt;Dragon&gt;"');
    expect(res.body).not.toContain('<Dragon>');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'self' http://casino.test");
    expect(await balanceOf(c.sid)).toBe(DEMO_START_BALANCE);
  });

  it('refuses forged, expired and missing links', async () => {
    expect((await launch(claims(), 'another-secret-that-is-long-enough!!')).statusCode).toBe(403);
    expect((await launch(claims({ exp: NOW / 1000 - 1 }))).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/studio/launch' })).statusCode).toBe(403);
    const forged = claims();
    await launch(forged, 'another-secret-that-is-long-enough!!');
    expect((await app.inject({ method: 'GET', url: `/studio/api/sessions/${forged.sid}` })).statusCode).toBe(
      404,
    );
  });
});

describe('demo rounds', () => {
  it('settles each slot round on the fun balance: stake out, win in', async () => {
    const c = claims();
    await launch(c);
    let expected = DEMO_START_BALANCE;
    for (let i = 0; i < 50; i++) {
      const res = await round(c.sid, { stake: 100 });
      expect(res.statusCode).toBe(200);
      const { round: r, balance } = res.json();
      expected += r.win - 100;
      expect(balance).toBe(expected);
    }
    expect(await balanceOf(c.sid)).toBe(expected);
  });

  it('plays roulette and dice sessions with their own rules', async () => {
    const wheel = claims({ engine: 'roulette' });
    await launch(wheel);
    const spin = (await round(wheel.sid, { bets: [{ kind: 'red', amount: 100 }] })).json();
    expect(spin.round.pocket).toBeGreaterThanOrEqual(0);
    expect(spin.round.pocket).toBeLessThan(37);
    expect(spin.balance).toBe(DEMO_START_BALANCE - 100 + spin.round.win);

    const dice = claims({ engine: 'dice' });
    await launch(dice);
    const roll = (await round(dice.sid, { stake: 100, target: 5000 })).json();
    expect(roll.round.win).toBe(roll.round.roll < 5000 ? 198 : 0);
    // A roulette body is not a dice round.
    expect((await round(dice.sid, { bets: [{ kind: 'red', amount: 100 }] })).statusCode).toBe(400);
  });

  it('refuses bad stakes and unknown sessions, and changes nothing', async () => {
    const c = claims();
    await launch(c);
    for (const body of [{ stake: 15 }, { stake: -10 }, { stake: '100' }, {}, { stake: 100.5 }])
      expect((await round(c.sid, body)).statusCode).toBe(400);
    const broke = await round(c.sid, { stake: DEMO_START_BALANCE + 10 });
    expect(broke.statusCode).toBe(400);
    expect(broke.json().error).toBe('insufficient.funds');
    expect(await balanceOf(c.sid)).toBe(DEMO_START_BALANCE);
    expect((await round('no-such-session-0000', { stake: 100 })).statusCode).toBe(404);
    expect((await round('../../etc', { stake: 100 })).statusCode).toBe(404);
  });
});
