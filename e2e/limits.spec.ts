import { expect, type Locator, type Page, test } from '@playwright/test';
import { gameTagged, loggedInPlayer, OPERATOR_TOKEN, openMenu, pick, playRealSlot } from './support.ts';

// Deposit limits (docs/decisions/042-deposit-limits.md): a player sets a 24-hour limit on
// the Safer gambling page, deposits under it through the sandbox cashier, is refused over it with
// what is left, and raises it: the raise waits 24 hours, then the player's confirmation.

const usd = (amount: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(amount);

/** A window's card on the Safer gambling page, and one of its figures (the value after its term). */
const card = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const figure = (c: Locator, term: string) =>
  c
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${term}$`) })
    .locator('xpath=following-sibling::dd[1]');

/** Opens Deposit from the header and pays `amount` with the sandbox cashier's success card. */
async function depositWithSuccessCard(page: Page, amount: number) {
  await page.getByRole('banner').getByRole('link', { name: 'Deposit', exact: true }).click();
  const field = page.getByRole('textbox', { name: 'Amount (USD)' });
  await field.fill(String(amount));
  await page.getByRole('button', { name: 'Continue to payment', exact: true }).click();
  const cashier = page.frameLocator('iframe[title="Cashier"]');
  await expect(cashier.getByRole('heading', { name: 'Sandbox cashier' })).toBeVisible();
  await cashier.getByLabel(/\(success\)$/).check();
  await cashier.getByRole('button', { name: `Pay ${usd(amount)}`, exact: true }).click();
  await expect(page.getByText('Your deposit was successful.')).toBeVisible();
}

/** Deposits `deposit` and sets a 24-hour wager limit of `limit` on the Safer gambling page: its card. */
async function depositAndLimitWagers(page: Page, deposit: number, limit: number) {
  await depositWithSuccessCard(page, deposit);
  await (await openMenu(page)).getByRole('link', { name: 'Safer gambling', exact: true }).click();
  const wagers = card(page, 'Wagers over 24 hours');
  await wagers.getByRole('textbox', { name: 'Wager limit for 24 hours (USD)' }).fill(String(limit));
  await wagers.getByRole('button', { name: 'Set limit', exact: true }).click();
  await expect(figure(wagers, 'Left')).toHaveText(usd(limit));
  return wagers;
}

test('a 24-hour deposit limit: set, deposit under it, refused over it, raised and waiting', async ({
  page,
  context,
}) => {
  const player = await loggedInPlayer(page, 'limits');
  // A second tab has the deposit form open from before the limit: it knows of no limit, so only the
  // server stands between it and a deposit over the limit.
  const earlier = await context.newPage();
  await earlier.goto('/deposit');
  await expect(earlier.getByRole('textbox', { name: 'Amount (USD)' })).toBeVisible();

  // Safer gambling, from the account menu.
  await (await openMenu(page)).getByRole('link', { name: 'Safer gambling', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Safer gambling', level: 1 })).toBeVisible();
  const day = card(page, 'Deposits over 24 hours');
  await expect(day.getByText('No limit set.')).toBeVisible();
  await day.getByRole('textbox', { name: 'Deposit limit for 24 hours (USD)' }).fill('50');
  await day.getByRole('button', { name: 'Set limit', exact: true }).click();
  await expect(figure(day, 'Limit')).toHaveText('$50.00');
  await expect(figure(day, 'Left')).toHaveText('$50.00');

  // $30 under it, through the sandbox cashier.
  await depositWithSuccessCard(page, 30);

  // A new deposit: the form is capped at the $20 left and says until when.
  await page.getByRole('button', { name: 'New deposit', exact: true }).click();
  const amount = page.getByRole('textbox', { name: 'Amount (USD)' });
  await expect(page.getByText(/^You can deposit up to \$20\.00 until .+\.$/)).toBeVisible();
  await amount.fill('30');
  await page.getByRole('button', { name: 'Continue to payment', exact: true }).click();
  await expect(page.getByText('This is more than your deposit limit leaves.')).toBeVisible();
  await expect(page.locator('iframe[title="Cashier"]')).toHaveCount(0);

  // The tab opened before refuses it on the server's word, with the amount left and until when.
  await earlier.getByRole('textbox', { name: 'Amount (USD)' }).fill('30');
  await earlier.getByRole('button', { name: 'Continue to payment', exact: true }).click();
  await expect(earlier.getByRole('alert').filter({ hasText: 'You can deposit' })).toHaveText(
    /^You can deposit up to \$20\.00 until .+\.$/,
  );
  await expect(earlier.locator('iframe[title="Cashier"]')).toHaveCount(0);
  await earlier.close();

  // Raising it waits its cooling-off; the $50 limit stays in force meanwhile.
  await page
    .getByRole('navigation', { name: 'Wallet' })
    .getByRole('link', { name: 'Safer gambling' })
    .click();
  await expect(figure(day, 'Deposited')).toHaveText('$30.00');
  await expect(figure(day, 'Left')).toHaveText('$20.00');
  await day.getByRole('textbox', { name: 'Deposit limit for 24 hours (USD)' }).fill('100');
  await day.getByRole('button', { name: 'Change limit', exact: true }).click();
  await expect(day.getByText(/^Waiting: a raise to \$100\.00, from .+\.$/)).toBeVisible();
  await expect(day.getByText(/^You can confirm it from .+\.$/)).toBeVisible();
  await expect(day.getByRole('button', { name: 'Confirm', exact: true })).toHaveCount(0);
  await expect(figure(day, 'Limit')).toHaveText('$50.00');

  // The effective time is 24 hours after the request, as the operator's history records it.
  const limits = await page.request.get(`/api/operator/players/${player.uuid}/limits`, {
    headers: { 'x-operator-token': OPERATOR_TOKEN },
  });
  expect(limits.status()).toBe(200);
  const view = (await limits.json()) as {
    limits: { period: string; amount: number; pending: { amount: number; effectiveAt: string } | null }[];
    history: { step: string; to: number | null; at: string }[];
  };
  const limit = view.limits.find((l) => l.period === 'DAY');
  expect(limit).toMatchObject({ amount: 50, pending: { amount: 100 } });
  const requested = view.history.find((h) => h.step === 'requested');
  expect(requested?.to).toBe(100);
  expect(Date.parse(limit?.pending?.effectiveAt ?? '') - Date.parse(requested?.at ?? '')).toBe(
    24 * 3_600_000,
  );
});

test('a 24-hour wager limit: set on the page, and a stake over what is left is refused by the game', async ({
  page,
}) => {
  await loggedInPlayer(page, 'wager');
  const wagers = await depositAndLimitWagers(page, 20, 3);

  // A 2.00 spin plays; the next 2.00 spin would pass the 1.00 left: the game shows its limit state.
  const slot = await gameTagged(page.request, 'video-slot');
  await page.goto(`/game/${slot.slug}`);
  await playRealSlot(page, slot.fullGameName, '200', 1);
  const frame = page.frameLocator(`iframe[title="${slot.fullGameName}"]`);
  await expect(frame.getByRole('status', { name: 'Round result' })).not.toHaveText(/^Limit reached/);
  await frame.getByRole('button', { name: 'Spin', exact: true }).click();
  await expect(frame.getByRole('status', { name: 'Round result' })).toHaveText(
    /^Limit reached: this stake would go over your wager limit\. More frees up at .+\.$/,
  );
  // A 1.00 spin still fits.
  await frame.getByLabel('Stake').selectOption('100');
  await frame.getByRole('button', { name: 'Spin', exact: true }).click();
  await expect(frame.getByRole('status', { name: 'Round result' })).toHaveText(/^(You won|No win)/);

  await page.goto('/profile/safer-gambling');
  await expect(figure(wagers, 'Wagered')).toHaveText(usd(3));
  await expect(figure(wagers, 'Left')).toHaveText(usd(0));
});

test('a wager limit holds in the sportsbook too: a stake over what is left is refused with the limit reached', async ({
  page,
}) => {
  await loggedInPlayer(page, 'sports-limit');
  await depositAndLimitWagers(page, 20, 3);

  await page.goto('/sports/sportsbook');
  const book = page.frameLocator('iframe[title="Sportsbook"]');
  const bet = async (stake: string) => {
    await pick(book, 0);
    await book.getByLabel(/^Stake/).fill(stake);
    await book.getByRole('checkbox', { name: 'Accept changed odds' }).check();
    await book.getByRole('button', { name: 'Place bet' }).click();
  };
  await bet('2');
  await expect(book.getByRole('status')).toHaveText('Bet placed.');
  await bet('2');
  await expect(book.getByRole('status')).toHaveText(
    /^Limit reached: this stake would go over your wager limit\. More frees up at .+\.$/,
  );
});
