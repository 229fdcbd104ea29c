import { expect, type Locator, type Page, test } from '@playwright/test';
import { loggedInPlayer, openMenu } from './support.ts';

// The layout (ADR 030): on a phone a one-row header with the balance and Deposit (or Log in
// and Register) and a bottom bar with a menu for the rest; on a desktop a one-row header with a menu
// for the player's own pages. Nothing is clipped, and every destination stays reachable.

const PHONE = { width: 390, height: 844 };
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';

async function box(locator: Locator) {
  const b = await locator.boundingBox();
  if (!b) throw new Error(`${locator} has no box`);
  return b;
}

/** The header is one row: no taller than one, and every visible control on the same line. */
async function expectOneRowHeader(page: Page, maxHeight: number) {
  const header = page.getByRole('banner');
  // The brand's logo (the home link) has no box until its image has loaded: wait for it to count it.
  await expect(header.getByRole('link', { name: 'Croupier', exact: true })).toBeVisible();
  const h = await box(header);
  expect(h.height).toBeLessThanOrEqual(maxHeight);
  const controls = header.locator('a:visible, button:visible, select:visible');
  const count = await controls.count();
  expect(count).toBeGreaterThan(2);
  for (let i = 0; i < count; i++) {
    const c = await box(controls.nth(i));
    expect(c.y, `control ${i} starts inside the header`).toBeGreaterThanOrEqual(h.y);
    expect(c.y + c.height, `control ${i} ends inside the header`).toBeLessThanOrEqual(h.y + h.height);
    expect(c.x + c.width, `control ${i} is not cut off`).toBeLessThanOrEqual(h.width);
  }
}

/** Nothing is wider than the screen. */
async function expectNoSidewaysScroll(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
}

const bottomBar = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** Each game tile on screen, between the header and the bottom bar, shows itself: nothing floats over it. */
async function expectTilesUncovered(page: Page, barTop: number) {
  const headerBottom = (await box(page.getByRole('banner'))).height;
  const covered = await page.evaluate(
    ({ top, bottom }) => {
      const out: string[] = [];
      for (const link of Array.from(document.querySelectorAll('main a[href^="/game/"]'))) {
        // The tile: the link and its favourite button.
        const tile = link.parentElement ?? link;
        const r = tile.getBoundingClientRect();
        // Every 12 px across the tile: a floating button is smaller than a tile, not than that.
        for (let x = r.left + 2; x < r.right - 1; x += 12)
          for (let y = r.top + 2; y < r.bottom - 1; y += 12) {
            if (y <= top + 1 || y >= bottom - 1) continue;
            const hit = document.elementFromPoint(x, y);
            if (hit && !tile.contains(hit) && !hit.contains(tile))
              out.push(
                `${link.getAttribute('href')} at ${Math.round(x)},${Math.round(y)}: ${hit.outerHTML.slice(0, 80)}`,
              );
          }
      }
      return out.slice(0, 5);
    },
    { top: headerBottom, bottom: barTop },
  );
  expect(covered).toEqual([]);
}

async function expectBarWithinScreen(page: Page) {
  const bar = await box(bottomBar(page));
  expect(bar.y + bar.height).toBeLessThanOrEqual(PHONE.height + 0.5);
  const items = bottomBar(page).locator('a, button');
  await expect(items).toHaveCount(5);
  for (let i = 0; i < 5; i++) {
    const b = await box(items.nth(i));
    expect(b.x).toBeGreaterThanOrEqual(0);
    expect(b.x + b.width).toBeLessThanOrEqual(PHONE.width);
  }
  return bar;
}

test.describe('on a phone (390 × 844)', () => {
  test.use({ viewport: PHONE, isMobile: true, hasTouch: true, userAgent: ANDROID });

  test('a guest: Log in and Register in one row, the bottom bar and its menu reach the rest', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Lobby', level: 1 })).toBeVisible();
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Log in' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Register' })).toBeVisible();
    await expectOneRowHeader(page, 64);
    await expectNoSidewaysScroll(page);
    const bar = await expectBarWithinScreen(page);

    // No floating button covers the lobby's tiles: every point of each tile on screen (between the
    // header and the bottom bar) is the tile's own. The chat is in the bottom bar's Menu.
    const withChat = await openMenu(page);
    await expect(withChat.getByRole('button', { name: 'Chat with support' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(withChat).toBeHidden();
    await expect(page.getByRole('button', { name: 'Chat with support' })).toHaveCount(0);
    await expectTilesUncovered(page, bar.y);
    await page.evaluate(() => window.scrollBy(0, 400));
    await expectTilesUncovered(page, bar.y);
    // At the end of the page the footer ends above the bar.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const footer = await box(page.getByRole('contentinfo'));
    expect(footer.y + footer.height).toBeLessThanOrEqual(bar.y + 0.5);

    await bottomBar(page).getByRole('link', { name: 'Games' }).click();
    await expect(page).toHaveURL(/\/games$/);

    const menuButton = bottomBar(page).getByRole('button', { name: 'Menu' });
    const menu = await openMenu(page);
    await expect(menu.getByRole('link', { name: 'Providers' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Tournaments' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Sports' })).toBeVisible();
    await expect(menu.getByRole('combobox', { name: 'Language' })).toBeVisible();
    // Escape closes it and gives focus back to Menu.
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(menuButton).toBeFocused();

    await (await openMenu(page)).getByRole('link', { name: 'Providers' }).click();
    await expect(page).toHaveURL(/\/providers$/);
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();

    // The support chat opens from the Menu.
    await (await openMenu(page)).getByRole('button', { name: 'Chat with support' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
    await expect(page.locator('iframe[title^="Support chat"]')).toBeVisible();
  });

  test('a player: balance and Deposit in the header; favourites, recently played, withdraw and history reached', async ({
    page,
  }) => {
    await loggedInPlayer(page, 'phone');
    const header = page.getByRole('banner');
    await expect(header.getByRole('region', { name: 'Balance' })).toContainText('$0.00');
    await expect(header.getByRole('link', { name: 'Deposit', exact: true })).toBeVisible();
    await expectOneRowHeader(page, 64);
    await expectNoSidewaysScroll(page);
    await expectBarWithinScreen(page);

    await bottomBar(page).getByRole('link', { name: 'Favourites' }).click();
    await expect(page).toHaveURL(/\/favorites$/);
    await expect(page.getByRole('heading', { name: 'Favourites', level: 1 })).toBeVisible();

    await (await openMenu(page)).getByRole('link', { name: 'Recently played' }).click();
    await expect(page).toHaveURL(/\/games\/last-played$/);

    await (await openMenu(page)).getByRole('link', { name: 'History', exact: true }).click();
    await expect(page).toHaveURL(/\/profile\/history$/);
    await expect(page.getByRole('heading', { name: 'Transaction history', level: 1 })).toBeVisible();
    await expectNoSidewaysScroll(page);

    // A toast shows above the bottom bar, not under it (a failed bet history is a toast, 001 §8).
    await page.route('**/api/player/*/game-info-activity**', (route) => route.fulfill({ status: 500 }));
    await page.getByRole('tab', { name: 'Bets' }).click();
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Something went wrong' }).first();
    await expect(toast).toBeVisible();
    await expect(async () => {
      const t = await box(toast);
      expect(t.y + t.height).toBeLessThanOrEqual((await box(bottomBar(page))).y);
    }).toPass();
    await page.unroute('**/api/player/*/game-info-activity**');

    await (await openMenu(page)).getByRole('button', { name: 'Withdraw', exact: true }).click();
    const withdrawal = page.getByRole('dialog', { name: 'Withdraw' });
    await expect(withdrawal).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
    await page.keyboard.press('Escape');
    await expect(withdrawal).toBeHidden();
    // Focus is back where the player was: the bottom bar's Menu.
    await expect(bottomBar(page).getByRole('button', { name: 'Menu' })).toBeFocused();

    await (await openMenu(page)).getByRole('button', { name: 'Log out' }).click();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
  });

  test('the game page: the game starts without controls, in a tall frame; full screen is an overlay', async ({
    page,
  }) => {
    // Offered on phones and with demo mode, so a guest's play starts at once (000 §4).
    await page.goto('/game/wild-viking');
    await expect(page.getByRole('heading', { name: 'Wild Viking', level: 1 })).toBeVisible();
    const frame = page.locator('iframe[title="Wild Viking"]');
    await expect(frame.contentFrame().getByRole('button', { name: 'Spin' })).toBeVisible();
    await expect(page.getByRole('group', { name: 'How to play' })).toHaveCount(0);
    const inline = await box(frame);
    expect(inline.height).toBeGreaterThan(inline.width);

    const fullScreen = page.getByRole('button', { name: 'Full screen' });
    await fullScreen.click();
    const overlay = page.getByRole('dialog', { name: 'Wild Viking' });
    await expect(overlay).toBeVisible();
    const covered = await box(overlay);
    expect(covered).toMatchObject({ x: 0, y: 0, width: PHONE.width, height: PHONE.height });
    const leave = overlay.getByRole('button', { name: 'Leave full screen' });
    await expect(leave).toBeFocused();
    await leave.click();
    await expect(overlay).toBeHidden();
    await expect(fullScreen).toBeFocused();
  });
});

test.describe('on a desktop (1280 × 800)', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a player: the header is one row, its menu reaches the player’s pages', async ({ page }) => {
    await loggedInPlayer(page, 'desktop');
    const header = page.getByRole('banner');
    await expect(header.getByRole('region', { name: 'Balance' })).toContainText('$0.00');
    await expect(header.getByRole('button', { name: 'Menu' })).toBeVisible();
    await expectOneRowHeader(page, 72);
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link')).toHaveText([
      'Lobby',
      'Games',
      'Providers',
      'Sports',
      'Promotions',
      'Tournaments',
    ]);

    const menuButton = header.getByRole('button', { name: 'Menu' });
    const menu = await openMenu(page);
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('link')).toHaveText([
      'My account',
      'Favourites',
      'Recently played',
      'History',
      'Safer gambling',
    ]);
    await expect(menu.getByRole('button')).toHaveText(['Withdraw', 'Log out']);
    // Focus moved into the menu; Escape closes it and gives focus back.
    await expect(menu.getByRole('link', { name: 'My account' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(menuButton).toBeFocused();

    await (await openMenu(page)).getByRole('link', { name: 'Recently played' }).click();
    await expect(page).toHaveURL(/\/games\/last-played$/);
    await expect(menu).toBeHidden();
  });
});
