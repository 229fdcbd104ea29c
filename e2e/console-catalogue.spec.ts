import { expect, type Page, test } from '@playwright/test';
import { expectNoViolations } from './axe.ts';
import { signedInOperator } from './operators.ts';
import { unique } from './support.ts';

// Content staff in the console (ADR 057, 058): a marketing operator keeps a game from the guests'
// market (the brand's default country) and it leaves that market's lobby at once; an edited static
// page shows on the player site. Both screens pass axe.

interface GameRow {
  slug: string;
  fullGameName: string;
}

/** A game far down the guests' lobby whose name no other game shares (other journeys play the top ones). */
async function quietGame(page: Page, country: string): Promise<GameRow> {
  const list = await page.request.get(`/api/games/public?countryCode=${country}&page=20&size=49`);
  const { content } = (await list.json()) as { content: GameRow[] };
  for (const game of content) {
    const found = await page.request.get(
      `/api/games/public?countryCode=${country}&keyword=${encodeURIComponent(game.fullGameName)}&size=10`,
    );
    const named = ((await found.json()) as { content: GameRow[] }).content;
    if (named.length === 1 && named[0]?.slug === game.slug) return game;
  }
  throw new Error('no game with a name of its own');
}

test('a marketing operator keeps a game from a market and it leaves that lobby', async ({
  page,
  browser,
}) => {
  const brand = (await (await page.request.get('/api/brand/config')).json()) as { defaultCountry: string };
  const market = brand.defaultCountry;
  const game = await quietGame(page, market);

  // The guest finds it in the lobby.
  await page.goto('/');
  const search = page.getByRole('searchbox', { name: 'Search games' });
  await search.fill(game.fullGameName);
  const results = page.getByRole('region', { name: 'Games', exact: true });
  await expect(results.getByRole('link', { name: game.fullGameName })).toBeVisible();

  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const operator = await context.newPage();
  await signedInOperator(operator, ['marketing']);
  await operator.goto('/console/catalogue');
  await expect(operator.getByRole('heading', { name: 'Catalogue', level: 1 })).toBeVisible();
  const filters = operator.getByRole('form', { name: 'Game filters' });
  await filters.getByLabel('Name').fill(game.fullGameName);
  await filters.getByRole('button', { name: 'Find games' }).click();
  const table = operator.getByRole('table', { name: 'Games' });
  await table.getByRole('button', { name: `Edit ${game.fullGameName}` }).click();
  const form = operator.getByRole('form', { name: `Edit ${game.fullGameName}` });
  await form.getByLabel('Not offered in (country codes, such as DE, FR)').fill(market);
  await form.getByRole('button', { name: 'Save game' }).click();
  await expect(form.getByRole('status')).toHaveText(`${game.fullGameName} saved; the lobby shows it now.`);
  await expect(table.getByRole('row').filter({ hasText: game.fullGameName })).toContainText(market);
  await expectNoViolations(operator, 'console: catalogue');

  // A new visit to the lobby: the game is not offered in the guest's market any more.
  await page.goto('/');
  await page.getByRole('searchbox', { name: 'Search games' }).fill(game.fullGameName);
  await expect(page.getByRole('status').filter({ hasText: 'No games found' })).toBeVisible();
  await context.close();
});

test('a static page edited in the console shows on the player site', async ({ page, browser }) => {
  const title = `About Croupier ${unique()}`;
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const operator = await context.newPage();
  await signedInOperator(operator, ['marketing']);
  await operator.goto('/console/brand');
  await expect(operator.getByRole('heading', { name: 'Brand', level: 1 })).toBeVisible();
  await operator.getByLabel('Page', { exact: true }).selectOption({ label: 'About us (en)' });
  const form = operator.getByRole('form', { name: 'About us (en)' });
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Text').fill('We run fair games.\n\nPlay within your means.');
  await form.getByRole('button', { name: 'Save page' }).click();
  await expect(form.getByRole('status')).toHaveText('Page saved; players read it now.');
  await expectNoViolations(operator, 'console: brand');
  await context.close();

  await page.goto('/about-us');
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(page.getByText('Play within your means.')).toBeVisible();
});
