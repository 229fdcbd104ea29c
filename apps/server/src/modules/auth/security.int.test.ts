import { AuthResponse, type Endpoint, endpoints } from '@croupier/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, urlOf } from '../../../test/api.ts';
import { buildTestApp, type TestContext } from '../../../test/helper.ts';
import { newEmail, newPhone, PASSWORD, signupBody } from '../../../test/players.ts';

const logLines: string[] = [];
let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp({ logStream: { write: (line: string) => void logLines.push(line) } });
});
afterAll(() => t?.close());

describe('secrets stay secret', () => {
  it('never puts a password, code, reset link token or access token in a response or a log line', async () => {
    const bodies: string[] = [];
    const keep = <T extends { body: string }>(res: T) => {
      bodies.push(res.body);
      return res;
    };
    const phone = newPhone();
    const email = newEmail();
    keep(await api(t).call(endpoints.smsSend, { body: { brandId: 'croupier', phone, phoneCode: '+1' } }));
    const code = t.messaging.latestCode(`+1${phone}`)!;
    keep(
      await api(t).call(endpoints.smsConfirm, {
        body: { brandId: 'croupier', phone, phoneCode: '+1', code },
      }),
    );
    const signup = keep(
      await api(t).call(endpoints.signup, {
        body: signupBody({ type: 'phone', phone, phoneCode: '+1', email, promoCode: 'spin50' }),
      }),
    );
    const auth = AuthResponse.parse(signup.json());
    const renewed = keep(await api(t).call(endpoints.renewToken, { query: { token: auth.token } }));
    const token = AuthResponse.parse(renewed.json()).token;
    keep(
      await api(t)
        .as(token)
        .call(endpoints.getProfile, { params: { id: auth.uuid } }),
    );
    keep(await api(t).call(endpoints.signin, { body: { type: 'email', login: email, password: PASSWORD } }));
    keep(
      await api(t).call(endpoints.signin, {
        body: { type: 'email', login: email, password: 'Wrong-Password-1' },
      }),
    );
    keep(await api(t).call(endpoints.resetRequest, { query: { channel: 'email' }, body: { email } }));
    await t.app.services.recovery.idle();
    const mail = t.messaging.latest(email);
    const resetToken = (mail?.kind === 'email' ? /token=([\w-]+)/.exec(mail.text)?.[1] : undefined) as string;
    expect(resetToken).toBeDefined();
    keep(await api(t).call(endpoints.resetCheck, { body: { login: email, token: resetToken } }));
    keep(
      await api(t).call(endpoints.resetPassword, {
        body: {
          login: email,
          token: resetToken,
          password: 'Fresh-Secret-99',
        },
      }),
    );
    keep(await api(t).call(endpoints.restorePassPhone, { body: { phone, phoneCode: '+1' } }));
    await t.app.services.recovery.idle();
    const resetCode = t.messaging.latestCode(`+1${phone}`)!;
    keep(await api(t).call(endpoints.resetCheck, { body: { login: `+1${phone}`, token: resetCode } }));

    const secrets = [
      PASSWORD,
      'Wrong-Password-1',
      'Fresh-Secret-99',
      code,
      resetCode,
      resetToken!,
      '$argon2',
    ];
    for (const body of bodies) {
      for (const secret of secrets) expect(body).not.toContain(secret);
    }
    const logs = logLines.join('');
    expect(logs).toContain('/auth/token/renew?token=[redacted]');
    for (const secret of [...secrets, auth.token, token]) expect(logs).not.toContain(secret);
  });
});

describe('bad input', () => {
  const calls: [Endpoint, Record<string, fc.Arbitrary<unknown>>, Record<string, string>?][] = [
    [
      endpoints.signin,
      { type: fc.constantFrom('email', 'phone', 'username', 'x'), login: fc.string(), password: fc.string() },
    ],
    [endpoints.phoneSignin, { phone: fc.string(), phoneCode: fc.string(), password: fc.string() }],
    [
      endpoints.signup,
      {
        brandId: fc.constantFrom('croupier', 'x'),
        type: fc.constantFrom('email', 'phone', 'username'),
        email: fc.oneof(fc.emailAddress(), fc.string()),
        phone: fc.string(),
        phoneCode: fc.string(),
        username: fc.string(),
        password: fc.string({ maxLength: 140 }),
        currency: fc.string(),
        country: fc.string(),
        birthDate: fc.string(),
        additionalFields: fc.anything(),
        subscriptions: fc.anything(),
        affiliateParams: fc.anything(),
        campaignUuid: fc.string(),
      },
    ],
    [
      endpoints.smsSend,
      { brandId: fc.constantFrom('croupier', 'x'), phone: fc.string(), phoneCode: fc.string() },
    ],
    [endpoints.smsConfirm, { brandId: fc.constant('croupier'), phone: fc.string(), code: fc.string() }],
    [endpoints.restorePassPhone, { phone: fc.string(), phoneCode: fc.string() }],
    [endpoints.resetRequest, { email: fc.string() }, { channel: 'email' }],
    [endpoints.resetRequest, { email: fc.emailAddress() }, { channel: 'sms' }],
    [endpoints.resetCheck, { login: fc.string(), token: fc.string(), phoneCode: fc.string() }],
    [
      endpoints.resetPassword,
      { login: fc.string(), token: fc.string(), password: fc.string(), repeatPassword: fc.string() },
    ],
    [endpoints.unlock, { login: fc.string(), phoneCode: fc.string() }],
    [endpoints.checkEmail, { brandId: fc.constant('croupier'), email: fc.string() }],
    [endpoints.checkLogin, { brandId: fc.constant('croupier'), login: fc.string() }],
    [endpoints.checkPhone, { brandId: fc.constant('croupier'), phone: fc.string(), phoneCode: fc.string() }],
  ];

  it.each(
    calls.map(([endpoint, fields, query]) => [urlOf(endpoint, { query }), endpoint, fields, query] as const),
  )('%s answers any body with a 4xx (or 200), never a 5xx', async (url, endpoint, fields, query) => {
    const body = fc.oneof(
      fc.record(fields, { requiredKeys: [] }),
      fc.anything(),
      fc.string().map((s) => ({ raw: s })),
    );
    await fc.assert(
      fc.asyncProperty(body, async (payload) => {
        const raw =
          payload && typeof payload === 'object' && 'raw' in payload ? String(payload.raw) : undefined;
        const res = await api(t).call(endpoint, {
          query,
          headers: { 'content-type': 'application/json' },
          payload: raw ?? JSON.stringify(payload ?? null),
        });
        expect(res.statusCode, `${url} ${res.body}`).toBeLessThan(500);
        if (res.statusCode !== 200) expect(res.json()).toHaveProperty('error');
      }),
      { numRuns: 40 },
    );
  });

  it('answers any renewal token or profile id with a 4xx', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string(), fc.string(), async (token, id) => {
        const renew = await api(t).call(endpoints.renewToken, {
          query: { token },
        });
        expect(renew.statusCode).toBeGreaterThanOrEqual(400);
        expect(renew.statusCode).toBeLessThan(500);
        const profile = await api(t).as(token).call(endpoints.getProfile, { params: { id } });
        expect(profile.statusCode).toBeGreaterThanOrEqual(400);
        expect(profile.statusCode).toBeLessThan(500);
      }),
      { numRuns: 60 },
    );
  });
});
