import { expect, type Page, test } from '@playwright/test';
import { demoGame, FRESH_VISITOR, loggedInPlayer } from './support.ts';

// ADR 034: the first screen of a guest's lobby comes in the page itself. Its set-up and lobby calls
// are answered from the inlined answers (so the server's list of them and the web app's calls agree),
// and the shell paints before any script runs.

const FIRST_SCREEN_CALLS = [
  '/api/brand/config',
  '/api/localization/all',
  '/api/games/default',
  '/api/games/categories',
];

test("a guest's lobby shows its games without calling for its first screen", async ({ page }) => {
  const called: string[] = [];
  const stylesheets: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (FIRST_SCREEN_CALLS.includes(pathname)) called.push(pathname);
    if (pathname.endsWith('.css')) stylesheets.push(pathname);
  });
  await page.goto('/');
  const featured = page.getByRole('region', { name: 'Featured games' });
  await expect(featured.getByText(/^Showing 30 of \d{4} games$/)).toBeVisible();
  expect(called).toEqual([]);
  // An answer is taken once: the next page of the list goes to the network as usual.
  await featured.getByRole('button', { name: 'Load more' }).click();
  await expect(featured.getByText(/^Showing 60 of \d{4} games$/)).toBeVisible();
  expect(called).toEqual(['/api/games/default']);
  // The stylesheet came in the page: pages loaded later (their own chunks) never fetch it.
  await page.getByRole('link', { name: 'Log in' }).click();
  await expect(page.getByRole('tab', { name: 'E-mail' })).toBeVisible();
  expect(stylesheets).toEqual([]);
});

test('the shell paints the brand before any script runs', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByText('Croupier', { exact: true })).toBeVisible();
  await expect(page.locator('#boot')).toHaveAttribute('aria-busy', 'true');
  await context.close();
});

test('a stored locale that differs from the inlined one reads its own texts from the network', async ({
  page,
}) => {
  const called: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/localization/all') called.push(url.searchParams.get('preferredLocale') ?? '');
  });
  await page.addInitScript(() => localStorage.setItem('locale', 'de'));
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Lobby', level: 1 })).toBeVisible();
  expect(called).toEqual(['de']);
});

test("a category's page shows its games without calling for its first page", async ({ page }) => {
  const called: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (['/api/games/public', '/api/games/categories'].includes(url.pathname)) called.push(url.pathname);
  });
  await page.goto('/games/category/slots');
  await expect(page.getByRole('heading', { name: 'Slots', level: 1 })).toBeVisible();
  await expect(page.getByText(/^Showing 49 of \d+ games$/)).toBeVisible();
  expect(called).toEqual([]);
});

test("a first visit's cookie banner paints with the shell, and the app's live banner takes its place", async ({
  browser,
}) => {
  const shell = await browser.newContext({ javaScriptEnabled: false, storageState: FRESH_VISITOR });
  const before = await shell.newPage();
  await before.goto('/login');
  // Painted from the HTML: the same words, before any script runs.
  await expect(before.getByText('Cookies on this site', { exact: true })).toBeVisible();
  await expect(before.getByRole('button', { name: 'Accept all' })).toHaveCount(0); // not live yet
  await shell.close();

  const live = await browser.newContext({ storageState: FRESH_VISITOR });
  const page = await live.newPage();
  await page.goto('/login');
  const banner = page.getByRole('region', { name: 'Cookies on this site' });
  await banner.getByRole('button', { name: 'Necessary only' }).click();
  await expect(page.getByText('Cookies on this site', { exact: true })).toHaveCount(0);
  // Chosen: the next page's shell has no banner at all.
  await page.reload();
  await expect(page.getByRole('tab', { name: 'E-mail' })).toBeVisible();
  await expect(page.locator('#boot-consent')).toHaveCount(0);
  await live.close();
});

/** The named chunks (apps/web/build/chunks.ts, ADR 038) whose scripts the page fetches from now on. */
function chunksFetched(page: Page): Set<string> {
  const names = new Set<string>();
  page.on('request', (request) => {
    const chunk = /\/assets\/(\w+)-[\w-]{8}\.js$/.exec(new URL(request.url()).pathname)?.[1];
    if (chunk) names.add(chunk);
  });
  return names;
}

test.describe('route chunks (ADR 038)', () => {
  test("the login page's forms and phone numbers come in its three chunks", async ({ page }) => {
    const chunks = chunksFetched(page);
    await page.goto('/login');
    await expect(page.getByRole('tab', { name: 'E-mail' })).toBeVisible();
    await expect
      .poll(() => [...chunks])
      .toEqual(expect.arrayContaining(['account', 'forms', 'login', 'later']));
  });

  test("a guest's game page fetches neither the login page's chunks nor the games' chunk", async ({
    page,
    request,
  }) => {
    const game = await demoGame(request, 'dice');
    const chunks = chunksFetched(page);
    await page.goto(`/game/${game.slug}`);
    await expect(page.getByRole('heading', { name: game.fullGameName, level: 1 })).toBeVisible();
    // What every page loads after its first render has come too: the page is whole.
    await expect.poll(() => chunks.has('later')).toBe(true);
    expect(chunks.has('login')).toBe(false);
    expect(chunks.has('account')).toBe(false);
    expect(chunks.has('games')).toBe(false);
  });

  test("a player's lobby fetches the header's account chunk but not the login forms", async ({ page }) => {
    await loggedInPlayer(page, 'chunks');
    const chunks = chunksFetched(page);
    await page.reload();
    await expect(page.getByRole('banner').getByRole('region', { name: 'Balance' })).toBeVisible();
    await expect.poll(() => chunks.has('later')).toBe(true);
    expect(chunks.has('login')).toBe(false);
    expect(chunks.has('account')).toBe(true);
    expect(chunks.has('lobby')).toBe(true);
  });
});
