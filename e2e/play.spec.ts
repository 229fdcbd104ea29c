import { type APIRequestContext, expect, type Page, test } from '@playwright/test';

// A guest opens a lobby tile and plays the game in demo at the sandbox studio (000 §4 Game).

/** A game of the demo catalogue that has demo mode and is not restricted, found as the web finds it. */
async function demoGame(request: APIRequestContext, name: string) {
  const res = await request.get(`/api/games/search?name=${name}&size=30&countryCode=US&currencyCode=USD`);
  expect(res.ok()).toBe(true);
  const page = (await res.json()) as {
    content: { slug: string; fullGameName: string; hasDemoMode: boolean; restricted: boolean }[];
  };
  const game = page.content.find((g) => g.hasDemoMode && !g.restricted);
  expect(game, `a ${name} game with demo mode`).toBeDefined();
  return game!;
}

async function openFromSearch(page: Page, text: string, name: string) {
  await page.goto('/');
  await page.getByRole('searchbox', { name: 'Search games' }).fill(text);
  await page
    .getByRole('region', { name: 'Games', exact: true })
    .getByRole('link', { name: new RegExp(`^${name},`) })
    .first()
    .click();
}

test.describe('demo play', () => {
  test('a guest plays roulette for fun money and leaves the game', async ({ page, request }) => {
    const { fullGameName: name } = await demoGame(request, 'roulette');
    await openFromSearch(page, 'roulette', name);

    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    await expect(page.getByText('Demo: fun money')).toBeVisible();
    const game = page.frameLocator(`iframe[title="${name}"]`);
    const balance = game.getByLabel('Balance');
    await expect(balance).toHaveText('$1,000.00');

    await game.getByLabel('Bet').selectOption('red');
    await game.getByLabel('Stake').selectOption('100');
    await game.getByRole('button', { name: 'Spin the wheel' }).click();
    const status = game.getByRole('status', { name: 'Round result' });
    await expect(status).toHaveText(/^\d+ (red|black|green)\. (You won \$2\.00|No win this time)$/);
    const text = (await status.textContent()) ?? '';
    await expect(balance).toHaveText(text.includes('You won') ? '$1,001.00' : '$999.00');

    await game.getByRole('button', { name: 'Exit game' }).click();
    await expect(page.getByRole('heading', { name: 'Lobby', level: 1 })).toBeVisible();
  });

  test('a deep link to a game page finds the game and starts it', async ({ page, request }) => {
    const { slug, fullGameName: name } = await demoGame(request, 'dice');
    await page.goto(`/game/${slug}`);
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    const game = page.frameLocator(`iframe[title="${name}"]`);
    await game.getByRole('button', { name: 'Roll' }).click();
    await expect(game.getByRole('status', { name: 'Round result' })).toHaveText(
      /^Rolled \d+ \(under 5000 wins\)\./,
    );
  });

  test('an unknown game shows the not-found stub', async ({ page }) => {
    await page.goto('/game/no-such-game-anywhere');
    await expect(page.getByRole('heading', { name: 'Game not found' })).toBeVisible();
  });
});
