import { endpoints, type OperatorRole } from '@croupier/contract';
import { generate } from 'otplib';
import { api, type ConsoleSession, type Response } from './api.ts';
import type { TestContext } from './helper.ts';

/** The authenticator's code for `secret` at the test app's clock. */
export const totpNow = (t: TestContext, secret: string) =>
  generate({ secret, epoch: Math.floor(t.now() / 1000) });

/** The session cookie and CSRF token a sign-in answer sets, as a browser keeps them. */
export function sessionOf(res: Response): ConsoleSession {
  const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
  const pair = (name: string) => cookies.find((c) => c.startsWith(`${name}=`))?.split(';')[0] ?? '';
  const session = pair('croupier_operator');
  const csrf = pair('croupier_operator_csrf');
  return { cookie: `${session}; ${csrf}`, csrfToken: csrf.split('=')[1] ?? '' };
}

export interface TestOperator {
  id: string;
  email: string;
  password: string;
  secret: string;
  recoveryCodes: string[];
  session: ConsoleSession;
}

let made = 0;

/**
 * A new operator with these roles, created with OPERATOR_TOKEN (from loopback), who has opened their
 * enrolment link, set a password, enrolled an authenticator and holds a session.
 */
export async function newOperator(t: TestContext, roles: OperatorRole[], ip?: string): Promise<TestOperator> {
  made += 1;
  const email = `operator-${made}-${Date.now()}@example.com`;
  const password = `Long enough passphrase ${made}`;
  const created = await api(t).operator().ok(endpoints.createOperator, { body: { email, roles } });
  const step = await api(t)
    .from(ip)
    .ok(endpoints.operatorActivate, { body: { token: created.enrolment.token, password } });
  if (step.step !== 'enrol') throw new Error('expected the enrolment step');
  const res = await api(t)
    .from(ip)
    .call(endpoints.operatorEnrol, {
      body: { challenge: step.challenge, code: await totpNow(t, step.secret) },
    });
  const enrolled = endpoints.operatorEnrol.response.parse(res.json());
  return {
    id: created.operator.id,
    email,
    password,
    secret: step.secret,
    recoveryCodes: enrolled.recoveryCodes,
    session: sessionOf(res),
  };
}

/** A new API key with these roles, made with OPERATOR_TOKEN: the key itself and its id. */
export async function newApiKey(t: TestContext, roles: OperatorRole[], name = `key ${roles.join(' ')}`) {
  const made = await api(t).operator().ok(endpoints.createApiKey, { body: { name, roles } });
  return { key: made.key, id: made.apiKey.id };
}
