import { AuthResponse, CodeSent, ErrorCode, endpoints } from '@croupier/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, envelope } from '../../../test/api.ts';
import { buildTestApp, type TestContext } from '../../../test/helper.ts';
import { newEmail, newPhone, PASSWORD, registerByEmail, registerByPhone } from '../../../test/players.ts';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp({ env: { PUBLIC_URL: 'https://play.example.com' } });
});
afterAll(() => t?.close());

const MINUTE = 60_000;
const NEW_PASSWORD = 'Brand-New-Secret-7';
const signin = (login: string, password: string, type: 'email' | 'phone' = 'email') =>
  api(t).call(endpoints.signin, { body: { type, login, password } });

/** Codes and links are sent after the answer (the same answer for every login): wait for them. */
const delivered = () => t.app.services.recovery.idle();

/** The token and login of the latest reset link e-mailed to `email`. */
async function linkFor(email: string) {
  await delivered();
  const mail = t.messaging.latest(email);
  if (mail?.kind !== 'email') throw new Error(`no e-mail to ${email}`);
  const href = /https:\/\/play\.example\.com\/forgot-password\?[^\s"]+/.exec(mail.text)?.[0];
  if (!href) throw new Error('no link in the e-mail');
  const url = new URL(href);
  return { href, token: url.searchParams.get('token')!, login: url.searchParams.get('login')!, mail };
}

describe('password reset by phone (POST /restore-pass-phone)', () => {
  it('sends a 6-digit code, checks it without using it, then resets, ends old sessions and logs in', async () => {
    const { phone, auth } = await registerByPhone(t);
    const sent = await api(t).call(endpoints.restorePassPhone, {
      body: { brandId: 'croupier', phone, phoneCode: '+1' },
    });
    expect(sent.statusCode).toBe(200);
    expect(CodeSent.parse(sent.json())).toMatchObject({ codeLength: 6, resendIntervalMs: 10_000 });
    await delivered();
    const code = t.messaging.latestCode(`+1${phone}`)!;
    expect(code).toMatch(/^\d{6}$/);
    expect(
      t.messaging.latest(`+1${phone}`)?.kind === 'sms' && t.messaging.latest(`+1${phone}`),
    ).toMatchObject({
      text: expect.stringContaining('password reset'),
    });

    const login = `+1${phone}`;
    const check = await api(t).call(endpoints.resetCheck, { body: { login, token: code } });
    expect(check.statusCode, check.body).toBe(200);
    expect(check.json()).toEqual({ success: true });
    // The check does not use the code up.
    expect(await api(t).status(endpoints.resetCheck, { body: { login, token: code } })).toBe(200);

    const reset = await api(t).call(endpoints.resetPassword, {
      body: {
        login,
        token: code,
        password: NEW_PASSWORD,
        repeatPassword: NEW_PASSWORD,
      },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const fresh = AuthResponse.parse(reset.json());
    expect(fresh.uuid).toBe(auth.uuid);
    expect(String(reset.headers['set-cookie'])).toContain('token_alive=1');

    expect(
      await api(t)
        .as(auth)
        .status(endpoints.getProfile, { params: { id: auth.uuid } }),
    ).toBe(401);
    expect(
      await api(t)
        .as(fresh)
        .status(endpoints.getProfile, { params: { id: auth.uuid } }),
    ).toBe(200);
    expect((await signin(login, PASSWORD, 'phone')).statusCode).toBe(401);
    expect((await signin(login, NEW_PASSWORD, 'phone')).statusCode).toBe(200);

    const reuse = await api(t).fails(endpoints.resetPassword, {
      body: {
        login,
        token: code,
        password: 'Another-Secret-8',
      },
    });
    expect(reuse.status).toBe(400);
    expect(Object.keys(reuse.fieldErrors ?? {})).toEqual(['token']);
  });

  it('answers a wrong code with 400 and a field error on token, and 429 after 5 wrong tries', async () => {
    const { phone } = await registerByPhone(t);
    await api(t).call(endpoints.restorePassPhone, { body: { phone, phoneCode: '+1' } });
    await delivered();
    const code = t.messaging.latestCode(`+1${phone}`)!;
    const wrong = code === '000000' ? '111111' : '000000';
    const check = (token: string) =>
      api(t).call(endpoints.resetCheck, { body: { login: phone, phoneCode: '+1', token } });
    const first = await check(wrong);
    expect(first.statusCode).toBe(400);
    expect(envelope(first).fieldErrors).toEqual({ token: ErrorCode.otpInvalid });
    for (let i = 0; i < 3; i++) expect((await check(wrong)).statusCode).toBe(400);
    expect((await check(wrong)).statusCode).toBe(429);
    expect(envelope(await check(code)).error).toBe(ErrorCode.otpAttemptsExceeded);
  });

  it('refuses a code after 10 minutes', async () => {
    const { phone } = await registerByPhone(t);
    await api(t).call(endpoints.restorePassPhone, { body: { phone, phoneCode: '+1' } });
    await delivered();
    const code = t.messaging.latestCode(`+1${phone}`)!;
    t.advance(10 * MINUTE);
    const res = await api(t).fails(endpoints.resetPassword, {
      body: {
        login: `1${phone}`,
        token: code,
        password: NEW_PASSWORD,
      },
    });
    expect(res.status).toBe(400);
    expect(res.fieldErrors).toEqual({ token: ErrorCode.otpExpired });
  });

  it('enforces the resend interval, for a registered and an unknown phone alike', async () => {
    const { phone } = await registerByPhone(t);
    for (const p of [phone, newPhone()]) {
      expect(await api(t).status(endpoints.restorePassPhone, { body: { phone: p, phoneCode: '+1' } })).toBe(
        200,
      );
      const early = await api(t).fails(endpoints.restorePassPhone, { body: { phone: p, phoneCode: '+1' } });
      expect(early.status).toBe(429);
      expect(early.error).toBe(ErrorCode.smsSendLimit);
    }
  });

  it('answers an unknown phone the same way, sending nothing', async () => {
    const phone = newPhone();
    const res = await api(t).call(endpoints.restorePassPhone, { body: { phone, phoneCode: '+1' } });
    expect(res.statusCode).toBe(200);
    expect(t.messaging.latest(`+1${phone}`)).toBeUndefined();
  });
});

describe('password reset by e-mail (POST /auth/password/reset/request?channel=email)', () => {
  const request = (email: string) =>
    api(t).call(endpoints.resetRequest, {
      query: { channel: 'email' },
      body: { brandId: 'croupier', email },
    });

  it('e-mails a single-use link to /forgot-password with the token and login; the link resets once', async () => {
    const { body, auth } = await registerByEmail(t);
    const email = body.email as string;
    const res = await request(email.toUpperCase());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    const { token, login, mail } = await linkFor(email);
    expect(login).toBe(email);
    expect(token.length).toBeGreaterThanOrEqual(43);
    expect(mail.kind === 'email' && mail.html).toContain(
      'href="https://play.example.com/forgot-password?token=',
    );

    expect(await api(t).status(endpoints.resetCheck, { body: { login, token } })).toBe(200);
    const reset = await api(t).call(endpoints.resetPassword, {
      body: { login, token, password: NEW_PASSWORD },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(AuthResponse.parse(reset.json()).uuid).toBe(auth.uuid);
    expect(
      await api(t)
        .as(auth)
        .status(endpoints.getProfile, { params: { id: auth.uuid } }),
    ).toBe(401);
    expect((await signin(email, NEW_PASSWORD)).statusCode).toBe(200);

    const again = await api(t).fails(endpoints.resetPassword, {
      body: { login, token, password: 'Another-Secret-8' },
    });
    expect(again.status).toBe(400);
    expect(again).toMatchObject({
      error: ErrorCode.resetTokenInvalid,
      fieldErrors: { token: ErrorCode.resetTokenInvalid },
    });
  });

  it('refuses a link after an hour, a link for another login, and a link replaced by a newer one', async () => {
    const { body } = await registerByEmail(t);
    const email = body.email as string;
    await request(email);
    const first = await linkFor(email);
    t.advance(61 * MINUTE);
    const late = await api(t).call(endpoints.resetCheck, { body: { login: email, token: first.token } });
    expect(late.statusCode).toBe(400);

    await request(email);
    const older = await linkFor(email);
    await request(email);
    const newer = await linkFor(email);
    expect(await api(t).status(endpoints.resetCheck, { body: { login: email, token: older.token } })).toBe(
      400,
    );
    expect(
      await api(t).status(endpoints.resetCheck, { body: { login: newEmail(), token: newer.token } }),
    ).toBe(400);
    expect(await api(t).status(endpoints.resetCheck, { body: { login: email, token: newer.token } })).toBe(
      200,
    );
  });

  it('answers 302 error.use-previous-browser ("Filed login required") without the login', async () => {
    const { body } = await registerByEmail(t);
    await request(body.email as string);
    const { token } = await linkFor(body.email as string);
    const res = await api(t).call(endpoints.resetPassword, {
      body: {
        token,
        password: NEW_PASSWORD,
        repeatPassword: NEW_PASSWORD,
      },
    });
    expect(res.statusCode).toBe(302);
    expect(envelope(res)).toMatchObject({
      error: ErrorCode.usePreviousBrowser,
      message: 'Filed login required',
    });
  });

  it('applies the password rules to the new password', async () => {
    const { body } = await registerByEmail(t, { email: `lucky.ann.${Date.now()}@example.com` });
    const email = body.email as string;
    await request(email);
    const { token } = await linkFor(email);
    const local = email.split('@')[0];
    const containsEmail = await api(t).fails(endpoints.resetPassword, {
      body: {
        login: email,
        token,
        password: `x${local}x`,
      },
    });
    expect(containsEmail.status).toBe(400);
    expect(containsEmail.fieldErrors).toEqual({
      password: 'auth.errors.password-email-validation',
    });
    const mismatch = await api(t).fails(endpoints.resetPassword, {
      body: {
        login: email,
        token,
        password: NEW_PASSWORD,
        repeatPassword: `${NEW_PASSWORD}!`,
      },
    });
    expect(mismatch.fieldErrors).toEqual({ repeatPassword: 'auth.passwords-must-be-equals' });
    // Neither spent the link.
    expect(
      await api(t).status(endpoints.resetPassword, { body: { login: email, token, password: NEW_PASSWORD } }),
    ).toBe(200);
  });

  it('answers an unknown e-mail the same way, sending nothing', async () => {
    const email = newEmail();
    expect((await request(email)).statusCode).toBe(200);
    expect(t.messaging.latest(email)).toBeUndefined();
  });

  it('answers as for an unknown e-mail when the e-mail gateway is down (the send is not awaited)', async () => {
    const { body } = await registerByEmail(t);
    t.messaging.failing = true;
    try {
      const res = await request(body.email as string);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true });
      await delivered();
    } finally {
      t.messaging.failing = false;
    }
  });
});

describe('unlock (POST /player/unlock)', () => {
  it('sends the reset link to a locked login; the reset lifts the lock at once', async () => {
    const { body } = await registerByEmail(t);
    const email = body.email as string;
    for (let i = 0; i < 5; i++) await signin(email, 'wrong-password');
    expect((await signin(email, PASSWORD)).statusCode).toBe(429);

    const res = await api(t).call(endpoints.unlock, { body: { login: email } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    const { token } = await linkFor(email);
    expect(
      await api(t).status(endpoints.resetPassword, { body: { login: email, token, password: NEW_PASSWORD } }),
    ).toBe(200);
    expect((await signin(email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('sends a reset code to a phone-only account, and answers an unknown login the same way', async () => {
    const { phone } = await registerByPhone(t);
    expect(await api(t).status(endpoints.unlock, { body: { login: `+1${phone}` } })).toBe(200);
    await delivered();
    expect(
      t.messaging.latest(`+1${phone}`)?.kind === 'sms' && t.messaging.latest(`+1${phone}`),
    ).toMatchObject({
      text: expect.stringContaining('password reset'),
    });
    expect(await api(t).status(endpoints.unlock, { body: { login: 'nobody_here' } })).toBe(200);
  });
});
