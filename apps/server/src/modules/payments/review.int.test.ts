import {
  ErrorCode,
  endpoints,
  PaymentHistoryPage,
  PaymentResponse,
  WithdrawalReview,
  WithdrawalReviewPage,
} from '@croupier/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { MemoryPaymentProvider } from '../../../src/adapters/payments/index.ts';
import { api, envelope, OPERATOR_TOKEN, unchecked } from '../../../test/api.ts';
import type { TestContext } from '../../../test/helper.ts';
import {
  buildWalletTestApp,
  completeDeposit,
  expectReconciled,
  realBalance,
  walletPlayer,
  withdrawalBody,
} from '../../../test/wallet.ts';

let t: TestContext;
let provider: MemoryPaymentProvider;
beforeAll(async () => {
  ({ t, provider } = await buildWalletTestApp({ env: { OPERATOR_TOKEN } }));
});
afterAll(() => t?.close());

type Player = Awaited<ReturnType<typeof walletPlayer>>;
const operator = () => api(t).operator();

async function fundedPlayer(amount = 500): Promise<Player> {
  const p = await walletPlayer(t);
  await completeDeposit(t, provider, p, amount);
  return p;
}

async function withdraw(p: Player, amount: number) {
  const res = await api(t)
    .as(p)
    .call(endpoints.withdraw, { params: { uuid: p.uuid }, body: withdrawalBody(p, { amount }) });
  expect(res.statusCode, res.body).toBe(200);
  return PaymentResponse.parse(res.json());
}

async function history(p: Player) {
  const res = await api(t)
    .as(p)
    .call(endpoints.paymentHistory, { params: { playerUuid: p.uuid }, query: { type: 'WITHDRAW' } });
  return PaymentHistoryPage.parse(res.json()).content;
}

const waiting = async () =>
  WithdrawalReviewPage.parse((await operator().call(endpoints.withdrawalReviews, { query: {} })).json());

const cancel = (p: Player, id: string) =>
  api(t)
    .as(p)
    .call(endpoints.cancelWithdrawal, { params: { uuid: p.uuid, id }, body: {} });

beforeEach(async () => {
  const set = await operator().call(endpoints.setWithdrawalReviewRules, {
    body: { thresholds: { USD: '100.00' } },
  });
  expect(set.statusCode, set.body).toBe(200);
});

describe('withdrawal review', () => {
  it('keeps a withdrawal above the threshold waiting, sends nothing, and pays it once approved', async () => {
    const p = await fundedPlayer();
    const small = await withdraw(p, 100);
    expect(small.status).toBe('PENDING');
    expect(provider.payouts.has(small.paymentId)).toBe(true);

    const big = await withdraw(p, 100.01);
    expect(big.status).toBe('SUBMITTED');
    expect(provider.payouts.has(big.paymentId)).toBe(false);
    expect(await realBalance(t, p.uuid, p.token)).toBe(299.99);
    const mine = (await waiting()).content.find((r) => r.paymentId === big.paymentId);
    expect(mine).toMatchObject({
      playerUuid: p.uuid,
      amount: 100.01,
      reasons: ['amount'],
      status: 'WAITING',
    });
    // The player reads it as processing, and may still cancel it.
    expect((await history(p)).find((h) => h.paymentId === big.paymentId)).toMatchObject({
      status: 'SUBMITTED',
      cancellable: true,
    });

    const approved = await operator().call(endpoints.approveWithdrawal, {
      params: { paymentId: big.paymentId },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(WithdrawalReview.parse(approved.json())).toMatchObject({
      status: 'APPROVED',
      decidedBy: 'operator-token',
    });
    expect(provider.payouts.get(big.paymentId)).toMatchObject({ amount: '100.01', currency: 'USD' });
    expect((await history(p)).find((h) => h.paymentId === big.paymentId)?.status).toBe('PENDING');

    const twice = await operator().call(endpoints.approveWithdrawal, {
      params: { paymentId: big.paymentId },
    });
    expect(twice.statusCode).toBe(409);
    expect(envelope(twice)).toMatchObject({
      error: ErrorCode.withdrawalReviewDecided,
      details: { status: 'APPROVED' },
    });
    expect(await realBalance(t, p.uuid, p.token)).toBe(299.99);
    await expectReconciled(t);
  });

  it('gives the money back on a decline, and the player reads the reason', async () => {
    const p = await fundedPlayer();
    const big = await withdraw(p, 300);
    const declined = await operator().call(endpoints.declineWithdrawal, {
      params: { paymentId: big.paymentId },
      body: { reason: 'Please verify your identity first.' },
    });
    expect(declined.statusCode, declined.body).toBe(200);
    expect(await realBalance(t, p.uuid, p.token)).toBe(500);
    expect((await history(p)).find((h) => h.paymentId === big.paymentId)).toMatchObject({
      status: 'DECLINED',
      cancellable: false,
      declineReason: 'Please verify your identity first.',
    });
    expect((await cancel(p, big.paymentId)).statusCode).toBe(409);
    const blank = await operator().call(endpoints.declineWithdrawal, {
      params: { paymentId: big.paymentId },
      body: { reason: ' ' },
    });
    expect(blank.statusCode).toBe(400);
    await expectReconciled(t);
  });

  it('makes every withdrawal of a marked player wait, whatever the amount', async () => {
    const p = await fundedPlayer();
    const mark = await operator().call(endpoints.setPlayerWithdrawalReview, {
      params: { playerUUID: p.uuid },
      body: { reason: 'Several cards in a week' },
    });
    expect(mark.statusCode, mark.body).toBe(200);
    const w = await withdraw(p, 10);
    expect(w.status).toBe('SUBMITTED');
    expect((await waiting()).content.find((r) => r.paymentId === w.paymentId)?.reasons).toEqual(['player']);

    // The player cancels while it waits: the money is back and the operator finds it decided.
    expect((await cancel(p, w.paymentId)).statusCode).toBe(200);
    expect(await realBalance(t, p.uuid, p.token)).toBe(500);
    const late = await operator().call(endpoints.approveWithdrawal, { params: { paymentId: w.paymentId } });
    expect(envelope(late)).toMatchObject({
      error: ErrorCode.withdrawalReviewDecided,
      details: { status: 'CANCELLED' },
    });

    await operator().call(endpoints.clearPlayerWithdrawalReview, { params: { playerUUID: p.uuid } });
    expect((await withdraw(p, 10)).status).toBe('PENDING');
    const unknown = await operator().call(endpoints.setPlayerWithdrawalReview, {
      params: { playerUUID: '00000000-0000-4000-8000-000000000000' },
      body: { reason: 'nobody' },
    });
    expect(unknown.statusCode).toBe(404);
    await expectReconciled(t);
  });

  it('ends an approval, a decline and a cancel sent at once with exactly one of them, the money exact', async () => {
    for (let round = 0; round < 6; round++) {
      const p = await fundedPlayer(200);
      const w = await withdraw(p, 150);
      const [approve, decline, cancelled] = await Promise.all([
        operator().call(endpoints.approveWithdrawal, { params: { paymentId: w.paymentId } }),
        operator().call(endpoints.declineWithdrawal, {
          params: { paymentId: w.paymentId },
          body: { reason: 'Declined at once' },
        }),
        cancel(p, w.paymentId),
      ]);
      const review = (
        await operator().call(endpoints.withdrawalReviews, { query: { status: 'APPROVED' } })
      ).json();
      const wasApproved = WithdrawalReviewPage.parse(review).content.some((r) => r.paymentId === w.paymentId);
      const codes = [approve.statusCode, decline.statusCode];
      expect(codes.filter((c) => c === 200).length).toBeLessThanOrEqual(1);
      const balance = await realBalance(t, p.uuid, p.token);
      if (wasApproved) {
        expect(approve.statusCode).toBe(200);
        expect(decline.statusCode).toBe(409);
        // The player's cancel then stops the payout (money back) unless the provider had paid it.
        expect([200, 409]).toContain(cancelled.statusCode);
        expect(balance).toBe(cancelled.statusCode === 200 ? 200 : 50);
      } else {
        expect(approve.statusCode).toBe(409);
        expect(provider.payouts.has(w.paymentId)).toBe(false);
        expect(balance).toBe(200);
      }
    }
    await expectReconciled(t);
  });

  it('refuses a threshold finer than the currency and unknown ids, changing nothing', async () => {
    const fine = await operator().call(endpoints.setWithdrawalReviewRules, {
      body: { thresholds: { USD: '10.001' } },
    });
    expect(fine.statusCode).toBe(400);
    const rules = (await operator().call(endpoints.withdrawalReviewRules, {})).json();
    expect(rules).toEqual({ thresholds: { USD: '100.00' } });
    const none = await operator().call(endpoints.approveWithdrawal, {
      params: { paymentId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(none.statusCode).toBe(404);
    const badStatus = await operator().call(endpoints.withdrawalReviews, {
      query: unchecked({ status: 'NOPE' }),
    });
    expect(badStatus.statusCode).toBe(400);
  });
});
