import { ErrorCode, endpoints, Profile } from '@croupier/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, type BodyOf, envelope, unchecked } from '../../../test/api.ts';
import type { TestContext } from '../../../test/helper.ts';
import { newEmail, PASSWORD, registerByEmail } from '../../../test/players.ts';
import { profileTestKit } from '../../../test/profile.ts';
import { PlayerAccounts, type SessionService } from '../auth/index.ts';

const { app, profileOf, renew, emailToken, playerWithPhone } = profileTestKit();
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
    const other = await api(t)
      .as(a.auth)
      .fails(endpoints.getProfile, { params: { id: b.auth.uuid } });
    expect(other.status).toBe(403);
    expect(other.error).toBe(ErrorCode.forbidden);
    expect(await api(t).status(endpoints.getProfile, { params: { id: a.auth.uuid } })).toBe(401);
  });
});

describe('PUT /profile/profiles/{id}', () => {
  it('applies the values sent and leaves empty or UNDEFINED ones as they were', async () => {
    const { auth } = await registerByEmail(t, { firstName: 'Ann', lastName: 'Smith' });
    const res = await api(t)
      .as(auth)
      .call(endpoints.updateProfile, {
        params: { id: auth.uuid },
        body: {
          firstName: 'UNDEFINED',
          lastName: '',
          city: 'Lisbon',
          address: '1 Rua Augusta',
          gender: 'FEMALE',
          birthDate: '1990-02-07',
          additionalData: { userAge: true },
        },
      });
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
    const res = await api(t)
      .as(auth)
      .call(endpoints.updateProfile, { params: { id: auth.uuid }, body: { fullName: 'Mary Ann Jones' } });
    expect(Profile.parse(res.json())).toMatchObject({ firstName: 'Mary Ann', lastName: 'Jones' });
  });

  it('refuses a birth date with a zero part (profile.errors.empty-birth-date) and changes nothing', async () => {
    const { auth } = await registerByEmail(t);
    const res = await api(t)
      .as(auth)
      .fails(endpoints.updateProfile, {
        params: { id: auth.uuid },
        body: { birthDate: '1990-00-07', city: 'Porto' },
      });
    expect(res.status).toBe(400);
    expect(res.fieldErrors).toEqual({ birthDate: 'profile.errors.empty-birth-date' });
    expect((await profileOf(auth.uuid, auth.token)).city).toBeNull();
  });

  it("refuses another player's profile and changes nothing", async () => {
    const a = await registerByEmail(t);
    const b = await registerByEmail(t);
    const res = await api(t)
      .as(a.auth)
      .call(endpoints.updateProfile, { params: { id: b.auth.uuid }, body: { city: 'Hacked' } });
    expect(res.statusCode).toBe(403);
    expect((await profileOf(b.auth.uuid, b.auth.token)).city).toBeNull();
  });

  it('asks for the password again before changing the e-mail, and refuses a wrong one', async () => {
    const { auth, body } = await registerByEmail(t);
    const email = newEmail();
    const missing = await api(t)
      .as(auth)
      .fails(endpoints.updateProfile, { params: { id: auth.uuid }, body: { email } });
    expect(missing.status).toBe(400);
    expect(missing).toMatchObject({
      error: ErrorCode.passwordRequired,
      fieldErrors: { password: ErrorCode.passwordRequired },
    });
    const wrong = await api(t)
      .as(auth)
      .fails(endpoints.updateProfile, {
        params: { id: auth.uuid },
        body: { email, password: 'Not-The-One-1' },
      });
    expect(wrong.status).toBe(400);
    expect(wrong).toMatchObject({
      error: ErrorCode.passwordWrong,
      fieldErrors: { password: ErrorCode.passwordWrong },
    });
    expect((await profileOf(auth.uuid, auth.token)).email).toBe(body.email);
  });

  it('locks the password check after too many wrong passwords (429)', async () => {
    const { auth } = await registerByEmail(t);
    const email = newEmail();
    for (let i = 0; i < 5; i++) {
      const res = await api(t)
        .as(auth)
        .call(endpoints.updateProfile, {
          params: { id: auth.uuid },
          body: { email, password: `Wrong-Pass-${i}` },
        });
      expect(res.statusCode).toBe(400);
    }
    const locked = await api(t)
      .as(auth)
      .call(endpoints.updateProfile, { params: { id: auth.uuid }, body: { email, password: PASSWORD } });
    expect(locked.statusCode).toBe(429);
    t.advance(16 * MINUTE);
    const again = await renew(auth);
    expect(
      await api(t)
        .as(again)
        .status(endpoints.updateProfile, { params: { id: auth.uuid }, body: { email, password: PASSWORD } }),
    ).toBe(200);
  });

  it('changes the e-mail with the password: unverified again, and a confirmation link is sent', async () => {
    const { auth } = await registerByEmail(t);
    const email = newEmail();
    const res = await api(t)
      .as(auth)
      .call(endpoints.updateProfile, { params: { id: auth.uuid }, body: { email, password: PASSWORD } });
    expect(res.statusCode, res.body).toBe(200);
    expect(Profile.parse(res.json())).toMatchObject({ email, emailVerified: false });
    expect(emailToken(email)).toMatch(/^[\w-]{40,}$/);
  });

  it('keeps an e-mail change when the link cannot be sent; the player asks for it again', async () => {
    const { auth } = await registerByEmail(t);
    const email = newEmail();
    t.messaging.failing = true;
    try {
      const res = await api(t)
        .as(auth)
        .call(endpoints.updateProfile, { params: { id: auth.uuid }, body: { email, password: PASSWORD } });
      expect(res.statusCode, res.body).toBe(200);
      expect(Profile.parse(res.json()).email).toBe(email);
    } finally {
      t.messaging.failing = false;
    }
    expect(t.messaging.latest(email)).toBeUndefined();
    expect(await api(t).as(auth).status(endpoints.reconfirmEmail, { body: {} })).toBe(200);
    expect(
      await api(t).status(endpoints.verifyEmail, { body: { verificationToken: emailToken(email) } }),
    ).toBe(200);
  });

  it("refuses another account's e-mail or phone (error.profile.duplicated)", async () => {
    const a = await registerByEmail(t);
    const b = await playerWithPhone();
    const dupEmail = await api(t)
      .as(a.auth)
      .fails(endpoints.updateProfile, {
        params: { id: a.auth.uuid },
        body: { email: b.email, password: PASSWORD },
      });
    expect(dupEmail.status).toBe(400);
    expect(dupEmail).toMatchObject({
      error: ErrorCode.profileDuplicated,
      fieldErrors: { email: ErrorCode.profileDuplicated },
    });
    const dupPhone = await api(t)
      .as(a.auth)
      .fails(endpoints.updateProfile, {
        params: { id: a.auth.uuid },
        body: { phone: b.phone, phoneCode: '+1', password: PASSWORD },
      });
    expect(dupPhone.status).toBe(400);
    expect(dupPhone.fieldErrors).toEqual({ phone: ErrorCode.profileDuplicated });
    expect((await profileOf(a.auth.uuid, a.auth.token)).phone).toBeNull();
  });

  it('two players taking the same e-mail at once: one gets it, the other error.profile.duplicated', async () => {
    const a = await registerByEmail(t);
    const b = await registerByEmail(t);
    const email = newEmail();
    const answers = await Promise.all(
      [a, b].map((p) =>
        api(t)
          .as(p.auth)
          .call(endpoints.updateProfile, {
            params: { id: p.auth.uuid },
            body: { email, password: PASSWORD },
          }),
      ),
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
    const res = await api(t)
      .as(auth)
      .fails(endpoints.updateProfile, {
        params: { id: auth.uuid },
        body: { phone: '12', phoneCode: '+1', password: PASSWORD },
      });
    expect(res.status).toBe(400);
    expect(res.fieldErrors?.phone).toBe('auth.errors.phone-validation-min-length');
  });
});

describe('PUT /profile/profiles/{id}/email', () => {
  it('changes the e-mail with the password and sends the link; wrong password and duplicates are refused', async () => {
    const a = await registerByEmail(t);
    const b = await registerByEmail(t);
    const email = newEmail();
    const wrong = await api(t)
      .as(a.auth)
      .fails(endpoints.changeEmail, {
        params: { id: a.auth.uuid },
        body: { email, password: 'Wrong-Pass-1' },
      });
    expect(wrong.error).toBe(ErrorCode.passwordWrong);
    const dup = await api(t)
      .as(a.auth)
      .fails(endpoints.changeEmail, {
        params: { id: a.auth.uuid },
        body: { email: b.body.email, password: PASSWORD },
      });
    expect(dup.error).toBe(ErrorCode.profileDuplicated);
    const other = await api(t)
      .as(a.auth)
      .call(endpoints.changeEmail, { params: { id: b.auth.uuid }, body: { email, password: PASSWORD } });
    expect(other.statusCode).toBe(403);
    const ok = await api(t)
      .as(a.auth)
      .call(endpoints.changeEmail, { params: { id: a.auth.uuid }, body: { email, password: PASSWORD } });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(Profile.parse(ok.json()).email).toBe(email);
    expect(t.messaging.latest(email)?.kind).toBe('email');
    const noPassword = await api(t)
      .as(a.auth)
      .call(endpoints.changeEmail, { params: { id: a.auth.uuid }, body: unchecked({ email: newEmail() }) });
    expect(noPassword.statusCode).toBe(400);
  });
});

describe('PUT /profile/profiles/{id}/subscription', () => {
  it('changes only the preferences sent', async () => {
    const { auth } = await registerByEmail(t);
    const res = await api(t)
      .as(auth)
      .call(endpoints.updateSubscription, { params: { id: auth.uuid }, body: { communicationSMS: false } });
    expect(res.statusCode, res.body).toBe(200);
    expect(Profile.parse(res.json())).toMatchObject({
      communicationEmail: true,
      communicationSMS: false,
      communicationCall: true,
    });
    const back = await api(t)
      .as(auth)
      .call(endpoints.updateSubscription, {
        params: { id: auth.uuid },
        body: { communicationSMS: true, communicationCall: false },
      });
    expect(Profile.parse(back.json())).toMatchObject({ communicationSMS: true, communicationCall: false });
  });

  it("refuses an empty body and another player's preferences", async () => {
    const a = await registerByEmail(t);
    const b = await registerByEmail(t);
    expect(
      await api(t)
        .as(a.auth)
        .status(endpoints.updateSubscription, { params: { id: a.auth.uuid }, body: {} }),
    ).toBe(400);
    const other = await api(t)
      .as(a.auth)
      .call(endpoints.updateSubscription, {
        params: { id: b.auth.uuid },
        body: { communicationEmail: false },
      });
    expect(other.statusCode).toBe(403);
    expect((await profileOf(b.auth.uuid, b.auth.token)).communicationEmail).toBe(true);
  });
});

describe('POST /auth/credentials/password', () => {
  const NEW = 'Brand-New-Secret-7';
  const change = (token: string, body: BodyOf<typeof endpoints.changePassword>) =>
    api(t).as(token).call(endpoints.changePassword, { body });

  it('changes the password, keeps this session, ends the others; the new password logs in', async () => {
    const { auth, body } = await registerByEmail(t);
    const other = await api(t).call(endpoints.signin, {
      body: { type: 'email', login: body.email, password: PASSWORD },
    });
    const otherToken = other.json().token as string;
    const res = await change(auth.token, { oldPassword: PASSWORD, password: NEW, repeatPassword: NEW });
    expect(res.statusCode, res.body).toBe(200);
    expect(
      await api(t)
        .as(auth)
        .status(endpoints.getProfile, { params: { id: auth.uuid } }),
    ).toBe(200);
    expect(
      await api(t)
        .as(otherToken)
        .status(endpoints.getProfile, { params: { id: auth.uuid } }),
    ).toBe(401);
    expect(
      await api(t).status(endpoints.signin, {
        body: { type: 'email', login: body.email, password: PASSWORD },
      }),
    ).toBe(401);
    expect(
      await api(t).status(endpoints.signin, { body: { type: 'email', login: body.email, password: NEW } }),
    ).toBe(200);
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
      await api(t).status(endpoints.signin, {
        body: { type: 'email', login: body.email, password: PASSWORD },
      }),
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
      await api(t).status(endpoints.signin, {
        body: { type: 'email', login: body.email, password: PASSWORD },
      }),
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
      await api(t).status(endpoints.changePassword, { body: { oldPassword: PASSWORD, password: NEW } }),
    ).toBe(401);
  });
});
