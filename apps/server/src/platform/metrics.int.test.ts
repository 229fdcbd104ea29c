import { endpoints } from '@croupier/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../test/api.ts';
import { buildTestApp, type TestContext, testConfig } from '../../test/helper.ts';
import { fundedPlayer, txId as id, seamlessOk as ok, startReal, studioCall } from '../../test/studio.ts';
import type { Config } from './config.ts';
import { Metrics } from './metrics.ts';
import { registerObservability } from './observability.ts';
import { createServer } from './server.ts';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const scrape = async () => {
  const res = await t.app.inject({ method: 'GET', url: '/metrics' });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toContain('text/plain; version=0.0.4');
  return res.body;
};
/** The value of the sample whose line starts with `series` (name and labels, as written). */
const sample = (text: string, series: string) => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

describe('GET /metrics in the local demo', () => {
  it('counts requests by route template, never the raw address', async () => {
    const uuid = '00000000-0000-4000-8000-00000000abcd';
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/games/${uuid}/start-fun?type=DESKTOP&lang=en`,
    });
    const route = `route="/api/games/:uuid/start-fun",method="GET",status="${res.statusCode}"`;
    const text = await scrape();
    expect(text).toContain('# TYPE http_requests_total counter');
    expect(sample(text, `http_requests_total{brand="croupier",${route}}`)).toBe(1);
    expect(sample(text, `http_request_duration_seconds_count{brand="croupier",${route}}`)).toBe(1);
    expect(text).toContain(`http_request_duration_seconds_bucket{brand="croupier",${route},le="+Inf"} 1`);
    expect(text).not.toContain(uuid);
    // The process's own metrics come along.
    expect(text).toContain('process_cpu_user_seconds_total');
    expect(text).toContain('nodejs_heap_size_used_bytes');
  });

  it('moves the ledger transfer count with a deposit and a round, and counts the studio calls', async () => {
    const before = sample(await scrape(), 'ledger_transfers_total') ?? 0;
    const p = await fundedPlayer(t); // a deposit as the cashier books it
    const { sid } = await startReal(t, p);
    ok(
      await studioCall(t, 'bet', {
        sessionId: sid,
        transactionId: id(),
        roundId: 'm1',
        amount: 100,
        currency: 'USD',
      }),
    );
    const refused = await studioCall(
      t,
      'bet',
      { sessionId: sid, transactionId: id(), roundId: 'm2', amount: 100, currency: 'USD' },
      { secret: 'x'.repeat(40) },
    );
    expect(refused.statusCode).toBe(401);
    const text = await scrape();
    expect(sample(text, 'ledger_transfers_total')).toBeGreaterThanOrEqual(before + 2);
    expect(sample(text, 'seamless_wallet_calls_total{operation="bet"}')).toBe(2);
    expect(sample(text, 'seamless_wallet_refusals_total{operation="bet"}')).toBe(1);
    expect(sample(text, 'seamless_wallet_calls_total{operation="win"}')).toBe(0);
  });

  it('reads the outboxes when scraped', async () => {
    const text = await scrape();
    expect(sample(text, 'payment_outbox_depth')).toBe(0);
    expect(sample(text, 'payment_outbox_oldest_seconds')).toBe(0);
    // The tests relay each call's round events before it answers: nothing waits.
    expect(sample(text, 'round_outbox_depth')).toBe(0);
    expect(sample(text, 'round_outbox_oldest_seconds')).toBe(0);
  });
});

describe('request ids', () => {
  it('keeps a plain incoming x-request-id and echoes it', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'studio.call-42_A' },
    });
    expect(res.headers['x-request-id']).toBe('studio.call-42_A');
  });

  it.each([['a'.repeat(65)], ['has space'], ['semi;colon'], ['']])(
    'replaces %j with its own',
    async (given) => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { 'x-request-id': given },
      });
      const echoed = res.headers['x-request-id'];
      expect(echoed).toMatch(/^[a-z0-9]+-[a-z0-9]+$/);
      expect(echoed).not.toBe(given);
    },
  );

  it("passes the request's id on to the partner it calls (here the SMS gateway)", async () => {
    const phone = '2025550187';
    const res = await api(t).call(endpoints.smsSend, {
      body: { brandId: 'croupier', phone, phoneCode: '+1' },
      headers: { 'x-request-id': 'signup-sms-7' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(t.messaging.latest(`+1${phone}`)?.requestId).toBe('signup-sms-7');
  });

  it('gives each request without one an id of its own', async () => {
    const a = await t.app.inject({ method: 'GET', url: '/api/health' });
    const b = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);
  });
});

describe('GET /metrics beyond the local demo', () => {
  const beyond = async (token?: string) => {
    const config: Config = { ...testConfig(), HOST: '0.0.0.0', ...(token && { METRICS_TOKEN: token }) };
    const app = await createServer(config, { logger: false });
    registerObservability(app, { config, metrics: new Metrics() });
    await app.ready();
    return app;
  };

  it('is off (404) without METRICS_TOKEN', async () => {
    const app = await beyond();
    const res = await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer x' } });
    expect(res.statusCode).toBe(404);
    await app.close();
  });

  it('wants the bearer token', async () => {
    const token = 'metrics-token-0123456789abcdef';
    const app = await beyond(token);
    for (const authorization of [undefined, 'Bearer wrong', token]) {
      const res = await app.inject({
        method: 'GET',
        url: '/metrics',
        headers: authorization ? { authorization } : {},
      });
      expect(res.statusCode, authorization).toBe(401);
    }
    const res = await app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('# TYPE http_requests_total counter');
    await app.close();
  });
});
