import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { createPlayer, demoGame, gameTagged, PASSWORD, SANDBOX, unique } from './support.ts';

// A guest opens a lobby tile and plays the game in demo at the sandbox studio (000 §4 Game).

async function openFromSearch(page: Page, text: string, name: string) {
  await page.goto('/');
  await page.getByRole('searchbox', { name: 'Search games' }).fill(text);
  await page
    .getByRole('region', { name: 'Games', exact: true })
    .getByRole('link', { name: new RegExp(`^${name} `) })
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

    // The click takes the page away from the frame it is in: nothing to wait for in that frame.
    await game.getByRole('button', { name: 'Exit game' }).click({ noWaitAfter: true });
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

// A player with money plays real rounds at the studio; every bet and win goes through the platform's
// seamless wallet, and the balance and the bet history follow round by round (000 §4, 001 §5).

interface Bet {
  id: string;
  amount: number;
  winAmount: number;
  gameSlug: string | null;
  status: string;
}

/** Registers a player by e-mail and deposits `dollars` through the sandbox cashier with a test card. */
async function playerWithMoney(request: APIRequestContext, dollars: number) {
  const email = `real-${unique()}@example.com`;
  const { token, uuid } = await createPlayer(request, { email });
  const headers = { authorization: `Bearer ${token}` };
  const deposit = await request.put(`/api/payment-engine/payments/${uuid}/deposit`, {
    headers,
    data: {
      currency: 'USD',
      playerUUID: uuid,
      paymentMethod: 'card',
      aggregatorId: 'sandbox',
      amount: String(dollars),
    },
  });
  expect(deposit.status(), await deposit.text()).toBe(200);
  const { redirectLink } = (await deposit.json()) as { redirectLink: string };
  const session = new URL(redirectLink).searchParams.get('session');
  const paid = await request.post(`${SANDBOX}/cashier/api/pay`, {
    data: { session, card: '4242424242424242' },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  const player = { email, uuid, headers };
  await expect.poll(() => realBalance(request, player)).toBe(dollars * 100);
  return player;
}

async function realBalance(request: APIRequestContext, p: { uuid: string; headers: Record<string, string> }) {
  const res = await request.get(`/api/balance/v2/${p.uuid}`, { headers: p.headers });
  const body = (await res.json()) as { balances: { real: { amount: number } }[] };
  return Math.round((body.balances[0]?.real.amount ?? 0) * 100);
}

async function bets(request: APIRequestContext, p: { uuid: string; headers: Record<string, string> }) {
  const res = await request.get(`/api/player/${p.uuid}/game-info-activity`, { headers: p.headers });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { content: Bet[] }).content;
}

const dollars = (cents: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);

test.describe('real play', () => {
  test('a player with money plays the slot and roulette; balance and bet history follow every round', async ({
    page,
    request,
  }) => {
    const player = await playerWithMoney(request, 100);
    const slot = await gameTagged(request, 'video-slot');
    const wheel = await gameTagged(request, 'roulette');

    // A guest plays the slot's demo at once; logged in, the page comes back with the choice.
    await page.goto(`/game/${slot.slug}`);
    await expect(page.getByText('Demo: fun money')).toBeVisible();
    await expect(page.getByRole('group', { name: 'How to play' })).toHaveCount(0);
    await page.getByRole('banner').getByRole('link', { name: 'Log in', exact: true }).click();
    await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(player.email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page.getByRole('heading', { name: slot.fullGameName, level: 1 })).toBeVisible();
    const controls = page.getByRole('group', { name: 'How to play' });
    await controls.getByRole('button', { name: 'Play', exact: true }).click();
    // While playing the controls are hidden (000 §4).
    await expect(controls).toHaveCount(0);
    await expect(page.getByText('Demo: fun money')).toHaveCount(0);

    let expected = 100_00;
    let rounds = 0;
    const headerBalance = page.getByRole('banner').getByRole('region', { name: 'Balance' });
    await expect(headerBalance).toContainText('Total$100.00');
    /** Plays one round in the frame and checks it against the wallet and the bet history. */
    const playRound = async (
      frame: ReturnType<Page['frameLocator']>,
      slug: string,
      stake: number,
      spin: () => Promise<void>,
    ) => {
      await spin();
      rounds += 1;
      let newest: Bet | undefined;
      await expect
        .poll(async () => {
          const list = await bets(request, player);
          newest = list[0];
          return list.length;
        })
        .toBe(rounds);
      expect(newest).toMatchObject({ amount: stake / 100, gameSlug: slug });
      expect(newest?.status).toBe(newest && newest.winAmount > 0 ? 'WON' : 'LOST');
      expected += Math.round((newest?.winAmount ?? 0) * 100) - stake;
      await expect(frame.getByLabel('Balance')).toHaveText(dollars(expected));
      expect(await realBalance(request, player)).toBe(expected);
      // The site's header follows every round too (the frame posts each round to the page).
      await expect(headerBalance).toContainText(`Total$${(expected / 100).toFixed(2)}`);
    };

    const slotFrame = page.frameLocator(`iframe[title="${slot.fullGameName}"]`);
    await expect(slotFrame.getByText(/Real money/)).toBeVisible();
    await expect(slotFrame.getByLabel('Balance')).toHaveText('$100.00');
    await slotFrame.getByLabel('Stake').selectOption('200');
    for (let i = 0; i < 3; i++)
      await playRound(slotFrame, slot.slug, 200, async () => {
        await slotFrame.getByRole('button', { name: 'Spin', exact: true }).click();
        await expect(slotFrame.getByRole('status', { name: 'Round result' })).not.toHaveText('…');
      });

    await page.goto(`/game/${wheel.slug}`);
    await page.getByRole('button', { name: 'Play', exact: true }).click();
    const wheelFrame = page.frameLocator(`iframe[title="${wheel.fullGameName}"]`);
    await expect(wheelFrame.getByLabel('Balance')).toHaveText(dollars(expected));
    await wheelFrame.getByLabel('Bet').selectOption('red');
    await wheelFrame.getByLabel('Stake').selectOption('500');
    for (let i = 0; i < 3; i++)
      await playRound(wheelFrame, wheel.slug, 500, async () => {
        await wheelFrame.getByRole('button', { name: 'Spin the wheel', exact: true }).click();
        await expect(wheelFrame.getByRole('status', { name: 'Round result' })).toHaveText(
          /^\d+ (red|black|green)\. (You won \$10\.00|No win this time)$/,
        );
      });

    await wheelFrame.getByRole('button', { name: 'Exit game', exact: true }).click({ noWaitAfter: true });
    await expect(page.getByRole('heading', { name: 'Lobby', level: 1 })).toBeVisible();
    await expect(headerBalance).toContainText(`Total$${(expected / 100).toFixed(2)}`);
  });
});

test('a restricted game shows the stub and does not start', async ({ page, request }) => {
  let restricted: { slug: string } | undefined;
  for (let p = 0; !restricted && p < 50; p++) {
    const page_ = await request.get(`/api/games/public?page=${p}&size=49&countryCode=US&currencyCode=USD`);
    const { content } = (await page_.json()) as { content: { slug: string; restricted: boolean }[] };
    if (content.length === 0) break;
    restricted = content.find((g) => g.restricted);
  }
  expect(restricted, 'a restricted game in the catalogue').toBeDefined();
  await page.goto(`/game/${restricted!.slug}`);
  await expect(page.getByRole('heading', { name: 'This game is not available' })).toBeVisible();
  await expect(page.locator('iframe')).toHaveCount(0);
});
