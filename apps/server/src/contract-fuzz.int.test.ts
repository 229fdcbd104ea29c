import {
  type Endpoint,
  endpoints,
  SEAMLESS_WALLET_PATH,
  STUDIO_SIGNATURE_HEADER,
  STUDIO_TIMESTAMP_HEADER,
  seamlessWalletRequests,
} from '@croupier/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { buildTestApp, freshIp, type TestContext, testConfig } from '../test/helper.ts';
import { registerByEmail } from '../test/players.ts';
import { memoryProvider } from '../test/wallet.ts';
import {
  KYC_SIGNATURE_HEADER,
  KYC_TIMESTAMP_HEADER,
  MemoryKyc,
  signKycCallback,
} from './adapters/kyc/index.ts';
import { SIGNATURE_HEADER, sign as signPayment, TIMESTAMP_HEADER } from './adapters/payments/signature.ts';

// "Bad input gets a clear 4xx and changes nothing; never a 5xx" (the brief), for every call the
// contract defines and every call a third party makes, with arbitrary path values, queries and
// bodies. The contract's list drives it, so a call added later is covered without a new test.
// Partners' calls are signed correctly, so the body gets past the signature to validation. The
// payment and KYC providers are the in-memory ones: a provider that is down is a 502, not bad input.

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp({
    adapters: { payments: memoryProvider({ now: () => Date.now() }), kyc: new MemoryKyc() },
  });
});
afterAll(() => t?.close());

/** The field names of an object schema (or of each option of a union), to shape the bodies. */
function fieldsOf(schema: z.ZodType | undefined): string[] {
  if (!schema) return [];
  const s = schema as unknown as { shape?: Record<string, unknown>; options?: z.ZodType[] };
  if (s.shape) return Object.keys(s.shape);
  if (s.options) return [...new Set(s.options.flatMap(fieldsOf))];
  return [];
}

/** Awkward text: empty, huge, traversal, NUL, numbers out of range, dates that are not. */
const awkward = fc.constantFrom(
  '',
  ' ',
  '..%2F..%2Fetc%2Fpasswd',
  '../../etc/passwd',
  '\u0000',
  '-1',
  '0',
  '1e309',
  'NaN',
  '99999999999999999999999',
  '2026-13-45',
  'null',
  '<script>alert(1)</script>',
  "' or 1=1 --",
  'x'.repeat(5000),
);
const text = fc.oneof(fc.string(), awkward);
const anyValue = fc.oneof(fc.anything(), text, fc.integer(), fc.double());

/** A body: shaped like the call's (each field anything), or anything at all, or broken JSON. */
const bodyFor = (fields: string[]) =>
  fc.oneof(
    fc
      .dictionary(fields.length ? fc.constantFrom(...fields) : fc.string(), anyValue)
      .map((b) => JSON.stringify(b)),
    fc.jsonValue().map((v) => JSON.stringify(v)),
    fc.string(),
  );

function expectClearAnswer(
  res: { statusCode: number; body: string; headers: Record<string, unknown> },
  what: string,
) {
  expect(res.statusCode, `${what} → ${res.statusCode} ${res.body.slice(0, 300)}`).toBeLessThan(500);
  if (res.statusCode >= 400) expect(JSON.parse(res.body), what).toHaveProperty('error');
}

describe('every contract call answers bad input with a 4xx, never a 5xx', () => {
  const calls = Object.values(endpoints) as Endpoint[];

  it.each(calls.map((e) => [`${e.method} ${e.path}`, e] as const))('%s', async (_name, endpoint) => {
    // A player of its own per call: a fuzzed logout or self-restriction must not blind the others.
    const { auth } = await registerByEmail(t);
    const placeholders = endpoint.path.match(/\{\w+\}/g)?.length ?? 0;
    const pathValue = fc.oneof(fc.constant(auth.uuid), fc.uuid(), text);
    const queryFields = fieldsOf(endpoint.query);
    const query = fc.array(
      fc.tuple(
        queryFields.length ? fc.oneof(fc.constantFrom(...queryFields), fc.string()) : fc.string(),
        text,
      ),
      { maxLength: 6 },
    );
    const withBody = endpoint.method !== 'GET';

    await fc.assert(
      fc.asyncProperty(
        fc.tuple(...Array.from({ length: placeholders }, () => pathValue)),
        query,
        withBody ? bodyFor(fieldsOf(endpoint.body)) : fc.constant(undefined),
        fc.boolean(),
        async (values, pairs, body, withToken) => {
          let i = 0;
          const path = endpoint.path.replace(/\{\w+\}/g, () => encodeURIComponent(values[i++] ?? ''));
          const search = new URLSearchParams(pairs).toString();
          const res = await t.app.inject({
            method: endpoint.method,
            url: `/api${path}${search ? `?${search}` : ''}`,
            remoteAddress: freshIp(),
            headers: {
              ...(withToken && { authorization: `Bearer ${auth.token}` }),
              ...(body !== undefined && { 'content-type': 'application/json' }),
            },
            ...(body !== undefined && { payload: body }),
          });
          expectClearAnswer(res, `${endpoint.method} ${path}?${search} ${body ?? ''}`);
        },
      ),
      { numRuns: 25 },
    );
  });
});

describe("partners' signed calls answer bad bodies with a 4xx, never a 5xx", () => {
  // Signed with the keys the app under test was configured with.
  const secrets = testConfig();
  const seconds = () => Math.floor(Date.now() / 1000);

  /** Each partner's call: where it goes, the fields its body has, and how it is signed. */
  type PartnerCall = [string, string, string[], (ts: number, body: string) => Record<string, string>];
  const partnerCalls: PartnerCall[] = [
    ...(Object.keys(seamlessWalletRequests) as (keyof typeof seamlessWalletRequests)[]).map(
      (operation): PartnerCall => [
        `seamless wallet ${operation}`,
        `/api${SEAMLESS_WALLET_PATH}/${operation}`,
        fieldsOf(seamlessWalletRequests[operation]),
        (ts: number, body: string) => ({
          [STUDIO_TIMESTAMP_HEADER]: String(ts),
          [STUDIO_SIGNATURE_HEADER]: signPayment(secrets.STUDIO_SECRET, ts, body),
        }),
      ],
    ),
    [
      'payment webhook',
      '/api/payments/webhooks/sandbox',
      ['type', 'paymentId', 'providerTransactionId', 'amount', 'currency', 'reason'],
      (ts, body) => ({
        [TIMESTAMP_HEADER]: String(ts),
        [SIGNATURE_HEADER]: signPayment(secrets.PAYMENT_WEBHOOK_SECRET, ts, body),
      }),
    ],
    [
      'KYC callback',
      '/api/player-attachment/public/identomat/callback',
      ['eventId', 'sessionToken', 'status', 'reason'],
      (ts, body) => ({
        [KYC_TIMESTAMP_HEADER]: String(ts),
        [KYC_SIGNATURE_HEADER]: signKycCallback(secrets.KYC_WEBHOOK_SECRET, ts, body),
      }),
    ],
  ];

  it.each(partnerCalls)('%s', async (name, url, fields, signed) => {
    await fc.assert(
      fc.asyncProperty(bodyFor(fields), async (body) => {
        const res = await t.app.inject({
          method: 'POST',
          url,
          payload: body,
          headers: { 'content-type': 'application/json', ...signed(seconds(), body) },
        });
        expectClearAnswer(res, `${name} ${body}`);
        // Signed right, so refused for the body, never for the signature: the fuzz reaches validation.
        expect(res.statusCode, res.body).not.toBe(401);
      }),
      { numRuns: 80 },
    );
  });

  it('after all of it the ledger still reconciles', async () => {
    const report = await t.app.services.ledger.reconcile();
    expect(report, JSON.stringify(report)).toMatchObject({ ok: true });
  });
});
