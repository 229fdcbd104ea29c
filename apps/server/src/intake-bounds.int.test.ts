import { randomUUID } from 'node:crypto';
import { ErrorCode, endpoints } from '@croupier/contract';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../test/api.ts';
import { buildTestApp, type TestContext } from '../test/helper.ts';
import { analyticsEvents, errorReports } from './modules/analytics/tables.ts';
import { callbackRequests } from './modules/support/tables.ts';

// The anonymous intake was capped per address only: 200 addresses made 87,200 analytics rows, 1,682
// error reports and 1,638 call-back requests in 60 s, and nothing ever left those tables. Each
// intake now has a cap per minute over every address together (429, Retry-After, a message that
// says so), and a scheduled prune keeps its table to a number of days and of rows (ADR 029, 028).
// Small figures here, through the same variables an operator sets.

const MINUTE = 60_000;
const DAY = 86_400_000;
const CAPS = { events: 100, errorReports: 10, callbacks: 5 };
const RETENTION_DAYS = 30;
const MAX_ROWS = { events: 40, errorReports: 3, callbacks: 4 };

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp({
    env: {
      ANALYTICS_EVENTS_PER_MINUTE: String(CAPS.events),
      ERROR_REPORTS_PER_MINUTE: String(CAPS.errorReports),
      CALLBACK_REQUESTS_PER_MINUTE: String(CAPS.callbacks),
      ANALYTICS_RETENTION_DAYS: String(RETENTION_DAYS),
      ERROR_REPORT_RETENTION_DAYS: String(RETENTION_DAYS),
      CALLBACK_RETENTION_DAYS: String(RETENTION_DAYS),
      ANALYTICS_MAX_ROWS: String(MAX_ROWS.events),
      ERROR_REPORTS_MAX_ROWS: String(MAX_ROWS.errorReports),
      CALLBACK_MAX_ROWS: String(MAX_ROWS.callbacks),
    },
  });
});
afterAll(() => t?.close());

/** To the start of the next minute of the injected clock, so a test's calls share one window. */
const nextMinute = () => t.advance(MINUTE - (t.now() % MINUTE));

/** A batch of `n` page views from an address of its own. */
const batch = (n: number) =>
  api(t).call(endpoints.collectEvents, {
    body: {
      anonymousId: randomUUID(),
      events: Array.from({ length: n }, () => ({
        id: randomUUID(),
        name: 'page_view' as const,
        at: new Date(t.now()).toISOString(),
        page: '/',
      })),
    },
  });

/** An error report from an address of its own. */
const errorReport = () => {
  const id = randomUUID().replace(/-/g, '');
  return api(t).call(endpoints.sentryEnvelope, {
    params: { projectId: 1 },
    headers: { 'content-type': 'text/plain;charset=UTF-8' },
    payload: [
      JSON.stringify({ event_id: id }),
      JSON.stringify({ type: 'event' }),
      JSON.stringify({ event_id: id, exception: { values: [{ type: 'Error', value: 'boom' }] } }),
    ].join('\n'),
  });
};

/** A guest's call-back request from an address of its own. */
const callback = () =>
  api(t).call(endpoints.requestCallback, {
    form: { phone: '12025550123', name: 'Ada Guest', brand: 'croupier' },
  });

type Answer = Awaited<ReturnType<typeof callback>>;
function expectBusy(res: Answer) {
  expect(res.statusCode, res.body).toBe(429);
  expect(res.json()).toMatchObject({ error: ErrorCode.rateLimited });
  expect(res.json().message).toMatch(/every sender together/);
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
}

const rows = async (table: typeof analyticsEvents | typeof errorReports | typeof callbackRequests) =>
  (await t.database.db.select({ n: count() }).from(table))[0]?.n ?? 0;

describe('the cap per minute over every address', () => {
  it('takes the analytics events up to the cap, counting each event of a batch, then 429 until the next minute', async () => {
    nextMinute();
    for (let i = 0; i < CAPS.events / 10; i++) expect((await batch(10)).statusCode).toBe(200);
    expectBusy(await batch(1));
    nextMinute();
    expect((await batch(10)).statusCode).toBe(200);
  });

  it('takes error reports up to the cap, then 429 until the next minute', async () => {
    nextMinute();
    for (let i = 0; i < CAPS.errorReports; i++) expect((await errorReport()).statusCode).toBe(200);
    const before = await rows(errorReports);
    expectBusy(await errorReport());
    expect(await rows(errorReports)).toBe(before);
    nextMinute();
    expect((await errorReport()).statusCode).toBe(200);
  });

  it('takes call-back requests up to the cap, then 429 until the next minute', async () => {
    nextMinute();
    for (let i = 0; i < CAPS.callbacks; i++) expect((await callback()).body).toBe('OK');
    const before = await rows(callbackRequests);
    expectBusy(await callback());
    expect(await rows(callbackRequests)).toBe(before);
    nextMinute();
    expect((await callback()).statusCode).toBe(200);
  });
});

describe('retention', () => {
  it('deletes rows older than the days kept, then the oldest beyond the rows kept, on the injected clock', async () => {
    nextMinute();
    // Old rows, then the clock moves past the retention and newer rows come.
    await batch(5);
    await errorReport();
    await callback();
    t.advance((RETENTION_DAYS + 1) * DAY);
    nextMinute();
    const fresh = { events: 0, errorReports: 0, callbacks: 0 };
    for (let i = 0; i < 5; i++) {
      if ((await batch(10)).statusCode === 200) fresh.events += 10;
      if ((await errorReport()).statusCode === 200) fresh.errorReports += 1;
      if ((await callback()).statusCode === 200) fresh.callbacks += 1;
      t.advance(1000);
    }
    const oldest = new Date(t.now() - RETENTION_DAYS * DAY);

    await t.app.services.analytics.prune();
    await t.app.services.support.prune();

    expect(await rows(analyticsEvents)).toBe(Math.min(fresh.events, MAX_ROWS.events));
    expect(await rows(errorReports)).toBe(Math.min(fresh.errorReports, MAX_ROWS.errorReports));
    expect(await rows(callbackRequests)).toBe(Math.min(fresh.callbacks, MAX_ROWS.callbacks));
    const kept = await t.database.db.select({ at: analyticsEvents.receivedAt }).from(analyticsEvents);
    for (const row of kept) expect(row.at.getTime()).toBeGreaterThan(oldest.getTime());
    // The newest are the ones kept: the last batch is all there.
    const newest = Math.max(...kept.map((r) => r.at.getTime()));
    expect(kept.filter((r) => r.at.getTime() === newest)).toHaveLength(10);
  });
});
