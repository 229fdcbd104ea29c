import {
  endpoints,
  OPERATOR_LOCKOUT_MS,
  OPERATOR_RECOVERY_CODE_COUNT,
  OPERATOR_SESSION_ABSOLUTE_MS,
  OPERATOR_SESSION_IDLE_MS,
  OPERATOR_SIGN_IN_MAX_FAILURES,
} from '@croupier/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, OPERATOR_TOKEN } from '../../../test/api.ts';
import { buildTestApp, freshIp, type TestContext } from '../../../test/helper.ts';
import { newOperator, sessionOf, totpNow } from '../../../test/operators.ts';
import { OPERATOR_SIGN_IN_IP_FAILURES } from './sign-in.ts';
import { operatorRecoveryCodes, operators } from './tables.ts';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp({ env: { OPERATOR_TOKEN } });
});
afterAll(() => t?.close());

/** The next 30-second step, so a new authenticator code is not the one just used. */
const nextStep = () => t.advance(30_000);

async function passwordStep(email: string, password: string) {
  return api(t).ok(endpoints.operatorSignIn, { body: { email, password } });
}

describe('enrolment', () => {
  it('sets a password through the one-time link, shows a QR code and answers ten recovery codes once', async () => {
    const created = await api(t)
      .operator()
      .ok(endpoints.createOperator, { body: { email: 'enrol@example.com', roles: ['support'] } });
    expect(created.enrolment.url).toMatch(/\/console\/activate#/);
    // The player's password rules: too short, and containing the e-mail's name, are refused.
    const short = await api(t).fails(endpoints.operatorActivate, {
      body: { token: created.enrolment.token, password: 'short' },
    });
    expect(short.status).toBe(400);
    const named = await api(t).fails(endpoints.operatorActivate, {
      body: { token: created.enrolment.token, password: 'my enrol passphrase' },
    });
    expect(named.fieldErrors?.password).toBe('auth.errors.password-email-validation');

    const step = await api(t).ok(endpoints.operatorActivate, {
      body: { token: created.enrolment.token, password: 'A long passphrase 1' },
    });
    if (step.step !== 'enrol') throw new Error('expected enrolment');
    expect(step.otpauthUri).toMatch(/^otpauth:\/\/totp\/Croupier:enrol%40example\.com\?secret=[A-Z2-7]+/);
    expect(
      Buffer.from(step.qrCode.replace(/^data:image\/svg\+xml;base64,/, ''), 'base64').toString(),
    ).toMatch(/^<svg/);
    // The link is used up.
    const again = await api(t).fails(endpoints.operatorActivate, {
      body: { token: created.enrolment.token, password: 'A long passphrase 2' },
    });
    expect(again.error).toBe('error.operator.enrolment');

    const wrong = await api(t).fails(endpoints.operatorEnrol, {
      body: { challenge: step.challenge, code: '000000' },
    });
    expect(wrong).toMatchObject({ status: 401, error: 'error.operator.code' });
    const res = await api(t).call(endpoints.operatorEnrol, {
      body: { challenge: step.challenge, code: await totpNow(t, step.secret) },
    });
    expect(res.statusCode).toBe(200);
    const body = endpoints.operatorEnrol.response.parse(res.json());
    expect(body.recoveryCodes).toHaveLength(OPERATOR_RECOVERY_CODE_COUNT);
    expect(body.operator).toMatchObject({
      email: 'enrol@example.com',
      roles: ['support'],
      recoveryCodesLeft: 10,
    });
    // The cookie: HttpOnly, SameSite=Strict, on the operator API only; not Secure on loopback.
    const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
    const session = cookies.find((c) => c.startsWith('croupier_operator='));
    expect(session).toMatch(/HttpOnly/);
    expect(session).toMatch(/SameSite=Strict/);
    expect(session).toMatch(/Path=\/api\/operator/);
    expect(session).not.toMatch(/Secure/);
    // Only hashes are kept of the codes.
    const [row] = await t.database.db.select().from(operators).where(eq(operators.id, body.operator.id));
    const codes = await t.database.db
      .select()
      .from(operatorRecoveryCodes)
      .where(eq(operatorRecoveryCodes.operatorId, body.operator.id));
    expect(codes).toHaveLength(10);
    expect(codes.map((c) => c.codeHash)).not.toContain(body.recoveryCodes[0]);
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    // The session works; a write without its CSRF token does not.
    const me = await api(t).console(sessionOf(res)).ok(endpoints.operatorAccount);
    expect(me.email).toBe('enrol@example.com');
    const noCsrf = await api(t)
      .console({ ...sessionOf(res), csrfToken: 'not-the-token' })
      .fails(endpoints.operatorSignOut);
    expect(noCsrf).toMatchObject({ status: 403, error: 'error.operator.csrf' });
  });
});

describe('sign-in with the second factor', () => {
  it('takes the password, then a code from the authenticator, each code once', async () => {
    const op = await newOperator(t, ['finance']);
    nextStep();
    const step = await passwordStep(op.email, op.password);
    expect(step.step).toBe('verify');
    const code = await totpNow(t, op.secret);
    const res = await api(t).call(endpoints.operatorVerify, { body: { challenge: step.challenge, code } });
    expect(res.statusCode).toBe(200);
    expect(await api(t).console(sessionOf(res)).status(endpoints.operatorAccount)).toBe(200);
    // The same code again (the same 30 seconds) is refused: a code is used once.
    const replay = await passwordStep(op.email, op.password);
    const refused = await api(t).fails(endpoints.operatorVerify, {
      body: { challenge: replay.challenge, code },
    });
    expect(refused.error).toBe('error.operator.code');
  });

  it('refuses a wrong password or an unknown e-mail alike', async () => {
    const op = await newOperator(t, ['finance']);
    const wrong = await api(t).fails(endpoints.operatorSignIn, {
      body: { email: op.email, password: 'nope nope 1' },
    });
    const unknown = await api(t).fails(endpoints.operatorSignIn, {
      body: { email: 'nobody@example.com', password: 'nope nope 1' },
    });
    expect(wrong).toMatchObject({ status: 401, error: 'error.operator.sign-in' });
    expect(unknown).toMatchObject({ status: 401, error: 'error.operator.sign-in', message: wrong.message });
  });

  it(`locks the account after ${OPERATOR_SIGN_IN_MAX_FAILURES} wrong answers in a row, even for the right ones, until the lock ends`, async () => {
    const op = await newOperator(t, ['marketing']);
    nextStep();
    // Wrong passwords and wrong codes count alike; a right password does not reset the count.
    await api(t).fails(endpoints.operatorSignIn, { body: { email: op.email, password: 'wrong password 1' } });
    await api(t).fails(endpoints.operatorSignIn, { body: { email: op.email, password: 'wrong password 2' } });
    const step = await passwordStep(op.email, op.password);
    for (let i = 0; i < OPERATOR_SIGN_IN_MAX_FAILURES - 2; i++) {
      const res = await api(t).fails(endpoints.operatorVerify, {
        body: { challenge: step.challenge, code: '000000' },
      });
      expect(res.error).toBe('error.operator.code');
    }
    const locked = await api(t).fails(endpoints.operatorVerify, {
      body: { challenge: step.challenge, code: await totpNow(t, op.secret) },
    });
    expect(locked).toMatchObject({ status: 423, error: 'error.operator.locked' });
    const lockedPassword = await api(t).fails(endpoints.operatorSignIn, {
      body: { email: op.email, password: op.password },
    });
    expect(lockedPassword.error).toBe('error.operator.locked');
    t.advance(OPERATOR_LOCKOUT_MS);
    const after = await passwordStep(op.email, op.password);
    const ok = await api(t).call(endpoints.operatorVerify, {
      body: { challenge: after.challenge, code: await totpNow(t, op.secret) },
    });
    expect(ok.statusCode).toBe(200);
  });

  it('takes each recovery code once, in any case and with or without dashes', async () => {
    const op = await newOperator(t, ['support']);
    const code = op.recoveryCodes[0] as string;
    const first = await passwordStep(op.email, op.password);
    const used = await api(t).call(endpoints.operatorVerify, {
      body: { challenge: first.challenge, recoveryCode: code.toUpperCase().replaceAll('-', '') },
    });
    expect(used.statusCode).toBe(200);
    expect((await api(t).console(sessionOf(used)).ok(endpoints.operatorAccount)).recoveryCodesLeft).toBe(9);
    const second = await passwordStep(op.email, op.password);
    const again = await api(t).fails(endpoints.operatorVerify, {
      body: { challenge: second.challenge, recoveryCode: code },
    });
    expect(again.error).toBe('error.operator.code');
  });

  it('refuses the second step after its challenge expired, and a disabled operator', async () => {
    const op = await newOperator(t, ['support']);
    nextStep();
    const step = await passwordStep(op.email, op.password);
    t.advance(5 * 60_000);
    const late = await api(t).fails(endpoints.operatorVerify, {
      body: { challenge: step.challenge, code: await totpNow(t, op.secret) },
    });
    expect(late.error).toBe('error.operator.challenge');
    await api(t)
      .operator()
      .ok(endpoints.updateOperator, { params: { operatorId: op.id }, body: { disabled: true } });
    // Disabling ends the operator's sessions at once, and they cannot sign in.
    expect((await api(t).console(op.session).fails(endpoints.operatorAccount)).error).toBe(
      'error.operator.unauthorized',
    );
    const refused = await api(t).fails(endpoints.operatorSignIn, {
      body: { email: op.email, password: op.password },
    });
    expect(refused.error).toBe('error.operator.sign-in');
  });
});

describe('sign-in guesses from one address', () => {
  it('are stopped with 429 past the limit, whatever the accounts, right answers included', async () => {
    const op = await newOperator(t, ['support']);
    const ip = freshIp();
    const { limit } = OPERATOR_SIGN_IN_IP_FAILURES;
    for (let i = 0; i < limit; i++) {
      const res = await api(t)
        .from(ip)
        .fails(endpoints.operatorSignIn, {
          body: { email: `guess-${i}@example.com`, password: 'guessing 123' },
        });
      expect(res.status).toBe(401);
    }
    const stopped = await api(t)
      .from(ip)
      .fails(endpoints.operatorSignIn, {
        body: { email: op.email, password: op.password },
      });
    expect(stopped).toMatchObject({ status: 429, error: 'error.rate.limited' });
    // Another address is not stopped, and right answers are not counted there.
    const other = freshIp();
    for (let i = 0; i < limit + 1; i++) {
      const step = await api(t)
        .from(other)
        .ok(endpoints.operatorSignIn, { body: { email: op.email, password: op.password } });
      expect(step.step).toBe('verify');
    }
  });
});

describe('sessions', () => {
  it(`end after ${OPERATOR_SESSION_IDLE_MS / 60_000} minutes without a call`, async () => {
    const op = await newOperator(t, ['support']);
    t.advance(OPERATOR_SESSION_IDLE_MS - 1000);
    expect(await api(t).console(op.session).status(endpoints.operatorAccount)).toBe(200);
    t.advance(OPERATOR_SESSION_IDLE_MS);
    expect((await api(t).console(op.session).fails(endpoints.operatorAccount)).error).toBe(
      'error.operator.unauthorized',
    );
  });

  it(`end ${OPERATOR_SESSION_ABSOLUTE_MS / 3_600_000} hours after sign-in however busy`, async () => {
    const op = await newOperator(t, ['support']);
    const step = 20 * 60_000;
    for (let at = step; at < OPERATOR_SESSION_ABSOLUTE_MS; at += step) {
      t.advance(step);
      expect(await api(t).console(op.session).status(endpoints.operatorAccount), `after ${at} ms`).toBe(200);
    }
    t.advance(step);
    expect(await api(t).console(op.session).status(endpoints.operatorAccount)).toBe(403);
  });

  it('end on sign-out, everywhere on sign-out-everywhere, and elsewhere on a password change', async () => {
    const op = await newOperator(t, ['support']);
    nextStep();
    const second = sessionOf(
      await api(t).call(endpoints.operatorVerify, {
        body: {
          challenge: (await passwordStep(op.email, op.password)).challenge,
          code: await totpNow(t, op.secret),
        },
      }),
    );
    const listed = await api(t).console(second).ok(endpoints.operatorMySessions);
    expect(listed.sessions).toHaveLength(2);
    expect(listed.sessions.filter((s) => s.current)).toHaveLength(1);

    await api(t)
      .console(op.session)
      .ok(endpoints.operatorChangePassword, {
        body: { currentPassword: op.password, newPassword: 'Another long passphrase' },
      });
    expect(await api(t).console(op.session).status(endpoints.operatorAccount)).toBe(200);
    expect(await api(t).console(second).status(endpoints.operatorAccount)).toBe(403);

    await api(t).console(op.session).ok(endpoints.operatorSignOut);
    expect(await api(t).console(op.session).status(endpoints.operatorAccount)).toBe(403);

    nextStep();
    const third = sessionOf(
      await api(t).call(endpoints.operatorVerify, {
        body: {
          challenge: (await passwordStep(op.email, 'Another long passphrase')).challenge,
          code: await totpNow(t, op.secret),
        },
      }),
    );
    await api(t).console(third).ok(endpoints.operatorSignOutEverywhere);
    expect(await api(t).console(third).status(endpoints.operatorAccount)).toBe(403);
  });

  it('make new recovery codes for a right authenticator code; the old ones stop working', async () => {
    const op = await newOperator(t, ['support']);
    const wrong = await api(t)
      .console(op.session)
      .fails(endpoints.operatorRecoveryCodes, { body: { totpCode: '000000' } });
    expect(wrong.error).toBe('error.operator.code');
    nextStep();
    const fresh = await api(t)
      .console(op.session)
      .ok(endpoints.operatorRecoveryCodes, { body: { totpCode: await totpNow(t, op.secret) } });
    expect(fresh.recoveryCodes).toHaveLength(10);
    const step = await passwordStep(op.email, op.password);
    const old = await api(t).fails(endpoints.operatorVerify, {
      body: { challenge: step.challenge, recoveryCode: op.recoveryCodes[1] as string },
    });
    expect(old.error).toBe('error.operator.code');
    expect(
      await api(t).status(endpoints.operatorVerify, {
        body: { challenge: step.challenge, recoveryCode: fresh.recoveryCodes[1] as string },
      }),
    ).toBe(200);
  });
});
