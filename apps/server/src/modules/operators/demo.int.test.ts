import { endpoints } from '@croupier/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { api, OPERATOR_TOKEN } from '../../../test/api.ts';
import { buildTestApp, type TestContext } from '../../../test/helper.ts';
import { totpNow } from '../../../test/operators.ts';
import { DEMO_ADMIN } from './index.ts';

// The local demo seeds an admin whose password is in the README; a start beyond loopback (here
// NODE_ENV=production on a database seeded as the demo) refuses its sign-in, and sets its cookies
// Secure.

const PRODUCTION = {
  NODE_ENV: 'production',
  AUTH_TOKEN_SECRET: 'a-production-token-secret-of-32-chars-at-least',
  STUDIO_SECRET: 'a-production-studio-secret-of-32-characters',
  PAYMENT_WEBHOOK_SECRET: 'a-production-payment-secret-of-32-characters',
  KYC_WEBHOOK_SECRET: 'a-production-kyc-secret-32-chars',
  EMAIL_DELIVERY: 'smtp',
  SMTP_URL: 'smtp://mail.example.com:587',
  MAIL_FROM: 'Croupier <no-reply@example.com>',
  SMS_DELIVERY: 'http',
  SMS_GATEWAY_URL: 'https://sms.example.com/send',
  SMS_GATEWAY_TOKEN: 'a-gateway-token-1234',
};

const apps: TestContext[] = [];
afterAll(() => Promise.all(apps.map((t) => t.close())));

describe('the demo admin', () => {
  it('signs in on the local demo (first: the authenticator enrolment)', async () => {
    const t = await buildTestApp({ env: { OPERATOR_TOKEN } });
    apps.push(t);
    const step = await api(t).ok(endpoints.operatorSignIn, { body: DEMO_ADMIN });
    expect(step.step).toBe('enrol');
  });

  it('is refused beyond the local demo, whose cookies are Secure', async () => {
    const t = await buildTestApp({ env: { OPERATOR_TOKEN, ...PRODUCTION } });
    apps.push(t);
    const refused = await api(t).fails(endpoints.operatorSignIn, { body: DEMO_ADMIN });
    expect(refused).toMatchObject({ status: 401, error: 'error.operator.sign-in' });

    const created = await api(t)
      .operator()
      .ok(endpoints.createOperator, { body: { email: 'secure@example.com', roles: ['support'] } });
    const step = await api(t).ok(endpoints.operatorActivate, {
      body: { token: created.enrolment.token, password: 'A production passphrase' },
    });
    if (step.step !== 'enrol') throw new Error('expected enrolment');
    const res = await api(t).call(endpoints.operatorEnrol, {
      body: { challenge: step.challenge, code: await totpNow(t, step.secret) },
    });
    const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
    expect(cookies).toHaveLength(2);
    for (const cookie of cookies) expect(cookie).toMatch(/; Secure/);
  });
});
