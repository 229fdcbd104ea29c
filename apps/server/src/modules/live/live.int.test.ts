import type { AddressInfo } from 'node:net';
import { BalanceResponse, endpoints } from '@croupier/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DemoVoucher, unusedVouchers } from '../../../seed/vouchers.ts';
import { api } from '../../../test/api.ts';
import { registerByEmail } from '../../../test/players.ts';
import { buildReplicas, eventually } from '../../../test/replicas.ts';
import { fundedPlayer } from '../../../test/studio.ts';
import { table } from '../../../test/tournaments.ts';

// Two servers on one database and one Redis (ADR 067, ADR 068): a player's stream opened on B hears
// of money moved on A, and only the player's own. The stream is read over a real connection
// (inject cannot stream), with a bounded wait for each event.

let replicas: Awaited<ReturnType<typeof buildReplicas>>;
let base: string;
let vouchers: DemoVoucher[];
const opened: AbortController[] = [];
beforeAll(async () => {
  // One signing key, as replicas share AUTH_TOKEN_SECRET: a ticket issued by A opens a stream on B.
  replicas = await buildReplicas({ AUTH_TOKEN_SECRET: 'live-events-test-secret-0123456789abcdef' });
  await replicas.b.app.listen({ port: 0, host: '127.0.0.1' });
  const address = replicas.b.app.server.address();
  base = `http://127.0.0.1:${(address as AddressInfo).port}/api`;
  vouchers = await unusedVouchers(replicas.a.database.db, 'croupier', 'USD');
});
afterAll(async () => {
  for (const c of opened) c.abort();
  await replicas?.close();
});

type Player = { uuid: string; token: string };

/** A stream's events as they arrive: `next()` answers the next one, or fails after `waitMs`. */
async function openStream(ticket: string) {
  const control = new AbortController();
  opened.push(control);
  const res = await fetch(`${base}/player/events?ticket=${encodeURIComponent(ticket)}`, {
    signal: control.signal,
  });
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const frames: string[] = [];
  const next = async (
    waitMs = 10_000,
  ): Promise<{ id?: string; event?: string; data?: unknown; raw: string }> => {
    const deadline = Date.now() + waitMs;
    while (frames.length === 0) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error('no event in time');
      const chunk = await Promise.race([
        reader.read(),
        new Promise<'late'>((r) => setTimeout(() => r('late'), left)),
      ]);
      if (chunk === 'late') throw new Error('no event in time');
      if (chunk.done) throw new Error('the stream ended');
      buffer += decoder.decode(chunk.value, { stream: true });
      const parts = buffer.split('\n\n');
      buffer = parts.pop() ?? '';
      frames.push(...parts.filter((p) => /^(event|data):/m.test(p)));
    }
    const raw = frames.shift()!;
    const field = (name: string) => new RegExp(`^${name}: (.*)$`, 'm').exec(raw)?.[1];
    const data = field('data');
    return {
      id: field('id'),
      event: field('event'),
      data: data === undefined ? undefined : JSON.parse(data),
      raw,
    };
  };
  return { res, next, close: () => control.abort() };
}

const ticketOn = async (t: typeof replicas.a, p: Player) =>
  (await api(t).as(p).ok(endpoints.liveTicket, { body: undefined })).ticket;

const redeemOnA = (p: Player, v: DemoVoucher) =>
  api(replicas.a)
    .as(p)
    .ok(endpoints.voucherActivate, { params: { voucherId: v.code }, body: {} });

const scrapeB = async () => (await replicas.b.app.inject({ method: 'GET', url: '/metrics' })).body;
/** The value of the sample whose line starts with `series` (name and labels, as written). */
const sample = (text: string, series: string) => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

const realOf = (data: unknown) => BalanceResponse.parse(data).balances[0]!.real.amount;

describe('live events across servers', () => {
  it("a stream on B gets the player's balance when money moves on A, and never another player's", async () => {
    const { a } = replicas;
    const p1 = (await registerByEmail(a)).auth;
    const p2 = (await registerByEmail(a)).auth;
    const s1 = await openStream(await ticketOn(a, p1));
    const s2 = await openStream(await ticketOn(a, p2));
    expect(s1.res.status).toBe(200);
    expect(s1.res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    // Each stream opens with the current balance (the state a reconnect needs).
    const first1 = await s1.next();
    expect([first1.event, realOf(first1.data)]).toEqual(['balance', 0]);
    expect(first1.id).toMatch(/^\d+$/);
    expect(realOf((await s2.next()).data)).toBe(0);

    const v1 = vouchers[0]!;
    await redeemOnA(p1, v1);
    const moved = await s1.next();
    expect(moved.event).toBe('balance');
    expect(realOf(moved.data)).toBe(Number(v1.amount) / 100);
    expect(Number(moved.id)).toBeGreaterThan(Number(first1.id));
    // B's metrics: its two open streams, and the announcement that came from A over Redis.
    const metricsOfB = await scrapeB();
    expect(sample(metricsOfB, 'live_streams_open{brand="croupier"}')).toBe(2);
    const fromA = 'event_bus_lag_seconds_count{topic="player.balance-changed",via="redis"}';
    expect(sample(metricsOfB, fromA)).toBeGreaterThanOrEqual(1);

    // p2's next event is p2's own voucher (another amount than p1's): p1's movement never reached it.
    const v2 = vouchers.find((v) => v.amount !== v1.amount)!;
    await redeemOnA(p2, v2);
    const own = await s2.next();
    expect(realOf(own.data)).toBe(Number(v2.amount) / 100);
    s1.close();
    s2.close();
    const closed = await eventually(
      scrapeB,
      (text) => sample(text, 'live_streams_open{brand="croupier"}') === 0,
    );
    expect(sample(closed, 'live_streams_open{brand="croupier"}')).toBe(0);
  });

  it("a game round on A (the seamless wallet's own statement) moves the stream on B", async () => {
    const { a } = replicas;
    const p = await fundedPlayer(a, 10_000n);
    const s = await openStream(await ticketOn(a, p));
    expect(realOf((await s.next()).data)).toBe(100);
    const slot = await table(a, p);
    const bet = await slot.bet(250);
    expect(realOf((await s.next()).data)).toBe(97.5);
    await slot.win(bet, 1000);
    expect(realOf((await s.next()).data)).toBe(107.5);
    s.close();
  });

  it('a ticket opens one stream once; a bad ticket and an access token are refused with 401', async () => {
    const { a } = replicas;
    const p = (await registerByEmail(a)).auth;
    const ticket = await ticketOn(a, p);
    const s = await openStream(ticket);
    expect(s.res.status).toBe(200);
    expect((await s.next()).event).toBe('balance');
    s.close();
    const again = await fetch(`${base}/player/events?ticket=${encodeURIComponent(ticket)}`);
    expect(again.status).toBe(401);
    expect(((await again.json()) as { error: string }).error).toBe('error.access.unauthorized');
    for (const bad of ['nonsense', p.token]) {
      const res = await fetch(`${base}/player/events?ticket=${encodeURIComponent(bad)}`);
      expect(res.status, bad).toBe(401);
    }
    // No ticket without a token.
    expect(await api(a).status(endpoints.liveTicket, { body: undefined })).toBe(401);
  });

  it("a logged-out session's ticket opens nothing", async () => {
    const { a } = replicas;
    const p = (await registerByEmail(a)).auth;
    const ticket = await ticketOn(a, p);
    await api(a).as(p).ok(endpoints.logout, { body: undefined });
    const res = await fetch(`${base}/player/events?ticket=${encodeURIComponent(ticket)}`);
    expect(res.status).toBe(401);
  });
});
