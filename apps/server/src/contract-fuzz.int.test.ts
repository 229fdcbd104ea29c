import {
  type Endpoint,
  endpoints,
  errorStatus,
  IDEMPOTENCY_KEY_HEADER,
  isErrorCode,
  KycCallbackBody,
  OPERATOR_KEY_HEADER,
  ownedFields,
  SEAMLESS_WALLET_PATH,
  STUDIO_SIGNATURE_HEADER,
  STUDIO_TIMESTAMP_HEADER,
  seamlessWalletRequests,
} from '@croupier/contract';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { urlOf } from '../test/api.ts';
import { buildTestApp, freshIp, freshLoopbackIp, type TestContext, testConfig } from '../test/helper.ts';
import {
  acceptedExamples,
  exampleOf,
  hostileText,
  hostileVariants,
  NUL_AND_LONE_SURROGATES,
  shapedBy,
  type TextLeaf,
  textLeaves,
  withTextAt,
} from '../test/hostile.ts';
import { registerByEmail } from '../test/players.ts';
import { memoryProvider } from '../test/wallet.ts';
import {
  KYC_SIGNATURE_HEADER,
  KYC_TIMESTAMP_HEADER,
  MemoryKyc,
  signKycCallback,
} from './adapters/kyc/index.ts';
import { WebhookEvent } from './adapters/payments/provider.ts';
import { SIGNATURE_HEADER, sign as signPayment, TIMESTAMP_HEADER } from './adapters/payments/signature.ts';

// "Bad input gets a clear 4xx and changes nothing; never a 5xx" (the brief), for every call the
// contract defines and every call a third party makes, with arbitrary path values, queries and
// bodies. The contract's list drives it, so a call added later is covered without a new test.
// Partners' calls are signed correctly, so the body gets past the signature to validation. The
// payment and KYC providers are the in-memory ones: a provider that is down is a 502, not bad input.
// Strings carry characters no person types (NUL, C0/C1 controls, lone surrogates) in paths, queries
// and bodies shaped by the call's own schema, so they get past the shape checks to the text fields
// (a NUL that reached PostgreSQL answered 500).

const OPERATOR_TOKEN = 'operator-token-for-the-contract-fuzz-0123';
let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp({
    env: { OPERATOR_TOKEN },
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
const text = fc.oneof(fc.string(), awkward, hostileText);
const anyValue = fc.oneof(fc.anything(), text, fc.integer(), fc.double());

/**
 * A body: shaped by the call's schema (valid-looking values, hostile characters inside the text), or
 * with the call's fields each anything, or anything at all, or broken JSON.
 */
const bodyFor = (fields: string[], schema?: z.ZodType) =>
  fc.oneof(
    shapedBy(schema).map((b) => JSON.stringify(b ?? null)),
    shapedBy(schema).map((b) => JSON.stringify(b ?? null)),
    fc
      .dictionary(fields.length ? fc.constantFrom(...fields) : fc.string(), anyValue)
      .map((b) => JSON.stringify(b)),
    fc.jsonValue().map((v) => JSON.stringify(v)),
    fc.string(),
  );

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
/**
 * `encodeURIComponent` that does not throw on a lone surrogate: it is sent as the three bytes a
 * careless encoder would produce (invalid UTF-8), so the server's decoding is tried as well.
 */
function encodeText(s: string): string {
  let out = '';
  let last = 0;
  for (const m of s.matchAll(LONE_SURROGATE)) {
    const unit = m[0].charCodeAt(0);
    const bytes = [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)];
    out +=
      encodeURIComponent(s.slice(last, m.index)) +
      bytes.map((b) => `%${b.toString(16).toUpperCase()}`).join('');
    last = m.index + m[0].length;
  }
  return out + encodeURIComponent(s.slice(last));
}

/** A query's fields as name/value pairs, from a value shaped by its schema. */
const pairsOf = (value: unknown): [string, string][] =>
  value && typeof value === 'object'
    ? Object.entries(value)
        .filter(([, v]) => v !== undefined)
        .map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)])
    : [];

/** A refusal is the error envelope, with a code of the contract, at that code's one status. */
function expectEnvelope(res: { statusCode: number; body: string }, what: string) {
  const body = JSON.parse(res.body) as { error?: unknown };
  expect(body, what).toHaveProperty('error');
  const code = String(body.error);
  expect(isErrorCode(code), `${what}: ${code} is not a contract code`).toBe(true);
  if (isErrorCode(code)) expect(res.statusCode, `${what}: ${code}`).toBe(errorStatus(code));
}

function expectClearAnswer(
  res: { statusCode: number; body: string; headers: Record<string, unknown> },
  what: string,
) {
  expect(res.statusCode, `${what} → ${res.statusCode} ${res.body.slice(0, 300)}`).toBeLessThan(500);
  if (res.statusCode >= 400) expectEnvelope(res, what);
}

describe('every contract call answers bad input with a 4xx, never a 5xx', () => {
  const calls = Object.values(endpoints) as Endpoint[];

  it.each(calls.map((e) => [`${e.method} ${e.path}`, e] as const))('%s', async (_name, endpoint) => {
    // A player of its own per call: a fuzzed logout or self-restriction must not blind the others.
    const { auth } = await registerByEmail(t);
    const names = (endpoint.path.match(/\{\w+\}/g) ?? []).map((p) => p.slice(1, -1));
    const paramShape = (endpoint.params as unknown as { shape?: Record<string, z.ZodType> } | undefined)
      ?.shape;
    const pathValue = (name: string) =>
      fc.oneof(
        fc.constant(auth.uuid),
        fc.uuid(),
        text,
        shapedBy(paramShape?.[name], name).map((v) => (typeof v === 'string' ? v : String(v))),
      );
    const queryFields = fieldsOf(endpoint.query);
    const query = fc.oneof(
      fc.array(
        fc.tuple(
          queryFields.length ? fc.oneof(fc.constantFrom(...queryFields), fc.string()) : fc.string(),
          text,
        ),
        { maxLength: 6 },
      ),
      endpoint.query ? shapedBy(endpoint.query).map(pairsOf) : fc.constant([]),
    );
    const withBody = endpoint.method !== 'GET';

    await fc.assert(
      fc.asyncProperty(
        fc.tuple(...names.map(pathValue)),
        query,
        withBody ? bodyFor(fieldsOf(endpoint.body), endpoint.body) : fc.constant(undefined),
        fc.boolean(),
        async (values, pairs, body, withToken) => {
          let i = 0;
          const path = endpoint.path.replace(/\{\w+\}/g, () => encodeText(values[i++] ?? ''));
          const search = pairs.map(([k, v]) => `${encodeText(k)}=${encodeText(v)}`).join('&');
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

// Signed with the keys the app under test was configured with.
const secrets = testConfig();
const seconds = () => Math.floor(Date.now() / 1000);

/** Each partner's call: where it goes, the fields its body has, and how it is signed. */
type PartnerCall = [
  string,
  string,
  string[],
  (ts: number, body: string) => Record<string, string>,
  z.ZodType?,
];
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
      seamlessWalletRequests[operation],
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
    WebhookEvent,
  ],
  [
    'KYC callback',
    urlOf(endpoints.kycCallback),
    ['eventId', 'sessionToken', 'status', 'reason'],
    (ts, body) => ({
      [KYC_TIMESTAMP_HEADER]: String(ts),
      [KYC_SIGNATURE_HEADER]: signKycCallback(secrets.KYC_WEBHOOK_SECRET, ts, body),
    }),
    KycCallbackBody,
  ],
];

describe("partners' signed calls answer bad bodies with a 4xx, never a 5xx", () => {
  it.each(partnerCalls)('%s', async (name, url, fields, signed, schema) => {
    await fc.assert(
      fc.asyncProperty(bodyFor(fields, schema), async (body) => {
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

// Every text of every call, one at a time, carries NUL or a lone surrogate (a NUL reached PostgreSQL
// and answered 500; so did a lone surrogate). Each place a string goes (path, query, body, a
// record's keys, and the headers the contract names) is found by walking the call's own schemas,
// so a field added later is covered the day it lands. Two checks per call:
// - the schema: every such place refuses NUL and lone surrogates put into a value it accepts (with
//   `TEXT_MESSAGES.controlCharacters`, or its own rule), so nothing hostile reaches a handler;
// - over HTTP: each hostile request answers 4xx (400 where validation refuses it), and the database
//   is the same afterwards, row for row.
// A lone surrogate cannot be written in UTF-8: in a path or query it goes as the bytes a careless
// encoder makes (`encodeText`). In a path that is a bad URL (400); in a query the server keeps the
// malformed `%ED%A0%80` as it came (text, no surrogate), so there it only must not fail or change
// anything. JSON bodies carry them as `\ud800` escapes, which is how they reach a handler.

/** A digest of every row of every table: the same before and after means nothing changed. */
async function databaseDigest(): Promise<string> {
  // The operators' audit log records every operator write, refused ones too (ADR 047).
  const { rows: tables } = (await t.database.db.execute(
    sql`select tablename from pg_tables where schemaname = 'public' and tablename <> 'operator_audit' order by tablename`,
  )) as unknown as { rows: { tablename: string }[] };
  const digests = tables.map(
    ({ tablename }) =>
      sql`select ${tablename}::text as name, count(*)::int as n,
        md5(coalesce(string_agg(md5(x::text), '' order by md5(x::text)), '')) as digest
        from ${sql.identifier(tablename)} x`,
  );
  const { rows } = (await t.database.db.execute(sql.join(digests, sql` union all `))) as unknown as {
    rows: unknown[];
  };
  return JSON.stringify(rows);
}

const PARTS = ['params', 'query', 'body'] as const;
const where = (part: string, leaf: TextLeaf) => [part, ...leaf.path].join('.');

/** Every place of a schema where a string goes refuses NUL and lone surrogates in a value it accepts. */
function expectRefusesHostileText(part: string, schema: z.ZodType | undefined) {
  for (const leaf of textLeaves(schema)) {
    const examples = acceptedExamples(leaf);
    expect(
      examples.length,
      `${where(part, leaf)}: no value it accepts; add one to test/hostile.ts`,
    ).toBeGreaterThan(0);
    for (const example of examples)
      for (const bad of NUL_AND_LONE_SURROGATES)
        for (const value of hostileVariants(example, bad))
          expect(
            leaf.schema.safeParse(value).success,
            `${where(part, leaf)} took ${JSON.stringify(value)}`,
          ).toBe(false);
  }
}

/** The hostile text for a place: a value it accepts with `bad` in the middle. */
const hostileFor = (leaf: TextLeaf, bad: string) =>
  hostileVariants(acceptedExamples(leaf)[0] ?? 'text', bad)[1]!;

describe('every text of every call refuses NUL and lone surrogates: 4xx, and nothing changes', () => {
  const calls = Object.values(endpoints) as Endpoint[];
  let player: { token: string; uuid: string };
  beforeAll(async () => {
    player = (await registerByEmail(t)).auth;
  });

  it.each(calls.map((e) => [`${e.method} ${e.path}`, e] as const))('%s', async (_name, endpoint) => {
    for (const part of PARTS) expectRefusesHostileText(part, endpoint[part]);

    // A request as good as the examples make it, the caller's own uuid where the call marks one.
    const owned = ownedFields(endpoint);
    const base = Object.fromEntries(
      PARTS.map((part) => {
        const value = exampleOf(endpoint[part]);
        for (const field of owned[part]) (value as Record<string, unknown>)[field] = player.uuid;
        return [part, value];
      }),
    ) as Record<(typeof PARTS)[number], unknown>;
    const authHeaders: Record<string, string> =
      endpoint.auth === 'operator'
        ? { [OPERATOR_KEY_HEADER]: OPERATOR_TOKEN }
        : endpoint.auth === 'public'
          ? {}
          : { authorization: `Bearer ${player.token}` };
    // The KYC provider's callback is a contract call too: signed, so its body reaches validation.
    const signed =
      endpoint.id === 'kycCallback' ? partnerCalls.find(([name]) => name === 'KYC callback')?.[3] : undefined;
    const send = (request: Record<(typeof PARTS)[number], unknown>, headers: Record<string, string>) => {
      const path = endpoint.path.replace(/\{(\w+)\}/g, (_, name: string) =>
        encodeText(String((request.params as Record<string, unknown>)[name] ?? '')),
      );
      const search = pairsOf(request.query)
        .map(([k, v]) => `${encodeText(k)}=${encodeText(v)}`)
        .join('&');
      const body = request.body;
      const payload = body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body);
      return t.app.inject({
        method: endpoint.method,
        url: `/api${path}${search ? `?${search}` : ''}`,
        // OPERATOR_TOKEN is taken from loopback only.
        remoteAddress: endpoint.auth === 'operator' ? freshLoopbackIp() : freshIp(),
        headers: {
          ...headers,
          ...(signed && payload !== undefined && signed(seconds(), payload)),
          ...(body !== undefined && {
            'content-type': typeof body === 'string' ? 'text/plain; charset=utf-8' : 'application/json',
          }),
        },
        ...(payload !== undefined && { payload }),
      });
    };

    const before = await databaseDigest();
    for (const part of PARTS) {
      for (const leaf of textLeaves(endpoint[part])) {
        for (const bad of NUL_AND_LONE_SURROGATES) {
          const res = await send(
            { ...base, [part]: withTextAt(base[part], leaf.path, hostileFor(leaf, bad)) },
            authHeaders,
          );
          const what = `${where(part, leaf)} with ${JSON.stringify(bad)} → ${res.statusCode} ${res.body.slice(0, 200)}`;
          expectClearAnswer(res, what);
          if (part !== 'query' || bad === '\u0000') expect(res.statusCode, what).toBe(400);
        }
      }
    }
    // The headers the contract names: the player's token, the operator's key, an idempotency key.
    const named: [string, string][] = [
      ...(endpoint.auth === 'operator'
        ? [[OPERATOR_KEY_HEADER, OPERATOR_TOKEN] as [string, string]]
        : endpoint.auth === 'public'
          ? []
          : [['authorization', `Bearer ${player.token}`] as [string, string]]),
      ...(endpoint.id === 'withdraw'
        ? [[IDEMPOTENCY_KEY_HEADER, 'withdrawal-key-1'] as [string, string]]
        : []),
    ];
    for (const [header, good] of named) {
      for (const bad of NUL_AND_LONE_SURROGATES) {
        const value = hostileVariants(good, bad)[1]!;
        const res = await send(base, { ...authHeaders, [header]: value });
        const what = `header ${header} with ${JSON.stringify(bad)} → ${res.statusCode} ${res.body.slice(0, 200)}`;
        expectClearAnswer(res, what);
        // Logging out is answered alike with any token, good, expired or garbled (nothing to end).
        if (endpoint.id !== 'logout') expect(res.statusCode, what).toBeGreaterThanOrEqual(400);
      }
    }
    expect(await databaseDigest(), `${endpoint.method} ${endpoint.path} changed the database`).toBe(before);
  });
});

describe("every text of every partner's signed call refuses NUL and lone surrogates: 400, and nothing changes", () => {
  it.each(partnerCalls)('%s', async (name, url, _fields, signed, schema) => {
    expectRefusesHostileText('body', schema);
    const base = exampleOf(schema);
    const before = await databaseDigest();
    for (const leaf of textLeaves(schema)) {
      for (const bad of NUL_AND_LONE_SURROGATES) {
        const body = JSON.stringify(withTextAt(base, leaf.path, hostileFor(leaf, bad)));
        const res = await t.app.inject({
          method: 'POST',
          url,
          payload: body,
          headers: { 'content-type': 'application/json', ...signed(seconds(), body) },
        });
        const what = `${name} ${where('body', leaf)} with ${JSON.stringify(bad)} → ${res.statusCode} ${res.body.slice(0, 200)}`;
        expectClearAnswer(res, what);
        expect(res.statusCode, what).toBe(400);
      }
    }
    expect(await databaseDigest(), `${name} changed the database`).toBe(before);
  });
});
