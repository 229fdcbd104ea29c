import { expect, type Page, test } from '@playwright/test';
import { expectNoViolations } from './axe.ts';
import { addPhone, loggedInPlayer, openMenu, unique } from './support.ts';

// "Accessible by default" (the brief): every page and modal of the player site is scanned with
// axe-core against WCAG 2.1 A and AA once its content has loaded; no violation is allowed.

// One test per page, so each scan has the whole timeout to itself (axe takes seconds per page on a
// slow machine, and a page list in one test outgrew it).
const guestPages: [string, (page: Page) => Promise<void>][] = [
  ['/', (page) => expect(page.getByRole('heading', { name: 'Lobby', level: 1 })).toBeVisible()],
  ['/games', (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible()],
  ['/providers', (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible()],
  // A category's and a provider's own pages (ADR 032), with their games.
  ['/games/category/slots', (page) => expect(page.getByRole('list', { name: 'Slots' })).toBeVisible()],
  [
    '/providers/aurora',
    (page) => expect(page.getByRole('list', { name: 'Games by Aurora Gaming' })).toBeVisible(),
  ],
  // A game in demo: the page and the studio's frame on the sandbox origin.
  [
    '/game/velvet-viking',
    (page) => expect(page.frameLocator('iframe').getByRole('button', { name: 'Spin' })).toBeVisible(),
  ],
  // The sportsbook in the sports frame, on the sandbox origin (ADR 027).
  [
    '/sports',
    (page) =>
      expect(page.frameLocator('iframe').getByRole('heading', { name: 'Live now', level: 2 })).toBeVisible(),
  ],
  ['/login', (page) => expect(page.getByRole('button', { name: 'Log in' }).last()).toBeVisible()],
  [
    '/registration',
    (page) => expect(page.getByRole('group', { name: 'Choose your welcome pack' })).toBeVisible(),
  ],
  ['/promotions', (page) => expect(page.getByRole('article').first()).toBeVisible()],
  ['/forgot-password', (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible()],
  ['/about-us', (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible()],
  ['/callback', (page) => expect(page.getByRole('button', { name: 'Call me back' })).toBeVisible()],
  ['/no-such-page', (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible()],
];
for (const [path, loaded] of guestPages) {
  test(`a guest's page ${path}`, async ({ page }) => {
    await page.goto(path);
    await loaded(page);
    await expectNoViolations(page, path);
  });
}

const playerPages = [
  '/',
  '/deposit',
  '/profile',
  '/profile/account',
  '/profile/kyc',
  '/profile/history',
  '/profile/bank-account',
  '/profile/self-restriction',
  '/favorites',
  '/games/last-played',
  '/profile/rewards',
  '/promotions',
];
for (const path of playerPages) {
  test(`a player's page ${path}`, async ({ page }) => {
    await loggedInPlayer(page, 'a11y');
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoViolations(page, path);
  });
}

test("a player's rewards with a card and the cancel dialog", async ({ page }) => {
  await loggedInPlayer(page, 'a11y', { promoCode: 'spin50' });
  await page.goto('/profile/rewards');
  const card = page.getByRole('article', { name: '10 free spins on Velvet Viking' });
  await expect(card).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectNoViolations(page, 'rewards with a card');
  await card.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Cancel this reward?' })).toBeVisible();
  await expectNoViolations(page, 'the cancel dialog');
});

test("a player's withdraw modal", async ({ page }) => {
  await loggedInPlayer(page, 'a11y');
  await (await openMenu(page)).getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Withdraw' })).toBeVisible();
  await expectNoViolations(page, 'withdraw modal');
});

test('forms with their errors, tabs and the phone-verification modal', async ({ page, request }) => {
  // A guest's forms, refused.
  await page.goto('/login');
  await page.getByRole('tab', { name: 'E-mail' }).click();
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(`nobody-${unique()}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill('Wrong-Password-0');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Wrong e-mail or password.');
  await expectNoViolations(page, 'login refused');
  await page.goto('/registration');
  await page.getByRole('tab', { name: 'E-mail' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('textbox', { name: 'E-mail', exact: true })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await expectNoViolations(page, 'registration with field errors');

  // A player's tabs and refusals.
  await addPhone(request, await loggedInPlayer(page, 'a11y'));
  await page.goto('/deposit');
  await page.getByRole('tab', { name: 'Redeem' }).click();
  await page.getByRole('textbox', { name: 'Voucher code' }).fill('SHORT');
  await expect(page.getByText('A voucher code has 16 letters and digits.')).toBeVisible();
  await expectNoViolations(page, 'voucher with an error');
  await page.goto('/profile/history');
  await page.getByRole('tab', { name: 'Bets' }).click();
  await page.waitForLoadState('networkidle');
  await expectNoViolations(page, 'history, bets');
  for (const tab of ['Verification', 'Communication']) {
    await page.goto('/profile/account');
    await page.getByRole('tab', { name: tab, exact: true }).click();
    await page.waitForLoadState('networkidle');
    await expectNoViolations(page, `account, ${tab}`);
  }
  await page.getByRole('tab', { name: 'Verification', exact: true }).click();
  await page.getByRole('button', { name: 'Verify phone', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Verify your phone' });
  await expectNoViolations(page, 'phone modal');
  await dialog.getByRole('button', { name: 'Send code', exact: true }).click();
  await dialog.getByLabel('Code', { exact: true }).fill('0000');
  await dialog.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(dialog.getByText(/The code is not correct|Your phone is verified/)).toBeVisible();
  await expectNoViolations(page, 'phone modal, code step');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the lobby, a game and the login page', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Lobby', level: 1 })).toBeVisible();
    await expectNoViolations(page, 'lobby on a phone');
    await page.goto('/game/velvet-viking');
    await expect(page.frameLocator('iframe').getByRole('button', { name: 'Spin' })).toBeVisible();
    await expectNoViolations(page, 'game on a phone');
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Log in' }).last()).toBeVisible();
    await expectNoViolations(page, 'login on a phone');
  });
});
