import { expect, test } from '@playwright/test';
import { watchCsp } from './csp.ts';

// A guest browses the 2,400-game demo catalogue: chips, search by name, provider results,
// the not-found state and load more (000 §2 "Game search").
test.describe('guest lobby', () => {
  test('browses, filters by a chip and loads more', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Lobby', level: 1 })).toBeVisible();
    const featured = page.getByRole('region', { name: 'Featured games' });
    await expect(featured.getByText(/^Showing 30 of \d{4} games$/)).toBeVisible();

    await featured.getByRole('button', { name: 'Load more' }).click();
    await expect(featured.getByText(/^Showing 60 of \d{4} games$/)).toBeVisible();

    const chips = page.getByRole('group', { name: 'Game categories' });
    await expect(chips.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    await chips.getByRole('button', { name: 'Table games' }).click();
    await expect(chips.getByRole('button', { name: 'Table games' })).toHaveAttribute('aria-pressed', 'true');
    await expect(featured.getByText(/^Showing 30 of \d{3} games$/)).toBeVisible();
    // Table games are the roulette tables.
    const names = await featured.getByRole('link').evaluateAll((links) => links.map((l) => l.textContent));
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(name).toMatch(/Roulette/);
  });

  test('a long list draws only the rows near the viewport, and every game is reachable by scrolling', async ({
    page,
  }) => {
    await page.goto('/');
    const featured = page.getByRole('region', { name: 'Featured games' });
    for (const shown of [60, 90, 120]) {
      await featured.getByRole('button', { name: 'Load more' }).click();
      await expect(featured.getByText(new RegExp(`^Showing ${shown} of \\d{4} games$`))).toBeVisible();
    }
    const tiles = featured.getByRole('listitem');
    const tile = (n: number) => featured.locator(`[role="listitem"][aria-posinset="${n}"]`);

    // Over a hundred games the grid is virtualized: far fewer tiles than games are in the page.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(tile(1)).toBeVisible();
    await expect.poll(() => tiles.count()).toBeLessThan(120);
    await expect(tiles.first()).toHaveAttribute('aria-setsize', /^\d{4}$/);
    await expect(tile(120)).toHaveCount(0);

    // Scrolled to the end, the last game is there and the first has left the page.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(tile(120)).toBeVisible();
    await expect(tile(1)).toHaveCount(0);
  });

  test('searches games by name and sees provider results', async ({ page }) => {
    await page.goto('/');
    const box = page.getByRole('searchbox', { name: 'Search games' });
    await box.fill('dragon');
    const games = page.getByRole('region', { name: 'Games', exact: true });
    await expect(games.getByText(/^Showing \d+ of \d+ games$/)).toBeVisible();
    const names = await games.getByRole('link').evaluateAll((links) => links.map((l) => l.textContent));
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(name?.toLowerCase()).toContain('dragon');

    await box.fill('fox');
    const providers = page.getByRole('region', { name: 'Providers', exact: true });
    await expect(providers.getByRole('link', { name: /Blue Fox Studios/ })).toBeVisible();
  });

  test('gets the not-found state for nonsense', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('searchbox', { name: 'Search games' }).fill('qqzzxxnothing');
    await expect(page.getByRole('status').filter({ hasText: 'No games found' })).toBeVisible();
  });

  test('loads more search results', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('searchbox', { name: 'Search games' }).fill('a');
    const games = page.getByRole('region', { name: 'Games', exact: true });
    await expect(games.getByText(/^Showing 30 of \d+ games$/)).toBeVisible();
    await games.getByRole('button', { name: 'Load more' }).click();
    await expect(games.getByText(/^Showing 60 of \d+ games$/)).toBeVisible();
  });

  test('opens the providers page and a static page, and a not-found page for nonsense', async ({ page }) => {
    await page.goto('/providers');
    await expect(page.getByRole('heading', { name: 'Providers', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: /Aurora Gaming/ })).toBeVisible();
    await page.getByRole('link', { name: 'About us' }).click();
    await expect(page.getByRole('heading', { name: 'About us', level: 1 })).toBeVisible();
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });
});

// What search engines and the Content-Security-Policy see of the lobby (docs/performance.md "Targets": SEO, best practices).
test.describe('lobby for crawlers and the CSP', () => {
  test('has a description, a robots.txt of its own, breaks no CSP rule and fetches no toast code on load', async ({
    page,
    request,
  }) => {
    const cspViolations = await watchCsp(page);
    const scripts: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('.js')) scripts.push(response.text());
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Lobby', level: 1 })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Featured games' }).getByText(/^Showing 30 of/),
    ).toBeVisible();
    // No toast to show, so the toast library is not fetched.
    const code = await Promise.all(scripts);
    expect(code.length).toBeGreaterThan(0);
    expect(code.filter((text) => text.includes('data-sonner-toaster'))).toEqual([]);
    expect(await cspViolations()).toEqual([]);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /casino/i);

    const robots = await request.get('/robots.txt');
    expect(robots.status()).toBe(200);
    expect(robots.headers()['content-type']).toMatch(/^text\/plain/);
    expect(await robots.text()).toMatch(/^User-agent: \*$/m);
  });
});
