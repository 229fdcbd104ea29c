import { type LaunchClaims, signLaunch } from '@croupier/contract/studio';
import Fastify from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { verifySigned } from '../cashier/signing.ts';
import { registerStudio } from './index.ts';
import { seededRng } from './rng.ts';
import type { WalletClient } from './wallet.ts';

// Real play at the studio: every round is a bet and a win at the platform's seamless wallet (a
// stand-in here that records the calls), and a bet without an answer is rolled back, retrying.

const SECRET = 'studio-test-secret-long-enough-for-hmac';
const NOW = 1_800_000_000_000;

interface Sent {
  operation: string;
  body: Record<string, unknown>;
  signed: boolean;
}
type Answer = { status: number; json: unknown } | 'network' | 'hang';

let app: ReturnType<typeof Fastify>;
let wallet: WalletClient;
let sent: Sent[];
let balance: number;
/** What the platform does with the next calls of an operation (default: applies them). */
let script: Record<string, Answer[]>;

function platform(operation: string, body: Record<string, unknown>): Answer {
  const planned = script[operation]?.shift();
  if (planned) return planned;
  if (operation === 'bet') balance -= body.amount as number;
  if (operation === 'win') balance += body.amount as number;
  return { status: 200, json: { transactionId: body.transactionId, balance, currency: 'USD' } };
}

const fakeFetch = (async (url: string | URL | Request, init?: RequestInit) => {
  const operation = String(url).split('/').pop() as string;
  const text = String(init?.body);
  const headers = init?.headers as Record<string, string>;
  const body = JSON.parse(text) as Record<string, unknown>;
  sent.push({
    operation,
    body,
    signed: verifySigned(SECRET, text, headers['x-studio-timestamp'], headers['x-studio-signature'], NOW),
  });
  const answer = platform(operation, body);
  if (answer === 'network') throw new TypeError('fetch failed');
  if (answer === 'hang')
    return new Promise<Response>((_, reject) =>
      init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
    );
  return new Response(JSON.stringify(answer.json), {
    status: answer.status,
    headers: { 'content-type': 'application/json' },
  });
}) as typeof fetch;

beforeEach(() => {
  sent = [];
  balance = 10_000;
  script = {};
  app = Fastify();
  ({ wallet } = registerStudio(app, {
    secret: SECRET,
    platformUrl: 'http://casino.test',
    rng: seededRng(7),
    now: () => NOW,
    wallet: { fetch: fakeFetch, timeoutMs: 50, retryDelaysMs: [0, 0, 0] },
  }));
});

let counter = 0;
const claims = (over: Partial<LaunchClaims> = {}): LaunchClaims => ({
  sid: `real-session-${String(++counter).padStart(8, '0')}`,
  game: 'cosmic-dragon',
  title: 'Cosmic Dragon',
  provider: 'Kingfisher Gaming',
  engine: 'slot',
  mode: 'real',
  currency: 'USD',
  lang: 'en',
  exitUrl: 'http://casino.test/games',
  exp: NOW / 1000 + 60,
  ...over,
});

async function open(c = claims()) {
  const token = await signLaunch(c, SECRET);
  const res = await app.inject({ method: 'GET', url: `/studio/launch?token=${encodeURIComponent(token)}` });
  expect(res.statusCode).toBe(200);
  expect(res.body).toContain('data-mode="real"');
  return c;
}
const round = (sid: string, body: unknown) =>
  app.inject({ method: 'POST', url: `/studio/api/sessions/${sid}/rounds`, payload: body as object });

describe('real play at the studio', () => {
  it('shows the wallet balance, and plays a round as a signed bet then its win', async () => {
    const c = await open();
    const shown = await app.inject({ method: 'GET', url: `/studio/api/sessions/${c.sid}` });
    expect(shown.json()).toEqual({ balance: 10_000, currency: 'USD', mode: 'real' });
    const res = await round(c.sid, { stake: 100 });
    expect(res.statusCode, res.body).toBe(200);
    const { round: r, balance: after } = res.json();
    expect(after).toBe(10_000 - 100 + r.win);
    const [, bet, win] = sent;
    expect(sent.map((s) => [s.operation, s.signed])).toEqual([
      ['balance', true],
      ['bet', true],
      ['win', true],
    ]);
    expect(bet?.body).toMatchObject({ sessionId: c.sid, amount: 100, currency: 'USD' });
    expect(win?.body).toMatchObject({
      betTransactionId: bet?.body.transactionId,
      roundId: bet?.body.roundId,
      amount: r.win,
    });
  });

  it('does not play a refused bet, and shows the balance the platform gave', async () => {
    const c = await open();
    script.bet = [
      { status: 402, json: { error: 'error.insufficient.funds', message: 'no', details: { balance: 40 } } },
    ];
    const res = await round(c.sid, { stake: 100 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'insufficient.funds', balance: 40 });
    await wallet.idle();
    expect(sent.map((s) => s.operation)).toEqual(['bet']);
  });

  it("shows the game's limit-reached state when the platform refuses a bet over the player's limit", async () => {
    const c = await open();
    const limit = { kind: 'LOSS', period: 'DAY', leftMinor: 50, freesAt: '2026-11-28T10:00:00.000Z' };
    script.bet = [
      { status: 403, json: { error: 'error.protection.play-limit', message: 'no', details: limit } },
    ];
    const res = await round(c.sid, { stake: 100 });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error: 'limit.reached', limit });
    expect(res.json().message).toMatch(
      /^Limit reached: .*loss limit\. More frees up at Sat, 28 Nov 2026 10:00:00 GMT\.$/,
    );
    await wallet.idle();
    expect(sent.map((s) => s.operation)).toEqual(['bet']);
  });

  it.each([
    ['times out', 'hang' as const],
    ['fails on the network', 'network' as const],
    ['answers a server error', { status: 500, json: { error: 'error.internal', message: 'boom' } }],
  ])('rolls back a bet whose call %s, retrying until the platform answers', async (_what, failure) => {
    const c = await open(claims({ engine: 'roulette' }));
    script.bet = [failure];
    script.rollback = ['network', { status: 503, json: {} }];
    const res = await round(c.sid, { bets: [{ kind: 'red', amount: 100 }] });
    expect(res.statusCode).toBe(503);
    expect(res.json().error).toBe('wallet.unavailable');
    await wallet.idle();
    const [bet, ...rollbacks] = sent;
    expect(bet?.operation).toBe('bet');
    expect(rollbacks.map((s) => s.operation)).toEqual(['rollback', 'rollback', 'rollback']);
    // The same rollback each time, naming the bet: the platform applies it once.
    for (const r of rollbacks)
      expect(r.body).toEqual({
        sessionId: c.sid,
        transactionId: `rollback-${bet?.body.transactionId}`,
        betTransactionId: bet?.body.transactionId,
        roundId: bet?.body.roundId,
      });
    // No round was played: no win was sent.
    expect(sent.some((s) => s.operation === 'win')).toBe(false);
  });

  it('keeps sending a win the platform did not confirm', async () => {
    const c = await open(claims({ engine: 'dice' }));
    script.win = ['network', 'network', 'network', 'network', 'network'];
    const res = await round(c.sid, { stake: 100, target: 5000 });
    expect(res.statusCode).toBe(200);
    await wallet.idle();
    const wins = sent.filter((s) => s.operation === 'win');
    expect(wins.length).toBeGreaterThan(4);
    expect(new Set(wins.map((w) => w.body.transactionId)).size).toBe(1);
  });
});
