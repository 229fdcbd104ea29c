import { type APIRequestContext, expect } from '@playwright/test';
import { SANDBOX } from './support.ts';

/** Deposits through the API and the sandbox cashier's success card (the deposit is not under test). */
export async function depositByApi(
  request: APIRequestContext,
  p: { uuid: string; token: string },
  dollars: number,
) {
  const headers = { authorization: `Bearer ${p.token}` };
  const res = await request.put(`/api/payment-engine/payments/${p.uuid}/deposit`, {
    headers,
    data: {
      currency: 'USD',
      playerUUID: p.uuid,
      paymentMethod: 'card',
      aggregatorId: 'sandbox',
      amount: String(dollars),
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  const session = new URL(((await res.json()) as { redirectLink: string }).redirectLink).searchParams.get(
    'session',
  );
  const paid = await request.post(`${SANDBOX}/cashier/api/pay`, {
    data: { session, card: '4242424242424242' },
  });
  expect(paid.status(), await paid.text()).toBe(200);
}
