import { randomUUID } from 'node:crypto';
import {
  ANALYTICS_BATCH_MAX,
  ANALYTICS_EVENT_NAMES,
  ErrorReportsPage,
  endpoints,
  MAX_PAGE_SIZE,
} from '@croupier/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, OPERATOR_TOKEN, unchecked } from '../../../test/api.ts';
import { freshIp, type TestContext } from '../../../test/helper.ts';
import { registerByEmail } from '../../../test/players.ts';
import { buildWalletTestApp, completeDeposit, depositBody } from '../../../test/wallet.ts';
import type { MemoryPaymentProvider } from '../../adapters/payments/index.ts';
import { analyticsEvents, errorReports } from './tables.ts';

let t: TestContext;
let provider: MemoryPaymentProvider;
beforeAll(async () => {
  ({ t, provider } = await buildWalletTestApp({ env: { OPERATOR_TOKEN } }));
});
afterAll(() => t?.close());

/** An event as the browser sends it (typed by what it is given, so a bad one is refused only when sent). */
const event = <N extends string, P extends Record<string, unknown> = Record<never, never>>(
  name: N,
  props: P = {} as P,
  over: Record<string, unknown> = {},
) => ({
  id: randomUUID(),
  name,
  at: new Date(t.now()).toISOString(),
  page: '/',
  props,
  ...over,
});

async function counts(): Promise<Record<string, number>> {
  const res = await api(t).operator().call(endpoints.operatorEventCounts);
  expect(res.statusCode, res.body).toBe(200);
  return Object.fromEntries((res.json() as { name: string; count: number }[]).map((r) => [r.name, r.count]));
}

describe('the collector', () => {
  it('stores every named event with its fields, the anonymous id, affiliate and the token’s player', async () => {
    const { auth } = await registerByEmail(t);
    const anonymousId = randomUUID();
    const before = await counts();
    const events = ANALYTICS_EVENT_NAMES.map((name) => event(name, { source: 'test', n: 1 }));
    const res = await api(t)
      .as(auth)
      .call(endpoints.collectEvents, { body: { anonymousId, affiliate: { btag: 'aff-1' }, events } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ stored: events.length });
    const after = await counts();
    for (const name of ANALYTICS_EVENT_NAMES) expect((after[name] ?? 0) - (before[name] ?? 0)).toBe(1);
    const stored = await t.database.db
      .select()
      .from(analyticsEvents)
      .where(eq(analyticsEvents.anonymousId, anonymousId));
    expect(stored).toHaveLength(events.length);
    for (const row of stored) {
      expect(row).toMatchObject({ playerUuid: auth.uuid, affiliate: { btag: 'aff-1' }, page: '/' });
      expect(row.props).toEqual({ source: 'test', n: 1 });
    }
  });

  it('stores an event id once, however often the batch is sent', async () => {
    const batch = { anonymousId: randomUUID(), events: [event('login'), event('login')] };
    const first = await api(t).call(endpoints.collectEvents, { body: batch });
    expect(first.json()).toEqual({ stored: 2 });
    const again = await api(t).call(endpoints.collectEvents, { body: batch });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ stored: 0 });
  });

  it('refuses bad input with 400 and stores nothing', async () => {
    const before = await counts();
    const bad = [
      { anonymousId: 'nope', events: [event('login')] },
      { anonymousId: randomUUID(), events: [] },
      { anonymousId: randomUUID(), events: [event('not_an_event')] },
      { anonymousId: randomUUID(), events: [event('login', { email: { nested: true } })] },
      { anonymousId: randomUUID(), events: [event('login', {}, { page: '/x?token=secret' })] },
      {
        anonymousId: randomUUID(),
        events: Array.from({ length: ANALYTICS_BATCH_MAX + 1 }, () => event('login')),
      },
    ];
    for (const body of bad) {
      const res = await api(t).call(endpoints.collectEvents, { body: unchecked(body) });
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
    expect(await counts()).toEqual(before);
  });

  it('refuses a body over the size limit with 413', async () => {
    const events = Array.from({ length: ANALYTICS_BATCH_MAX }, () =>
      event('login', Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`k${i}`, 'x'.repeat(199)]))),
    );
    const res = await api(t).call(endpoints.collectEvents, { body: { anonymousId: randomUUID(), events } });
    expect(res.statusCode).toBe(413);
  });

  it('limits the batches per address (429)', async () => {
    const ip = freshIp();
    let last = 0;
    for (let i = 0; i < 121; i++) {
      const res = await api(t)
        .from(ip)
        .call(endpoints.collectEvents, { body: { anonymousId: randomUUID(), events: [event('page_view')] } });
      last = res.statusCode;
    }
    expect(last).toBe(429);
  });
});

describe('the funnel', () => {
  it("counts registrations and first deposits from the platform's records, never from reported events", async () => {
    t.advance(1000);
    const from = new Date(t.now()).toISOString();
    // Two real players: one completes a deposit, one only starts one.
    const payer = (await registerByEmail(t)).auth;
    const starter = (await registerByEmail(t)).auth;
    await completeDeposit(t, provider, payer, 20);
    const started = await api(t)
      .as(starter)
      .call(endpoints.deposit, { params: { uuid: starter.uuid }, body: depositBody(starter) });
    expect(started.statusCode, started.body).toBe(200);
    // Invented visitors report registrations and successful deposits that never happened.
    const at = (ms: number) => new Date(t.now() + ms).toISOString();
    const invented = Array.from({ length: 5 }, () => randomUUID());
    for (const anonymousId of invented) {
      const res = await api(t).call(endpoints.collectEvents, {
        body: {
          anonymousId,
          events: [
            event('registration', {}, { at: at(0) }),
            event('deposit', { status: 'success' }, { at: at(10) }),
          ],
        },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    t.advance(1000);
    const res = await api(t)
      .operator()
      .call(endpoints.operatorFunnel, {
        query: { from, to: new Date(t.now()).toISOString() },
      });
    expect(res.statusCode, res.body).toBe(200);
    // Visitors are what browsers sent (client-reported); the rest is the platform's own.
    expect(res.json()).toEqual({
      visitors: invented.length,
      registered: 2,
      firstDeposit: 1,
      conversion: 0.5,
    });
  });

  it('is operator-only', async () => {
    const res = await api(t).call(endpoints.operatorFunnel);
    expect(res.statusCode).toBe(403);
  });
});

describe('error reports (Sentry envelopes)', () => {
  const sentryEnvelope = (eventId: string, over: Record<string, unknown> = {}) =>
    [
      JSON.stringify({ event_id: eventId, sent_at: new Date().toISOString() }),
      JSON.stringify({ type: 'event' }),
      JSON.stringify({
        event_id: eventId,
        level: 'error',
        release: 'croupier@test',
        exception: { values: [{ type: 'TypeError', value: 'boom' }] },
        tags: { page: '/login' },
        user: { id: '6f1c2a3e-1111-4222-8333-944455556666', email: 'not-kept@example.com' },
        ...over,
      }),
    ].join('\n');

  /** Sends an envelope as the Sentry SDK does (its text, its content type), from an address of its own. */
  const send = (payload: string, token?: string, contentType = 'text/plain;charset=UTF-8') =>
    api(t)
      .as(token)
      .call(endpoints.sentryEnvelope, {
        params: { projectId: 1 },
        payload,
        headers: { 'content-type': contentType },
      });

  const report = async (payload: string, token?: string) => {
    const id = JSON.parse(payload.split('\n')[0] as string).event_id as string;
    const res = await send(payload, token);
    expect(res.statusCode, res.body).toBe(200);
    const list = await api(t)
      .operator()
      .call(endpoints.operatorErrorReports, { query: { size: MAX_PAGE_SIZE } });
    return ErrorReportsPage.parse(list.json()).content.find((r) => r.id.replace(/-/g, '') === id);
  };

  it('keeps kind, message, release, page and the user id as reported, readable by the operator', async () => {
    const kept = await report(sentryEnvelope(randomUUID().replace(/-/g, '')));
    expect(kept).toMatchObject({
      kind: 'TypeError',
      message: 'boom',
      release: 'croupier@test',
      page: '/login',
      // No token: the uuid is only what the sender said, never the player's.
      playerUuid: null,
      reportedUser: '6f1c2a3e-1111-4222-8333-944455556666',
      stack: null,
    });
    expect(JSON.stringify(kept)).not.toContain('not-kept');
  });

  it("keeps the exception's stack, innermost frame first (ADR 055)", async () => {
    const frames = [
      { function: 'outer', filename: '/assets/index.js', lineno: 10, colno: 2 },
      { filename: '/assets/lib.js', lineno: 5 },
      { function: 'renderCashier', abs_path: '/assets/cashier.js', lineno: 42, colno: 7 },
    ];
    const kept = await report(
      sentryEnvelope(randomUUID().replace(/-/g, ''), {
        exception: { values: [{ type: 'TypeError', value: 'boom', stacktrace: { frames } }] },
      }),
    );
    expect(kept).toMatchObject({
      stack:
        'at renderCashier (/assets/cashier.js:42:7)\nat /assets/lib.js:5\nat outer (/assets/index.js:10:2)',
    });
  });

  it("files a report under a player only with that player's token", async () => {
    const player = (await registerByEmail(t)).auth;
    const victim = (await registerByEmail(t)).auth;
    const own = await report(
      sentryEnvelope(randomUUID().replace(/-/g, ''), { user: { id: player.uuid } }),
      player.token,
    );
    expect(own).toMatchObject({ playerUuid: player.uuid, reportedUser: null });
    // A stranger naming a real player, with a token of their own or none, files no report under them.
    for (const token of [player.token, undefined]) {
      const forged = await report(
        sentryEnvelope(randomUUID().replace(/-/g, ''), { user: { id: victim.uuid } }),
        token,
      );
      expect(forged).toMatchObject({ playerUuid: null, reportedUser: victim.uuid });
    }
  });

  it('refuses NUL and lone surrogates in the texts it keeps with 400, and stores nothing', async () => {
    const ids: string[] = [];
    for (const bad of ['\u0000', '\ud800', '\udfff']) {
      for (const over of [
        { exception: { values: [{ type: 'TypeError', value: `bo${bad}om` }] } },
        { exception: { values: [{ type: `Type${bad}Error`, value: 'boom' }] } },
        {
          exception: {
            values: [
              { type: 'TypeError', value: 'boom', stacktrace: { frames: [{ function: `f${bad}n` }] } },
            ],
          },
        },
        { release: `croupier@${bad}` },
        { tags: { page: `/lo${bad}gin` } },
        { exception: undefined, message: `a message ${bad}` },
      ]) {
        const id = randomUUID().replace(/-/g, '');
        ids.push(id);
        // JSON escapes (\u0000, a lone \ud800) are how such characters travel in an envelope.
        const res = await send(sentryEnvelope(id, over));
        expect(res.statusCode, `${JSON.stringify(over)} → ${res.body}`).toBe(400);
        expect(res.json()).toMatchObject({ error: 'error.validation' });
      }
    }
    const stored = await t.database.db.select().from(errorReports);
    expect(stored.filter((r) => ids.includes(r.id.replace(/-/g, '')))).toEqual([]);
  });

  it('keeps a long message cut at its limit without splitting a character in two', async () => {
    const id = randomUUID().replace(/-/g, '');
    const message = `${'x'.repeat(999)}😀 and more`;
    const res = await send(
      sentryEnvelope(id, { exception: { values: [{ type: 'RangeError', value: message }] } }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(errorReports)
      .where(
        eq(
          errorReports.id,
          `${id.slice(0, 8)}-${id.slice(8, 12)}-${id.slice(12, 16)}-${id.slice(16, 20)}-${id.slice(20)}`,
        ),
      );
    expect(row?.message).toBe('x'.repeat(999));
  });

  it('accepts the Sentry content type and refuses what is not an envelope', async () => {
    const ok = await send(
      sentryEnvelope(randomUUID().replace(/-/g, '')),
      undefined,
      'application/x-sentry-envelope',
    );
    expect(ok.statusCode, ok.body).toBe(200);
    const bad = await send('not json\n{', undefined, 'text/plain');
    expect(bad.statusCode).toBe(400);
  });
});
