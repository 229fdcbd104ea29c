import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { demoGame, expectLoggedIn, logOut, openMenu } from './support.ts';

// Favourites and recently played (000 §1, §2 `/favorites`, `/games/last-played`, §6, §7 Games): a
// guest pressing a heart is asked to log in; a player keeps games from a tile and from the game
// page, finds them on /favorites, removes one, and finds a game they opened on /games/last-played.

const PASSWORD = 'Correct-Horse-42';
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

async function createPlayer(request: APIRequestContext): Promise<{ email: string }> {
  const email = `fav-${unique()}@example.com`;
  const response = await request.post('/api/signup', {
    data: {
      brandId: 'croupier',
      type: 'email',
      email,
      password: PASSWORD,
      currency: 'USD',
      country: 'US',
      additionalFields: { tcAgreement: true, userAge: true, userAgreement: true },
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  return { email };
}

async function logInOnThePage(page: Page, email: string) {
  await page.getByRole('tab', { name: 'E-mail' }).click();
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expectLoggedIn(page);
}

/** The name shown on a tile (its first line). */
const tileName = async (tile: Locator) => ((await tile.locator('p').first().textContent()) ?? '').trim();
const heartOf = (scope: Locator | Page, name: string) =>
  scope.getByRole('button', { name: `Favourite ${name}`, exact: true });

test.describe('favourites and recently played', () => {
  // One account for the file: the platform allows 10 sign-ups an hour from one address, and the
  // journeys all run from this machine's.
  let email = '';
  test.beforeAll(async ({ request }) => {
    ({ email } = await createPlayer(request));
  });

  test('a guest pressing a heart is asked to log in, and comes back to the lobby after', async ({ page }) => {
    await page.goto('/');
    const tile = page.getByRole('region', { name: 'Featured games' }).getByRole('listitem').first();
    const name = await tileName(tile);
    const heart = heartOf(tile, name);
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.click();
    await expect(page).toHaveURL(/\/login\?redirect=%2F$/);
    await logInOnThePage(page, email);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Lobby', level: 1 })).toBeVisible();

    // The guest pages send to login too.
    await logOut(page);
    // Logging out ends the session on the server first; leave only once it has.
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log in', exact: true })).toBeVisible();
    await page.goto('/favorites');
    await expect(page).toHaveURL(/\/login\?redirect=%2Ffavorites$/);
  });

  test('a player keeps favourites from a tile and the game page, finds them, removes one', async ({
    page,
  }) => {
    await page.goto('/login');
    await logInOnThePage(page, email);
    await page.goto('/');

    const featured = page.getByRole('region', { name: 'Featured games' });
    const first = featured.getByRole('listitem').nth(0);
    const second = featured.getByRole('listitem').nth(1);
    const firstName = await tileName(first);
    const secondName = await tileName(second);

    // From a tile: the heart fills at once.
    await heartOf(first, firstName).click();
    await expect(heartOf(first, firstName)).toHaveAttribute('aria-pressed', 'true');

    // From the game page.
    await second.getByRole('link').click();
    await expect(page.getByRole('heading', { name: secondName, level: 1 })).toBeVisible();
    const pageHeart = heartOf(page, secondName);
    await expect(pageHeart).toHaveAttribute('aria-pressed', 'false');
    await pageHeart.click();
    await expect(pageHeart).toHaveAttribute('aria-pressed', 'true');

    await (await openMenu(page)).getByRole('link', { name: 'Favourites', exact: true }).click();
    await expect(page).toHaveURL(/\/favorites$/);
    const list = page.getByRole('list', { name: 'Favourites', exact: true });
    // Most recently added first.
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await expect(list.getByRole('listitem').nth(0).locator('p').first()).toHaveText(secondName);
    await expect(list.getByRole('listitem').nth(1).locator('p').first()).toHaveText(firstName);

    // Kept across a reload (the server has them, not only the page).
    await page.reload();
    await expect(list.getByRole('listitem')).toHaveCount(2);

    // Removing one takes it off the list.
    await heartOf(list.getByRole('listitem').nth(0), secondName).click();
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(list.getByRole('listitem').first().locator('p').first()).toHaveText(firstName);
    await expect(heartOf(list, firstName)).toHaveAttribute('aria-pressed', 'true');

    // Removing the last one shows the empty state.
    await heartOf(list, firstName).click();
    await expect(
      page.getByText('No favourites yet. Press the heart on a game to keep it here.'),
    ).toBeVisible();
  });

  test('a game the player opens shows in recently played', async ({ page, request }) => {
    const dice = await demoGame(request, 'dice');
    await page.goto('/login');
    await logInOnThePage(page, email);

    await page.goto(`/game/${dice.slug}`);
    await expect(page.getByRole('heading', { name: dice.fullGameName, level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Demo', exact: true }).click();
    await expect(
      page.frameLocator(`iframe[title="${dice.fullGameName}"]`).getByRole('button', { name: 'Roll' }),
    ).toBeVisible();

    await (await openMenu(page)).getByRole('link', { name: 'Recently played', exact: true }).click();
    await expect(page).toHaveURL(/\/games\/last-played$/);
    const list = page.getByRole('list', { name: 'Recently played', exact: true });
    await expect(
      list.getByRole('link', { name: `${dice.fullGameName} ${dice.providerName}`, exact: true }),
    ).toBeVisible();
    // Most recently started first.
    await expect(list.getByRole('listitem').first().locator('p').first()).toHaveText(dice.fullGameName);
  });
});
