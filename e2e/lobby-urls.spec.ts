import { expect, test } from '@playwright/test';

// Category and provider pages have addresses of their own (ADR 032): opened directly, followed from
// a chip, and named in the document title. The tiles' artwork is a raster without text.
test.describe('category and provider addresses', () => {
  test("opens a category's address, follows a chip link, and sees each category's games", async ({
    page,
  }) => {
    await page.goto('/games/category/table-games');
    await expect(page.getByRole('heading', { name: 'Table games', level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(/^Table games · /);
    const chips = page.getByRole('group', { name: 'Game categories' });
    await expect(chips.getByRole('link', { name: 'Table games' })).toHaveAttribute('aria-current', 'page');
    await expect(chips.getByRole('link', { name: 'All' })).not.toHaveAttribute('aria-current');

    const list = page.getByRole('list', { name: 'Table games' });
    await expect(page.getByText(/^Showing \d+ of \d{3} games$/)).toBeVisible();
    // Table games are the roulette tables.
    const names = await list.getByRole('link').evaluateAll((links) => links.map((l) => l.textContent));
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(name).toMatch(/Roulette/);

    await chips.getByRole('link', { name: 'Instant win' }).click();
    await expect(page).toHaveURL(/\/games\/category\/instant-win$/);
    await expect(page.getByRole('heading', { name: 'Instant win', level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(/^Instant win · /);
    await expect(chips.getByRole('link', { name: 'Instant win' })).toHaveAttribute('aria-current', 'page');
    const instant = page.getByRole('list', { name: 'Instant win' });
    await expect(instant.getByRole('listitem').first()).toBeVisible();
    await expect(instant.getByRole('link', { name: /Roulette/ })).toHaveCount(0);

    // Back to every game: the 'all' chip is /games.
    await chips.getByRole('link', { name: 'All' }).click();
    await expect(page).toHaveURL(/\/games$/);
    await expect(page.getByText(/^Showing 49 of \d{4} games$/)).toBeVisible();
  });

  test("opens a provider's address and sees only that provider's games", async ({ page, request }) => {
    const first = (await (await request.get('/api/games/public?page=0&size=1&countryCode=US')).json()) as {
      content: { providerAlias: string; providerName: string }[];
    };
    const { providerAlias, providerName } = first.content[0]!;

    await page.goto(`/providers/${providerAlias}`);
    await expect(page.getByRole('heading', { name: providerName, level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${providerName} · `));
    const list = page.getByRole('list', { name: `Games by ${providerName}` });
    await expect(list.getByRole('listitem').first()).toBeVisible();
    // Each tile's last line is its studio.
    const captions = await list
      .getByRole('listitem')
      .evaluateAll((items) => items.map((i) => Array.from(i.querySelectorAll('p')).at(-1)?.textContent));
    for (const caption of captions) expect(caption).toBe(providerName);

    // The providers page links here, and the old filters address still shows the same games.
    await page.goto('/providers');
    await page.getByRole('link', { name: new RegExp(`^${providerName}`) }).click();
    await expect(page).toHaveURL(new RegExp(`/providers/${providerAlias}$`));
    await page.goto(`/games/filters?provider=${providerAlias}`);
    await expect(page.getByLabel('Provider')).toHaveValue(providerAlias);
  });

  test('an address with a category or a provider the lobby does not have says the page is not found', async ({
    page,
  }) => {
    for (const address of ['/games/category/no-such-category', '/providers/no-such-studio']) {
      await page.goto(address);
      await expect(page.getByRole('heading', { name: 'Page not found', level: 1 })).toBeVisible();
      await page.getByRole('link', { name: 'Back to the lobby' }).click();
      await expect(page).toHaveURL(/\/$/);
    }
  });

  test("the first row's artwork loads at once, as a raster, and later rows wait", async ({ page }) => {
    await page.goto('/games');
    const list = page.getByRole('list', { name: 'All games' });
    const art = list.locator('img');
    await expect(art.first()).toHaveAttribute('fetchpriority', 'high');
    await expect(art.first()).toHaveAttribute('loading', 'eager');
    await expect(art.first()).toHaveAttribute('src', /^\/api\/artwork\/games\/[a-z0-9-]+\.png$/);
    await expect.poll(() => art.first().evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(180);
    await expect(art.last()).toHaveAttribute('loading', 'lazy');
  });
});

test.describe('the game page without a game', () => {
  test('/game is the game page with no game chosen, and leads to the games (000 §2)', async ({ page }) => {
    await page.goto('/game');
    await expect(page.getByRole('heading', { name: 'No game chosen', level: 1 })).toBeVisible();
    await page.getByRole('link', { name: 'Browse the games' }).click();
    await expect(page).toHaveURL(/\/games$/);
  });
});
