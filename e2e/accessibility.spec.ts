import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { createPlayer, unique } from './support.ts';

// "Accessible by default" (the brief): every page and modal of the player site is scanned with
// axe-core against WCAG 2.1 A and AA once its content has loaded; no violation is allowed.

async function expectNoViolations(page: Page, what: string) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const found = violations.map((v) => ({
    rule: v.id,
    impact: v.impact,
    help: v.help,
    nodes: v.nodes.slice(0, 3).map((n) => n.target.join(' ')),
  }));
  expect(found, `${what}: ${JSON.stringify(found, null, 2)}`).toEqual([]);
}

test('pages a guest sees', async ({ page }) => {
  const pages: [string, () => Promise<void>][] = [
    ['/', () => expect(page.getByRole('heading', { name: 'Lobby', level: 1 })).toBeVisible()],
    ['/games', () => expect(page.getByRole('heading', { level: 1 })).toBeVisible()],
    ['/providers', () => expect(page.getByRole('heading', { level: 1 })).toBeVisible()],
    // A game in demo: the page and the studio's frame on the sandbox origin.
    [
      '/game/velvet-viking',
      () => expect(page.frameLocator('iframe').getByRole('button', { name: 'Spin' })).toBeVisible(),
    ],
    ['/login', () => expect(page.getByRole('button', { name: 'Log in' }).last()).toBeVisible()],
    ['/registration', () => expect(page.getByRole('heading', { level: 1 })).toBeVisible()],
    ['/forgot-password', () => expect(page.getByRole('heading', { level: 1 })).toBeVisible()],
    ['/about-us', () => expect(page.getByRole('heading', { level: 1 })).toBeVisible()],
    ['/no-such-page', () => expect(page.getByRole('heading', { level: 1 })).toBeVisible()],
  ];
  for (const [path, loaded] of pages) {
    await page.goto(path);
    await loaded();
    await expectNoViolations(page, path);
  }
});

test('pages and modals a player sees', async ({ page, request }) => {
  const email = `a11y-${unique()}@example.com`;
  const auth = await createPlayer(request, { email });
  await page.goto('/');
  await page.evaluate((a) => {
    localStorage.setItem('token', a.token);
    localStorage.setItem('hasAuth', 'true');
    localStorage.setItem('isLogged', 'true');
    localStorage.setItem('uuid', a.uuid);
  }, auth);
  const pages = [
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
  ];
  for (const path of pages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoViolations(page, path);
  }
  await page.getByRole('banner').getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Withdraw' })).toBeVisible();
  await expectNoViolations(page, 'withdraw modal');
});
