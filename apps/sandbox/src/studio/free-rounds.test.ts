import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { STUDIO_SIGNATURE_HEADERS, signedHeaders } from '@croupier/contract/signing';
import { type FreeRoundsGrant, type LaunchClaims, signLaunch } from '@croupier/contract/studio';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { verifySigned } from '../cashier/signing.ts';
import { registerStudio } from './index.ts';
import { seededRng } from './rng.ts';
import type { WalletClient } from './wallet.ts';

// Free rounds at the studio, over HTTP on both sides: the platform grants them with signed calls, the
// game page plays them through the studio's API, and the studio's one win arrives at a stand-in
// platform wallet (a local HTTP server recording what it receives).

const SECRET = 'studio-test-secret-long-enough-for-hmac';
const PLAYER = 'a3c1e1d0-0000-4000-8000-000000000002';
let clock = Date.now();

interface Received {
  operation: string;
  body: Record<string, unknown>;
  signed: boolean;
}
let received: Received[];
/** Statuses the platform answers the next calls with before applying them (500 = failing). */
let failNext: number[];
let platform: FastifyInstance;
let platformUrl: string;

beforeAll(async () => {
  platform = Fastify();
  platform.addContentTypeParser('application/json', { parseAs: 'string' }, (_r, body, done) =>
    done(null, body),
  );
  platform.post('/api/seamless-wallet/:operation', async (req, reply) => {
    const text = String(req.body);
    const h = (n: string) => req.headers[n] as string | undefined;
    received.push({
      operation: (req.params as { operation: string }).operation,
      body: JSON.parse(text),
      signed: verifySigned(SECRET, text, h('x-studio-timestamp'), h('x-studio-signature'), clock),
    });
    const fail = failNext.shift();
    if (fail) return reply.code(fail).send({ error: 'error.internal', message: 'down' });
    return { transactionId: 'p-1', balance: 10_000, currency: 'USD' };
  });
  platform.post('/api/free-rounds/progress', async (req) => {
    const text = String(req.body);
    const h = (n: string) => req.headers[n] as string | undefined;
    received.push({
      operation: 'progress',
      body: JSON.parse(text),
      signed: verifySigned(SECRET, text, h('x-studio-timestamp'), h('x-studio-signature'), clock),
    });
    return { recorded: true, roundsPlayed: 0 };
  });
  await platform.listen({ host: '127.0.0.1', port: 0 });
  const address = platform.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  platformUrl = `http://127.0.0.1:${address.port}`;
});
afterAll(async () => platform.close());

let app: FastifyInstance;
let wallet: WalletClient;
let dataDir: string | undefined;

function studio() {
  app = Fastify();
  ({ wallet } = registerStudio(app, {
    secret: SECRET,
    platformUrl,
    rng: seededRng(11),
    now: () => clock,
    wallet: { timeoutMs: 2_000, retryDelaysMs: [0, 0, 0] },
    dataDir,
  }));
}

beforeEach(() => {
  received = [];
  failNext = [];
  clock = Date.now();
  dataDir = undefined;
  studio();
});
afterEach(async () => {
  await wallet.idle();
  await app.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

let counter = 0;
const grantOf = (over: Partial<FreeRoundsGrant> = {}): FreeRoundsGrant => ({
  grantId: `grant-${++counter}`,
  playerId: PLAYER,
  gameSlug: 'cosmic-dragon',
  rounds: 3,
  stake: 100,
  currency: 'USD',
  expiresAt: new Date(clock + 3_600_000).toISOString(),
  ...over,
});

const signedPost = (url: string, payload: unknown, secret = SECRET, signedAt = clock) => {
  const body = JSON.stringify(payload);
  return app.inject({
    method: 'POST',
    url,
    headers: signedHeaders(STUDIO_SIGNATURE_HEADERS, secret, body, signedAt),
    payload: body,
  });
};
const grant = (g: FreeRoundsGrant) => signedPost('/studio/free-rounds', g);
const cancel = (grantId: string) => signedPost(`/studio/free-rounds/${grantId}/cancel`, { grantId });

async function open(over: Partial<LaunchClaims> = {}) {
  const claims: LaunchClaims = {
    sid: `free-session-${String(++counter).padStart(8, '0')}`,
    game: 'cosmic-dragon',
    title: 'Cosmic Dragon',
    provider: 'Kingfisher Gaming',
    engine: 'slot',
    mode: 'real',
    currency: 'USD',
    lang: 'en',
    exitUrl: 'http://casino.test/games',
    playerId: PLAYER,
    exp: Math.floor(clock / 1000) + 60,
    ...over,
  };
  const token = await signLaunch(claims, SECRET);
  const res = await app.inject(`/studio/launch?token=${encodeURIComponent(token)}`);
  expect(res.statusCode).toBe(200);
  return claims.sid;
}
const session = async (sid: string) => (await app.inject(`/studio/api/sessions/${sid}`)).json();
const spin = (sid: string, body: unknown = { stake: 500 }) =>
  app.inject({ method: 'POST', url: `/studio/api/sessions/${sid}/rounds`, payload: body as object });
const calls = (operation: string) => received.filter((r) => r.operation === operation);

describe('free rounds at the studio', () => {
  it('plays the granted rounds at their stake with no bet, then sends their total as one win', async () => {
    const g = grantOf();
    const granted = await grant(g);
    expect(granted.statusCode, granted.body).toBe(200);
    expect(granted.json()).toEqual({ grantId: g.grantId, status: 'ACTIVE', roundsLeft: 3 });
    const sid = await open();
    expect((await session(sid)).freeRounds).toEqual({ left: 3, stake: 100, winnings: 0 });

    let total = 0;
    const totals: number[] = [];
    for (const left of [2, 1, 0]) {
      const res = await spin(sid);
      expect(res.statusCode, res.body).toBe(200);
      const { round, freeRounds } = res.json();
      expect(round.stake).toBe(100); // the grant's stake, not the 500 the page asked for
      total += round.win;
      totals.push(total);
      expect(freeRounds).toEqual({ left, winnings: total, stake: 100 });
    }
    // Each round but the last is reported as it is played (signed; no money), so the platform shows
    // the series spin by spin; the last one's count comes with the win.
    expect(calls('progress')).toEqual(
      [1, 2].map((played) => ({
        operation: 'progress',
        signed: true,
        body: {
          freeRoundsGrantId: g.grantId,
          playerId: PLAYER,
          gameSlug: 'cosmic-dragon',
          roundsPlayed: played,
          winnings: totals[played - 1],
          currency: 'USD',
        },
      })),
    );
    expect(calls('bet')).toEqual([]);
    const wins = calls('win');
    expect(wins).toHaveLength(1);
    expect(wins[0]).toEqual({
      operation: 'win',
      signed: true,
      body: {
        sessionId: sid,
        transactionId: `fr:${g.grantId}`,
        freeRoundsGrantId: g.grantId,
        roundsPlayed: 3,
        amount: total,
        currency: 'USD',
      },
    });
    expect((await grant(g)).json()).toEqual({ grantId: g.grantId, status: 'PLAYED', roundsLeft: 0 });

    // Nothing more for that grant: the next spin is a real one, bet first.
    expect((await session(sid)).freeRounds).toBeUndefined();
    expect((await spin(sid)).json().round.stake).toBe(500);
    await wallet.idle();
    expect(calls('bet')).toHaveLength(1);
    expect(calls('win').filter((w) => w.body.freeRoundsGrantId)).toHaveLength(1);
  });

  it('plays them on dice and roulette too, keeping the page’s choices at the grant’s stake', async () => {
    await grant(grantOf({ gameSlug: 'lucky-dice', rounds: 1, stake: 70 }));
    const dice = await open({ game: 'lucky-dice', engine: 'dice' });
    const rolled = (await spin(dice, { stake: 1_000, target: 2_500 })).json().round;
    expect(rolled).toMatchObject({ stake: 70, target: 2_500 });
    await grant(grantOf({ gameSlug: 'roulette-eu', rounds: 1, stake: 50 }));
    const wheel = await open({ game: 'roulette-eu', engine: 'roulette' });
    const spun = (await spin(wheel, { bets: [{ kind: 'black', amount: 500 }] })).json().round;
    expect(spun.stake).toBe(50);
    expect(calls('bet')).toEqual([]);
    expect(calls('win').map((w) => w.body.amount)).toEqual([rolled.win, spun.win]);
  });

  it('sends the same win again when the platform did not answer it', async () => {
    const g = grantOf({ rounds: 1 });
    await grant(g);
    const sid = await open();
    failNext = [500, 503];
    const res = await spin(sid);
    expect(res.statusCode).toBe(200);
    expect(res.json().balance).toBeUndefined();
    await wallet.idle();
    const wins = calls('win');
    expect(wins).toHaveLength(3);
    for (const w of wins) expect(w.body).toEqual(wins[0]?.body);
    expect(wins[0]?.body.transactionId).toBe(`fr:${g.grantId}`);
  });

  it('stops offering a cancelled grant, and pays the rounds played before the cancel', async () => {
    const g = grantOf();
    await grant(g);
    const sid = await open();
    const first = (await spin(sid)).json();
    expect(first.freeRounds.left).toBe(2);
    const cancelled = await cancel(g.grantId);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toEqual({ grantId: g.grantId, status: 'CANCELLED', roundsLeft: 0 });
    expect((await cancel(g.grantId)).json()).toEqual(cancelled.json());
    expect((await session(sid)).freeRounds).toBeUndefined();
    expect((await spin(sid)).json().freeRounds).toBeUndefined();
    await wallet.idle();
    expect(calls('bet')).toHaveLength(1);
    expect(calls('win').filter((w) => w.body.freeRoundsGrantId)).toEqual([
      expect.objectContaining({
        body: expect.objectContaining({ roundsPlayed: 1, amount: first.round.win }),
      }),
    ]);
  });

  it('remembers a cancel that came before its grant, and sends nothing for an unplayed grant', async () => {
    const early = grantOf();
    expect((await cancel(early.grantId)).json()).toMatchObject({ status: 'CANCELLED' });
    expect((await grant(early)).json()).toEqual({
      grantId: early.grantId,
      status: 'CANCELLED',
      roundsLeft: 0,
    });
    const unplayed = grantOf();
    await grant(unplayed);
    await cancel(unplayed.grantId);
    const sid = await open();
    expect((await session(sid)).freeRounds).toBeUndefined();
    await wallet.idle();
    expect(calls('win')).toEqual([]);
  });

  it('stops offering an expired grant', async () => {
    const g = grantOf({ expiresAt: new Date(clock + 60_000).toISOString() });
    await grant(g);
    const sid = await open();
    await spin(sid);
    clock += 61_000;
    expect((await session(sid)).freeRounds).toBeUndefined();
    expect((await spin(sid)).json().freeRounds).toBeUndefined();
    expect((await grant(g)).json()).toEqual({ grantId: g.grantId, status: 'EXPIRED', roundsLeft: 0 });
    await wallet.idle();
    expect(
      calls('win')
        .filter((w) => w.body.freeRoundsGrantId)
        .map((w) => w.body.roundsPlayed),
    ).toEqual([1]);
  });

  it('offers a grant only to its player, game and currency, in real play', async () => {
    await grant(grantOf());
    for (const other of [
      { playerId: 'someone-else' },
      { game: 'another-slot' },
      { currency: 'EUR' },
      { playerId: undefined },
    ]) {
      const sid = await open(other);
      expect((await session(sid)).freeRounds).toBeUndefined();
    }
    const demo = await open({ mode: 'demo' });
    expect((await spin(demo)).json().round.stake).toBe(500);
  });

  it('takes a grant once: the same body answers again, another body under its id is 409', async () => {
    const g = grantOf();
    const first = await grant(g);
    const again = await grant(g);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const other = await grant({ ...g, rounds: 50 });
    expect(other.statusCode).toBe(409);
    expect(other.json().error).toBe('free-rounds.conflict');
    expect((await grant({ ...g, rounds: 0 })).statusCode).toBe(400);
  });

  it('refuses calls not signed with the studio secret (401)', async () => {
    const g = grantOf();
    expect(
      (await signedPost('/studio/free-rounds', g, 'another-secret-long-enough-for-hmac!')).statusCode,
    ).toBe(401);
    const unsigned = await app.inject({ method: 'POST', url: '/studio/free-rounds', payload: g });
    expect(unsigned.statusCode).toBe(401);
    // Signed too long ago for the studio's clock.
    const stale = await signedPost('/studio/free-rounds', g, SECRET, clock - 301_000);
    expect(stale.statusCode).toBe(401);
    const forgedCancel = await signedPost(
      `/studio/free-rounds/${g.grantId}/cancel`,
      { grantId: g.grantId },
      'x'.repeat(40),
    );
    expect(forgedCancel.statusCode).toBe(401);
    expect((await grant(g)).json()).toMatchObject({ status: 'ACTIVE', roundsLeft: 3 });
  });

  it('keeps grants across a restart and sends a win still unanswered at start', async () => {
    await app.close();
    dataDir = mkdtempSync(path.join(tmpdir(), 'studio-free-'));
    studio();
    const kept = grantOf();
    const last = grantOf({ rounds: 1 });
    await grant(kept);
    await grant(last);
    const sid = await open();
    await spin(sid); // plays `kept` (the oldest grant first)
    await spin(sid);
    failNext = [500, 500, 500, 500, 500];
    const played = (await spin(sid)).json(); // `kept`'s last: its win goes unanswered
    expect(played.freeRounds.left).toBe(0);
    await wallet.idle();
    expect(calls('win')).toHaveLength(5);
    await app.close();
    received = [];
    studio();
    await wallet.idle();
    expect(calls('win').map((w) => w.body.transactionId)).toEqual([`fr:${kept.grantId}`]);
    expect((await grant(last)).json()).toEqual({ grantId: last.grantId, status: 'ACTIVE', roundsLeft: 1 });
  });
});
