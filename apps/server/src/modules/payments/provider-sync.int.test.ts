import { ErrorCode, endpoints, PaymentHistoryPage, PaymentResponse } from '@croupier/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MemoryPaymentProvider } from '../../../src/adapters/payments/index.ts';
import { api, envelope } from '../../../test/api.ts';
import { type TestContext, testConfig } from '../../../test/helper.ts';
import { registerByEmail } from '../../../test/players.ts';
import {
  buildWalletTestApp,
  completeDeposit,
  depositBody,
  realBalance,
  sendWebhook,
} from '../../../test/wallet.ts';
import { MemoryMessaging } from '../../adapters/messaging/index.ts';
import { type App, buildApp } from '../../app.ts';

/**
 * nothing stuck between the platform and the provider after a crash.
 * Withdraw and cancel are idempotent on retry; every payout request is in an outbox before it is
 * sent and is completed after a crash; open payments are reconciled by asking the provider; the
 * deposit velocity check holds under a burst of parallel creations.
 */
let t: TestContext;
let provider: MemoryPaymentProvider;
let now: () => number;
beforeAll(async () => {
  ({ t, provider, now } = await buildWalletTestApp());
});
afterAll(() => t?.close());

async function player() {
  const { auth } = await registerByEmail(t);
  return { uuid: auth.uuid, token: auth.token };
}
type Player = Awaited<ReturnType<typeof player>>;

const withdrawBody = (p: Player, amount: number | string = 20) =>
  depositBody(p, { paymentMethod: 'bank-transfer', amount });

async function funded(amount = 100) {
  const p = await player();
  await completeDeposit(t, provider, p, amount);
  return p;
}

const withdraw = (p: Player, amount: number | string, key?: string) =>
  api(t)
    .as(p)
    .call(endpoints.withdraw, {
      params: { uuid: p.uuid },
      body: withdrawBody(p, amount),
      headers: key ? { 'idempotency-key': key } : {},
    });
const cancel = (p: Player, id: string) =>
  api(t)
    .as(p)
    .call(endpoints.cancelWithdrawal, { params: { uuid: p.uuid, id }, body: {} });

async function withdrawals(p: Player) {
  const res = await api(t)
    .as(p)
    .call(endpoints.paymentHistory, { params: { playerUuid: p.uuid }, query: { type: 'WITHDRAW' } });
  return PaymentHistoryPage.parse(res.json()).content;
}

async function reconciles(app: App = t.app) {
  const report = await app.services.ledger.reconcile();
  expect(report, JSON.stringify(report)).toMatchObject({ ok: true });
}

describe('withdraw and cancel are idempotent on retry', () => {
  it('replays the first answer for a repeated Idempotency-Key and holds once', async () => {
    const p = await funded(100);
    const first = await withdraw(p, 30, 'attempt-1');
    expect(first.statusCode, first.body).toBe(200);
    const again = await withdraw(p, 30, 'attempt-1');
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await realBalance(t, p.uuid, p.token)).toBe(70);
    expect(await withdrawals(p)).toHaveLength(1);
    expect(provider.payoutRequests.get(PaymentResponse.parse(first.json()).paymentId)).toBe(1);
    await reconciles();
  });

  it('refuses the same key with another body (422) and changes nothing', async () => {
    const p = await funded(100);
    expect((await withdraw(p, 30, 'attempt-2')).statusCode).toBe(200);
    const other = await withdraw(p, 31, 'attempt-2');
    expect(other.statusCode, other.body).toBe(422);
    expect(envelope(other).error).toBe(ErrorCode.idempotencyKeyReused);
    expect(await realBalance(t, p.uuid, p.token)).toBe(70);
    // Another player may use the same key: keys are per player.
    const q = await funded(50);
    expect((await withdraw(q, 10, 'attempt-2')).statusCode).toBe(200);
  });

  it('refuses a malformed key (400) and keeps today’s behaviour without one', async () => {
    const p = await funded(100);
    expect((await withdraw(p, 10, 'x'.repeat(300))).statusCode).toBe(400);
    expect((await withdraw(p, 10)).statusCode).toBe(200);
    expect((await withdraw(p, 10)).statusCode).toBe(200);
    expect(await withdrawals(p)).toHaveLength(2);
  });

  it('answers the same key at once from two tabs with one withdrawal', async () => {
    const p = await funded(100);
    const answers = await Promise.all([withdraw(p, 40, 'twice'), withdraw(p, 40, 'twice')]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect(answers[0]!.json()).toEqual(answers[1]!.json());
    expect(await realBalance(t, p.uuid, p.token)).toBe(60);
  });

  it('answers success again when a cancel that succeeded is retried', async () => {
    const p = await funded(100);
    const w = PaymentResponse.parse((await withdraw(p, 30)).json());
    const first = await cancel(p, w.paymentId);
    expect(first.statusCode, first.body).toBe(200);
    const retry = await cancel(p, w.paymentId);
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json()).toEqual(first.json());
    expect(await realBalance(t, p.uuid, p.token)).toBe(100);
    await reconciles();
  });
});

/** A second platform process on the same database, as after a restart. */
async function restart(): Promise<App> {
  const app = await buildApp({
    config: testConfig(),
    database: t.database,
    now,
    logger: false,
    adapters: { messaging: new MemoryMessaging(), payments: provider },
  });
  await app.ready();
  return app;
}

describe('the payout outbox after a crash between the hold and the payout request', () => {
  it('sends the payout once after a restart; the provider settles it; the ledger reconciles', async () => {
    const p = await funded(100);
    const { payments } = t.app.services;
    payments.faults.afterHold = () => {
      throw new Error('crash: the process died here');
    };
    const died = await withdraw(p, 40, 'crash-1');
    payments.faults.afterHold = undefined;
    expect(died.statusCode).toBe(500);
    const [w] = await withdrawals(p);
    expect(w).toMatchObject({ status: 'PENDING' });
    expect(provider.payouts.has(w!.paymentId)).toBe(false);

    const again = await restart();
    try {
      t.advance(120_000);
      await again.services.payments.syncWithProvider();
      await again.services.payments.syncWithProvider();
      expect(provider.payoutRequests.get(w!.paymentId)).toBe(1);
      // The player's retry of the unanswered request is the same withdrawal.
      const retry = await withdraw(p, 40, 'crash-1');
      expect(retry.statusCode, retry.body).toBe(200);
      expect(PaymentResponse.parse(retry.json()).paymentId).toBe(w!.paymentId);
      // The provider pays it; its webhook is lost; the next sync settles it, once.
      provider.settlePayout(w!.paymentId, 'COMPLETED');
      await again.services.payments.syncWithProvider();
      await again.services.payments.syncWithProvider();
      expect((await withdrawals(p))[0]).toMatchObject({ status: 'COMPLETED' });
      expect(await realBalance(t, p.uuid, p.token)).toBe(60);
      await reconciles(again);
    } finally {
      await again.close();
    }
  });

  it('cancels a withdrawal the provider never heard of: the hold is released once, nothing is sent', async () => {
    const p = await funded(100);
    const { payments } = t.app.services;
    payments.faults.afterHold = () => {
      throw new Error('crash');
    };
    await withdraw(p, 25);
    payments.faults.afterHold = undefined;
    const [w] = await withdrawals(p);
    const res = await cancel(p, w!.paymentId);
    expect(res.statusCode, res.body).toBe(200);
    expect(await realBalance(t, p.uuid, p.token)).toBe(100);
    t.advance(120_000);
    await payments.syncWithProvider();
    expect(provider.payoutRequests.get(w!.paymentId) ?? 0).toBe(0);
    expect(await realBalance(t, p.uuid, p.token)).toBe(100);
    await reconciles();
  });

  it('releases the hold when the provider declines the payout it was sent after the restart', async () => {
    const p = await funded(100);
    const { payments } = t.app.services;
    payments.faults.afterHold = () => {
      throw new Error('crash');
    };
    await withdraw(p, 35);
    payments.faults.afterHold = undefined;
    const [w] = await withdrawals(p);
    t.advance(120_000);
    await payments.syncWithProvider();
    provider.settlePayout(w!.paymentId, 'DECLINED');
    await payments.syncWithProvider();
    await payments.syncWithProvider();
    expect((await withdrawals(p))[0]).toMatchObject({ status: 'DECLINED' });
    expect(await realBalance(t, p.uuid, p.token)).toBe(100);
    await reconciles();
  });
});

describe('reconciliation with the provider', () => {
  it('credits a deposit paid while the platform was unreachable, once, and a late webhook replays', async () => {
    const p = await player();
    const res = await api(t)
      .as(p)
      .call(endpoints.deposit, { params: { uuid: p.uuid }, body: depositBody(p, { amount: 45 }) });
    const payment = PaymentResponse.parse(res.json());
    provider.payDeposit(payment.paymentId, '45', 'USD');
    t.advance(120_000);
    await t.app.services.payments.syncWithProvider();
    await t.app.services.payments.syncWithProvider();
    expect(await realBalance(t, p.uuid, p.token)).toBe(45);
    const late = await sendWebhook(
      t,
      provider.webhook({
        type: 'deposit.completed',
        paymentId: payment.paymentId,
        providerTransactionId: provider.deposits.get(payment.paymentId)!.providerTransactionId,
        amount: '45',
        currency: 'USD',
      }),
    );
    expect(late.statusCode, late.body).toBe(200);
    expect(late.json()).toMatchObject({ replayed: true });
    expect(await realBalance(t, p.uuid, p.token)).toBe(45);
    await reconciles();
  });

  it('settles a payout the provider completed while its webhook was lost', async () => {
    const p = await funded(100);
    const w = PaymentResponse.parse((await withdraw(p, 15)).json());
    provider.settlePayout(w.paymentId, 'COMPLETED');
    t.advance(120_000);
    await t.app.services.payments.syncWithProvider();
    expect((await withdrawals(p))[0]).toMatchObject({ status: 'COMPLETED' });
    expect(await realBalance(t, p.uuid, p.token)).toBe(85);
    await reconciles();
  });

  it('runs on a schedule from the configured interval', async () => {
    const p = await player();
    const res = await api(t)
      .as(p)
      .call(endpoints.deposit, { params: { uuid: p.uuid }, body: depositBody(p, { amount: 12 }) });
    const payment = PaymentResponse.parse(res.json());
    provider.payDeposit(payment.paymentId, '12', 'USD');
    t.advance(120_000);
    const ticks: (() => Promise<void>)[] = [];
    const app = await buildApp({
      config: testConfig({ PAYMENT_RECONCILE_INTERVAL_MS: '30000' }),
      database: t.database,
      now,
      logger: false,
      adapters: { messaging: new MemoryMessaging(), payments: provider },
      timers: {
        every: (ms, fn) => {
          expect(ms).toBe(30_000);
          ticks.push(fn);
          return () => {};
        },
      },
    });
    try {
      await app.ready();
      expect(ticks).toHaveLength(1);
      await ticks[0]!();
      expect(await realBalance(t, p.uuid, p.token)).toBe(12);
    } finally {
      await app.close();
    }
  });
});

describe('deposit anti-fraud under a burst', () => {
  it('lets exactly the limit of 25 parallel deposit creations through', async () => {
    const p = await player();
    const answers = await Promise.all(
      Array.from({ length: 25 }, () =>
        api(t)
          .as(p)
          .call(endpoints.deposit, { params: { uuid: p.uuid }, body: depositBody(p, { amount: 10 }) }),
      ),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(10);
    expect(codes.filter((c) => c === 423)).toHaveLength(15);
  });
});
