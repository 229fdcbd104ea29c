import { BalanceResponse } from '@croupier/contract';
import { expect } from 'vitest';
import { MemoryPaymentProvider } from '../src/adapters/payments/index.ts';
import { freshIp, type TestContext } from './helper.ts';
import { type Call, get } from './players.ts';

/** The default PAYMENT_WEBHOOK_SECRET tests run with. */
export const WEBHOOK_SECRET = 'croupier-sandbox-payment-webhook-secret-dev';

export function memoryProvider(t: { now: () => number }) {
  return new MemoryPaymentProvider(WEBHOOK_SECRET, 'http://localhost:3100', t.now);
}

export async function put(t: TestContext, url: string, payload: unknown, call: Call = {}) {
  return t.app.inject({
    method: 'PUT',
    url: `/api${url}`,
    payload: payload as object,
    remoteAddress: call.ip ?? freshIp(),
    headers: { ...(call.token && { authorization: `Bearer ${call.token}` }), ...call.headers },
  });
}

/** Sends a provider webhook as the provider would. */
export async function sendWebhook(t: TestContext, hook: { body: string; headers: Record<string, string> }) {
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/webhooks/sandbox',
    payload: hook.body,
    headers: hook.headers,
  });
}

export async function realBalance(t: TestContext, uuid: string, token: string): Promise<number> {
  const res = await get(t, `/balance/v2/${uuid}`, { token });
  expect(res.statusCode, res.body).toBe(200);
  return BalanceResponse.parse(res.json()).balances[0]!.real.amount;
}
