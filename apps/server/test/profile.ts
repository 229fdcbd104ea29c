import { ErrorEnvelope, Profile } from '@croupier/contract';
import { afterAll, beforeAll, expect } from 'vitest';
import { buildTestApp, freshIp, type TestContext } from './helper.ts';
import { type Call, get, newPhone, PASSWORD, registerByEmail } from './players.ts';

/** A PUT as the player of `call` (token, address). */
export function putAs(t: TestContext, url: string, payload: unknown, call: Call = {}) {
  return t.app.inject({
    method: 'PUT',
    url: `/api${url}`,
    payload: payload as object,
    remoteAddress: call.ip ?? freshIp(),
    headers: { ...(call.token && { authorization: `Bearer ${call.token}` }) },
  });
}

export async function profileOf(t: TestContext, uuid: string, token: string): Promise<Profile> {
  const res = await get(t, `/profile/profiles/${uuid}`, { token });
  expect(res.statusCode, res.body).toBe(200);
  return Profile.parse(res.json());
}

/** A fresh token for the session, after the clock moved past the old one's life. */
export async function renewToken(t: TestContext, auth: { token: string }): Promise<{ token: string }> {
  const res = await get(t, `/auth/token/renew?token=${auth.token}`);
  expect(res.statusCode, res.body).toBe(200);
  return { token: res.json().token as string };
}

/** The verification token of the latest confirmation link e-mailed to `email` (PUBLIC_URL https://play.example.com). */
export function emailToken(t: TestContext, email: string): string {
  const mail = t.messaging.latest(email);
  if (mail?.kind !== 'email') throw new Error(`no e-mail to ${email}`);
  const href = /https:\/\/play\.example\.com\/\?verificationToken=[\w-]+/.exec(mail.text)?.[0];
  if (!href) throw new Error('no link in the e-mail');
  return new URL(href).searchParams.get('verificationToken') ?? '';
}

/** A player registered by e-mail, then given a phone (unverified) through the profile. */
export async function playerWithPhone(t: TestContext) {
  const { body, auth } = await registerByEmail(t);
  const phone = newPhone();
  const res = await putAs(
    t,
    `/profile/profiles/${auth.uuid}`,
    { phone, phoneCode: '+1', password: PASSWORD },
    auth,
  );
  expect(res.statusCode, res.body).toBe(200);
  return { auth, email: body.email as string, phone, to: `+1${phone}` };
}

/**
 * A profile test file's app, built before its tests with e-mailed links on a public address, and
 * the steps above bound to it (`kit.put(url, body)`, `kit.profileOf(uuid, token)` …).
 */
export function profileTestKit() {
  let t: TestContext | undefined;
  const app = () => {
    if (!t) throw new Error('the test app is not built yet');
    return t;
  };
  beforeAll(async () => {
    t = await buildTestApp({ env: { PUBLIC_URL: 'https://play.example.com' } });
  });
  afterAll(() => t?.close());
  return {
    app,
    put: (url: string, payload: unknown, call: Call = {}) => putAs(app(), url, payload, call),
    profileOf: (uuid: string, token: string) => profileOf(app(), uuid, token),
    renew: (auth: { token: string }) => renewToken(app(), auth),
    emailToken: (email: string) => emailToken(app(), email),
    playerWithPhone: () => playerWithPhone(app()),
    envelope: (res: { json(): unknown }) => ErrorEnvelope.parse(res.json()),
  };
}
