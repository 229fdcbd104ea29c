import { type APIRequestContext, expect, type FrameLocator, type Page, test } from '@playwright/test';
import { createPlayer, PASSWORD, pick, routeFromOwnAddress, SANDBOX, unique } from './support.ts';

// Sports (000 §4, §6, §7; 001 §2, §7): the sandbox sportsbook in the sports frame. Guests browse and
// are sent to log in when they bet; players' bets go through the seamless wallet, settle, and show
// in the header balance and the bets history.

interface SportsBet {
  id: string;
  kind: string;
  amount: number;
  winAmount: number;
  status: string;
  sports?: { type: string; selections: { selection: string; result: string | null }[] };
}

const book = (page: Page) => page.frameLocator('iframe[title="Sportsbook"]');
const headerBalance = (page: Page) => page.getByRole('banner').getByRole('region', { name: 'Balance' });

/** A player with `dollars` deposited through the sandbox cashier (a test card). */
async function playerWithMoney(request: APIRequestContext, dollars: number) {
  const email = `sports-${unique()}@example.com`;
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
  await expect.poll(async () => realBalance(request, { uuid, headers })).toBe(dollars * 100);
  return { email, token, uuid, headers };
}

async function realBalance(request: APIRequestContext, p: { uuid: string; headers: Record<string, string> }) {
  const res = await request.get(`/api/balance/v2/${p.uuid}`, { headers: p.headers });
  const body = (await res.json()) as { balances: { real: { amount: number } }[] };
  return Math.round((body.balances[0]?.real.amount ?? 0) * 100);
}

async function sportsBets(request: APIRequestContext, p: { uuid: string; headers: Record<string, string> }) {
  const res = await request.get(`/api/player/${p.uuid}/game-info-activity?kind=sports`, {
    headers: p.headers,
  });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { content: SportsBet[] }).content;
}

async function placeBet(frame: FrameLocator, stake: string) {
  await frame.getByLabel(/^Stake/).fill(stake);
  await frame.getByRole('checkbox', { name: 'Accept changed odds' }).check();
  await frame.getByRole('button', { name: 'Place bet' }).click();
  await expect(frame.getByRole('status')).toHaveText(/^Bets? placed\.$/);
}

test('a guest browses the sportsbook, is sent to log in on a bet, and comes back to the same page', async ({
  page,
  request,
}) => {
  const email = `sports-guest-${unique()}@example.com`;
  await createPlayer(request, { email });
  await page.goto('/sports');
  const frame = book(page);
  await expect(frame.getByText('Browsing as a guest: log in to bet.')).toBeVisible();
  await frame.getByRole('navigation', { name: 'Sports' }).getByRole('button', { name: 'Tennis' }).click();
  await expect(frame.getByRole('heading', { name: 'Tennis', level: 2 })).toBeVisible();
  await expect(page).toHaveURL(/\/sports\/sportsbook\/tennis$/);
  await pick(frame, 0);
  await frame.getByLabel(/^Stake/).fill('5');
  // The site answers the book's not-logged-in message by leaving the page, frame and all: the click
  // waits for nothing in the frame (without this it could hang when the frame went mid-click).
  await frame.getByRole('button', { name: 'Place bet' }).click({ noWaitAfter: true });
  await expect(page).toHaveURL(/\/login\?redirect=%2Fsports%2Fsportsbook%2Ftennis$/);

  // Each login comes from an address of its own (the journeys share the per-address login limit).
  await routeFromOwnAddress(page, '**/api/signin');
  await page.getByRole('tab', { name: 'E-mail' }).click();
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/sports\/sportsbook\/tennis$/);
  await expect(book(page).getByRole('heading', { name: 'Tennis', level: 2 })).toBeVisible();
  await expect(book(page).getByText(/^Balance:/)).toBeVisible();
});

test('a player places a single and an accumulator; they settle through the wallet into the balance and the history', async ({
  page,
  request,
}) => {
  const player = await playerWithMoney(request, 100);
  await page.goto('/');
  await page.evaluate((a) => {
    localStorage.setItem('token', a.token);
    localStorage.setItem('hasAuth', 'true');
    localStorage.setItem('isLogged', 'true');
    localStorage.setItem('uuid', a.uuid);
  }, player);
  await page.goto('/sports/sportsbook');
  // The site renews the token it was given: the API calls below use the page's current one.
  const current = async () => ({
    uuid: player.uuid,
    headers: { authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('token'))}` },
  });
  const frame = book(page);
  await expect(frame.getByText('Balance: $100.00')).toBeVisible();
  await expect(headerBalance(page)).toContainText('Total$100.00');

  await pick(frame, 0);
  await placeBet(frame, '5');
  await expect(headerBalance(page)).toContainText('Total$95.00');

  await pick(frame, 1);
  await pick(frame, 2);
  await frame.getByRole('radio', { name: 'Accumulator' }).check();
  await placeBet(frame, '2');
  await expect(headerBalance(page)).toContainText('Total$93.00');
  let placed: SportsBet[] = [];
  await expect
    .poll(async () => {
      placed = await sportsBets(request, await current());
      return placed.length;
    })
    .toBe(2);
  expect(placed.map((b) => [b.sports?.type, b.amount, b.status])).toEqual([
    ['accumulator', 2, 'OPEN'],
    ['single', 5, 'OPEN'],
  ]);

  // The sandbox's tester control ends every event now; the book settles the bets by itself.
  const ended = await request.post(`${SANDBOX}/sportsbook/tester/finish-live`);
  expect(ended.ok()).toBe(true);
  let settled: SportsBet[] = [];
  await expect
    .poll(async () => {
      settled = await sportsBets(request, await current());
      return settled.filter((b) => b.status === 'OPEN').length;
    })
    .toBe(0);
  let expected = 10_000 - 700;
  for (const b of settled) {
    expect(['WON', 'LOST', 'ROLLED_BACK']).toContain(b.status);
    expect(b.sports?.selections.every((s) => s.result !== null)).toBe(true);
    expected += b.status === 'ROLLED_BACK' ? Math.round(b.amount * 100) : Math.round(b.winAmount * 100);
  }
  expect(await realBalance(request, await current())).toBe(expected);
  await expect(headerBalance(page)).toContainText(`Total$${(expected / 100).toFixed(2)}`);

  const words: Record<string, string> = { WON: 'Won', LOST: 'Lost', ROLLED_BACK: 'Rolled back' };
  await page.goto('/profile/history');
  await page.getByRole('tab', { name: 'Bets' }).click();
  for (const b of settled) {
    const type = b.sports?.type === 'single' ? 'Single' : 'Accumulator';
    await expect(
      page
        .getByRole('row')
        .filter({ hasText: `Sports bet · ${type} · ` })
        .filter({ hasText: words[b.status] ?? '' }),
    ).toBeVisible();
  }
  await page
    .getByRole('row')
    .filter({ hasText: 'Sports bet · Accumulator · ' })
    .getByRole('button', { name: 'Details' })
    .click();
  const details = page.getByRole('dialog', { name: 'Bet details' });
  await expect(details.getByRole('listitem')).toHaveCount(2);
});

test('a deep link to a sub-path survives a reload', async ({ page }) => {
  await page.goto('/sports/saba/football');
  const frame = book(page);
  await expect(frame.getByRole('heading', { name: 'SABA Sports' })).toBeVisible();
  await expect(frame.getByRole('heading', { name: 'Football', level: 2 })).toBeVisible();
  // An event that has not started: one that has ended leaves the board a minute later, perhaps
  // between the click and the reload (the sandbox's clock runs 20 times fast).
  const event = frame
    .getByRole('listitem')
    .filter({ hasText: /Starts \d/ })
    .first()
    .getByRole('heading', { level: 3 })
    .getByRole('button');
  const name = (await event.textContent()) ?? '';
  await event.click();
  await expect(page).toHaveURL(/\/sports\/saba\/event\/fo-\d+$/);
  const deep = page.url();
  await page.reload();
  expect(page.url()).toBe(deep);
  await expect(book(page).getByRole('heading', { name, level: 2 })).toBeVisible();
});

test("velisports starts on the page its route names, and the start names the sportsbook's game (000 §7)", async ({
  page,
}) => {
  const started = page.waitForRequest((r) => r.url().includes('/api/velisports/public/start_game'));
  await page.goto('/sports/velisports/tennis');
  const query = new URL((await started).url()).searchParams;
  expect(query.get('startPage')).toBe('tennis');
  expect(query.get('internalGameId')).toBe('sports:velisports');
  await expect(book(page).getByRole('heading', { name: 'Tennis', level: 2 })).toBeVisible();
});

test('a start error shows the not-found state', async ({ page }) => {
  await page.goto('/sports/no-such-book');
  await expect(page.getByRole('alert')).toContainText('Sports are not available');
  await expect(page.locator('iframe')).toHaveCount(0);
});
