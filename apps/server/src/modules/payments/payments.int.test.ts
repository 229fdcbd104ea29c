import {
  ErrorCode,
  endpoints,
  LifetimeLimits,
  PaymentHistoryPage,
  PaymentMethod,
  PaymentResponse,
  RealWagerAmount,
} from '@croupier/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MemoryPaymentProvider } from '../../../src/adapters/payments/index.ts';
import { api, type BodyOf, envelope } from '../../../test/api.ts';
import type { TestContext } from '../../../test/helper.ts';
import {
  buildWalletTestApp,
  completeDeposit,
  depositBody,
  expectReconciled,
  realBalance,
  sendWebhook,
  walletPlayer,
  withdrawalBody,
} from '../../../test/wallet.ts';

let t: TestContext;
let provider: MemoryPaymentProvider;
let now: () => number;
beforeAll(async () => {
  ({ t, provider, now } = await buildWalletTestApp());
});
afterAll(() => t?.close());

const player = () => walletPlayer(t);
type Player = Awaited<ReturnType<typeof player>>;
const withdrawBody = (p: Player, over: Record<string, unknown> = {}) => withdrawalBody(p, over);
/** Starts a deposit and completes it through a signed webhook. */
const deposit = (p: Player, amount: number | string = 50) => completeDeposit(t, provider, p, amount);
const reconciles = () => expectReconciled(t);

describe('deposit', () => {
  it('answers the cashier link, credits once on the signed webhook, and replays a repeat', async () => {
    const p = await player();
    const { payment, hook } = await deposit(p, '12.34');
    expect(payment.redirectLink).toContain(payment.paymentId);
    expect(payment.isFirstDeposit).toBe(true);
    expect(await realBalance(t, p.uuid, p.token)).toBe(12.34);

    const replay = await sendWebhook(t, hook);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toMatchObject({ replayed: true, status: 'COMPLETED' });
    // The provider retries with a new event id and timestamp: still the same transaction.
    t.advance(60_000);
    const retry = provider.webhook({
      type: 'deposit.completed',
      paymentId: payment.paymentId,
      providerTransactionId: `tx_${payment.paymentId}`,
      amount: '12.34',
      currency: 'USD',
    });
    expect((await sendWebhook(t, retry)).json()).toMatchObject({ replayed: true });
    expect(await realBalance(t, p.uuid, p.token)).toBe(12.34);

    const second = await deposit(p, 1);
    expect(second.payment.isFirstDeposit).toBe(false);
    expect(await realBalance(t, p.uuid, p.token)).toBe(13.34);
    await reconciles();
  });

  it('changes nothing on a bad signature, a stale timestamp, a foreign origin or a wrong amount', async () => {
    const p = await player();
    const res = await api(t)
      .as(p)
      .call(endpoints.deposit, { params: { uuid: p.uuid }, body: depositBody(p) });
    const { paymentId } = PaymentResponse.parse(res.json());
    const event = {
      type: 'deposit.completed' as const,
      paymentId,
      providerTransactionId: `tx_${paymentId}`,
      amount: '50',
      currency: 'USD',
    };

    const good = provider.webhook(event);
    const tampered = { body: good.body.replace('"50"', '"5000"'), headers: good.headers };
    expect((await sendWebhook(t, tampered)).statusCode).toBe(401);
    const unsigned = { body: good.body, headers: { 'content-type': 'application/json' } };
    expect((await sendWebhook(t, unsigned)).statusCode).toBe(401);
    const forged = {
      body: good.body,
      headers: { ...good.headers, 'x-payment-signature': `v1=${'0'.repeat(64)}` },
    };
    expect((await sendWebhook(t, forged)).statusCode).toBe(401);
    const stale = provider.webhook(event, now() - 10 * 60_000);
    expect((await sendWebhook(t, stale)).statusCode).toBe(401);
    const foreign = { body: good.body, headers: { ...good.headers, origin: 'https://evil.example' } };
    expect((await sendWebhook(t, foreign)).statusCode).toBe(403);
    const wrongAmount = provider.webhook({ ...event, amount: '49.99' });
    expect((await sendWebhook(t, wrongAmount)).statusCode).toBe(400);
    const notJson = provider.webhook(event);
    expect((await sendWebhook(t, { body: '{nope', headers: { ...notJson.headers } })).statusCode).toBe(401);
    expect(await realBalance(t, p.uuid, p.token)).toBe(0);

    // The good one still applies once; a declined event for the same transaction afterwards is refused.
    expect((await sendWebhook(t, good)).statusCode).toBe(200);
    const declined = provider.webhook({ ...event, type: 'deposit.declined' });
    expect((await sendWebhook(t, declined)).statusCode).toBe(409);
    const otherTx = provider.webhook({ ...event, providerTransactionId: 'tx_other' });
    expect((await sendWebhook(t, otherTx)).statusCode).toBe(409);
    // Another payment claiming this payment's provider transaction id is refused too.
    const res2 = await api(t)
      .as(p)
      .call(endpoints.deposit, { params: { uuid: p.uuid }, body: depositBody(p) });
    const stolen = provider.webhook({
      ...event,
      type: 'deposit.pending',
      paymentId: PaymentResponse.parse(res2.json()).paymentId,
    });
    expect((await sendWebhook(t, stolen)).statusCode).toBe(409);
    expect(await realBalance(t, p.uuid, p.token)).toBe(50);
    await reconciles();
  });

  it('answers payment.method.not.found, refuses bad input and another player', async () => {
    const [p, q] = [await player(), await player()];
    const requestDeposit = (body: BodyOf<typeof endpoints.deposit>) =>
      api(t)
        .as(p)
        .call(endpoints.deposit, { params: { uuid: p.uuid }, body });
    const notFound = await requestDeposit(depositBody(p, { paymentMethod: 'crypto' }));
    expect(notFound.statusCode).toBe(400);
    expect(envelope(notFound).error).toBe(ErrorCode.paymentMethodNotFound);
    for (const amount of ['1.2.3', '-5', 'ten', 0, '10.001']) {
      const res = await requestDeposit(depositBody(p, { amount }));
      expect(res.statusCode, String(amount)).toBe(400);
    }
    expect((await requestDeposit(depositBody(p, { amount: 20_000 }))).statusCode).toBe(400);
    expect((await requestDeposit(depositBody(q))).statusCode).toBe(403);
    expect(
      await api(t)
        .as(p)
        .status(endpoints.deposit, { params: { uuid: q.uuid }, body: depositBody(q) }),
    ).toBe(403);
    const history = PaymentHistoryPage.parse(
      (
        await api(t)
          .as(p)
          .call(endpoints.paymentHistory, { params: { playerUuid: p.uuid } })
      ).json(),
    );
    expect(history.totalElements).toBe(0);
  });

  it('rejects by anti-fraud after too many unfinished deposits (423 reject, type deposit)', async () => {
    const p = await player();
    const requestDeposit = (body: BodyOf<typeof endpoints.deposit>) =>
      api(t)
        .as(p)
        .call(endpoints.deposit, { params: { uuid: p.uuid }, body });
    let last = await requestDeposit(depositBody(p));
    for (let i = 0; i < 12 && last.statusCode === 200; i += 1) last = await requestDeposit(depositBody(p));
    expect(last.statusCode).toBe(423);
    expect(envelope(last)).toMatchObject({ error: ErrorCode.antiFraudReject, details: { type: 'deposit' } });
  });
});

describe('withdrawal', () => {
  it('holds the amount, cancels back, settles by webhook, and refuses what is not withdrawable', async () => {
    const p = await player();
    await deposit(p, 100);
    const requestWithdrawal = (body: BodyOf<typeof endpoints.withdraw>) =>
      api(t)
        .as(p)
        .call(endpoints.withdraw, { params: { uuid: p.uuid }, body });
    const tooMuch = await requestWithdrawal(withdrawBody(p, { amount: '100.01' }));
    expect(tooMuch.statusCode).toBe(400);
    expect(envelope(tooMuch)).toMatchObject({
      error: ErrorCode.withdrawableLessThanAmount,
      fieldErrors: { amount: 'payment.errors.less-amount' },
      details: { withdrawable: 100 },
    });
    expect((await requestWithdrawal(withdrawBody(p, { amount: '1,5' }))).statusCode).toBe(400);

    const first = PaymentResponse.parse((await requestWithdrawal(withdrawBody(p, { amount: 30 }))).json());
    expect(first.status).toBe('PENDING');
    expect(await realBalance(t, p.uuid, p.token)).toBe(70);
    const cancel = await api(t)
      .as(p)
      .call(endpoints.cancelWithdrawal, { params: { uuid: p.uuid, id: first.paymentId }, body: {} });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(await realBalance(t, p.uuid, p.token)).toBe(100);
    const again = await api(t)
      .as(p)
      .call(endpoints.cancelWithdrawal, { params: { uuid: p.uuid, id: first.paymentId }, body: {} });
    // A repeat (the first answer was lost) answers the same success and moves nothing.
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(cancel.json());
    expect(await realBalance(t, p.uuid, p.token)).toBe(100);

    t.advance(1000);
    const second = PaymentResponse.parse((await requestWithdrawal(withdrawBody(p, { amount: 40 }))).json());
    const payout = provider.payouts.get(second.paymentId)!;
    const paid = provider.webhook({
      type: 'payout.completed',
      paymentId: second.paymentId,
      providerTransactionId: payout.providerTransactionId,
      amount: '40.00',
      currency: 'USD',
    });
    expect((await sendWebhook(t, paid)).json()).toMatchObject({ status: 'COMPLETED', replayed: false });
    payout.state = 'COMPLETED';
    const late = await api(t)
      .as(p)
      .call(endpoints.cancelWithdrawal, { params: { uuid: p.uuid, id: second.paymentId }, body: {} });
    expect(late.statusCode).toBe(409);
    expect(await realBalance(t, p.uuid, p.token)).toBe(60);

    const limits = LifetimeLimits.parse(
      (
        await api(t)
          .as(p)
          .call(endpoints.lifetimeLimits, { params: { playerUUID: p.uuid }, query: { currency: 'USD' } })
      ).json(),
    );
    expect(limits).toMatchObject({ totalWithdrawalAmount: 40, limitReached: false, limitAmount: 50_000 });

    const history = PaymentHistoryPage.parse(
      (
        await api(t)
          .as(p)
          .call(endpoints.paymentHistory, { params: { playerUuid: p.uuid }, query: { type: 'WITHDRAW' } })
      ).json(),
    );
    expect(history.content.map((h) => h.status)).toEqual(['COMPLETED', 'REJECTED,CANCELLED']);
    await reconciles();
  });

  it('declined payout returns the money; a cancel of another player’s withdrawal is 403/404', async () => {
    const [p, q] = [await player(), await player()];
    await deposit(p, 50);
    const w = PaymentResponse.parse(
      (
        await api(t)
          .as(p)
          .call(endpoints.withdraw, { params: { uuid: p.uuid }, body: withdrawBody(p) })
      ).json(),
    );
    expect(
      await api(t)
        .as(q)
        .status(endpoints.cancelWithdrawal, { params: { uuid: p.uuid, id: w.paymentId }, body: {} }),
    ).toBe(403);
    expect(
      await api(t)
        .as(q)
        .status(endpoints.cancelWithdrawal, { params: { uuid: q.uuid, id: w.paymentId }, body: {} }),
    ).toBe(404);
    const declined = provider.webhook({
      type: 'payout.declined',
      paymentId: w.paymentId,
      providerTransactionId: provider.payouts.get(w.paymentId)!.providerTransactionId,
      amount: '20',
      currency: 'USD',
    });
    expect((await sendWebhook(t, declined)).json()).toMatchObject({ status: 'DECLINED' });
    expect(await realBalance(t, p.uuid, p.token)).toBe(50);
    await reconciles();
  });

  it('lists payment methods per type and answers the wagering figures', async () => {
    const p = await player();
    const methods = (
      await api(t)
        .as(p)
        .call(endpoints.paymentMethods, { query: { currency: 'USD' } })
    ).json();
    expect(
      PaymentMethod.array()
        .parse(methods)
        .map((m) => m.id),
    ).toEqual(['card', 'e-wallet']);
    const w = (
      await api(t)
        .as(p)
        .call(endpoints.paymentMethods, { query: { paymentType: 'withdraw' } })
    ).json();
    expect(PaymentMethod.array().parse(w)[0]).toMatchObject({
      id: 'bank-transfer',
      limits: { min: 10, max: 5000 },
    });
    const wager = RealWagerAmount.parse(
      (
        await api(t)
          .as(p)
          .call(endpoints.realWagerAmount, { query: { currency: 'USD' } })
      ).json(),
    );
    expect(wager).toEqual({ currency: 'USD', wagered: 0, toWager: 0, remaining: 0, fulfilled: true });
  });
});
