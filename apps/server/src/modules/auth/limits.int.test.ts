import { AuthResponse, ErrorCode, endpoints } from '@croupier/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, envelope } from '../../../test/api.ts';
import { buildTestApp, type TestContext } from '../../../test/helper.ts';
import {
  newEmail,
  newPhone,
  PASSWORD,
  registerByEmail,
  registerByPhone,
  signupBody,
  unique,
} from '../../../test/players.ts';
import { RENEWAL_GRACE_MS } from './sessions.ts';

// Limits that a burst of parallel requests cannot walk through,
// recovery that does not tell who has an account, renewal-token reuse ending the session, and no
// common passwords.

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const statuses = (list: { statusCode: number }[]) => list.map((r) => r.statusCode);
const count = (list: { statusCode: number }[], status: number) =>
  list.filter((r) => r.statusCode === status).length;

describe('login lockout', () => {
  it('30 parallel wrong guesses and the right one: at most 5 are checked, the rest are 429', async () => {
    const { body } = await registerByEmail(t);
    const guess = (password: string) =>
      api(t).call(endpoints.signin, { body: { type: 'email', login: body.email, password } });
    const answers = await Promise.all([
      ...Array.from({ length: 30 }, (_, i) => guess(`Wrong-Guess-${i}`)),
      guess(PASSWORD),
    ]);
    expect(count(answers, 401) + count(answers, 200)).toBeLessThanOrEqual(5);
    expect(count(answers, 429)).toBeGreaterThanOrEqual(26);
    expect(count(answers, 200) + count(answers, 401) + count(answers, 429)).toBe(31);
  });

  it('counts the tries of one account across its e-mail, username and phone, whatever phoneCode comes along', async () => {
    const email = newEmail();
    const username = `lock_${unique()}`;
    const { phone } = await registerByPhone(t, { email, username });
    const wrong = 'Not-The-Password-1';
    const tries = [
      { type: 'email', login: email, password: wrong },
      { type: 'username', login: username, password: wrong },
      { type: 'phone', login: `+1${phone}`, password: wrong },
      // A junk phoneCode beside a full number: the same account, the same counter.
      { type: 'phone', login: `1${phone}`, phoneCode: '+7', password: wrong },
      { type: 'phone', login: `1${phone}`, phoneCode: '+49', password: wrong },
    ] as const;
    for (const body of tries) expect(await api(t).status(endpoints.signin, { body })).toBe(401);
    const locked = await api(t).fails(endpoints.signin, {
      body: {
        type: 'phone',
        login: `1${phone}`,
        phoneCode: '+33',
        password: PASSWORD,
      },
    });
    expect(locked.status).toBe(429);
    expect(locked.error).toBe(ErrorCode.rateLimited);
    expect(
      await api(t).status(endpoints.signin, {
        body: { type: 'username', login: username, password: PASSWORD },
      }),
    ).toBe(429);
  });

  it('limits a login that matches no account exactly like one that does', async () => {
    const { body } = await registerByEmail(t);
    for (const login of [body.email as string, newEmail()]) {
      const tries = [];
      for (let i = 0; i < 6; i++)
        tries.push(
          await api(t).call(endpoints.signin, { body: { type: 'email', login, password: 'Wrong-1' } }),
        );
      expect(statuses(tries)).toEqual([401, 401, 401, 401, 401, 429]);
    }
  });
});

describe('one-time code tries', () => {
  it('39 parallel wrong tries then the right code: refused, the code is dead', async () => {
    const { phone } = await registerByPhone(t);
    await api(t).call(endpoints.restorePassPhone, { body: { phone, phoneCode: '+1' } });
    await t.app.services.recovery.idle();
    const code = t.messaging.latestCode(`+1${phone}`)!;
    const wrongCodes = Array.from({ length: 39 }, (_, i) =>
      String((Number(code) + i + 1) % 1_000_000).padStart(6, '0'),
    );
    const check = (token: string) =>
      api(t).call(endpoints.resetCheck, { body: { login: `+1${phone}`, token } });
    const answers = await Promise.all(wrongCodes.map(check));
    expect(count(answers, 400)).toBeLessThanOrEqual(4);
    expect(count(answers, 429)).toBeGreaterThanOrEqual(35);

    const right = await check(code);
    expect(right.statusCode).toBe(429);
    expect(envelope(right).error).toBe(ErrorCode.otpAttemptsExceeded);
    const takeover = await api(t).call(endpoints.resetPassword, {
      body: {
        login: `+1${phone}`,
        token: code,
        password: 'Taken-Over-Secret-9',
      },
    });
    expect(takeover.statusCode).toBe(429);
    expect(
      await api(t).status(endpoints.signin, {
        body: { type: 'phone', login: `+1${phone}`, password: PASSWORD },
      }),
    ).toBe(200);
  });
});

describe('recovery does not tell who has an account', () => {
  it('answers a registered and an unknown phone alike, limits included', async () => {
    const { phone } = await registerByPhone(t);
    const other = newPhone();
    const ask = async (p: string) => {
      const res = await api(t).call(endpoints.restorePassPhone, { body: { phone: p, phoneCode: '+1' } });
      return { status: res.statusCode, body: res.json() as unknown };
    };
    const known = [];
    const unknown = [];
    // Side by side, so both see the same clock: a resend too soon, then past the per-phone limit.
    for (let i = 0; i < 7; i++) {
      for (let j = 0; j < 2; j++) {
        known.push(await ask(phone));
        unknown.push(await ask(other));
      }
      t.advance(10_000);
    }
    expect(unknown).toEqual(known);
    expect(known.map((a) => a.status)).toContain(429);
    expect(known.filter((a) => a.status === 200).length).toBeLessThanOrEqual(5);
    await t.app.services.recovery.idle();
  });

  it('answers a registered and an unknown e-mail alike, limits included', async () => {
    const { body } = await registerByEmail(t);
    const answersFor = async (email: string) => {
      const answers = [];
      for (let i = 0; i < 6; i++) {
        const res = await api(t).call(endpoints.resetRequest, {
          query: { channel: 'email' },
          body: { email },
        });
        answers.push({ status: res.statusCode, body: res.json() as unknown });
      }
      return answers;
    };
    const known = await answersFor(body.email as string);
    expect(known.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 429]);
    expect(await answersFor(newEmail())).toEqual(known);
    await t.app.services.recovery.idle();
  });

  it('answers before the e-mail is sent: the send is queued, not awaited', async () => {
    const { body } = await registerByEmail(t);
    const email = body.email as string;
    const original = t.messaging.sendEmail.bind(t.messaging);
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    t.messaging.sendEmail = async (...args) => {
      await gate;
      return original(...args);
    };
    try {
      // The gateway has not answered (it never would until released), and the request is answered.
      const res = await api(t).call(endpoints.resetRequest, { query: { channel: 'email' }, body: { email } });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true });
      expect(t.messaging.latest(email)).toBeUndefined();
      release();
      await t.app.services.recovery.idle();
      expect(t.messaging.latest(email)?.kind).toBe('email');
    } finally {
      t.messaging.sendEmail = original;
    }
  });
});

describe('renewal token reuse', () => {
  it('a replaced token presented again after the grace period ends the whole session, the thief’s token and the victim’s', async () => {
    const { auth } = await registerByEmail(t);
    const renew = (token: string) => api(t).call(endpoints.renewToken, { query: { token } });
    const first = await renew(auth.token);
    expect(first.statusCode).toBe(200);
    const victim = AuthResponse.parse(first.json()).token;
    // The old token (a stolen copy) comes back once the grace for a page's lost answer is over.
    t.advance(RENEWAL_GRACE_MS + 1);
    expect((await renew(auth.token)).statusCode).toBe(401);
    expect(
      await api(t)
        .as(victim)
        .status(endpoints.getProfile, { params: { id: auth.uuid } }),
    ).toBe(401);
    expect((await renew(victim)).statusCode).toBe(401);
  });

  it('a token two renewals old is a stolen copy even within the grace period', async () => {
    const { auth } = await registerByEmail(t);
    const renew = (token: string) => api(t).call(endpoints.renewToken, { query: { token } });
    const first = AuthResponse.parse((await renew(auth.token)).json()).token;
    const second = AuthResponse.parse((await renew(first)).json()).token;
    expect((await renew(auth.token)).statusCode).toBe(401);
    expect(
      await api(t)
        .as(second)
        .status(endpoints.getProfile, { params: { id: auth.uuid } }),
    ).toBe(401);
  });
});

describe('common and breached passwords', () => {
  const WEAK = ['password', '12345678', '        '];
  const refusedAsCommon = (res: { statusCode: number; json(): unknown }) => {
    expect(res.statusCode).toBe(400);
    expect(envelope(res).fieldErrors).toMatchObject({ password: 'auth.errors.password-common' });
  };

  it('registration refuses them with a field error on password', async () => {
    for (const password of WEAK)
      refusedAsCommon(await api(t).call(endpoints.signup, { body: signupBody({ password }) }));
  });

  it('a password reset refuses them, and the link still works for a good one', async () => {
    const { body } = await registerByEmail(t);
    const email = body.email as string;
    await api(t).call(endpoints.resetRequest, { query: { channel: 'email' }, body: { email } });
    await t.app.services.recovery.idle();
    const mail = t.messaging.latest(email);
    const token = (mail?.kind === 'email' ? /token=([\w-]+)/.exec(mail.text)?.[1] : undefined) as string;
    for (const password of WEAK) {
      refusedAsCommon(
        await api(t).call(endpoints.resetPassword, { body: { login: email, token, password } }),
      );
    }
    const good = await api(t).call(endpoints.resetPassword, {
      body: {
        login: email,
        token,
        password: 'Brand-New-Secret-7',
      },
    });
    expect(good.statusCode, good.body).toBe(200);
  });

  it('a password change refuses them', async () => {
    const { auth } = await registerByEmail(t);
    for (const password of WEAK) {
      refusedAsCommon(
        await api(t)
          .as(auth)
          .call(endpoints.changePassword, {
            body: { oldPassword: PASSWORD, password, repeatPassword: password },
          }),
      );
    }
  });
});
