import { endpoints, type Profile } from '@croupier/contract';
import { afterAll, beforeAll } from 'vitest';
import { api } from './api.ts';
import { buildTestApp, type TestContext } from './helper.ts';
import { newPhone, PASSWORD, registerByEmail } from './players.ts';

export async function profileOf(t: TestContext, uuid: string, token: string): Promise<Profile> {
  return api(t)
    .as(token)
    .ok(endpoints.getProfile, { params: { id: uuid } });
}

/** A fresh token for the session, after the clock moved past the old one's life. */
export async function renewToken(t: TestContext, auth: { token: string }): Promise<{ token: string }> {
  const { token } = await api(t).ok(endpoints.renewToken, { query: { token: auth.token } });
  return { token };
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
  await api(t)
    .as(auth)
    .ok(endpoints.updateProfile, {
      params: { id: auth.uuid },
      body: { phone, phoneCode: '+1', password: PASSWORD },
    });
  return { auth, email: body.email as string, phone, to: `+1${phone}` };
}

/**
 * A profile test file's app, built before its tests with e-mailed links on a public address, and
 * the steps above bound to it (`kit.profileOf(uuid, token)`, `kit.renew(auth)` …).
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
    profileOf: (uuid: string, token: string) => profileOf(app(), uuid, token),
    renew: (auth: { token: string }) => renewToken(app(), auth),
    emailToken: (email: string) => emailToken(app(), email),
    playerWithPhone: () => playerWithPhone(app()),
  };
}
