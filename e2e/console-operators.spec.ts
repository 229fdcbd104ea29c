import { operatorsEndpoints } from '@croupier/contract/operators';
import { expect, type Page, test } from '@playwright/test';
import { generate } from 'otplib';
import { expectNoViolations } from './axe.ts';
import { watchCsp } from './csp.ts';
import { unique } from './support.ts';

// The operators' console against the real platform (ADRs 047 and 048): the local demo's admin signs
// in with the second factor (their first sign-in enrols an authenticator), creates a finance
// operator, and the finance operator activates their account through the one-time enrolment link,
// enrols, signs in again with a code, and sees only the sections finance may open.

const DEMO_ADMIN = { email: 'admin@example.com', password: 'croupier-console-demo' };

/** The authenticator's code for `secret`, `ahead` time steps (30 s) from now: a code is used once. */
const totp = (secret: string, ahead = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + ahead * 30 });

const sections = (page: Page) => page.getByRole('navigation', { name: 'Sections' }).getByRole('link');

/** The enrolment step: reads the setup key the page shows as text, confirms with its first code. */
async function enrol(page: Page): Promise<string> {
  await expect(page.getByRole('heading', { name: 'Set up your authenticator app' })).toBeFocused();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await page.getByRole('definition').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await page.getByLabel('Code from the app').fill(await totp(secret));
  await page.getByRole('button', { name: 'Confirm' }).click();

  await expect(page.getByRole('heading', { name: 'Save your recovery codes' })).toBeFocused();
  await expect(page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
  await page.getByRole('checkbox', { name: 'I have saved them' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  return secret;
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/console/');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Continue' }).click();
}

async function signOut(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
}

test('an admin creates a finance operator, who enrols through the link and sees only their sections', async ({
  page,
}) => {
  // The demo admin's first sign-in enrols their authenticator.
  const cspViolations = await watchCsp(page);
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await expectNoViolations(page, 'console enrolment');
  await enrol(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Players' })).toBeVisible();
  await expect(page.getByRole('banner')).toContainText('Signed in as admin@example.com (admin)');
  // Sign-in, enrolment and the first section, one document: nothing the console runs breaks the CSP.
  expect(await cspViolations()).toEqual([]);
  await expect(sections(page)).toHaveText([
    'Players',
    'KYC queue',
    'Withdrawals',
    'Rewards',
    'Campaigns',
    'Tournaments',
    'Loyalty',
    'CRM',
    'Catalogue',
    'Brand',
    'Support',
    'Error reports',
    'Reports',
    'Audit log',
    'Operators',
  ]);

  // A finance operator, and their one-time enrolment link.
  const email = `finance-${unique()}@example.com`;
  await sections(page).getByText('Operators').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Operators' })).toBeVisible();
  const form = page.getByRole('form', { name: 'New operator' });
  await form.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await form.getByRole('checkbox', { name: 'finance' }).check();
  await form.getByRole('button', { name: 'Create operator' }).click();
  await expect(page.getByRole('heading', { name: `Enrolment link for ${email}` })).toBeFocused();
  const link = new URL((await page.getByRole('definition').textContent())?.trim() ?? '');
  expect(link.pathname).toBe('/console/activate');
  expect(link.hash.length).toBeGreaterThan(20);
  await expectNoViolations(page, 'console operators');
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(
    page.getByRole('table', { name: 'Operator accounts' }).getByRole('row', { name: new RegExp(email) }),
  ).toContainText('Not enrolled yet');

  // The creation is in the audit log.
  await sections(page).getByText('Audit log').click();
  const filters = page.getByRole('form', { name: 'Filters' });
  await filters.getByRole('textbox', { name: 'Call (such as createOperator)' }).fill('createOperator');
  await filters.getByRole('button', { name: 'Apply filters' }).click();
  // The admin's own creation (other journeys create operators with the token): its details name the e-mail.
  const created = page
    .getByRole('table', { name: 'Audit log' })
    .getByRole('row')
    .filter({ hasText: 'admin@example.com (operator)' })
    .filter({ hasText: 'createOperator (POST)' });
  await expect(created).toHaveCount(1);
  await created.getByRole('button', { name: /^Details of / }).click();
  await expect(created.getByRole('region', { name: /^Details of / })).toContainText(email);
  await expectNoViolations(page, 'console audit log');

  // My account: this session among the open ones, ten recovery codes left.
  await page.getByRole('banner').getByRole('link', { name: DEMO_ADMIN.email }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
  await expect(page.getByText('10 of your recovery codes are left.', { exact: false })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Your open sessions' })).toContainText('(this session)');
  await expectNoViolations(page, 'console account');
  await signOut(page);

  // The finance operator opens the link: a password, the authenticator, the recovery codes.
  const password = `Fin-${unique()}-pass`;
  await page.goto(`/console/activate${link.hash}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Activate your account' })).toBeVisible();
  await page.getByLabel('New password').fill(password);
  await page.getByLabel('Repeat the password').fill(password);
  await page.getByRole('button', { name: 'Set password' }).click();
  const secret = await enrol(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Players' })).toBeVisible();
  await expect(page.getByRole('banner')).toContainText(`Signed in as ${email} (finance)`);
  await expect(sections(page)).toHaveText(['Players', 'Withdrawals', 'Reports']);
  await signOut(page);

  // Signing in again asks for a code (the next time step's: each code is used once).
  await signIn(page, email, password);
  const code = page.getByLabel('Authentication code');
  await expect(code).toBeFocused();
  await code.fill(await totp(secret, 1));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Players' })).toBeVisible();
  await expect(sections(page)).toHaveText(['Players', 'Withdrawals', 'Reports']);

  // A section finance may not open is refused, and the platform refuses its call too.
  await page.goto('/console/operators');
  await expect(page.getByRole('heading', { level: 1, name: 'Not for your roles' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Operators' })).toHaveCount(0);
  const refused = await page.request.get(`/api${operatorsEndpoints.listOperators.path}`);
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toMatchObject({ error: 'error.operator.role' });
});
