import { expect, test } from '@playwright/test';
import {
  brandWith,
  codeIn,
  createPlayer,
  expectLoggedIn,
  expectLoginRefusedAsSelfRestricted,
  logOut,
  openMenu,
  PASSWORD,
  readInbox,
  unique,
  usPhone,
} from './support.ts';

// Player accounts (000 §2, §4, §5, §8; ADR 010): registration, login by each tab, password recovery
// by phone code and by e-mail link, too many attempts. One-time codes and reset links are read from
// the sandbox's messaging inbox, as a person would read them.

test.describe('registration', () => {
  test('by e-mail with the light template registers at once and lands on the root, logged in', async ({
    page,
  }) => {
    // The demo brand uses the full template; this journey sees the same brand with the light one.
    await brandWith(page, (brand) => ({
      ...brand,
      registration: { ...(brand.registration as object), template: 'light' },
    }));
    await page.goto('/games');
    await page.getByRole('link', { name: 'Register' }).click();
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
    await page.getByRole('tab', { name: 'E-mail' }).click();
    await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(`light-${unique()}@example.com`);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await expect(page.getByLabel('Country')).toHaveValue('US');
    await expect(page.getByLabel('Currency')).toHaveValue('USD');
    await page.getByLabel('Promo code (optional)').fill('Welcome-100');
    // Without a welcome pack (whose link would come first, 000 §2): the last visited page.
    await page.getByRole('radio', { name: 'No welcome pack', exact: true }).check();
    await page.getByRole('checkbox', { name: /I am over 18/ }).check();
    await page.getByRole('button', { name: 'Register' }).click();

    await expect(page.getByRole('heading', { name: 'Welcome!' })).toBeVisible();
    await expect(page.getByText('Promo code welcome100 applied.')).toBeVisible();
    // After the 3 s wait: the last visited page, reloaded.
    await expect(page).toHaveURL(/\/games$/);
    await expectLoggedIn(page);
  });

  test('by phone with the full template, the code read from the sandbox inbox', async ({ page, request }) => {
    const phone = usPhone();
    await page.goto('/registration');
    await page.getByRole('tab', { name: 'Phone' }).click();
    await page.getByLabel('Phone code').selectOption('+1');
    await page.getByLabel('Phone number').fill(phone);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('radio', { name: 'No welcome pack', exact: true }).check();
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page.getByRole('heading', { name: 'About you' })).toBeVisible();
    await page.getByLabel('First name').fill('Ann');
    await page.getByLabel('Date of birth (dd.mm.yyyy)').fill('31.12.1990');
    await page.getByRole('checkbox', { name: /I am over 18/ }).check();
    const since = Date.now();
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page.getByRole('heading', { name: 'Confirm your phone' })).toBeVisible();
    await expect(page.getByRole('button', { name: /You can ask for a new code in \d+ s/ })).toBeDisabled();
    const code = codeIn(await readInbox(request, `+1${phone}`, since));
    await page.getByLabel('Code', { exact: true }).fill(code);
    await page.getByRole('button', { name: 'Confirm' }).click();

    await expect(page.getByRole('heading', { name: 'Welcome!' })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expectLoggedIn(page);
    await (await openMenu(page)).getByRole('link', { name: 'My account' }).click();
    await expect(page.getByRole('heading', { name: 'My account' })).toBeVisible();
    await expect(page.getByText('Ann', { exact: true })).toBeVisible();
  });

  test('an existing account is logged in with its password; a wrong one gets the modal', async ({
    page,
    request,
  }) => {
    const email = `exists-${unique()}@example.com`;
    await createPlayer(request, { email });

    await page.goto('/registration');
    await page.getByRole('tab', { name: 'E-mail' }).click();
    const checked = page.waitForResponse('**/api/profile/public/check/email');
    await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
    expect((await checked).status()).toBe(400);
    await page.getByLabel('Password', { exact: true }).fill('Not-The-Password-1');
    await page.getByRole('button', { name: 'Continue' }).click();
    const dialog = page.getByRole('dialog', { name: 'You already have an account' });
    await expect(dialog).toBeVisible();
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');
    await dialog.getByRole('button', { name: 'Close' }).click();

    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expectLoggedIn(page);
  });
});

test.describe('login', () => {
  const id = unique();
  const player = { email: `tabs-${id}@example.com`, username: `tabs_${id}`, phone: usPhone() };

  test.beforeAll(async ({ request }) => {
    await createPlayer(request, player);
  });

  test('by e-mail returns to the last visited page; log out goes to the root', async ({ page }) => {
    await page.goto('/providers');
    await page.getByRole('link', { name: 'Log in' }).click();
    await page.getByRole('tab', { name: 'E-mail' }).click();
    await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(`  ${player.email.toUpperCase()} `);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/providers$/);
    await expectLoggedIn(page);
    // Focus starts at the top of the page: the next Tab reaches the header first.
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('banner').locator(':focus')).toHaveCount(1);

    // A logged-in visitor opening login is sent to the root.
    await page.goto('/login');
    await expect(page).toHaveURL(/\/$/);
    await logOut(page);
    await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });

  test('by phone follows the redirect parameter and keeps the other parameters', async ({ page }) => {
    await page.goto('/login?redirect=/games&saveParams=true&ref=mail');
    await page.getByRole('tab', { name: 'Phone' }).click();
    await page.getByLabel('Phone number').fill(player.phone);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/games\?ref=mail$/);
    await expectLoggedIn(page);
  });

  test('by username lands on the root when there is nowhere else to go', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('tab', { name: 'Username' }).click();
    await page.getByRole('textbox', { name: 'Username', exact: true }).fill(player.username);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expectLoggedIn(page);
  });

  test("the brand's login redirect levels: soft instead of the root, hard before the last visited page (000 §9)", async ({
    page,
  }) => {
    const levels = { hardRedirect: null as string | null, softRedirect: '/promotions' };
    await brandWith(page, (brand) => ({ ...brand, ...levels }));
    const logIn = async () => {
      await page.getByRole('tab', { name: 'Username' }).click();
      await page.getByRole('textbox', { name: 'Username', exact: true }).fill(player.username);
      await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await page.getByRole('button', { name: 'Log in' }).click();
    };
    // Nowhere visited before: the soft level's page, not the root.
    await page.goto('/login');
    await logIn();
    await expect(page).toHaveURL(/\/promotions$/);
    await expectLoggedIn(page);
    await logOut(page);

    // The hard level goes before the last visited page.
    levels.hardRedirect = '/tournaments';
    await page.goto('/providers');
    await page.getByRole('link', { name: 'Log in' }).click();
    await logIn();
    await expect(page).toHaveURL(/\/tournaments$/);
    await expectLoggedIn(page);
  });

  test('too many wrong passwords are refused with 429', async ({ page, request }) => {
    const email = `locked-${unique()}@example.com`;
    await createPlayer(request, { email });
    await page.goto('/login');
    await page.getByRole('tab', { name: 'E-mail' }).click();
    await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill('Wrong-Password-0');
    const alert = page.getByRole('alert');
    for (let i = 0; i < 5; i++) {
      const answered = page.waitForResponse('**/api/signin');
      await page.getByRole('button', { name: 'Log in' }).click();
      expect((await answered).status()).toBe(401);
      await expect(alert).toHaveText('Wrong e-mail or password.');
    }
    const answered = page.waitForResponse('**/api/signin');
    await page.getByRole('button', { name: 'Log in' }).click();
    expect((await answered).status()).toBe(429);
    await expect(alert).toHaveText('Too many attempts. Please wait a moment and try again.');
  });
});

test.describe('self-restriction', () => {
  test('a self-restricted player is refused at login with the end date', async ({ page, request }) => {
    const email = `restricted-${unique()}@example.com`;
    const { token, uuid } = await createPlayer(request, { email });
    const restricted = await request.put(`/api/profile/profiles/${uuid}/suspend`, {
      headers: { authorization: `Bearer ${token}` },
      data: { durationUnit: 'Days', durationAmount: 7, reason: 'taking a break' },
    });
    expect(restricted.status(), await restricted.text()).toBe(200);

    await expectLoginRefusedAsSelfRestricted(page, email);
    await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  });
});

test.describe('forgot password', () => {
  test('by phone code: send, confirm, create, then the profile', async ({ page, request }) => {
    const phone = usPhone();
    await createPlayer(request, { phone });
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
    await page.getByRole('tab', { name: 'Phone' }).click();
    await page.getByLabel('Phone number').fill(phone);
    const since = Date.now();
    await page.getByRole('button', { name: 'Send' }).click();

    await expect(page.getByRole('heading', { name: 'Enter the code' })).toBeVisible();
    const confirm = page.getByRole('button', { name: 'Confirm' });
    await expect(confirm).toBeDisabled();
    await page
      .getByLabel('Code', { exact: true })
      .fill(codeIn(await readInbox(request, `+1${phone}`, since)));
    await confirm.click();

    await expect(page.getByRole('heading', { name: 'Create a new password' })).toBeVisible();
    await page.getByLabel('New password', { exact: true }).fill('New-Secret-2026');
    await page.getByLabel('Repeat the new password').fill('New-Secret-2025');
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await expect(page.getByText('The passwords must be the same.')).toBeVisible();
    await page.getByLabel('Repeat the new password').fill('New-Secret-2026');
    await page.getByRole('button', { name: 'Save the new password' }).click();

    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('heading', { name: 'My account' })).toBeVisible();
    await expect(page.getByText(`+1${phone}`)).toBeVisible();
  });

  test('by e-mail link: the link opens on create password and logs in', async ({
    browser,
    page,
    request,
  }) => {
    const email = `reset-${unique()}@example.com`;
    await createPlayer(request, { email });
    await page.goto('/forgot-password');
    await page.getByRole('tab', { name: 'E-mail' }).click();
    await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
    const since = Date.now();
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();

    const text = await readInbox(request, email, since);
    const link = /https?:\/\/\S+\/forgot-password\?\S+/.exec(text)?.[0];
    expect(link).toBeTruthy();

    // Opened in another browser without its login: 'Filed login required' (302, 000 §8).
    const elsewhere = await browser.newPage();
    const withoutLogin = new URL(link!);
    withoutLogin.searchParams.delete('login');
    await elsewhere.goto(withoutLogin.toString());
    await elsewhere.getByLabel('New password', { exact: true }).fill('Another-Secret-9');
    await elsewhere.getByLabel('Repeat the new password').fill('Another-Secret-9');
    await elsewhere.getByRole('button', { name: 'Save the new password' }).click();
    await expect(elsewhere.getByText('Please finish in the browser where you started.')).toBeVisible();
    await elsewhere.close();

    await page.goto(link!);
    await expect(page.getByRole('heading', { name: 'Create a new password' })).toBeVisible();
    await page.getByLabel('New password', { exact: true }).fill('Another-Secret-9');
    await page.getByLabel('Repeat the new password').fill('Another-Secret-9');
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByText(email)).toBeVisible();

    // The new password works.
    await logOut(page);
    // Logging out ends the session on the server first; leave only once it has.
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log in', exact: true })).toBeVisible();
    await page.goto('/login');
    await page.getByRole('tab', { name: 'E-mail' }).click();
    await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill('Another-Secret-9');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expectLoggedIn(page);
  });
});
