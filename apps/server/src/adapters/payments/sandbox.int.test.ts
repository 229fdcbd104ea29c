import { endpoints, PaymentResponse } from '@croupier/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSandbox } from '../../../../sandbox/src/app.ts';
import { api } from '../../../test/api.ts';
import { buildTestApp, type TestContext } from '../../../test/helper.ts';
import { registerByEmail } from '../../../test/players.ts';
import { depositBody, realBalance } from '../../../test/wallet.ts';

/**
 * The platform's payments adapter against the sandbox provider over real HTTP: the cashier link,
 * the test cards, signed webhooks back into the platform, payouts, settlement and cancel.
 */
let t: TestContext;
let sandbox: ReturnType<typeof buildSandbox>;
let sandboxUrl: string;
/** Set to make the platform unreachable for the sandbox's webhooks. */
let platformDown = false;
/** The sandbox's clock runs ahead of the wall clock by this much (its retries fall due). */
let sandboxSkew = 0;
beforeAll(async () => {
  // The sandbox's webhooks go straight into the platform under test.
  const intoPlatform = (async (url: string, init: RequestInit) => {
    if (platformDown) throw new Error('connect ECONNREFUSED');
    const res = await t.app.inject({
      method: 'POST',
      url: new URL(url).pathname,
      headers: init.headers as Record<string, string>,
      payload: String(init.body),
    });
    return new Response(res.body, { status: res.statusCode });
  }) as unknown as typeof fetch;
  sandbox = buildSandbox({
    platformUrl: 'http://platform.test',
    fetch: intoPlatform,
    now: () => Date.now() + sandboxSkew,
    schedule: () => undefined,
  });
  await sandbox.listen({ host: '127.0.0.1', port: 0 });
  const address = sandbox.server.address();
  if (!address || typeof address === 'string') throw new Error('no sandbox address');
  sandboxUrl = `http://127.0.0.1:${address.port}`;
  t = await buildTestApp({ env: { SANDBOX_URL: sandboxUrl } });
});
afterAll(async () => {
  await t?.close();
  await sandbox?.close();
});

const json = (payload: unknown) => ({
  method: 'POST' as const,
  headers: { 'content-type': 'application/json' },
  payload: JSON.stringify(payload),
});

describe('payments adapter ↔ sandbox provider', () => {
  it('deposits through the cashier page and withdraws through payouts', async () => {
    const { auth } = await registerByEmail(t);
    const me = { token: auth.token };
    const balance = () => realBalance(t, auth.uuid, auth.token);
    const body = (amount: number, paymentMethod = 'card') => depositBody(auth, { amount, paymentMethod });

    const dep = PaymentResponse.parse(
      (
        await api(t)
          .as(me)
          .call(endpoints.deposit, { params: { uuid: auth.uuid }, body: body(80) })
      ).json(),
    );
    expect(dep.redirectLink?.startsWith(`${sandboxUrl}/cashier?session=`)).toBe(true);
    const session = new URL(dep.redirectLink!).searchParams.get('session');
    const page = await sandbox.inject(`/cashier?session=${encodeURIComponent(session!)}`);
    expect(page.statusCode).toBe(200);
    const declined = PaymentResponse.parse(
      (
        await api(t)
          .as(me)
          .call(endpoints.deposit, { params: { uuid: auth.uuid }, body: body(5) })
      ).json(),
    );
    const declinedSession = new URL(declined.redirectLink!).searchParams.get('session');
    const paid = await sandbox.inject({
      url: '/cashier/api/pay',
      ...json({ session, card: '4242424242424242' }),
    });
    expect(paid.json()).toMatchObject({ status: 'COMPLETED' });
    await sandbox.inject({
      url: '/cashier/api/pay',
      ...json({ session: declinedSession, card: '4000000000000002' }),
    });
    expect(await balance()).toBe(80);
    const deliveries = (await sandbox.inject('/cashier/api/transactions')).json() as {
      transactions: { deliveries: { status: number }[] }[];
    };
    expect(deliveries.transactions.flatMap((x) => x.deliveries.map((d) => d.status))).toEqual([200, 200]);

    const w1 = PaymentResponse.parse(
      (
        await api(t)
          .as(me)
          .call(endpoints.withdraw, { params: { uuid: auth.uuid }, body: body(30, 'bank-transfer') })
      ).json(),
    );
    expect(await balance()).toBe(50);
    const settle = (id: string, outcome: string) =>
      sandbox.inject({ url: `/cashier/api/payouts/${id}/settle`, ...json({ outcome }) });
    expect((await settle(w1.paymentId, 'COMPLETED')).json()).toMatchObject({ status: 'COMPLETED' });
    const late = await api(t)
      .as(me)
      .call(endpoints.cancelWithdrawal, { params: { uuid: auth.uuid, id: w1.paymentId }, body: {} });
    expect(late.statusCode).toBe(409);

    const w2 = PaymentResponse.parse(
      (
        await api(t)
          .as(me)
          .call(endpoints.withdraw, { params: { uuid: auth.uuid }, body: body(20, 'bank-transfer') })
      ).json(),
    );
    const cancel = await api(t)
      .as(me)
      .call(endpoints.cancelWithdrawal, { params: { uuid: auth.uuid, id: w2.paymentId }, body: {} });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect((await settle(w2.paymentId, 'COMPLETED')).statusCode).toBe(409);
    expect(await balance()).toBe(50);
    expect((await t.app.services.ledger.reconcile()).ok).toBe(true);
  });

  it('credits a deposit paid while the platform was unreachable by asking the provider, once', async () => {
    const { auth } = await registerByEmail(t);
    const me = { token: auth.token };
    const dep = PaymentResponse.parse(
      (
        await api(t)
          .as(me)
          .call(endpoints.deposit, {
            params: { uuid: auth.uuid },
            body: depositBody(auth, { amount: 33 }),
          })
      ).json(),
    );
    const session = new URL(dep.redirectLink!).searchParams.get('session');
    platformDown = true;
    const paid = await sandbox.inject({
      url: '/cashier/api/pay',
      ...json({ session, card: '4242424242424242' }),
    });
    platformDown = false;
    expect(paid.json()).toMatchObject({ status: 'COMPLETED' });
    const real = () => realBalance(t, auth.uuid, auth.token);
    expect(await real()).toBe(0);
    t.advance(120_000);
    await t.app.services.payments.syncWithProvider();
    expect(await real()).toBe(33);
    // The provider's own retry arrives later: the same result, applied once.
    const provider = sandbox.cashier;
    sandboxSkew = 120_000;
    await provider.deliverDue();
    expect(provider.pendingDeliveries()).toEqual([]);
    expect(await real()).toBe(33);
    expect((await t.app.services.ledger.reconcile()).ok).toBe(true);
  });
});
