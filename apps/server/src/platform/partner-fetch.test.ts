import { readdirSync, readFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpKyc } from '../adapters/kyc/http.ts';
import { MessagingError } from '../adapters/messaging/messaging.ts';
import { HttpSmsGateway } from '../adapters/messaging/sms-gateway.ts';
import { Metrics } from './metrics.ts';
import { PartnerCalls } from './partner-fetch.ts';

// A partner on a local port: answers with the status its path asks for, and keeps what it was sent.
let server: Server;
let base: string;
const seen: IncomingHttpHeaders[] = [];
beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push(req.headers);
    const status = Number(/\/status\/(\d+)/.exec(req.url ?? '')?.[1] ?? 200);
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ sessionToken: 'session-token-0123456789' }));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

/** The value of the sample whose line starts with `series` (name and labels, as written). */
const sample = (text: string, series: string) => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

describe('partner calls', () => {
  it('times every call by partner and counts the ones with no answer or a 5xx', async () => {
    const metrics = new Metrics();
    const kyc = new PartnerCalls(metrics, 'kyc');
    expect((await kyc.fetch(`${base}/status/200`, {})).status).toBe(200);
    // A refusal is the partner's answer, not a failure of the call.
    expect((await kyc.fetch(`${base}/status/409`, {})).status).toBe(409);
    expect((await kyc.fetch(`${base}/status/503`, {})).status).toBe(503);
    await expect(kyc.fetch('http://127.0.0.1:9/', {})).rejects.toThrow();
    await new PartnerCalls(metrics, 'sms').fetch(`${base}/status/204`, {});

    const text = await metrics.text();
    expect(text).toContain('# TYPE partner_call_duration_seconds histogram');
    expect(sample(text, 'partner_call_duration_seconds_count{partner="kyc"}')).toBe(4);
    expect(sample(text, 'partner_call_duration_seconds_bucket{partner="kyc",le="+Inf"}')).toBe(4);
    expect(sample(text, 'partner_call_failures_total{partner="kyc"}')).toBe(2);
    expect(sample(text, 'partner_call_duration_seconds_count{partner="sms"}')).toBe(1);
    expect(sample(text, 'partner_call_failures_total{partner="sms"}')).toBe(0);
  });

  it("passes the request's id as x-request-id, and none without one (background work)", async () => {
    const calls = new PartnerCalls(new Metrics(), 'payments');
    seen.length = 0;
    await calls.fetch(`${base}/`, { headers: { 'x-signature': 'kept' } }, { requestId: 'req-42' });
    await calls.fetch(`${base}/`, { headers: { 'x-signature': 'kept' } });
    expect(seen.map((h) => [h['x-request-id'], h['x-signature']])).toEqual([
      ['req-42', 'kept'],
      [undefined, 'kept'],
    ]);
  });

  it('the adapters call through it: their metrics and the request id', async () => {
    const metrics = new Metrics();
    seen.length = 0;
    const kyc = new HttpKyc(base, 5000, metrics);
    await kyc.startSession({ reference: 'p1', successUrl: 'https://example.test/ok' }, { requestId: 'r-1' });
    const sms = new HttpSmsGateway(`${base}/status/502`, 'token-0123456789abcdef', 5000, metrics);
    await expect(sms.sendSms('+447700900123', 'code 123456', { requestId: 'r-2' })).rejects.toThrow(
      MessagingError,
    );
    expect(seen.map((h) => h['x-request-id'])).toEqual(['r-1', 'r-2']);
    const text = await metrics.text();
    expect(sample(text, 'partner_call_duration_seconds_count{partner="kyc"}')).toBe(1);
    expect(sample(text, 'partner_call_failures_total{partner="sms"}')).toBe(1);
  });
});

describe('every partner call goes through PartnerCalls', () => {
  it('no adapter, module or platform file calls a bare fetch (it would be unmeasured and carry no request id)', () => {
    const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
    const bare: string[] = [];
    for (const dir of ['adapters', 'modules', 'platform']) {
      for (const entry of readdirSync(path.join(src, dir), { recursive: true, encoding: 'utf8' })) {
        if (!entry.endsWith('.ts') || entry.endsWith('.test.ts')) continue;
        const file = path.join(dir, entry);
        if (file === path.join('platform', 'partner-fetch.ts')) continue;
        const text = readFileSync(path.join(src, file), 'utf8');
        if (/(^|[^.\w])fetch\(/m.test(text)) bare.push(file);
      }
    }
    expect(bare).toEqual([]);
  });
});
