import { expect, type Page, test } from '@playwright/test';
import { loggedInPlayer, openMenu, PASSWORD } from './support.ts';

// On a phone (390 px) nothing a player typed pushes the page wider than the screen: a long login
// e-mail and a long name wrap on every page that shows them, and the bottom bar's buttons (Menu,
// Log out, Withdraw, History …) stay on screen (ADR 030).

const PHONE = { width: 390, height: 844 };
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';

test.use({ viewport: PHONE, isMobile: true, hasTouch: true, userAgent: ANDROID });

/** Nothing is wider than the screen, and each of the bottom bar's controls is on it. */
async function expectFits(page: Page, where: string) {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth), {
      message: `${where}: page width`,
    })
    .toBeLessThanOrEqual(PHONE.width);
  const items = page.getByRole('navigation', { name: 'Main' }).locator('a, button');
  await expect(items).toHaveCount(5);
  for (let i = 0; i < 5; i++) {
    const b = await items.nth(i).boundingBox();
    expect(b, `${where}: bottom bar item ${i}`).not.toBeNull();
    expect(b!.x, `${where}: bottom bar item ${i} starts on screen`).toBeGreaterThanOrEqual(0);
    expect(b!.x + b!.width, `${where}: bottom bar item ${i} ends on screen`).toBeLessThanOrEqual(PHONE.width);
    expect(b!.y + b!.height, `${where}: bottom bar item ${i} above the bottom`).toBeLessThanOrEqual(
      PHONE.height + 0.5,
    );
  }
}

test('a long e-mail and a long name wrap on every page; the bottom bar stays on screen', async ({ page }) => {
  // 31 characters and more before the domain: the reviewer's 31-character address made My account 425 px wide.
  const player = await loggedInPlayer(page, 'maximiliana.wolfeschlegelstein');
  const { email } = player;
  const named = await page.request.put(`/api/profile/profiles/${player.uuid}`, {
    headers: { Authorization: `Bearer ${player.token}` },
    data: {
      firstName: 'Maximiliana-Alexandrina',
      lastName: 'Wolfeschlegelsteinhausenbergerdorff',
      password: PASSWORD,
    },
  });
  expect(named.status(), await named.text()).toBe(200);
  await expect(page.getByRole('banner').getByRole('region', { name: 'Balance' })).toBeVisible();
  await expectFits(page, 'lobby');

  await page.goto('/profile');
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByText('Maximiliana-Alexandrina Wolfeschlegelsteinhausenbergerdorff')).toBeVisible();
  await expectFits(page, 'My account');

  const pages: [string, RegExp | string][] = [
    ['/profile/account', 'Account settings'],
    ['/profile/rewards', 'My rewards'],
    ['/profile/loyalty', 'Loyalty'],
    ['/profile/history', 'Transaction history'],
    ['/profile/bank-account', /Bank account/],
    ['/deposit', 'Deposit'],
    ['/promotions', 'Promotions'],
    ['/tournaments', 'Tournaments'],
    ['/games', 'All games'],
  ];
  for (const [path, heading] of pages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading }).first()).toBeVisible();
    await expectFits(page, path);
  }

  // The account tab shows the e-mail in its field, the menu and the withdrawal modal fit too.
  await page.goto('/profile/account');
  await expect(page.getByRole('textbox', { name: 'E-mail', exact: true })).toHaveValue(email);
  await expectFits(page, 'account tab');
  const menu = await openMenu(page);
  await expect(menu.getByRole('button', { name: 'Log out' })).toBeInViewport();
  await menu.getByRole('button', { name: 'Withdraw', exact: true }).click();
  const withdrawal = page.getByRole('dialog', { name: 'Withdraw' });
  await expect(withdrawal).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  const modal = await withdrawal.boundingBox();
  expect(modal!.x).toBeGreaterThanOrEqual(0);
  expect(modal!.x + modal!.width).toBeLessThanOrEqual(PHONE.width);
});
