import type { OperatorRole } from '@croupier/contract';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { generate } from 'otplib';
import { OPERATOR_TOKEN, unique } from './support.ts';

const OPERATOR_PASSWORD = 'Console-Journey-Horse-42';

/**
 * A new operator with `roles`, signed in to the console in this page's browser: created with the
 * journeys' OPERATOR_TOKEN (from loopback, as the first admin's command does), then its enrolment
 * link's token sets the password and an authenticator is enrolled with a code computed from the
 * secret the server shows, as the console's enrolment does. The session's cookie lands in the page's
 * browser context (page.request shares it). Answers the operator's e-mail.
 */
export async function signedInOperator(page: Page, roles: OperatorRole[]): Promise<string> {
  const email = `${roles.join('-')}-${unique()}@croupier.test`;
  const created = await page.request.post('/api/operator/operators', {
    headers: { 'x-operator-token': OPERATOR_TOKEN },
    data: { email, roles },
  });
  expect(created.status(), await created.text()).toBe(200);
  const { enrolment } = (await created.json()) as { enrolment: { token: string } };
  const activated = await page.request.post('/api/operator/auth/activate', {
    data: { token: enrolment.token, password: OPERATOR_PASSWORD },
  });
  expect(activated.status(), await activated.text()).toBe(200);
  const step = (await activated.json()) as { step: string; challenge: string; secret: string };
  expect(step.step).toBe('enrol');
  const enrolled = await page.request.post('/api/operator/auth/enrol', {
    data: { challenge: step.challenge, code: await generate({ secret: step.secret }) },
  });
  expect(enrolled.status(), await enrolled.text()).toBe(200);
  return email;
}

/**
 * A console of its own for a new operator with `roles`, in a new browser context: the test's page
 * keeps its player's or guest's session beside it.
 */
export async function operatorConsole(browser: Browser, roles: OperatorRole[]): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  await signedInOperator(page, roles);
  return page;
}
