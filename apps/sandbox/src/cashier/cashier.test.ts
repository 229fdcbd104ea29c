import { signClaims } from '@croupier/contract/tokens';
import { describe, expect, it } from 'vitest';
import { buildSandbox, DEV_PAYMENT_SECRET } from '../app.ts';
import { SIGNATURE_HEADER, signedHeaders, TIMESTAMP_HEADER, verifySigned } from './signing.ts';

interface Sent {
  url: string;
  body: string;
  headers: Record<string, string>;
}

function sandbox() {
  const sent: Sent[] = [];
  const fakeFetch = (async (url: string, init: RequestInit) => {
    sent.push({ url, body: String(init.body), headers: init.headers as Record<string, string> });
    return new Response('{}', { status: 200 });
  }) as unknown as typeof fetch;
  const app = buildSandbox({ platformUrl: 'http://platform.test', fetch: fakeFetch });
  return { app, sent };
}

/** A cashier link as the platform's adapter signs it. */
function sessionToken(over: Record<string, unknown> = {}): Promise<string> {
  const payload = {
    paymentId: '2b1f0c7e-4a44-4c4b-9a57-8d1f7b6f0a11',
    playerUuid: 'b9d1e1f0-0000-4000-8000-000000000001',
    method: 'card',
    amount: '25.00',
    currency: 'USD',
    parentOrigin: 'http://localhost:3000',
    exp: Date.now() + 60_000,
    ...over,
  };
  return signClaims(payload, DEV_PAYMENT_SECRET);
}

describe('sandbox cashier', () => {
  it('serves the cashier page for a signed session, which tells its parent it is initialised', async () => {
    const { app } = sandbox();
    const res = await app.inject(`/cashier?session=${encodeURIComponent(await sessionToken())}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("tell({type:'initialised'})");
    expect(res.body).toContain('4000 0000 0000 3220');
    expect(res.headers['content-security-policy']).toContain('frame-ancestors http://localhost:3000');
    // Change one character inside the signature (the last one may only carry padding bits).
    const forged = (await sessionToken()).replace(
      /.(.{4})$/,
      (_, rest) => `${_[0] === 'A' ? 'B' : 'A'}${rest}`,
    );
    expect((await app.inject(`/cashier?session=${encodeURIComponent(forged)}`)).statusCode).toBe(401);
    const expired = await sessionToken({ exp: Date.now() - 1 });
    expect((await app.inject(`/cashier?session=${encodeURIComponent(expired)}`)).statusCode).toBe(401);
  });

  it('names the method chosen on the site and asks only for its test instrument, amounts as the site shows them', async () => {
    const { app } = sandbox();
    const card = (await app.inject(`/cashier?session=${encodeURIComponent(await sessionToken())}`)).body;
    expect(card).toContain('Deposit <strong>$25.00</strong> by <strong>Card</strong>');
    expect(card).toContain('<legend>Test card</legend>');
    expect(card).toContain('Pay $25.00');
    expect(card).not.toContain('25.00 USD');
    const wallet = (
      await app.inject(`/cashier?session=${encodeURIComponent(await sessionToken({ method: 'e-wallet' }))}`)
    ).body;
    expect(wallet).toContain('by <strong>Sandbox Wallet</strong>');
    expect(wallet).toContain('<legend>Test wallet account</legend>');
    expect(wallet).toContain('Funded wallet (success)');
    // Chosen once: no card is asked for after the wallet was chosen.
    expect(wallet).not.toContain('Test card');
    expect(wallet).not.toContain('4242 4242');
  });

  it('pays with the success card once and sends a signed webhook', async () => {
    const { app, sent } = sandbox();
    const session = await sessionToken();
    const payload = JSON.stringify({ session, card: '4242 4242 4242 4242' });
    const pay = () =>
      app.inject({
        method: 'POST',
        url: '/cashier/api/pay',
        headers: { 'content-type': 'application/json' },
        payload,
      });
    const res = await pay();
    expect(res.json()).toMatchObject({ outcome: 'success', status: 'COMPLETED' });
    expect(sent).toHaveLength(1);
    const hook = sent[0]!;
    expect(hook.url).toBe('http://platform.test/api/payments/webhooks/sandbox');
    expect(
      verifySigned(
        DEV_PAYMENT_SECRET,
        hook.body,
        hook.headers[TIMESTAMP_HEADER],
        hook.headers[SIGNATURE_HEADER],
      ),
    ).toBe(true);
    expect(JSON.parse(hook.body)).toMatchObject({
      type: 'deposit.completed',
      amount: '25.00',
      currency: 'USD',
    });
    expect((await pay()).statusCode).toBe(409);
    expect(sent).toHaveLength(1);
  });

  it('declines, leaves pending, and redirects to a 3-D Secure window', async () => {
    const { app, sent } = sandbox();
    const pay = async (card: string, paymentId: string) =>
      app.inject({
        method: 'POST',
        url: '/cashier/api/pay',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ session: await sessionToken({ paymentId }), card }),
      });
    expect((await pay('4000000000000002', 'a1')).json()).toMatchObject({ status: 'DECLINED' });
    expect((await pay('4000000000000077', 'a2')).json()).toMatchObject({ status: 'PENDING' });
    const redirect = (await pay('4000000000003220', 'a3')).json() as { outcome: string; url: string };
    expect(redirect.outcome).toBe('redirect');
    expect((await app.inject(redirect.url)).statusCode).toBe(200);
    const approve = await app.inject({
      method: 'POST',
      url: redirect.url.replace('/cashier/3ds/', '/cashier/api/3ds/'),
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ approve: true }),
    });
    expect(approve.json()).toEqual({ status: 'COMPLETED' });
    expect(sent.map((s) => JSON.parse(s.body).type)).toEqual([
      'deposit.declined',
      'deposit.pending',
      'deposit.completed',
    ]);
    expect((await pay('1111222233334444', 'a4')).statusCode).toBe(400);
  });

  it('takes signed payouts only, cancels them while pending, and settles them by webhook', async () => {
    const { app, sent } = sandbox();
    const body = JSON.stringify({
      paymentId: 'p1',
      playerUuid: 'u',
      method: 'bank-transfer',
      amount: '20.00',
      currency: 'USD',
    });
    const unsigned = await app.inject({
      method: 'POST',
      url: '/cashier/api/payouts',
      headers: { 'content-type': 'application/json' },
      payload: body,
    });
    expect(unsigned.statusCode).toBe(401);
    const signed = (b: string) => ({ headers: signedHeaders(DEV_PAYMENT_SECRET, b), payload: b });
    const created = await app.inject({ method: 'POST', url: '/cashier/api/payouts', ...signed(body) });
    expect(created.json()).toMatchObject({ status: 'PENDING' });
    const cancel = await app.inject({
      method: 'POST',
      url: '/cashier/api/payouts/p1/cancel',
      ...signed('{"paymentId":"p1"}'),
    });
    expect(cancel.json()).toEqual({ status: 'CANCELLED' });
    const settle = (id: string, outcome: string) =>
      app.inject({
        method: 'POST',
        url: `/cashier/api/payouts/${id}/settle`,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ outcome }),
      });
    expect((await settle('p1', 'COMPLETED')).statusCode).toBe(409);

    const body2 = body.replace('"p1"', '"p2"');
    await app.inject({ method: 'POST', url: '/cashier/api/payouts', ...signed(body2) });
    expect((await settle('p2', 'COMPLETED')).json()).toMatchObject({ status: 'COMPLETED' });
    expect(JSON.parse(sent.at(-1)!.body)).toMatchObject({ type: 'payout.completed', paymentId: 'p2' });
    const late = await app.inject({
      method: 'POST',
      url: '/cashier/api/payouts/p2/cancel',
      ...signed('{"paymentId":"p2"}'),
    });
    expect(late.statusCode).toBe(409);
    expect((await app.inject('/cashier/payouts')).body).toContain('p2');
  });
});
