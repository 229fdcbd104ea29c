import { expect, test } from '@playwright/test';
import { expectNoViolations } from './axe.ts';

// The operators' console, served by the platform at /console/ (ADR 048): a visitor lands on its
// sign-in page, which names its fields, offers the second factor's code to the browser's autofill
// and passes axe.

test('the console sends a visitor to its sign-in page, which is accessible', async ({ page }) => {
  await page.goto('/console/');
  await expect(page).toHaveURL(/\/console\/sign-in$/);
  await expect(page).toHaveTitle('Croupier Console');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  const email = page.getByRole('textbox', { name: 'E-mail' });
  await expect(email).toHaveAttribute('type', 'email');
  await expect(page.getByLabel('Password')).toHaveAttribute('type', 'password');
  await expectNoViolations(page, 'console sign-in');

  // A field left empty says so, next to the field, and the page stays accessible.
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(email).toHaveAccessibleDescription('Enter your e-mail address.');
  await expectNoViolations(page, 'console sign-in with errors');
});

test("a console address the console does not know shows the console's own not-found page", async ({
  page,
}) => {
  const answer = await page.goto('/console/no/such/page');
  expect(answer?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to the console' })).toHaveAttribute('href', '/console');
  await expectNoViolations(page, 'console not found');
});
