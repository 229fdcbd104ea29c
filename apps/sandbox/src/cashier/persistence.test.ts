import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { signClaims } from '@croupier/contract/tokens';
import { afterEach, describe, expect, it } from 'vitest';
import { buildSandbox, DEV_PAYMENT_SECRET } from '../app.ts';
import { signedHeaders } from './signing.ts';

/**
 * The stand-in provider as a real one behaves: its payouts, deposits and
 * undelivered webhooks survive a restart; a webhook the platform refused or could not receive is
 * retried with exponential backoff until it answers 2xx; it answers the status of a payment.
 */

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});
const dataDir = () => {
  const d = mkdtempSync(path.join(tmpdir(), 'sandbox-cashier-'));
  dirs.push(d);
  return d;
};

/** A platform that can be up or down, and a clock the test moves. */
function world() {
  const clock = { now: Date.UTC(2026, 10, 1) };
  const platform = { status: 200, received: [] as { type: string; paymentId: string; id: string }[] };
  const fetch = (async (_url: string, init: RequestInit) => {
    if (platform.status === 0) throw new Error('connect ECONNREFUSED');
    if (platform.status < 300) platform.received.push(JSON.parse(String(init.body)));
    return new Response('{}', { status: platform.status });
  }) as unknown as typeof globalThis.fetch;
  const open = (dir: string) =>
    buildSandbox({
      platformUrl: 'http://platform.test',
      fetch,
      now: () => clock.now,
      dataDir: dir,
      // The test runs the retries itself when it moves the clock.
      schedule: () => undefined,
    });
  return { clock, platform, open };
}

const signed = (body: string, now: number) => ({
  headers: signedHeaders(DEV_PAYMENT_SECRET, body, now),
  payload: body,
});
const payoutBody = (paymentId: string) =>
  JSON.stringify({ paymentId, playerUuid: 'u', method: 'bank-transfer', amount: '20.00', currency: 'USD' });
const settle = (app: ReturnType<typeof buildSandbox>, kind: string, id: string, outcome: string) =>
  app.inject({
    method: 'POST',
    url: `/cashier/api/${kind}/${id}/settle`,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ outcome }),
  });

function sessionToken(paymentId: string, now: number): Promise<string> {
  const session = {
    paymentId,
    playerUuid: 'u',
    method: 'card',
    amount: '25.00',
    currency: 'USD',
    parentOrigin: 'http://localhost:3000',
    exp: now + 60_000,
  };
  return signClaims(session, DEV_PAYMENT_SECRET);
}

describe('sandbox provider state across restarts', () => {
  it('keeps pending payouts: a new instance on the same data settles one and cancels another', async () => {
    const { clock, platform, open } = world();
    const dir = dataDir();
    const first = open(dir);
    for (const id of ['p1', 'p2']) {
      const res = await first.inject({
        method: 'POST',
        url: '/cashier/api/payouts',
        ...signed(payoutBody(id), clock.now),
      });
      expect(res.json()).toMatchObject({ status: 'PENDING' });
    }
    const ptx = (
      await first.inject({
        method: 'POST',
        url: '/cashier/api/payouts',
        ...signed(payoutBody('p1'), clock.now),
      })
    ).json().providerTransactionId as string;
    await first.close();

    const second = open(dir);
    // The same payout id again: the same payout, not a second one.
    const again = await second.inject({
      method: 'POST',
      url: '/cashier/api/payouts',
      ...signed(payoutBody('p1'), clock.now),
    });
    expect(again.json()).toMatchObject({ providerTransactionId: ptx, status: 'PENDING' });
    expect((await settle(second, 'payouts', 'p1', 'COMPLETED')).json()).toMatchObject({
      status: 'COMPLETED',
    });
    const cancel = await second.inject({
      method: 'POST',
      url: '/cashier/api/payouts/p2/cancel',
      ...signed('{"paymentId":"p2"}', clock.now),
    });
    expect(cancel.json()).toEqual({ status: 'CANCELLED' });
    expect(platform.received.map((e) => `${e.type} ${e.paymentId}`)).toEqual(['payout.completed p1']);
    await second.close();

    const third = open(dir);
    const status = await third.inject({
      method: 'POST',
      url: '/cashier/api/payments/p1/status',
      ...signed('{"paymentId":"p1"}', clock.now),
    });
    expect(status.json()).toEqual({
      kind: 'payout',
      state: 'COMPLETED',
      providerTransactionId: ptx,
      amount: '20.00',
      currency: 'USD',
    });
    await third.close();
  });

  it('answers the status of a paid deposit and 404 for a payment it never saw; a cancel of one it never saw is remembered', async () => {
    const { clock, open } = world();
    const app = open(dataDir());
    await app.inject({
      method: 'POST',
      url: '/cashier/api/pay',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ session: await sessionToken('d1', clock.now), card: '4242424242424242' }),
    });
    const status = (id: string) =>
      app.inject({
        method: 'POST',
        url: `/cashier/api/payments/${id}/status`,
        ...signed(JSON.stringify({ paymentId: id }), clock.now),
      });
    expect((await status('d1')).json()).toMatchObject({
      kind: 'deposit',
      state: 'COMPLETED',
      amount: '25.00',
    });
    expect((await status('nobody')).statusCode).toBe(404);
    const unsigned = await app.inject({
      method: 'POST',
      url: '/cashier/api/payments/d1/status',
      headers: { 'content-type': 'application/json' },
      payload: '{"paymentId":"d1"}',
    });
    expect(unsigned.statusCode).toBe(401);
    // The platform's request never arrived, and the player cancelled: a late request is not paid.
    const cancel = await app.inject({
      method: 'POST',
      url: '/cashier/api/payouts/lost/cancel',
      ...signed('{"paymentId":"lost"}', clock.now),
    });
    expect(cancel.json()).toEqual({ status: 'CANCELLED' });
    const late = await app.inject({
      method: 'POST',
      url: '/cashier/api/payouts',
      ...signed(payoutBody('lost'), clock.now),
    });
    expect(late.json()).toMatchObject({ status: 'CANCELLED' });
    expect((await settle(app, 'payouts', 'lost', 'COMPLETED')).statusCode).toBe(409);
    await app.close();
  });
});

describe('sandbox provider webhook retries', () => {
  it('retries a refused or undeliverable webhook with backoff, across a restart, until it is taken once', async () => {
    const { clock, platform, open } = world();
    const dir = dataDir();
    const first = open(dir);
    await first.inject({
      method: 'POST',
      url: '/cashier/api/payouts',
      ...signed(payoutBody('p9'), clock.now),
    });
    platform.status = 503;
    await settle(first, 'payouts', 'p9', 'DECLINED');
    expect(platform.received).toEqual([]);
    // Not yet due: nothing is sent.
    await first.cashier.deliverDue();
    expect(platform.received).toEqual([]);
    platform.status = 0; // the platform is down altogether
    clock.now += 1_000;
    await first.cashier.deliverDue();
    clock.now += 2_000;
    await first.cashier.deliverDue();
    expect(first.cashier.pendingDeliveries()).toEqual([
      expect.objectContaining({
        paymentId: 'p9',
        type: 'payout.declined',
        attempts: 3,
        nextAt: clock.now + 4_000,
      }),
    ]);
    await first.close();

    // The provider restarts; the platform comes back an hour later.
    const second = open(dir);
    platform.status = 200;
    clock.now += 3_600_000;
    await second.cashier.deliverDue();
    await second.cashier.deliverDue();
    expect(platform.received.map((e) => `${e.type} ${e.paymentId}`)).toEqual(['payout.declined p9']);
    expect(second.cashier.pendingDeliveries()).toEqual([]);
    await second.close();
  });

  it('gives up after 24 hours of refusals, and the backoff is capped', async () => {
    const { clock, platform, open } = world();
    const app = open(dataDir());
    await app.inject({ method: 'POST', url: '/cashier/api/payouts', ...signed(payoutBody('p8'), clock.now) });
    platform.status = 500;
    await settle(app, 'payouts', 'p8', 'COMPLETED');
    const start = clock.now;
    let gaps = 0;
    while (app.cashier.pendingDeliveries().length > 0 && clock.now - start < 30 * 3_600_000) {
      const next = app.cashier.pendingDeliveries()[0]!.nextAt;
      gaps = Math.max(gaps, next - clock.now);
      clock.now = next;
      await app.cashier.deliverDue();
    }
    expect(gaps).toBeLessThanOrEqual(3_600_000);
    expect(clock.now - start).toBeGreaterThanOrEqual(24 * 3_600_000);
    expect(clock.now - start).toBeLessThan(26 * 3_600_000);
    expect(app.cashier.pendingDeliveries()).toEqual([]);
    await app.close();
  });
});
