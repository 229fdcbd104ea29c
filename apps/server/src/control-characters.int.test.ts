import { type Endpoint, endpoints, Profile, TEXT_MESSAGES } from '@croupier/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, envelope, type Response } from '../test/api.ts';
import { buildTestApp, type TestContext } from '../test/helper.ts';
import { newEmail, PASSWORD, registerByEmail, signupBody, unique } from '../test/players.ts';

// A NUL in a text field that reaches a text column answered 500 (PostgreSQL
// refuses NUL). Each such field now answers 400 with the field named, and nothing changes.

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

function expectFieldError(res: Response, field: string) {
  expect(res.statusCode, res.body).toBe(400);
  const refused = envelope(res);
  expect(refused.error).toBe('error.validation');
  expect(refused.fieldErrors?.[field], res.body).toBe(TEXT_MESSAGES.controlCharacters);
}

/** Hostile characters a person never types: NUL, another C0 control, a C1 control, a lone surrogate. */
const HOSTILE = ['\u0000', '\u001b', '\u0085', '\ud800'];
const inside = (value: string, bad: string) => `${value.slice(0, 2)}${bad}${value.slice(2)}`;

describe('signin and the other login lookups refuse control characters', () => {
  it.each(HOSTILE.map((c) => [JSON.stringify(c), c]))('signin login with %s', async (_n, bad) => {
    const res = await api(t).call(endpoints.signin, {
      body: {
        type: 'email',
        login: inside('someone@example.com', bad),
        password: PASSWORD,
      },
    });
    expectFieldError(res, 'login');
  });

  it.each([
    [
      'signin',
      { type: 'email', login: 'a@example.com', password: PASSWORD, deviceFingerprint: 'fp\u0000' },
      'deviceFingerprint',
    ],
    ['checkLogin', { brandId: 'croupier', login: 'ab\u0000c' }, 'login'],
    ['resetCheck', { login: 'a\u0000@example.com', token: '123456' }, 'login'],
    ['unlock', { login: 'a\u0000@example.com' }, 'login'],
  ] as [keyof typeof endpoints, object, string][])('%s %j', async (id, body, field) => {
    expectFieldError(await api(t).call(endpoints[id] as Endpoint, { body }), field);
  });
});

describe('signup refuses control characters in every text field and creates no account', () => {
  const fields: [string, string][] = [
    ['email', newEmail()],
    ['firstName', 'Alice'],
    ['lastName', 'Smith'],
    ['identifier', 'visitor-123'],
    ['timeZone', 'Europe/Berlin'],
    ['deviceFingerprint', 'fingerprint'],
    ['trafficSource', 'newsletter'],
    ['websiteUrl', 'https://casino.example/'],
    ['promoCode', 'welcome'],
  ];
  it.each(fields)('%s', async (field, value) => {
    const email = newEmail();
    const body = signupBody({ email, [field]: inside(value, '\u0000') });
    expectFieldError(await api(t).call(endpoints.signup, { body }), field);
    // Nothing was created: the e-mail is still free.
    const check = await api(t).call(endpoints.checkEmail, {
      body: {
        brandId: 'croupier',
        email: field === 'email' ? email : body.email,
      },
    });
    expect(check.statusCode, check.body).toBe(200);
  });

  it('username', async () => {
    const res = await api(t).call(endpoints.signup, {
      body: signupBody({ type: 'username', email: undefined, username: `u\u0000${unique()}` }),
    });
    expectFieldError(res, 'username');
  });

  it('affiliate parameters', async () => {
    const res = await api(t).call(endpoints.signup, {
      body: signupBody({ affiliateParams: { btag: 'x\u0000y' } }),
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(envelope(res).fieldErrors?.['affiliateParams.btag']).toBe(TEXT_MESSAGES.controlCharacters);
  });
});

describe('profile update refuses control characters and changes nothing', () => {
  it.each([['firstName'], ['lastName'], ['fullName'], ['city'], ['address']])('%s', async (field) => {
    const { auth } = await registerByEmail(t, { firstName: 'Alice', lastName: 'Smith' });
    const before = Profile.parse(
      (
        await api(t)
          .as(auth)
          .call(endpoints.getProfile, { params: { id: auth.uuid } })
      ).json(),
    );
    const res = await api(t)
      .as(auth.token)
      .call(endpoints.updateProfile, { params: { id: auth.uuid }, body: { [field]: 'Ber\u0000lin' } });
    expectFieldError(res, field);
    const after = Profile.parse(
      (
        await api(t)
          .as(auth)
          .call(endpoints.getProfile, { params: { id: auth.uuid } })
      ).json(),
    );
    expect(after).toEqual(before);
  });

  it('refuses a line break in a single-line field (the address)', async () => {
    const { auth } = await registerByEmail(t);
    const res = await api(t)
      .as(auth.token)
      .call(endpoints.updateProfile, { params: { id: auth.uuid }, body: { address: 'Main St\n1' } });
    expectFieldError(res, 'address');
  });
});

describe('bank account refuses control characters and stores nothing', () => {
  const good = { bankName: 'Bank of Tests', accountHolderName: 'Alice Smith', accountNumber: '12345678' };
  it.each([['bankName'], ['accountHolderName']])('%s', async (field) => {
    const { auth } = await registerByEmail(t);
    const body = { ...good, [field]: inside(good[field as keyof typeof good], '\u0000') };
    const res = await api(t).as(auth).call(endpoints.createBankAccount, { body });
    expectFieldError(res, field);
    const account = await api(t).as(auth).call(endpoints.getBankAccount);
    expect(account.json()).toMatchObject({ status: 'not-verified', bankName: null });
  });
});

describe('self-restriction comment', () => {
  it('takes line breaks but not NUL', async () => {
    const { auth } = await registerByEmail(t);
    const res = await api(t)
      .as(auth.token)
      .call(endpoints.suspendProfile, {
        params: { id: auth.uuid },
        body: { durationUnit: 'Days', durationAmount: 1, comment: 'a\u0000b' },
      });
    expectFieldError(res, 'comment');
  });
});
