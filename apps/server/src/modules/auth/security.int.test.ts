import { AuthResponse } from '@croupier/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, freshIp, type TestContext } from '../../../test/helper.ts';
import { get, newEmail, newPhone, PASSWORD, post, signupBody } from '../../../test/players.ts';

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
    keep(await post(t, '/sms/send', { brandId: 'croupier', phone, phoneCode: '+1' }));
    const code = t.messaging.latestCode(`+1${phone}`)!;
    keep(await post(t, '/sms/confirm', { brandId: 'croupier', phone, phoneCode: '+1', code }));
    const signup = keep(
      await post(
        t,
        '/signup',
        signupBody({ type: 'phone', phone, phoneCode: '+1', email, promoCode: 'spin50' }),
      ),
    );
    const auth = AuthResponse.parse(signup.json());
    const renewed = keep(await get(t, `/auth/token/renew?token=${auth.token}`));
    const token = AuthResponse.parse(renewed.json()).token;
    keep(await get(t, `/profile/profiles/${auth.uuid}`, { token }));
    keep(await post(t, '/signin', { type: 'email', login: email, password: PASSWORD }));
    keep(await post(t, '/signin', { type: 'email', login: email, password: 'Wrong-Password-1' }));
    keep(await post(t, '/auth/password/reset/request?channel=email', { email }));
    await t.app.services.recovery.idle();
    const mail = t.messaging.latest(email);
    const resetToken = mail?.kind === 'email' ? /token=([\w-]+)/.exec(mail.text)?.[1] : undefined;
    expect(resetToken).toBeDefined();
    keep(await post(t, '/auth/public/v2/reset-password/check', { login: email, token: resetToken }));
    keep(
      await post(t, '/player/reset-password', {
        login: email,
        token: resetToken,
        password: 'Fresh-Secret-99',
      }),
    );
    keep(await post(t, '/restore-pass-phone', { phone, phoneCode: '+1' }));
    await t.app.services.recovery.idle();
    const resetCode = t.messaging.latestCode(`+1${phone}`)!;
    keep(await post(t, '/auth/public/v2/reset-password/check', { login: `+1${phone}`, token: resetCode }));

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
  const calls: [string, Record<string, fc.Arbitrary<unknown>>][] = [
    [
      '/signin',
      { type: fc.constantFrom('email', 'phone', 'username', 'x'), login: fc.string(), password: fc.string() },
    ],
    ['/auth/public/phone/v2/signin', { phone: fc.string(), phoneCode: fc.string(), password: fc.string() }],
    [
      '/signup',
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
    ['/sms/send', { brandId: fc.constantFrom('croupier', 'x'), phone: fc.string(), phoneCode: fc.string() }],
    ['/sms/confirm', { brandId: fc.constant('croupier'), phone: fc.string(), code: fc.string() }],
    ['/restore-pass-phone', { phone: fc.string(), phoneCode: fc.string() }],
    ['/auth/password/reset/request?channel=email', { email: fc.string() }],
    ['/auth/password/reset/request?channel=sms', { email: fc.emailAddress() }],
    [
      '/auth/public/v2/reset-password/check',
      { login: fc.string(), token: fc.string(), phoneCode: fc.string() },
    ],
    [
      '/player/reset-password',
      { login: fc.string(), token: fc.string(), password: fc.string(), repeatPassword: fc.string() },
    ],
    ['/player/unlock', { login: fc.string(), phoneCode: fc.string() }],
    ['/profile/public/check/email', { brandId: fc.constant('croupier'), email: fc.string() }],
    ['/profile/public/check/login', { brandId: fc.constant('croupier'), login: fc.string() }],
    [
      '/profile/public/check/phone',
      { brandId: fc.constant('croupier'), phone: fc.string(), phoneCode: fc.string() },
    ],
  ];

  it.each(calls)('%s answers any body with a 4xx (or 200), never a 5xx', async (url, fields) => {
    const body = fc.oneof(
      fc.record(fields, { requiredKeys: [] }),
      fc.anything(),
      fc.string().map((s) => ({ raw: s })),
    );
    await fc.assert(
      fc.asyncProperty(body, async (payload) => {
        const raw =
          payload && typeof payload === 'object' && 'raw' in payload ? String(payload.raw) : undefined;
        const res = await t.app.inject({
          method: 'POST',
          url: `/api${url}`,
          remoteAddress: freshIp(),
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
        const renew = await get(t, `/auth/token/renew?token=${encodeURIComponent(token)}`);
        expect(renew.statusCode).toBeGreaterThanOrEqual(400);
        expect(renew.statusCode).toBeLessThan(500);
        const profile = await get(t, `/profile/profiles/${encodeURIComponent(id)}`, { token });
        expect(profile.statusCode).toBeGreaterThanOrEqual(400);
        expect(profile.statusCode).toBeLessThan(500);
      }),
      { numRuns: 60 },
    );
  });
});
