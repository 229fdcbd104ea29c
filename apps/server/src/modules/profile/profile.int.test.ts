import { ErrorCode, Profile } from '@croupier/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/helper.ts';
import { get, newEmail, PASSWORD, post, registerByEmail } from '../../../test/players.ts';
import { profileTestKit } from '../../../test/profile.ts';
import { PlayerAccounts, type SessionService } from '../auth/index.ts';

const { app, put, profileOf, renew, emailToken, playerWithPhone, envelope } = profileTestKit();
let t: TestContext;
beforeAll(() => {
  t = app();
});

const MINUTE = 60_000;

describe('GET /profile/profiles/{id}', () => {
  it("answers the player's own profile, 403 for another's, 401 without a token", async () => {
    const a = await registerByEmail(t);
    const b = await registerByEmail(t);
    expect((await profileOf(a.auth.uuid, a.auth.token)).email).toBe(a.body.email);
    const other = await get(t, `/profile/profiles/${b.auth.uuid}`, a.auth);
    expect(other.statusCode).toBe(403);
    expect(envelope(other).error).toBe(ErrorCode.forbidden);
    expect((await get(t, `/profile/profiles/${a.auth.uuid}`)).statusCode).toBe(401);
  });
});

describe('PUT /profile/profiles/{id}', () => {
  it('applies the values sent and leaves empty or UNDEFINED ones as they were', async () => {
    const { auth } = await registerByEmail(t, { firstName: 'Ann', lastName: 'Smith' });
    const res = await put(
      `/profile/profiles/${auth.uuid}`,
      {
        firstName: 'UNDEFINED',
        lastName: '',
        city: 'Lisbon',
        address: '1 Rua Augusta',
        gender: 'FEMALE',
        birthDate: '1990-02-07',
        additionalData: { userAge: true },
      },
      auth,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(Profile.parse(res.json())).toMatchObject({
      firstName: 'Ann',
      lastName: 'Smith',
      city: 'Lisbon',
      address: '1 Rua Augusta',
      gender: 'FEMALE',
      birthDate: '1990-02-07',
      additionalData: { userAgreement: true, userAge: true },
    });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('splits a full name into first and last names', async () => {
    const { auth } = await registerByEmail(t);
    const res = await put(`/profile/profiles/${auth.uuid}`, { fullName: 'Mary Ann Jones' }, auth);
    expect(Profile.parse(res.json())).toMatchObject({ firstName: 'Mary Ann', lastName: 'Jones' });
  });

  it('refuses a birth date with a zero part (profile.errors.empty-birth-date) and changes nothing', async () => {
    const { auth } = await registerByEmail(t);
    const res = await put(`/profile/profiles/${auth.uuid}`, { birthDate: '1990-00-07', city: 'Porto' }, auth);
    expect(res.statusCode).toBe(400);
    expect(envelope(res).fieldErrors).toEqual({ birthDate: 'profile.errors.empty-birth-date' });
    expect((await profileOf(auth.uuid, auth.token)).city).toBeNull();
  });

  it("refuses another player's profile and changes nothing", async () => {
    const a = await registerByEmail(t);
    const b = await registerByEmail(t);
    const res = await put(`/profile/profiles/${b.auth.uuid}`, { city: 'Hacked' }, a.auth);
    expect(res.statusCode).toBe(403);
    expect((await profileOf(b.auth.uuid, b.auth.token)).city).toBeNull();
  });

  it('asks for the password again before changing the e-mail, and refuses a wrong one', async () => {
    const { auth, body } = await registerByEmail(t);
    const email = newEmail();
    const missing = await put(`/profile/profiles/${auth.uuid}`, { email }, auth);
    expect(missing.statusCode).toBe(400);
    expect(envelope(missing)).toMatchObject({
      error: ErrorCode.passwordRequired,
      fieldErrors: { password: ErrorCode.passwordRequired },
    });
    const wrong = await put(`/profile/profiles/${auth.uuid}`, { email, password: 'Not-The-One-1' }, auth);
    expect(wrong.statusCode).toBe(400);
    expect(envelope(wrong)).toMatchObject({
      error: ErrorCode.passwordWrong,
      fieldErrors: { password: ErrorCode.passwordWrong },
    });
    expect((await profileOf(auth.uuid, auth.token)).email).toBe(body.email);
  });

  it('locks the password check after too many wrong passwords (429)', async () => {
    const { auth } = await registerByEmail(t);
    const email = newEmail();
    for (let i = 0; i < 5; i++) {
      const res = await put(`/profile/profiles/${auth.uuid}`, { email, password: `Wrong-Pass-${i}` }, auth);
      expect(res.statusCode).toBe(400);
    }
    const locked = await put(`/profile/profiles/${auth.uuid}`, { email, password: PASSWORD }, auth);
    expect(locked.statusCode).toBe(429);
    t.advance(16 * MINUTE);
    const again = await renew(auth);
    expect(
      (await put(`/profile/profiles/${auth.uuid}`, { email, password: PASSWORD }, again)).statusCode,
    ).toBe(200);
  });

  it('changes the e-mail with the password: unverified again, and a confirmation link is sent', async () => {
    const { auth } = await registerByEmail(t);
    const email = newEmail();
    const res = await put(`/profile/profiles/${auth.uuid}`, { email, password: PASSWORD }, auth);
    expect(res.statusCode, res.body).toBe(200);
    expect(Profile.parse(res.json())).toMatchObject({ email, emailVerified: false });
    expect(emailToken(email)).toMatch(/^[\w-]{40,}$/);
  });

  it('keeps an e-mail change when the link cannot be sent; the player asks for it again', async () => {
    const { auth } = await registerByEmail(t);
    const email = newEmail();
    t.messaging.failing = true;
    try {
      const res = await put(`/profile/profiles/${auth.uuid}`, { email, password: PASSWORD }, auth);
      expect(res.statusCode, res.body).toBe(200);
      expect(Profile.parse(res.json()).email).toBe(email);
    } finally {
      t.messaging.failing = false;
    }
    expect(t.messaging.latest(email)).toBeUndefined();
    expect((await post(t, '/profile/public/reconfirm-email', {}, auth)).statusCode).toBe(200);
    expect(
      (await post(t, '/profile/public/verification', { verificationToken: emailToken(email) })).statusCode,
    ).toBe(200);
  });

  it("refuses another account's e-mail or phone (error.profile.duplicated)", async () => {
    const a = await registerByEmail(t);
    const b = await playerWithPhone();
    const dupEmail = await put(
      `/profile/profiles/${a.auth.uuid}`,
      { email: b.email, password: PASSWORD },
      a.auth,
    );
    expect(dupEmail.statusCode).toBe(400);
    expect(envelope(dupEmail)).toMatchObject({
      error: ErrorCode.profileDuplicated,
      fieldErrors: { email: ErrorCode.profileDuplicated },
    });
    const dupPhone = await put(
      `/profile/profiles/${a.auth.uuid}`,
      { phone: b.phone, phoneCode: '+1', password: PASSWORD },
      a.auth,
    );
    expect(dupPhone.statusCode).toBe(400);
    expect(envelope(dupPhone).fieldErrors).toEqual({ phone: ErrorCode.profileDuplicated });
    expect((await profileOf(a.auth.uuid, a.auth.token)).phone).toBeNull();
  });

  it('two players taking the same e-mail at once: one gets it, the other error.profile.duplicated', async () => {
    const a = await registerByEmail(t);
    const b = await registerByEmail(t);
    const email = newEmail();
    const answers = await Promise.all(
      [a, b].map((p) => put(`/profile/profiles/${p.auth.uuid}`, { email, password: PASSWORD }, p.auth)),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect(envelope(answers.find((r) => r.statusCode === 400) ?? answers[0]!).error).toBe(
      ErrorCode.profileDuplicated,
    );
  });

  it('a login taken between the check and the write is error.profile.duplicated on its field, not a 500', async () => {
    const accounts = new PlayerAccounts({
      db: t.database.db,
      brandId: 'croupier',
      sessions: {} as SessionService,
    });
    const a = await playerWithPhone();
    const b = await registerByEmail(t);
    await expect(accounts.update(b.auth.uuid, { email: a.email })).rejects.toMatchObject({
      statusCode: 400,
      code: ErrorCode.profileDuplicated,
      extra: { fieldErrors: { email: ErrorCode.profileDuplicated } },
    });
    await expect(accounts.update(b.auth.uuid, { phoneNumber: `1${a.phone}` })).rejects.toMatchObject({
      extra: { fieldErrors: { phone: ErrorCode.profileDuplicated } },
    });
  });

  it('refuses an impossible phone with the phone rule message', async () => {
    const { auth } = await registerByEmail(t);
    const res = await put(
      `/profile/profiles/${auth.uuid}`,
      { phone: '12', phoneCode: '+1', password: PASSWORD },
      auth,
    );
    expect(res.statusCode).toBe(400);
    expect(envelope(res).fieldErrors?.phone).toBe('auth.errors.phone-validation-min-length');
  });
});

describe('PUT /profile/profiles/{id}/email', () => {
  it('changes the e-mail with the password and sends the link; wrong password and duplicates are refused', async () => {
    const a = await registerByEmail(t);
    const b = await registerByEmail(t);
    const email = newEmail();
    const wrong = await put(
      `/profile/profiles/${a.auth.uuid}/email`,
      { email, password: 'Wrong-Pass-1' },
      a.auth,
    );
    expect(envelope(wrong).error).toBe(ErrorCode.passwordWrong);
    const dup = await put(
      `/profile/profiles/${a.auth.uuid}/email`,
      { email: b.body.email, password: PASSWORD },
      a.auth,
    );
    expect(envelope(dup).error).toBe(ErrorCode.profileDuplicated);
    const other = await put(`/profile/profiles/${b.auth.uuid}/email`, { email, password: PASSWORD }, a.auth);
    expect(other.statusCode).toBe(403);
    const ok = await put(`/profile/profiles/${a.auth.uuid}/email`, { email, password: PASSWORD }, a.auth);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(Profile.parse(ok.json()).email).toBe(email);
    expect(t.messaging.latest(email)?.kind).toBe('email');
    const noPassword = await put(`/profile/profiles/${a.auth.uuid}/email`, { email: newEmail() }, a.auth);
    expect(noPassword.statusCode).toBe(400);
  });
});

describe('PUT /profile/profiles/{id}/subscription', () => {
  it('changes only the preferences sent', async () => {
    const { auth } = await registerByEmail(t);
    const res = await put(`/profile/profiles/${auth.uuid}/subscription`, { communicationSMS: false }, auth);
    expect(res.statusCode, res.body).toBe(200);
    expect(Profile.parse(res.json())).toMatchObject({
      communicationEmail: true,
      communicationSMS: false,
      communicationCall: true,
    });
    const back = await put(
      `/profile/profiles/${auth.uuid}/subscription`,
      { communicationSMS: true, communicationCall: false },
      auth,
    );
    expect(Profile.parse(back.json())).toMatchObject({ communicationSMS: true, communicationCall: false });
  });

  it("refuses an empty body and another player's preferences", async () => {
    const a = await registerByEmail(t);
    const b = await registerByEmail(t);
    expect((await put(`/profile/profiles/${a.auth.uuid}/subscription`, {}, a.auth)).statusCode).toBe(400);
    const other = await put(
      `/profile/profiles/${b.auth.uuid}/subscription`,
      { communicationEmail: false },
      a.auth,
    );
    expect(other.statusCode).toBe(403);
    expect((await profileOf(b.auth.uuid, b.auth.token)).communicationEmail).toBe(true);
  });
});

describe('POST /auth/credentials/password', () => {
  const NEW = 'Brand-New-Secret-7';
  const change = (token: string, body: Record<string, unknown>) =>
    post(t, '/auth/credentials/password', body, { token });

  it('changes the password, keeps this session, ends the others; the new password logs in', async () => {
    const { auth, body } = await registerByEmail(t);
    const other = await post(t, '/signin', { type: 'email', login: body.email, password: PASSWORD });
    const otherToken = other.json().token as string;
    const res = await change(auth.token, { oldPassword: PASSWORD, password: NEW, repeatPassword: NEW });
    expect(res.statusCode, res.body).toBe(200);
    expect((await get(t, `/profile/profiles/${auth.uuid}`, auth)).statusCode).toBe(200);
    expect((await get(t, `/profile/profiles/${auth.uuid}`, { token: otherToken })).statusCode).toBe(401);
    expect(
      (await post(t, '/signin', { type: 'email', login: body.email, password: PASSWORD })).statusCode,
    ).toBe(401);
    expect((await post(t, '/signin', { type: 'email', login: body.email, password: NEW })).statusCode).toBe(
      200,
    );
  });

  it('refuses a wrong old password on oldPassword and changes nothing', async () => {
    const { auth, body } = await registerByEmail(t);
    const res = await change(auth.token, { oldPassword: 'Wrong-Pass-1', password: NEW });
    expect(res.statusCode).toBe(400);
    expect(envelope(res)).toMatchObject({
      error: ErrorCode.passwordWrong,
      fieldErrors: { oldPassword: ErrorCode.passwordWrong },
    });
    expect(
      (await post(t, '/signin', { type: 'email', login: body.email, password: PASSWORD })).statusCode,
    ).toBe(200);
  });

  it('applies the rules of 000 §5 with the profile messages', async () => {
    const { auth, body } = await registerByEmail(t, { username: undefined });
    const local = (body.email as string).split('@')[0];
    const containsEmail = await change(auth.token, { oldPassword: PASSWORD, password: `X-${local}-9` });
    expect(envelope(containsEmail).fieldErrors).toEqual({
      password: 'profile.errors.password-email-validation',
    });
    const notEqual = await change(auth.token, {
      oldPassword: PASSWORD,
      password: NEW,
      repeatPassword: 'Other-Pass-1',
    });
    expect(envelope(notEqual).fieldErrors).toEqual({ repeatPassword: 'profile.passwords-must-be-equals' });
    const short = await change(auth.token, { oldPassword: PASSWORD, password: 'short' });
    expect(envelope(short).fieldErrors).toEqual({ password: 'auth.errors.password-min-length' });
    expect(
      (await post(t, '/signin', { type: 'email', login: body.email, password: PASSWORD })).statusCode,
    ).toBe(200);
  });

  it('refuses a password equal to the username (profile.errors.password-login-validation)', async () => {
    const username = `ann${Date.now().toString(36)}`;
    const { auth } = await registerByEmail(t, { username });
    const res = await change(auth.token, { oldPassword: PASSWORD, password: username.toUpperCase() });
    expect(envelope(res).fieldErrors).toEqual({ password: 'profile.errors.password-login-validation' });
  });

  it('needs a token', async () => {
    expect(
      (await post(t, '/auth/credentials/password', { oldPassword: PASSWORD, password: NEW })).statusCode,
    ).toBe(401);
  });
});
