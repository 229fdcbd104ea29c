import { randomUUID } from 'node:crypto';
import { endpoints } from '@croupier/contract';
import { expect } from 'vitest';
import type { MemoryPaymentProvider } from '../src/adapters/payments/index.ts';
import { api } from './api.ts';
import { JPEG, uploadDocument } from './documents.ts';
import { freshIp, type TestContext } from './helper.ts';
import { registerByEmail } from './players.ts';
import { completeDeposit, placeBet, withdrawalBody } from './wallet.ts';

/** What one brand's player left for its operators (ADR 066): each a row another brand must not reach. */
export interface BrandActivity {
  uuid: string;
  email: string;
  /** Withdrawals waiting for approval: one to decline, one to approve. */
  waiting: string[];
  documentId: string;
  callbackId: string;
  callbackPhone: string;
  adjustmentId: string;
  errorMessage: string;
  eventPage: string;
  gameSlug: string;
}

/** Every value of `activity` that names one of its rows (none may show in another brand's answers). */
export const identifiers = (b: BrandActivity) => [
  b.uuid,
  b.email,
  ...b.waiting,
  b.documentId,
  b.callbackId,
  b.callbackPhone,
  b.adjustmentId,
  b.errorMessage,
  b.eventPage,
  b.gameSlug,
];

/**
 * A player of `t`'s brand (`brandId`, USD, the demo brand's settings) with something in every
 * operator queue: a completed deposit and a bet in the ledger, two withdrawals waiting for review,
 * a document, a call-back request, an adjustment waiting for a second operator, an analytics event,
 * an error report, and (last: it ends their sessions) a time-out.
 */
export async function brandActivity(
  t: TestContext,
  brandId: string,
  provider: MemoryPaymentProvider,
): Promise<BrandActivity> {
  const { auth, body } = await registerByEmail(t, { brandId });
  const p = { uuid: auth.uuid, token: auth.token };
  const op = api(t).operator();
  const player = api(t).as(p);
  await completeDeposit(t, provider, p, 500);
  await placeBet(t, p.uuid, `${brandId}-bet`, 1_000n, { gameSlug: `${brandId}-only-slot` });

  await op.ok(endpoints.setPlayerWithdrawalReview, {
    params: { playerUUID: p.uuid },
    body: { reason: 'brand test' },
  });
  const waiting: string[] = [];
  for (const amount of [10, 20]) {
    const w = await player.ok(endpoints.withdraw, {
      params: { uuid: p.uuid },
      body: withdrawalBody(p, { amount }),
    });
    waiting.push(w.paymentId);
  }

  const uploaded = await uploadDocument(t, p.token, p.uuid, { bytes: JPEG, filename: 'id.jpg' });
  expect(uploaded.statusCode, uploaded.body).toBe(200);
  const documentId = (uploaded.json() as { uuid: string }).uuid;

  const callbackPhone = `1202555${String(Math.floor(Math.random() * 9000) + 1000)}`;
  const form = { phone: callbackPhone, name: 'Brand Caller', brand: brandId, player_id: p.uuid };
  const asked = await api(t).from(freshIp()).as(p).call(endpoints.requestCallback, { form });
  expect(asked.statusCode, asked.body).toBe(200);
  const callbacks = await op.ok(endpoints.listCallbackRequests, { query: { playerUUID: p.uuid } });
  const callbackId = callbacks.content[0]!.id;

  const adjustment = await op.ok(endpoints.createAdjustment, {
    params: { playerUUID: p.uuid },
    body: { direction: 'CREDIT', amount: '5000', reason: 'brand test', key: randomUUID() },
  });
  expect(adjustment.status).toBe('PENDING_APPROVAL');

  const eventPage = `/${brandId}-page`;
  const event = {
    id: randomUUID(),
    name: 'page_view' as const,
    at: new Date(t.now()).toISOString(),
    page: eventPage,
    props: {},
  };
  await api(t)
    .as(p)
    .ok(endpoints.collectEvents, { body: { anonymousId: randomUUID(), events: [event] } });
  const errorMessage = `${brandId} broke`;
  const eventId = randomUUID().replace(/-/g, '');
  const envelope = [
    JSON.stringify({ event_id: eventId, sent_at: new Date(t.now()).toISOString() }),
    JSON.stringify({ type: 'event' }),
    JSON.stringify({
      event_id: eventId,
      level: 'error',
      exception: { values: [{ type: 'Error', value: errorMessage }] },
    }),
  ].join('\n');
  const reported = await api(t)
    .as(p)
    .call(endpoints.sentryEnvelope, {
      params: { projectId: 1 },
      payload: envelope,
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
    });
  expect(reported.statusCode, reported.body).toBe(200);

  await player.ok(endpoints.takeBreak, { body: { kind: 'TIME_OUT', period: 'DAY' } });
  return {
    uuid: p.uuid,
    email: body.email as string,
    waiting,
    documentId,
    callbackId,
    callbackPhone,
    adjustmentId: adjustment.id,
    errorMessage,
    eventPage,
    gameSlug: `${brandId}-only-slot`,
  };
}

/** Every list and report a brand's operators read, as they answer now (JSON text, per call). */
export async function operatorReads(t: TestContext): Promise<Record<string, string>> {
  const today = new Date(t.now()).toISOString().slice(0, 10);
  const period = { from: today, to: today };
  const op = api(t).operator();
  const reads = {
    withdrawalReviews: op.call(endpoints.withdrawalReviews, { query: {} }),
    documentQueue: op.call(endpoints.documentQueue, { query: {} }),
    callbacks: op.call(endpoints.listCallbackRequests, { query: {} }),
    adjustments: op.call(endpoints.listAdjustments, { query: {} }),
    excluded: op.call(endpoints.operatorExcludedPlayers, { query: {} }),
    players: op.call(endpoints.searchPlayers, { query: {} }),
    events: op.call(endpoints.operatorEventCounts, { query: {} }),
    funnel: op.call(endpoints.operatorFunnel, { query: {} }),
    errors: op.call(endpoints.operatorErrorReports, { query: {} }),
    audit: op.call(endpoints.operatorAuditLog, { query: {} }),
    daily: op.call(endpoints.operatorDailyReport, { query: period }),
    dailyCsv: op.call(endpoints.operatorDailyReportCsv, { query: period }),
    topGames: op.call(endpoints.operatorTopGames, { query: { ...period, currency: 'USD' } }),
  };
  const answers: Record<string, string> = {};
  for (const [name, call] of Object.entries(reads)) {
    const res = await call;
    expect(res.statusCode, `${name}: ${res.body}`).toBe(200);
    answers[name] = res.body;
  }
  return answers;
}
