import { AuthResponse } from '@croupier/contract';
import { expect } from 'vitest';
import { freshIp, type TestContext } from './helper.ts';

/** Helpers for tests that need players: requests as a client would send them, and ready accounts. */

export interface Call {
  ip?: string;
  token?: string;
  headers?: Record<string, string>;
}

export async function post(t: TestContext, url: string, payload: unknown, call: Call = {}) {
  return t.app.inject({
    method: 'POST',
    url: `/api${url}`,
    payload: payload as object,
    remoteAddress: call.ip ?? freshIp(),
    headers: { ...(call.token && { authorization: `Bearer ${call.token}` }), ...call.headers },
  });
}

export async function get(t: TestContext, url: string, call: Call = {}) {
  return t.app.inject({
    method: 'GET',
    url: `/api${url}`,
    remoteAddress: call.ip ?? freshIp(),
    headers: { ...(call.token && { authorization: `Bearer ${call.token}` }), ...call.headers },
  });
}

let counter = 0;
export const unique = () => `${Date.now().toString(36)}${(++counter).toString(36)}`;
export const newEmail = () => `player.${unique()}@example.com`;
let phoneCounter = 0;
/** A possible US number, different each call: national digits for phoneCode '+1'. */
export const newPhone = () => `202555${String(1000 + (++phoneCounter % 9000)).padStart(4, '0')}`;

export const PASSWORD = 'Correct-Horse-42';

export function signupBody(over: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    brandId: 'croupier',
    type: 'email',
    email: newEmail(),
    password: PASSWORD,
    currency: 'USD',
    country: 'US',
    additionalFields: { tcAgreement: true, userAge: true, userAgreement: true },
    ...over,
  };
}

/** Registers by e-mail; answers the body sent and the auth answer. */
export async function registerByEmail(t: TestContext, over: Record<string, unknown> = {}) {
  const body = signupBody(over);
  const res = await post(t, '/signup', body);
  expect(res.statusCode, res.body).toBe(200);
  return { body, auth: AuthResponse.parse(res.json()) };
}

/** Sends and confirms the registration code for a phone, as the OTP step does. */
export async function confirmPhone(t: TestContext, phone: string, phoneCode = '+1') {
  const sent = await post(t, '/sms/send', { brandId: 'croupier', phone, phoneCode });
  expect(sent.statusCode, sent.body).toBe(200);
  const code = t.messaging.latestCode(`+${phoneCode.replace('+', '')}${phone}`);
  expect(code).toBeDefined();
  const confirmed = await post(t, '/sms/confirm', { brandId: 'croupier', phone, phoneCode, code });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
}

/** Registers by phone (code sent, read and confirmed first). */
export async function registerByPhone(t: TestContext, over: Record<string, unknown> = {}) {
  const phone = newPhone();
  await confirmPhone(t, phone);
  const body = signupBody({ type: 'phone', email: undefined, phone, phoneCode: '+1', ...over });
  const res = await post(t, '/signup', body);
  expect(res.statusCode, res.body).toBe(200);
  return { body, phone, auth: AuthResponse.parse(res.json()) };
}
