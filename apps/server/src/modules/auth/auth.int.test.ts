import {
  AntiFraudRejectDetails,
  AuthResponse,
  ErrorCode,
  endpoints,
  Profile,
  SelfRestrictionDetails,
  SignupResponse,
  TOKEN_ALIVE_COOKIE,
} from '@croupier/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, envelope } from '../../../test/api.ts';
import { buildTestApp, freshIp, type TestContext, toWindowStart } from '../../../test/helper.ts';
import {
  confirmPhone,
  newEmail,
  newPhone,
  PASSWORD,
  registerByEmail,
  registerByPhone,
  signupBody,
  unique,
} from '../../../test/players.ts';
import { RENEWAL_GRACE_MS } from './sessions.ts';
import { players, sessions } from './tables.ts';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const MINUTE = 60_000;
const profileOf = (token: string, uuid: string) =>
  api(t)
    .as(token)
    .call(endpoints.getProfile, { params: { id: uuid } });

describe('registration (POST /signup)', () => {
  it('registers by e-mail, logs in and answers the token, uuid and the token-alive cookie', async () => {
    const body = signupBody({ email: `  New.Player.${unique()}@Example.com ` });
    const res = await api(t).call(endpoints.signup, { body });
    expect(res.statusCode, res.body).toBe(200);
    const auth = SignupResponse.parse(res.json());
    expect(auth.logged).toBe(true);
    expect(auth.promo).toBeNull();
    expect(auth.expiresIn).toBe(900);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(String(res.headers['set-cookie'])).toMatch(
      new RegExp(`^${TOKEN_ALIVE_COOKIE}=1; Max-Age=840; Path=/`),
    );

    const profile = Profile.parse((await profileOf(auth.token, auth.uuid)).json());
    expect(profile.email).toBe((body.email as string).trim().toLowerCase());
    expect(profile.uuid).toBe(auth.uuid);
    expect(profile.playerUUID).toBe(auth.uuid);
    expect(profile.currency).toBe('USD');
    expect(profile.languageCode).toBe('en');
    expect(profile.additionalData).toEqual({ userAgreement: true, userAge: true });
    expect([profile.communicationEmail, profile.communicationSMS, profile.communicationCall]).toEqual([
      true,
      true,
      true,
    ]);
    expect(profile.emailVerified).toBe(false);
    expect(profile.selfRestriction).toBeNull();
  });

  it('keeps every registration payload field', async () => {
    const campaignUuid = '7d3f4a8e-2b1c-4d5e-8f90-123456789abc';
    const { auth, body } = await registerByEmail(t, {
      username: `ann_${unique()}`,
      firstName: 'Ann',
      lastName: 'Lee',
      gender: 'FEMALE',
      birthDate: '1990-04-01',
      country: 'CA',
      currency: 'CAD',
      device: 'mobile',
      timeZone: 'America/Toronto',
      deviceFingerprint: `fp-${unique()}`,
      trafficSource: 'newsletter',
      websiteUrl: 'https://croupier.example/registration',
      affiliateParams: { btag: 'a1b2', utm_source: 'mail' },
      campaignUuid,
      identifier: 'anon-123',
      languageCode: 'en',
      subscriptions: { marketingSMS: false, communicationCall: false },
    });
    const [row] = await t.database.db.select().from(players).where(eq(players.uuid, auth.uuid));
    expect(row).toMatchObject({
      username: body.username,
      firstName: 'Ann',
      gender: 'FEMALE',
      birthDate: '1990-04-01',
      country: 'CA',
      currency: 'CAD',
      device: 'MOBILE',
      timeZone: 'America/Toronto',
      trafficSource: 'newsletter',
      affiliateParams: { btag: 'a1b2', utm_source: 'mail' },
      campaignUuid,
      identifier: 'anon-123',
    });
    expect(row?.subscriptions).toMatchObject({
      marketingSMS: false,
      communicationCall: false,
      marketingMail: true,
    });
    const profile = Profile.parse((await profileOf(auth.token, auth.uuid)).json());
    expect(profile.communicationCall).toBe(false);
    expect(profile.birthDate).toBe('1990-04-01');
  });

  it('stores the password as an argon2id hash with the OWASP parameters, never in clear', async () => {
    const { auth } = await registerByEmail(t);
    const [row] = await t.database.db.select().from(players).where(eq(players.uuid, auth.uuid));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row?.passwordHash).not.toContain(PASSWORD);
  });

  it('applies a promo code as letters and digits, lower-cased', async () => {
    const ok = SignupResponse.parse(
      (await api(t).call(endpoints.signup, { body: signupBody({ promoCode: ' Welcome-100! ' }) })).json(),
    );
    expect(ok.promo).toEqual({ code: 'welcome100', status: 'ACCEPTED' });
    const bad = SignupResponse.parse(
      (await api(t).call(endpoints.signup, { body: signupBody({ promoCode: 'NOPE 1' }) })).json(),
    );
    expect(bad.promo).toEqual({ code: 'nope1', status: 'INVALID' });
  });

  it('refuses a duplicate e-mail, username or phone with error.profile.duplicated on that field', async () => {
    const { body } = await registerByEmail(t, { username: `dup_${unique()}` });
    const email = await api(t).call(endpoints.signup, {
      body: signupBody({ email: (body.email as string).toUpperCase() }),
    });
    expect(email.statusCode).toBe(400);
    expect(envelope(email)).toMatchObject({
      error: ErrorCode.profileDuplicated,
      fieldErrors: { email: ErrorCode.profileDuplicated },
    });
    const username = await api(t).call(endpoints.signup, {
      body: signupBody({ type: 'username', username: (body.username as string).toUpperCase() }),
    });
    expect(envelope(username)).toMatchObject({
      error: ErrorCode.profileDuplicated,
      fieldErrors: { username: ErrorCode.profileDuplicated },
    });
    const { phone } = await registerByPhone(t);
    const again = await api(t).fails(endpoints.signup, {
      body: signupBody({ type: 'phone', phone, phoneCode: '+1' }),
    });
    expect(again.status).toBe(400);
    expect(again.fieldErrors).toEqual({ phone: ErrorCode.profileDuplicated });
  });

  it('answers bad payloads with 400 and the field at fault', async () => {
    const cases: [Record<string, unknown>, string, string?][] = [
      [
        { additionalFields: { tcAgreement: true, userAge: false, userAgreement: true } },
        'additionalFields.userAge',
      ],
      [{ type: 'phone', email: undefined }, 'phone', 'auth.errors.field-required'],
      [
        { type: 'phone', phone: '202555', phoneCode: '+1' },
        'phone',
        'auth.errors.phone-validation-min-length',
      ],
      [{ password: 'short' }, 'password', 'auth.errors.password-min-length'],
      [
        { email: 'ann.lee@example.com', password: 'my-ann.lee-pass' },
        'password',
        'auth.errors.password-email-validation',
      ],
      [{ country: 'FR' }, 'country', 'error.country.not-supported'],
      [{ country: 'US', currency: 'EUR' }, 'currency', 'error.currency.not-supported'],
      [{ brandId: 'other-brand' }, 'brandId', 'error.brand.unknown'],
      [{ birthDate: '01.04.1990' }, 'birthDate'],
    ];
    for (const [over, field, message] of cases) {
      const body = await api(t).fails(endpoints.signup, { body: signupBody(over) });
      expect(body.status, JSON.stringify(over)).toBe(400);
      expect(body.error).toBe(ErrorCode.validation);
      expect(Object.keys(body.fieldErrors ?? {}), JSON.stringify(over)).toContain(field);
      if (message) expect(body.fieldErrors?.[field]).toBe(message);
    }
  });

  it('refuses a phone registration without a confirmed code while the brand has the one-time code on', async () => {
    const res = await api(t).fails(endpoints.signup, {
      body: signupBody({ type: 'phone', phone: newPhone(), phoneCode: '+1' }),
    });
    expect(res.status).toBe(400);
    expect(res).toMatchObject({
      error: ErrorCode.otpRequired,
      fieldErrors: { code: ErrorCode.otpRequired },
    });
  });

  it('registers by phone after the code is confirmed, with the phone verified', async () => {
    const { auth, phone } = await registerByPhone(t);
    const profile = Profile.parse((await profileOf(auth.token, auth.uuid)).json());
    expect(profile).toMatchObject({
      phone,
      phoneCode: '+1',
      phoneNumber: `+1${phone}`,
      phoneNumberVerified: true,
    });
    expect(profile.email).toBeNull();
  });

  it('lets a confirmed code allow one registration only', async () => {
    const phone = newPhone();
    await confirmPhone(t, phone);
    const first = await api(t).call(endpoints.signup, {
      body: signupBody({ type: 'phone', phone, phoneCode: '+1' }),
    });
    expect(first.statusCode).toBe(200);
    const second = await api(t).fails(endpoints.signup, {
      body: signupBody({ type: 'phone', phone: `(${phone.slice(0, 3)}) ${phone.slice(3)}`, phoneCode: '+1' }),
    });
    expect(second.error).toBe(ErrorCode.profileDuplicated);
  });

  it('rejects too many registrations from one device (anti-fraud, 423 reject registration)', async () => {
    const deviceFingerprint = `fp-${unique()}`;
    for (let i = 0; i < 3; i++) await registerByEmail(t, { deviceFingerprint });
    const body = await api(t).fails(endpoints.signup, { body: signupBody({ deviceFingerprint }) });
    expect(body.status).toBe(423);
    expect(body.error).toBe(ErrorCode.antiFraudReject);
    expect(AntiFraudRejectDetails.parse(body.details)).toEqual({ type: 'registration' });
  });

  it('limits registrations per address (429)', async () => {
    const ip = freshIp();
    for (let i = 0; i < 10; i++)
      expect(await api(t).from(ip).status(endpoints.signup, { body: signupBody() })).toBe(200);
    const res = await api(t).from(ip).call(endpoints.signup, { body: signupBody() });
    expect(res.statusCode).toBe(429);
    expect(envelope(res).error).toBe(ErrorCode.rateLimited);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('registration code (POST /sms/send, /sms/confirm)', () => {
  const send = (phone: string, ip?: string) =>
    api(t)
      .from(ip)
      .call(endpoints.smsSend, { body: { brandId: 'croupier', phone, phoneCode: '+1' } });
  const confirm = (phone: string, code: string) =>
    api(t).call(endpoints.smsConfirm, { body: { brandId: 'croupier', phone, phoneCode: '+1', code } });

  it('sends a code of the brand length by SMS to the international number', async () => {
    const phone = newPhone();
    const res = await send(phone);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      codeLength: 6,
      resendIntervalMs: 10_000,
      expiresInMs: 600_000,
    });
    const sms = t.messaging.latest(`+1${phone}`);
    expect(sms?.kind).toBe('sms');
    expect(t.messaging.latestCode(`+1${phone}`)).toMatch(/^\d{6}$/);
    expect(res.body).not.toContain(t.messaging.latestCode(`+1${phone}`));
  });

  it('enforces the resend interval with 429 send-denied-limit-exhausted', async () => {
    const phone = newPhone();
    expect((await send(phone)).statusCode).toBe(200);
    t.advance(5_000);
    const early = await send(phone);
    expect(early.statusCode).toBe(429);
    expect(envelope(early).error).toBe(ErrorCode.smsSendLimit);
    expect(Number(early.headers['retry-after'])).toBe(5);
    t.advance(5_000);
    expect((await send(phone)).statusCode).toBe(200);
  });

  it('limits the codes sent to one phone in an hour', async () => {
    toWindowStart(t, 3_600_000); // the sends below advance the clock: keep them in one hour's count
    const phone = newPhone();
    for (let i = 0; i < 5; i++) {
      expect((await send(phone)).statusCode).toBe(200);
      t.advance(10_000);
    }
    const res = await send(phone);
    expect(res.statusCode).toBe(429);
    expect(envelope(res).error).toBe(ErrorCode.smsSendLimit);
  });

  it('refuses a badly formed or already registered phone with a phone field error', async () => {
    const short = await send('202555');
    expect(short.statusCode).toBe(400);
    expect(envelope(short).fieldErrors).toEqual({ phone: 'auth.errors.phone-validation-min-length' });
    const { phone } = await registerByPhone(t);
    const taken = await send(phone);
    expect(taken.statusCode).toBe(400);
    expect(envelope(taken).fieldErrors).toEqual({ phone: ErrorCode.profileDuplicated });
  });

  it('answers 400 with a code field error for a wrong code', async () => {
    const phone = newPhone();
    await send(phone);
    const code = t.messaging.latestCode(`+1${phone}`)!;
    const wrong = code === '000000' ? '111111' : '000000';
    const res = await confirm(phone, wrong);
    expect(res.statusCode).toBe(400);
    expect(envelope(res)).toMatchObject({
      error: ErrorCode.otpInvalid,
      fieldErrors: { code: ErrorCode.otpInvalid },
    });
  });

  it('uses a code once', async () => {
    const phone = newPhone();
    await send(phone);
    const code = t.messaging.latestCode(`+1${phone}`)!;
    expect((await confirm(phone, code)).statusCode).toBe(200);
    const again = await confirm(phone, code);
    expect(again.statusCode).toBe(400);
    expect(envelope(again).fieldErrors?.code).toBe(ErrorCode.otpInvalid);
  });

  it('refuses a code after 10 minutes', async () => {
    const phone = newPhone();
    await send(phone);
    const code = t.messaging.latestCode(`+1${phone}`)!;
    t.advance(10 * MINUTE);
    const res = await confirm(phone, code);
    expect(res.statusCode).toBe(400);
    expect(envelope(res)).toMatchObject({
      error: ErrorCode.otpExpired,
      fieldErrors: { code: ErrorCode.otpExpired },
    });
  });

  it('kills a code after 5 wrong tries with 429 attempt-count-exceeded, even for the right code', async () => {
    const phone = newPhone();
    await send(phone);
    const code = t.messaging.latestCode(`+1${phone}`)!;
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i++) expect((await confirm(phone, wrong)).statusCode).toBe(400);
    const fifth = await confirm(phone, wrong);
    expect(fifth.statusCode).toBe(429);
    expect(envelope(fifth).error).toBe(ErrorCode.otpAttemptsExceeded);
    const right = await confirm(phone, code);
    expect(right.statusCode).toBe(429);
    expect(envelope(right).error).toBe(ErrorCode.otpAttemptsExceeded);
  });

  it('answers 502 when the SMS gateway is down, and lets the player ask again at once', async () => {
    const phone = newPhone();
    t.messaging.failing = true;
    try {
      const res = await send(phone);
      expect(res.statusCode).toBe(502);
      expect(envelope(res).error).toBe(ErrorCode.messagingUnavailable);
    } finally {
      t.messaging.failing = false;
    }
    expect((await send(phone)).statusCode).toBe(200);
  });
});

describe('login (POST /signin, /auth/public/phone/v2/signin)', () => {
  it('logs in by e-mail (trimmed, any case), by username and by phone', async () => {
    const { body } = await registerByEmail(t, { username: `Lucky_${unique()}` });
    const byEmail = await api(t).call(endpoints.signin, {
      body: {
        type: 'email',
        login: `  ${(body.email as string).toUpperCase()} `,
        password: PASSWORD,
        brandId: 'croupier',
      },
    });
    expect(byEmail.statusCode, byEmail.body).toBe(200);
    expect(AuthResponse.parse(byEmail.json()).logged).toBe(true);
    expect(String(byEmail.headers['set-cookie'])).toContain(`${TOKEN_ALIVE_COOKIE}=1; Max-Age=840`);
    const byUsername = await api(t).call(endpoints.signin, {
      body: {
        type: 'username',
        login: (body.username as string).toLowerCase(),
        password: PASSWORD,
      },
    });
    expect(byUsername.statusCode).toBe(200);

    const { phone, auth } = await registerByPhone(t);
    for (const login of [`+1${phone}`, `1${phone}`, `+1 (${phone.slice(0, 3)}) ${phone.slice(3)}`]) {
      const res = await api(t).call(endpoints.signin, { body: { type: 'phone', login, password: PASSWORD } });
      expect(res.statusCode, login).toBe(200);
      expect(AuthResponse.parse(res.json()).uuid).toBe(auth.uuid);
    }
    const national = await api(t).call(endpoints.signin, {
      body: {
        type: 'phone',
        login: phone,
        phoneCode: '+1',
        password: PASSWORD,
      },
    });
    expect(national.statusCode).toBe(200);
    const both = await api(t).call(endpoints.signin, {
      body: {
        type: 'phone',
        login: `1${phone}`,
        phoneCode: '+1',
        password: PASSWORD,
      },
    });
    expect(both.statusCode).toBe(200);
    const v2 = await api(t).call(endpoints.phoneSignin, {
      body: { phone, phoneCode: '+1', password: PASSWORD },
    });
    expect(v2.statusCode).toBe(200);
    expect(AuthResponse.parse(v2.json()).uuid).toBe(auth.uuid);
  });

  it('answers a wrong password and an unknown login alike: 401 error.access.unauthorized', async () => {
    const { body } = await registerByEmail(t);
    const wrong = await api(t).call(endpoints.signin, {
      body: {
        type: 'email',
        login: body.email,
        password: 'not-the-password',
      },
    });
    const unknown = await api(t).call(endpoints.signin, {
      body: { type: 'email', login: newEmail(), password: PASSWORD },
    });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(envelope(res)).toEqual({ error: ErrorCode.unauthorized, message: 'Wrong login or password' });
    }
  });

  it('locks a login for 15 minutes after 5 wrong passwords (429), then lets it in', async () => {
    const { body } = await registerByEmail(t);
    const attempt = (password: string) =>
      api(t).call(endpoints.signin, { body: { type: 'email', login: body.email, password } });
    for (let i = 0; i < 5; i++) expect((await attempt('wrong-password')).statusCode).toBe(401);
    const locked = await attempt(PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(envelope(locked).error).toBe(ErrorCode.rateLimited);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    t.advance(15 * MINUTE);
    expect((await attempt(PASSWORD)).statusCode).toBe(200);
  });

  it('limits login attempts per address', async () => {
    const ip = freshIp();
    for (let i = 0; i < 30; i++) {
      await api(t)
        .from(ip)
        .call(endpoints.signin, { body: { type: 'email', login: newEmail(), password: 'whatever-1' } });
    }
    const res = await api(t)
      .from(ip)
      .call(endpoints.signin, { body: { type: 'email', login: newEmail(), password: 'whatever-1' } });
    expect(res.statusCode).toBe(429);
  });

  it('refuses a self-restricted player with 423: temporary with expirationDate, permanent without', async () => {
    const { body, auth } = await registerByEmail(t);
    const until = new Date(Date.now() + 365 * 86_400_000);
    await t.database.db
      .update(players)
      .set({ selfRestrictedUntil: until })
      .where(eq(players.uuid, auth.uuid));
    const login = () =>
      api(t).call(endpoints.signin, { body: { type: 'email', login: body.email, password: PASSWORD } });

    const temporary = await login();
    expect(temporary.statusCode).toBe(423);
    const tBody = envelope(temporary);
    expect(tBody.error).toBe(ErrorCode.selfRestricted);
    expect(SelfRestrictionDetails.parse(tBody.details)).toEqual({
      type: 'temporary',
      expirationDate: until.toISOString(),
    });

    await t.database.db
      .update(players)
      .set({ selfRestrictedUntil: null, selfRestrictedPermanent: true })
      .where(eq(players.uuid, auth.uuid));
    const permanent = await login();
    expect(permanent.statusCode).toBe(423);
    expect(envelope(permanent).details).toEqual({ type: 'permanently' });

    // The restriction is only told to whoever knows the password.
    const wrong = await api(t).call(endpoints.signin, {
      body: { type: 'email', login: body.email, password: 'wrong-password' },
    });
    expect(wrong.statusCode).toBe(401);

    await t.database.db
      .update(players)
      .set({ selfRestrictedPermanent: false, selfRestrictedUntil: new Date(Date.now() - 1000) })
      .where(eq(players.uuid, auth.uuid));
    expect((await login()).statusCode).toBe(200);
  });

  it('rejects a login from a device used by too many accounts (423 reject login)', async () => {
    const deviceFingerprint = `fp-${unique()}`;
    const accounts = [];
    for (let i = 0; i < 6; i++) accounts.push((await registerByEmail(t)).body);
    for (let i = 0; i < 5; i++) {
      const res = await api(t).call(endpoints.signin, {
        body: {
          type: 'email',
          login: accounts[i]!.email,
          password: PASSWORD,
          deviceFingerprint,
        },
      });
      expect(res.statusCode).toBe(200);
    }
    const res = await api(t).call(endpoints.signin, {
      body: {
        type: 'email',
        login: accounts[5]!.email,
        password: PASSWORD,
        deviceFingerprint,
      },
    });
    expect(res.statusCode).toBe(423);
    expect(envelope(res)).toMatchObject({ error: ErrorCode.antiFraudReject, details: { type: 'login' } });
  });
});

describe('session: renewal, logout and access', () => {
  it('renews a token: the new one works, the one it replaced is refused (401)', async () => {
    const { auth } = await registerByEmail(t);
    const res = await api(t).call(endpoints.renewToken, { query: { token: auth.token } });
    expect(res.statusCode).toBe(200);
    const renewed = AuthResponse.parse(res.json());
    expect(renewed.uuid).toBe(auth.uuid);
    expect(renewed.token).not.toBe(auth.token);
    expect(String(res.headers['set-cookie'])).toContain(`${TOKEN_ALIVE_COOKIE}=1; Max-Age=840`);

    expect((await profileOf(renewed.token, auth.uuid)).statusCode).toBe(200);
    const old = await profileOf(auth.token, auth.uuid);
    expect(old.statusCode).toBe(401);
    expect(envelope(old).error).toBe(ErrorCode.unauthorized);
  });

  it('renews the replaced token again within the grace period to the current one, without a new renewal', async () => {
    // A page that navigated away while its renewal was in flight, or a second tab with the same
    // token, presents it again (ADR 039).
    const { auth } = await registerByEmail(t);
    const first = AuthResponse.parse(
      (await api(t).call(endpoints.renewToken, { query: { token: auth.token } })).json(),
    );
    t.advance(RENEWAL_GRACE_MS);
    const again = await api(t).call(endpoints.renewToken, { query: { token: auth.token } });
    expect(again.statusCode).toBe(200);
    const second = AuthResponse.parse(again.json());
    expect(second.uuid).toBe(auth.uuid);
    // Both work: the second names the session's current token id, the first was not replaced.
    expect((await profileOf(second.token, auth.uuid)).statusCode).toBe(200);
    expect((await profileOf(first.token, auth.uuid)).statusCode).toBe(200);
    // The replaced token itself still does not authenticate a call.
    expect((await profileOf(auth.token, auth.uuid)).statusCode).toBe(401);
  });

  it('gives simultaneous renewals of one token the same session, and both answers work', async () => {
    const { auth } = await registerByEmail(t);
    const answers = await Promise.all(
      [1, 2, 3].map(() => api(t).call(endpoints.renewToken, { query: { token: auth.token } })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    for (const a of answers) {
      expect((await profileOf(AuthResponse.parse(a.json()).token, auth.uuid)).statusCode).toBe(200);
    }
  });

  it('refuses an expired token, and renews it while the session lives', async () => {
    const { auth } = await registerByEmail(t);
    t.advance(15 * MINUTE + 1000);
    expect((await profileOf(auth.token, auth.uuid)).statusCode).toBe(401);
    const res = await api(t).call(endpoints.renewToken, { query: { token: auth.token } });
    expect(res.statusCode).toBe(200);
    expect((await profileOf(AuthResponse.parse(res.json()).token, auth.uuid)).statusCode).toBe(200);
  });

  it('does not renew after the session lifetime (30 days)', async () => {
    const { auth } = await registerByEmail(t);
    t.advance(30 * 86_400_000 + 1000);
    expect(await api(t).status(endpoints.renewToken, { query: { token: auth.token } })).toBe(401);
  });

  it('ends the session on logout: the token and its renewal are refused, the cookie is cleared', async () => {
    const { auth } = await registerByEmail(t);
    const res = await api(t).as(auth).call(endpoints.logout);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect(String(res.headers['set-cookie'])).toContain(`${TOKEN_ALIVE_COOKIE}=1; Max-Age=0`);
    expect((await profileOf(auth.token, auth.uuid)).statusCode).toBe(401);
    expect(await api(t).status(endpoints.renewToken, { query: { token: auth.token } })).toBe(401);
    const [row] = await t.database.db.select().from(sessions).where(eq(sessions.playerUuid, auth.uuid));
    expect(row?.revokedAt).toBeInstanceOf(Date);
  });

  it('logs out with an expired token too, and answers 200 without one', async () => {
    const { auth } = await registerByEmail(t);
    t.advance(16 * MINUTE);
    expect(await api(t).as(auth).status(endpoints.logout)).toBe(200);
    expect(await api(t).status(endpoints.renewToken, { query: { token: auth.token } })).toBe(401);
    expect(await api(t).status(endpoints.logout)).toBe(200);
  });

  it('does not renew the session of a player who has since restricted themselves', async () => {
    const { auth } = await registerByEmail(t);
    await t.database.db
      .update(players)
      .set({ selfRestrictedPermanent: true })
      .where(eq(players.uuid, auth.uuid));
    expect(await api(t).status(endpoints.renewToken, { query: { token: auth.token } })).toBe(401);
  });

  it('does not renew a token replaced within the grace period once the player has restricted themselves, and ends the session', async () => {
    const { auth } = await registerByEmail(t);
    const current = AuthResponse.parse(
      (await api(t).call(endpoints.renewToken, { query: { token: auth.token } })).json(),
    );
    await t.database.db
      .update(players)
      .set({ selfRestrictedPermanent: true })
      .where(eq(players.uuid, auth.uuid));
    expect(await api(t).status(endpoints.renewToken, { query: { token: auth.token } })).toBe(401);
    const [row] = await t.database.db.select().from(sessions).where(eq(sessions.playerUuid, auth.uuid));
    expect(row?.revokedAt).not.toBeNull();
    expect((await profileOf(current.token, auth.uuid)).statusCode).toBe(401);
  });

  it("refuses player A's token on player B's profile (403), and calls without a valid token (401)", async () => {
    const a = (await registerByEmail(t)).auth;
    const b = (await registerByEmail(t)).auth;
    const cross = await profileOf(a.token, b.uuid);
    expect(cross.statusCode).toBe(403);
    expect(envelope(cross).error).toBe(ErrorCode.forbidden);
    expect(await api(t).status(endpoints.getProfile, { params: { id: b.uuid } })).toBe(401);
    for (const token of ['garbage', `${a.token}x`, a.token.split('.').slice(0, 2).join('.')]) {
      expect((await profileOf(token, a.uuid)).statusCode).toBe(401);
    }
    const malformed = await api(t).call(endpoints.getProfile, {
      params: { id: a.uuid },
      headers: { authorization: 'Basic abc' },
    });
    expect(malformed.statusCode).toBe(401);
  });

  it('refuses a token signed with another key', async () => {
    const other = await buildTestApp();
    try {
      const { auth } = await registerByEmail(other);
      expect((await profileOf(auth.token, auth.uuid)).statusCode).toBe(401);
    } finally {
      await other.close();
    }
  });

  it('answers an optional-auth call anonymously without a token, and 401 with a dead one', async () => {
    expect(await api(t).status(endpoints.searchGames, { query: { name: 'a', size: 1 } })).toBe(200);
    expect(
      await api(t)
        .as('garbage')
        .status(endpoints.searchGames, { query: { name: 'a', size: 1 } }),
    ).toBe(401);
  });
});

describe('existence checks (POST /profile/public/check/*)', () => {
  it('answers 200 for a free e-mail, login or phone', async () => {
    expect(
      (await api(t).call(endpoints.checkEmail, { body: { brandId: 'croupier', email: newEmail() } })).json(),
    ).toEqual({
      success: true,
    });
    expect(
      await api(t).status(endpoints.checkLogin, { body: { brandId: 'croupier', login: `free_${unique()}` } }),
    ).toBe(200);
    expect(
      await api(t).status(endpoints.checkPhone, {
        body: {
          brandId: 'croupier',
          phone: newPhone(),
          phoneCode: '+1',
        },
      }),
    ).toBe(200);
  });

  it('answers 400 error.profile.duplicated with a field error when an account has it', async () => {
    const { body } = await registerByEmail(t, { username: `taken_${unique()}` });
    const email = await api(t).call(endpoints.checkEmail, {
      body: {
        brandId: 'croupier',
        email: ` ${body.email} `,
      },
    });
    expect(email.statusCode).toBe(400);
    expect(envelope(email)).toMatchObject({
      error: ErrorCode.profileDuplicated,
      fieldErrors: { email: ErrorCode.profileDuplicated },
    });
    const login = await api(t).call(endpoints.checkLogin, {
      body: {
        brandId: 'croupier',
        login: (body.username as string).toUpperCase(),
      },
    });
    expect(envelope(login).fieldErrors).toEqual({ login: ErrorCode.profileDuplicated });
    const { phone } = await registerByPhone(t);
    const taken = await api(t).fails(endpoints.checkPhone, {
      body: {
        brandId: 'croupier',
        phone,
        phoneCode: '+1',
      },
    });
    expect(taken.fieldErrors).toEqual({ phone: ErrorCode.profileDuplicated });
  });

  it("answers an invalid login with the rule's message", async () => {
    const res = await api(t).fails(endpoints.checkLogin, { body: { brandId: 'croupier', login: 'a b' } });
    expect(res.status).toBe(400);
    expect(res.fieldErrors).toEqual({ login: 'auth.errors.username-format' });
  });

  it('limits the checks per address', async () => {
    const ip = freshIp();
    for (let i = 0; i < 60; i++) {
      await api(t)
        .from(ip)
        .call(endpoints.checkEmail, { body: { brandId: 'croupier', email: newEmail() } });
    }
    const res = await api(t)
      .from(ip)
      .call(endpoints.checkEmail, { body: { brandId: 'croupier', email: newEmail() } });
    expect(res.statusCode).toBe(429);
  });
});

describe('API reference', () => {
  it('describes every auth call, with the bearer token on the player ones', async () => {
    const spec = (await t.app.inject('/api/docs/json')).json();
    for (const path of [
      '/api/signin',
      '/api/signup',
      '/api/auth/token/renew',
      '/api/auth/logout',
      '/api/sms/send',
      '/api/sms/confirm',
      '/api/restore-pass-phone',
      '/api/auth/password/reset/request',
      '/api/auth/public/v2/reset-password/check',
      '/api/player/reset-password',
      '/api/player/unlock',
      '/api/auth/public/phone/v2/signin',
      '/api/profile/public/check/email',
      '/api/profile/profiles/{id}',
    ]) {
      expect(spec.paths, path).toHaveProperty([path]);
    }
    expect(spec.paths['/api/profile/profiles/{id}'].get.security).toEqual([{ bearerAuth: [] }]);
    expect(spec.paths['/api/signin'].post.security).toBeUndefined();
    expect(spec.components.securitySchemes.bearerAuth.scheme).toBe('bearer');
  });
});
