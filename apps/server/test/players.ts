import { endpoints, type SignupBody } from '@croupier/contract';
import { expect } from 'vitest';
import { api } from './api.ts';
import type { TestContext } from './helper.ts';

/** Helpers for tests that need players: registration bodies and ready accounts, through the API client. */

let counter = 0;
export const unique = () => `${Date.now().toString(36)}${(++counter).toString(36)}`;
export const newEmail = () => `player.${unique()}@example.com`;
let phoneCounter = 0;
/** A possible US number, different each call: national digits for phoneCode '+1'. */
export const newPhone = () => `202555${String(1000 + (++phoneCounter % 9000)).padStart(4, '0')}`;

export const PASSWORD = 'Correct-Horse-42';

/** A registration by e-mail that succeeds (fields of `over` replace the defaults). */
export function signupBody<O extends Partial<SignupBody> = Record<never, never>>(over: O = {} as O) {
  const defaults = {
    brandId: 'croupier',
    type: 'email',
    email: newEmail(),
    password: PASSWORD,
    currency: 'USD',
    country: 'US',
    additionalFields: { tcAgreement: true, userAge: true, userAgreement: true },
  } satisfies SignupBody;
  return { ...defaults, ...over };
}

/** Registers by e-mail; answers the body sent and the auth answer. */
export async function registerByEmail<O extends Partial<SignupBody> = Record<never, never>>(
  t: TestContext,
  over: O = {} as O,
) {
  const body = signupBody(over);
  return { body, auth: await api(t).ok(endpoints.signup, { body }) };
}

/** Sends and confirms the registration code for a phone, as the OTP step does. */
export async function confirmPhone(t: TestContext, phone: string, phoneCode = '+1') {
  await api(t).ok(endpoints.smsSend, { body: { brandId: 'croupier', phone, phoneCode } });
  const code = t.messaging.latestCode(`+${phoneCode.replace('+', '')}${phone}`);
  expect(code).toBeDefined();
  await api(t).ok(endpoints.smsConfirm, { body: { brandId: 'croupier', phone, phoneCode, code: code! } });
}

/** Registers by phone (code sent, read and confirmed first). */
export async function registerByPhone<O extends Partial<SignupBody> = Record<never, never>>(
  t: TestContext,
  over: O = {} as O,
) {
  const phone = newPhone();
  await confirmPhone(t, phone);
  const body = signupBody({ type: 'phone', email: undefined, phone, phoneCode: '+1', ...over });
  return { body, phone, auth: await api(t).ok(endpoints.signup, { body }) };
}
