import { randomUUID } from 'node:crypto';
import { type Endpoint, endpoints } from '@croupier/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, OPERATOR_TOKEN } from '../test/api.ts';
import { buildBrandApp, OTHER_BRAND } from '../test/brands.ts';
import { brandFingerprint } from '../test/fingerprint.ts';
import type { TestContext } from '../test/helper.ts';
import { type BrandActivity, brandActivity, identifiers, operatorReads } from '../test/operator-brands.ts';
import { validSample } from '../test/samples.ts';
import { buildWalletTestApp, sendWebhook } from '../test/wallet.ts';
import type { MemoryPaymentProvider } from './adapters/payments/index.ts';

/**
 * Operator calls are per brand (docs/decisions/066-operator-calls-per-brand.md): two brands on one
 * database, brand B's player with something in every queue. Brand A's operator (the operator
 * token: every role) lists none of it, reaches none of it by id (404, nothing changed), and its
 * reports leave it out; brand B's operator sees it all. The contract's list of operator calls
 * drives the last part, so a call added later that forgets the brand fails here.
 */

let a: TestContext;
let b: TestContext;
let provider: MemoryPaymentProvider;
let activity: BrandActivity;
/** Brand A's lists and reports before brand B's player did anything. */
let before: Record<string, string>;

beforeAll(async () => {
  ({ t: a, provider } = await buildWalletTestApp({ env: { OPERATOR_TOKEN } }));
  b = await buildBrandApp(a, OTHER_BRAND, { payments: provider });
  before = await operatorReads(a);
  activity = await brandActivity(b, OTHER_BRAND, provider);
  // Two apps on one seeded database: slow on a busy machine.
}, 300_000);
afterAll(async () => {
  await b?.close();
  await a?.close();
});

const fingerprintB = () => brandFingerprint(a.database.db, OTHER_BRAND, [activity.uuid]);
const expectNothingOfB = (text: string, what: string) => {
  for (const id of identifiers(activity)) expect(text, `${what} shows ${id}`).not.toContain(id);
};

describe("brand A's operator", () => {
  it("lists none of brand B's rows, and its reports leave brand B's ledger out", async () => {
    const after = await operatorReads(a);
    expect(after).toEqual(before);
    for (const [name, text] of Object.entries(after)) expectNothingOfB(text, name);
  });

  it("reaches none of brand B's rows by id: 404 as for an unknown id, and nothing changes", async () => {
    const op = api(a).operator();
    const [first] = activity.waiting;
    const calls: [Endpoint, Record<string, unknown>][] = [
      [endpoints.approveWithdrawal, { params: { paymentId: first } }],
      [endpoints.declineWithdrawal, { params: { paymentId: first }, body: { reason: 'not ours' } }],
      [
        endpoints.reviewDocument,
        { params: { documentId: activity.documentId }, body: { status: 'UNDER_REVIEW' } },
      ],
      [endpoints.operatorDocumentFile, { params: { documentId: activity.documentId } }],
      [endpoints.getCallbackRequest, { params: { id: activity.callbackId } }],
      [endpoints.handleCallbackRequest, { params: { id: activity.callbackId }, body: {} }],
      [endpoints.reopenCallbackRequest, { params: { id: activity.callbackId } }],
      [endpoints.approveAdjustment, { params: { adjustmentId: activity.adjustmentId } }],
      [
        endpoints.declineAdjustment,
        { params: { adjustmentId: activity.adjustmentId }, body: { reason: 'not ours' } },
      ],
      [endpoints.playerOverview, { params: { playerUUID: activity.uuid } }],
    ];
    const was = await fingerprintB();
    for (const [endpoint, input] of calls) {
      const res = await op.call(endpoint, input as never);
      expect(res.statusCode, `${endpoint.id}: ${res.body}`).toBe(404);
      expectNothingOfB(res.body, endpoint.id);
    }
    expect(await fingerprintB()).toBe(was);
  });
});

describe("brand B's operator", () => {
  it('sees every row of its player, in every queue and report', async () => {
    const reads = await operatorReads(b);
    const shows = (name: string, value: string) => expect(reads[name], name).toContain(value);
    shows('withdrawalReviews', activity.waiting[0]!);
    shows('documentQueue', activity.documentId);
    shows('callbacks', activity.callbackId);
    shows('adjustments', activity.adjustmentId);
    shows('excluded', activity.uuid);
    shows('players', activity.uuid);
    shows('errors', activity.errorMessage);
    shows('audit', activity.uuid);
    shows('topGames', activity.gameSlug);
    const daily = JSON.parse(reads.daily!) as { totals: { depositAmount: string; stakes: string }[] };
    expect(daily.totals[0]).toMatchObject({ depositAmount: '500.00', stakes: '10.00' });
    const funnel = JSON.parse(reads.funnel!) as { registered: number; firstDeposit: number };
    expect(funnel).toMatchObject({ registered: 1, firstDeposit: 1 });
    const events = JSON.parse(reads.events!) as { name: string; count: number }[];
    expect(events.find((e) => e.name === 'page_view')?.count).toBeGreaterThan(0);
  });

  it("approves its player's withdrawal; the payout counts in brand B's report only", async () => {
    const paymentId = activity.waiting[1]!;
    await api(b).operator().ok(endpoints.approveWithdrawal, { params: { paymentId } });
    const payout = provider.payouts.get(paymentId)!;
    const paid = provider.webhook({
      type: 'payout.completed',
      paymentId,
      providerTransactionId: payout.providerTransactionId,
      amount: '20.00',
      currency: 'USD',
    });
    expect((await sendWebhook(a, paid)).statusCode).toBe(200);
    const [readsA, readsB] = [await operatorReads(a), await operatorReads(b)];
    expect(readsA.daily).toBe(before.daily);
    const daily = JSON.parse(readsB.daily!) as { totals: { withdrawalPaid: string }[] };
    expect(daily.totals[0]?.withdrawalPaid).toBe('20.00');
  });
});

// Every operator call, its path filled with brand B's ids (by parameter name), its query and body
// valid samples with brand B's player wherever one is named. Reads first: a write may change
// brand A's own settings.
const operatorCalls = (Object.values(endpoints) as Endpoint[])
  .filter((e) => e.auth === 'operator')
  .sort((x, y) => Number(x.method !== 'GET') - Number(y.method !== 'GET'));

function sample(schema: Endpoint['body']) {
  try {
    return validSample(schema, [], '00000000-0000-4000-8000-000000000000');
  } catch {
    return undefined;
  }
}

/** The sample with brand B's player in every field that names a player. */
function naming(value: Record<string, unknown> | undefined, uuid: string) {
  if (!value || typeof value !== 'object') return value;
  const named = { ...value };
  for (const key of Object.keys(named)) {
    if (/^player(uuid|id)$/i.test(key)) named[key] = uuid;
    if (/^player(uuid|id)s$/i.test(key)) named[key] = [uuid];
  }
  return named;
}

describe("every operator call on brand A with brand B's ids shows nothing of B and changes nothing of B", () => {
  let last = '';
  beforeAll(async () => {
    last = await fingerprintB();
  });

  it('covers the calls', () => {
    expect(operatorCalls.length).toBeGreaterThan(100);
  });

  it.each(operatorCalls.map((e) => [e.id, e] as const))('%s', async (_id, endpoint) => {
    const ids: Record<string, string> = {
      playerUUID: activity.uuid,
      paymentId: activity.waiting[0]!,
      documentId: activity.documentId,
      id: activity.callbackId,
      adjustmentId: activity.adjustmentId,
    };
    const names = (endpoint.path.match(/\{\w+\}/g) ?? []).map((p) => p.slice(1, -1));
    const sampled = (sample(endpoint.params) ?? {}) as Record<string, unknown>;
    const paramsOf = (given: Record<string, string>) =>
      Object.fromEntries(names.map((n) => [n, given[n] ?? sampled[n] ?? '1'])) as Record<string, string>;
    const query = naming(sample(endpoint.query), activity.uuid);
    const body = endpoint.method === 'GET' ? undefined : naming(sample(endpoint.body), activity.uuid);
    const call = (params: Record<string, string>) =>
      api(a)
        .operator()
        .call(endpoint, { params, query, body } as never);
    // The same call with unknown ids in place of brand B's: a row of another brand answers as none.
    const unknown = names.some((n) => n in ids)
      ? await call(paramsOf(Object.fromEntries(Object.keys(ids).map((k) => [k, randomUUID()]))))
      : undefined;
    const res = await call(paramsOf(ids));
    expectNothingOfB(res.body, `${endpoint.id} (${res.statusCode})`);
    if (unknown) expect(res.statusCode, `${endpoint.id}: ${res.body}`).toBe(unknown.statusCode);
    const now = await fingerprintB();
    expect(now, `${endpoint.id} changed brand B's rows`).toBe(last);
    last = now;
  });
});
