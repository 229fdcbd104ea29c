import { expect, test } from '@playwright/test';
import { loggedInPlayer, openMenu, PASSWORD, routeFromOwnAddress } from './support.ts';

// Time-out (docs/decisions/045-time-out-and-self-exclusion.md): a player takes a 24-hour break on
// the Safer gambling page, confirms it in a dialog, is logged out at once (the token stops working),
// and the login form then says until when the break lasts.

test('a 24-hour time-out: confirmed, logged out at once, and login says when it ends', async ({ page }) => {
  // Its login from an address of its own, as the suite's others (one per-address login limit).
  await routeFromOwnAddress(page, '**/api/signin');
  const player = await loggedInPlayer(page, 'breaks');

  await (await openMenu(page)).getByRole('link', { name: 'Safer gambling', exact: true }).click();
  const card = page.getByRole('region', { name: 'Take a break', exact: true });
  await card.getByRole('radio', { name: '24 hours', exact: true }).check();
  await expect(card.getByText(/^You are logged out at once/)).toBeVisible();
  await expect(card.getByText(/^You cannot log in until .+\.$/)).toBeVisible();
  await expect(card.getByText('Your active and unclaimed bonuses are forfeited.')).toBeVisible();
  await expect(card.getByText('Withdrawals you have already requested go on as normal.')).toBeVisible();
  await card.getByRole('button', { name: 'Take a break', exact: true }).click();

  const dialog = page.getByRole('dialog', { name: /^Take a break until .+\?$/ });
  await expect(dialog).toBeVisible();
  const taken = page.waitForResponse('**/api/player-protection/breaks');
  await dialog.getByRole('button', { name: /^Yes, take a break until / }).click();
  const answer = await taken;
  expect(answer.status()).toBe(200);
  const { endsAt } = (await answer.json()) as { endsAt: string };

  // Logged out here, and the token no longer works anywhere.
  await expect(page.getByText('Your break has started. You have been logged out.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Log in' }).first()).toBeVisible();
  const balance = await page.request.get(`/api/balance/v2/${player.uuid}`, {
    headers: { authorization: `Bearer ${player.token}` },
  });
  expect(balance.status()).toBe(401);

  // Login is refused with the end of the break, as the page formats dates.
  const until = await page.evaluate(
    (iso) => new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso)),
    endsAt,
  );
  await page.goto('/login');
  await page.getByRole('tab', { name: 'E-mail' }).click();
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(player.email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  const login = page.waitForResponse('**/api/signin');
  await page.getByRole('button', { name: 'Log in' }).click();
  expect((await login).status()).toBe(423);
  await expect(page.getByRole('alert')).toHaveText(
    `You are taking a break. You cannot log in until ${until}.`,
  );
});
