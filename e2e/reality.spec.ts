import { expect, type Page, test } from '@playwright/test';
import { demoGame, loggedInPlayer, openMenu, PASSWORD, routeFromOwnAddress } from './support.ts';

// Reality checks (docs/decisions/044-reality-checks-session-limits.md): a player chooses the test
// interval the local demo offers (REALITY_CHECK_TEST_SECONDS in playwright.config.ts); the check comes
// over a running game, which pauses behind it; Continue resumes the game; Log out ends the session on
// the server. Logging in again shows the previous login.

const check = (page: Page) => page.getByRole('dialog', { name: 'Reality check' });

test('a reality check over a running game: the game pauses, Continue resumes, Log out ends the session', async ({
  page,
}) => {
  // Its logins from an address of their own, as the suite's others (one per-address login limit).
  await routeFromOwnAddress(page, '**/api/signin');
  const player = await loggedInPlayer(page, 'reality');
  // Until the game runs, a check that comes early is simply continued.
  const early = async () => {
    await check(page).getByRole('button', { name: 'Continue playing' }).click();
  };
  await page.addLocatorHandler(check(page), early);

  await (await openMenu(page)).getByRole('link', { name: 'Safer gambling', exact: true }).click();
  const settings = page.getByRole('region', { name: 'Reality checks' });
  await settings
    .getByRole('combobox', { name: 'Show a reality check' })
    .selectOption({ label: 'Every 5 seconds' });
  await settings.getByRole('button', { name: 'Save interval' }).click();
  await expect(page.getByText('Your reality-check interval is saved.')).toBeVisible();

  const { slug, fullGameName: name } = await demoGame(page.request, 'roulette');
  await page.goto(`/game/${slug}`);
  await page
    .getByRole('group', { name: 'How to play' })
    .getByRole('button', { name: 'Demo', exact: true })
    .click();
  const game = page.frameLocator(`iframe[title="${name}"]`);
  const spin = game.getByRole('button', { name: 'Spin the wheel' });
  await expect(spin).toBeEnabled();
  await page.removeLocatorHandler(check(page));

  // The check comes over the game, with this session's figures; the game is paused behind it.
  const dialog = check(page);
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  await expect(dialog.getByText(/^You have been playing for \d+ h \d+ min in this session\.$/)).toBeVisible();
  await expect(dialog.getByRole('definition')).toHaveText(['$0.00', '$0.00', '$0.00']);
  await expect(game.getByText('Game paused')).toBeVisible();
  await expect(spin).toBeDisabled();
  // Continue reads the session again: the next check is scheduled from that answer.
  const reread = page.waitForResponse(
    (r) => r.request().method() === 'GET' && new URL(r.url()).pathname === '/api/player-protection/session',
  );
  await dialog.getByRole('button', { name: 'Continue playing' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(spin).toBeEnabled();
  await expect(game.getByText('Game paused')).toBeHidden();
  expect((await reread).status()).toBe(200);

  // Back to hourly checks for the next login, once the page has read the 5-second interval; the page
  // keeps that interval until its next read.
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const auth = { Authorization: `Bearer ${token}` };
  const hourly = await page.request.put('/api/player-protection/session/reality-check', {
    headers: auth,
    data: { intervalSeconds: 3600 },
  });
  expect(hourly.status()).toBe(200);

  // The next check: Log out ends the session, here and on the server.
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  await dialog.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in', exact: true })).toBeVisible();
  const after = await page.request.get('/api/player-protection/session', { headers: auth });
  expect(after.status()).toBe(401);

  // Logging in again: the previous login is shown, as a status.
  await page.getByRole('banner').getByRole('link', { name: 'Log in', exact: true }).click();
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(player.email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.addLocatorHandler(check(page), early);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Your previous login: .+/ })).toBeVisible();
});
