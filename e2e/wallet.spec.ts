import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import {
  expectLoginRefusedAsSelfRestricted,
  loggedInPlayer as loggedIn,
  openMenu,
  SANDBOX,
} from './support.ts';

// Wallet and cashier (001 §2-§9; ADR 011): the header balance, deposits through the sandbox
// provider's cashier frame, vouchers, the withdrawal modal, history with its filters and the
// cancel of a pending withdrawal, and self-restriction. Voucher codes are random per install: the
// journeys' server start lists them with `npm run demo-vouchers` (e2e/playwright.config.ts).

/** This install's unused USD vouchers, as the demo-vouchers script listed them before the start. */
const usdVouchers = readFileSync(path.join(process.env.E2E_DATA_DIR ?? '', 'demo-vouchers.txt'), 'utf8')
  .split('\n')
  .map((line) => /^([A-Z0-9]{16})\s+USD (\d+\.\d{2})$/.exec(line.trim()))
  .filter((m) => m !== null)
  .map(([, code, amount]) => ({ code: code as string, amount: amount as string }));
/** The `nth` seeded USD voucher worth `amount`; each journey takes its own. */
const voucher = (amount: string, nth = 0) => {
  const v = usdVouchers.filter((x) => x.amount === amount)[nth];
  if (!v) throw new Error(`no seeded USD voucher of ${amount} number ${nth}`);
  return v;
};

const loggedInPlayer = (page: Page) => loggedIn(page, 'wallet');

/** Credits the player with a seeded voucher through the API (the journey under test is elsewhere). */
async function fund(request: APIRequestContext, token: string, amount: string, nth = 0) {
  const { code } = voucher(amount, nth);
  const res = await request.post(`/api/retail-voucher/vouchers/${code}/activate`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status(), await res.text()).toBe(200);
}

const balance = (page: Page) => page.getByRole('banner').getByRole('region', { name: 'Balance' });

async function payInCashier(page: Page, amount: string, card: RegExp) {
  await page.getByRole('banner').getByRole('link', { name: 'Deposit', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Deposit', level: 1 })).toBeVisible();
  // 001 §9: the form starts with the brand's default deposit in the player's currency (the demo's 25 USD).
  const field = page.getByRole('textbox', { name: 'Amount (USD)' });
  await expect(field).toHaveValue('25.00');
  if (amount !== '25.00') await field.fill(amount);
  await page.getByRole('button', { name: 'Continue to payment', exact: true }).click();
  const cashier = page.frameLocator('iframe[title="Cashier"]');
  await expect(cashier.getByRole('heading', { name: 'Sandbox cashier' })).toBeVisible();
  await cashier.getByLabel(card).check();
  const pay = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(Number(amount));
  await cashier.getByRole('button', { name: `Pay ${pay}`, exact: true }).click();
}

test.describe('deposit', () => {
  test("a player's session start warms up the deposit form: it opens without asking for the methods again (000 §4)", async ({
    page,
  }) => {
    const methods: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/payment-method/methods_for_player')) methods.push(r.url());
    });
    await loggedInPlayer(page);
    // The demo brand warms up the deposit frame: the methods are asked for before Deposit is pressed.
    await expect.poll(() => methods.filter((u) => u.includes('paymentType=deposit')).length).toBe(1);
    await page.getByRole('banner').getByRole('link', { name: 'Deposit', exact: true }).click();
    await expect(page.getByRole('textbox', { name: 'Amount (USD)' })).toHaveValue('25.00');
    expect(methods.filter((u) => u.includes('paymentType=deposit'))).toHaveLength(1);
  });

  test('a success card in the provider frame raises the header balance', async ({ page }) => {
    await loggedInPlayer(page);
    await expect(balance(page)).toContainText('Total$0.00');
    await payInCashier(page, '25.00', /\(success\)$/);
    await expect(page.getByText('Your deposit was successful.')).toBeVisible();
    await expect(balance(page)).toContainText('Total$25.00');
  });

  test('a declined card is a toast and the balance stays', async ({ page }) => {
    await loggedInPlayer(page);
    await payInCashier(page, '40.00', /\(decline\)$/);
    await expect(page.getByText('Your deposit was declined.')).toBeVisible();
    await expect(balance(page)).toContainText('Total$0.00');
  });

  test('a pending card is processing until the provider settles it; then the money arrives', async ({
    page,
    context,
  }) => {
    await loggedInPlayer(page);
    await payInCashier(page, '12.00', /\(pending\)$/);
    await expect(page.getByText('Your deposit is being processed.')).toBeVisible();
    await expect(balance(page)).toContainText('Total$0.00');
    await (await openMenu(page)).getByRole('link', { name: 'History', exact: true }).click();
    const row = page.getByRole('row').filter({ hasText: '$12.00' });
    await expect(row).toContainText('Processing');

    // The provider's tester settles it; its signed webhook credits the player.
    const provider = await context.newPage();
    await provider.goto(`${SANDBOX}/cashier/payouts`);
    const payment = provider.getByRole('row').filter({ hasText: 'Deposit' }).filter({ hasText: '12.00 USD' });
    await expect(payment).toContainText('PENDING');
    await payment.getByRole('button', { name: 'Complete' }).click();
    await expect(payment).toContainText('COMPLETED');
    await provider.close();

    await page.reload();
    await expect(row).toContainText('Confirmed');
    await expect(balance(page)).toContainText('Total$12.00');
  });
});

test.describe('deposit with 3-D Secure', () => {
  test('the redirect card opens the provider window; once approved the deposit is confirmed', async ({
    page,
  }) => {
    await loggedInPlayer(page);
    const popup = page.waitForEvent('popup');
    await payInCashier(page, '15.00', /\(redirect\)$/);
    const secure = await popup;
    await expect(secure.getByRole('heading', { name: '3-D Secure' })).toBeVisible();
    await secure.getByRole('button', { name: 'Approve' }).click();
    await expect(secure.getByRole('status')).toHaveText('Payment approved. You can close this window.');
    await secure.close();

    await (await openMenu(page)).getByRole('link', { name: 'History', exact: true }).click();
    await expect(page.getByRole('row').filter({ hasText: '$15.00' })).toContainText('Confirmed');
    await expect(balance(page)).toContainText('Total$15.00');
  });
});

test.describe('voucher', () => {
  test('a seeded code is redeemed once; the second time it is refused', async ({ page }) => {
    await loggedInPlayer(page);
    const { code, amount } = voucher('10.00');
    await page.goto('/deposit');
    await page.getByRole('tab', { name: 'Redeem' }).click();
    const field = page.getByRole('textbox', { name: 'Voucher code' });
    const redeem = page.getByRole('button', { name: 'Redeem', exact: true });
    await expect(redeem).toBeDisabled();
    await field.fill(code.slice(0, 10));
    await expect(page.getByText('A voucher code has 16 letters and digits.')).toBeVisible();
    await expect(redeem).toBeDisabled();
    await field.fill(code.toLowerCase());
    await redeem.click();
    await expect(page.getByRole('status').filter({ hasText: 'was added' })).toHaveText(
      `$${amount} was added to your balance.`,
    );
    await expect(balance(page)).toContainText(`Total$${amount}`);

    await page.getByRole('button', { name: 'Redeem another voucher' }).click();
    await field.fill(code);
    await redeem.click();
    await expect(page.getByText('This voucher has already been used.')).toBeVisible();
    await expect(redeem).toBeDisabled();
  });
});

test.describe('withdrawal', () => {
  test('withdraw → pending → cancel → the money is back', async ({ page }) => {
    const { token } = await loggedInPlayer(page);
    await fund(page.request, token, '100.00', 0);
    await page.reload();
    await expect(balance(page)).toContainText('Total$100.00');

    await (await openMenu(page)).getByRole('button', { name: 'Withdraw', exact: true }).click();
    const modal = page.getByRole('dialog', { name: 'Withdraw' });
    await expect(modal).toContainText('You can withdraw$100.00');
    const amount = modal.getByRole('textbox', { name: 'Amount (USD)' });
    await amount.fill('150');
    await amount.blur();
    await expect(modal.getByText('The amount is more than you can withdraw.')).toBeVisible();
    await amount.fill('1e3');
    await expect(modal.getByText('Enter an amount with digits and at most one dot.')).toBeVisible();
    // Below the method's minimum, the field names it.
    await amount.fill('5');
    await expect(modal.getByText('The smallest amount for this method is $10.00.')).toBeVisible();
    await amount.fill('30.5');
    await modal.getByRole('button', { name: 'Request withdrawal' }).click();
    await expect(modal.getByRole('status')).toHaveText('Your withdrawal of $30.50 is pending.');
    await modal.getByRole('button', { name: 'Close', exact: true }).last().click();
    await expect(balance(page)).toContainText('Total$69.50');

    await (await openMenu(page)).getByRole('link', { name: 'History', exact: true }).click();
    await page.getByRole('tab', { name: 'Withdraw' }).click();
    const row = page.getByRole('row').filter({ hasText: '$30.50' });
    await expect(row).toContainText('Processing');
    await row.getByRole('button', { name: 'Cancel withdrawal' }).click();
    await expect(page.getByText('Your withdrawal was cancelled.')).toBeVisible();
    await expect(balance(page)).toContainText('Total$100.00');
    // The list reloads 3 s later: the withdrawal can no longer be cancelled, and reads as cancelled.
    await expect(row.getByRole('button', { name: 'Cancel withdrawal' })).toHaveCount(0);
    await expect(row).toContainText('Cancelled');
    await expect(row).toContainText('Bank transfer');
  });

  test("the brand's rule for the player's currency caps a single withdrawal (001 §5)", async ({ page }) => {
    await loggedInPlayer(page);
    await payInCashier(page, '2600.00', /\(success\)$/);
    await expect(balance(page)).toContainText('Total$2,600.00');
    await (await openMenu(page)).getByRole('button', { name: 'Withdraw', exact: true }).click();
    const modal = page.getByRole('dialog', { name: 'Withdraw' });
    const amount = modal.getByRole('textbox', { name: 'Amount (USD)' });
    // Within the provider's limits (up to 5,000) and the balance, but above the demo brand's USD rule.
    await amount.fill('2600');
    await modal.getByRole('button', { name: 'Request withdrawal' }).click();
    await expect(modal.getByText('A single withdrawal in US dollars is at most $2,500.00.')).toBeVisible();
    await amount.fill('2500');
    await modal.getByRole('button', { name: 'Request withdrawal' }).click();
    // Above the demo's review threshold (1,000, ADR 049): it waits for an operator, the money held.
    await expect(modal.getByRole('status')).toHaveText(
      'Your withdrawal of $2,500.00 is waiting for approval. The money is held meanwhile; you can cancel it from your history.',
    );
  });

  test('money that moved after the form was filled closes the withdrawal modal with a toast (001 §8)', async ({
    page,
  }) => {
    // A tab whose live stream is down (ADR 068) still holds the figures it read: the server refuses.
    // With the stream up, the new balance reaches the form first and it refuses the amount itself.
    await page.route('**/api/player/events**', (route) => route.abort());
    const { token, uuid } = await loggedInPlayer(page);
    await fund(page.request, token, '100.00', 2);
    await page.reload();
    await (await openMenu(page)).getByRole('button', { name: 'Withdraw', exact: true }).click();
    const modal = page.getByRole('dialog', { name: 'Withdraw' });
    await expect(modal).toContainText('You can withdraw$100.00');
    // Meanwhile most of the money leaves by another withdrawal (another tab, say).
    const elsewhere = await page.request.put(`/api/payment-engine/payments/${uuid}/withdraw`, {
      headers: { authorization: `Bearer ${token}` },
      data: {
        currency: 'USD',
        playerUUID: uuid,
        paymentMethod: 'card',
        aggregatorId: 'sandbox',
        amount: '80',
      },
    });
    expect(elsewhere.status(), await elsewhere.text()).toBe(200);
    await modal.getByRole('textbox', { name: 'Amount (USD)' }).fill('50');
    await modal.getByRole('button', { name: 'Request withdrawal' }).click();
    await expect(page.getByText('The amount is more than you can withdraw.')).toBeVisible();
    await expect(modal).toHaveCount(0);
    await expect(balance(page)).toContainText('Total$20.00');
  });

  test('the provider pays one withdrawal and declines another: confirmed, and the declined money is back', async ({
    page,
    context,
  }) => {
    const { token, uuid } = await loggedInPlayer(page);
    await fund(page.request, token, '100.00', 1);
    await page.reload();
    for (const amount of ['20.00', '10.00']) {
      await (await openMenu(page)).getByRole('button', { name: 'Withdraw', exact: true }).click();
      const modal = page.getByRole('dialog', { name: 'Withdraw' });
      await modal.getByRole('textbox', { name: 'Amount (USD)' }).fill(amount);
      await modal.getByRole('button', { name: 'Request withdrawal' }).click();
      await expect(modal.getByRole('status')).toHaveText(`Your withdrawal of $${amount} is pending.`);
      await modal.getByRole('button', { name: 'Close', exact: true }).last().click();
    }
    await expect(balance(page)).toContainText('Total$70.00');

    // The provider's tester settles both; each signed webhook is applied by the platform.
    const provider = await context.newPage();
    await provider.goto(`${SANDBOX}/cashier/payouts`);
    // This player's payouts only: other journeys' withdrawals are on the tester's page too.
    const history = await page.request.get(`/api/payment-view-ng/payments/${uuid}?type=WITHDRAW`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const { content } = (await history.json()) as { content: { paymentId: string; amount: number }[] };
    const idOf = (amount: string) => content.find((p) => p.amount === Number(amount))?.paymentId ?? 'none';
    const payout = (amount: string) =>
      provider
        .getByRole('row')
        .filter({ hasText: 'Withdrawal' })
        .filter({ hasText: idOf(amount) });
    await payout('20.00').getByRole('button', { name: 'Complete' }).click();
    await expect(payout('20.00')).toContainText('COMPLETED');
    await payout('10.00').getByRole('button', { name: 'Decline' }).click();
    await expect(payout('10.00')).toContainText('DECLINED');
    await provider.close();

    await (await openMenu(page)).getByRole('link', { name: 'History', exact: true }).click();
    await page.getByRole('tab', { name: 'Withdraw' }).click();
    await expect(page.getByRole('row').filter({ hasText: '$20.00' })).toContainText('Confirmed');
    await expect(page.getByRole('row').filter({ hasText: '$10.00' })).toContainText('Declined');
    await expect(balance(page)).toContainText('Total$80.00');
  });
});

test.describe('history', () => {
  test('tabs, status and date filters, and the empty states', async ({ page }) => {
    const { token } = await loggedInPlayer(page);
    await fund(page.request, token, '25.00'); // a completed deposit
    await page.goto('/profile/history');
    await expect(page.getByRole('heading', { name: 'Transaction history', level: 1 })).toBeVisible();
    const voucherRow = page.getByRole('row').filter({ hasText: '$25.00' });
    await expect(voucherRow).toContainText('Voucher');
    await expect(voucherRow).toContainText('Confirmed');

    const filters = page.getByRole('form', { name: 'Filters' });
    await filters.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Processing' });
    await filters.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText('No transactions yet.')).toBeVisible();
    await filters.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Confirmed' });
    await filters.getByRole('button', { name: 'Apply' }).click();
    await expect(voucherRow).toBeVisible();

    await filters.getByLabel('From').fill('2999-01-01');
    await filters.getByRole('button', { name: 'Apply' }).click();
    await expect(filters.getByText('Dates cannot be in the future.')).toBeVisible();
    await filters.getByLabel('From').fill('2024-02-01');
    await filters.getByLabel('To').fill('2024-01-01');
    await filters.getByRole('button', { name: 'Apply' }).click();
    await expect(filters.getByText('The start date must not be after the end date.')).toBeVisible();
    await filters.getByLabel('To').fill('2024-03-01');
    await filters.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText('No transactions yet.')).toBeVisible();

    await page.getByRole('tab', { name: 'Withdraw' }).click();
    await expect(page.getByText('No transactions yet.')).toBeVisible();
    await page.getByRole('tab', { name: 'Bets' }).click();
    await expect(page.getByText('No bets yet.')).toBeVisible();
  });
});

test.describe('bank account', () => {
  test('digits only, the holder name tidied, and a new account waits for verification', async ({ page }) => {
    const { token } = await loggedInPlayer(page);
    const writes: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/player/edm/bank-account') && r.method() !== 'GET')
        writes.push(r.postData() ?? '');
    });
    await page.goto('/profile/bank-account');
    await expect(page.getByRole('heading', { name: 'Bank account', level: 1 })).toBeVisible();
    await expect(page.getByText('Status: Not verified')).toBeVisible();

    await page.getByRole('textbox', { name: 'Bank name', exact: true }).fill('First Sandbox Bank');
    const holder = page.getByRole('textbox', { name: 'Account holder name', exact: true });
    await holder.fill('  Ada    Lovelace ');
    const number = page.getByRole('textbox', { name: 'Account number', exact: true });
    await number.fill('12-34 5678');
    await number.blur();
    // Repeated spaces collapse and the ends are trimmed when the field is left.
    await expect(holder).toHaveValue('Ada Lovelace');
    await expect(page.getByText('Enter 6 to 34 digits, nothing else.')).toBeVisible();
    await page.getByRole('button', { name: 'Save bank account', exact: true }).click();
    await expect(page.getByText('Status: Not verified')).toBeVisible();

    await number.fill('12345678');
    await page.getByRole('button', { name: 'Save bank account', exact: true }).click();
    await expect(
      page.getByText('Your bank account was saved and is waiting for verification.'),
    ).toBeVisible();
    await expect(page.getByText('Status: Pending verification')).toBeVisible();
    await expect(page.getByText('Ada Lovelace', { exact: true })).toBeVisible();

    const saved = await page.request.get('/api/player/edm/bank-account', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(await saved.json()).toMatchObject({
      status: 'pending',
      bankName: 'First Sandbox Bank',
      accountHolderName: 'Ada Lovelace',
      accountNumber: '12345678',
    });
    // The refused number never left the page: one write, the valid one, with the tidied name.
    expect(writes.map((w) => JSON.parse(w))).toEqual([
      { bankName: 'First Sandbox Bank', accountHolderName: 'Ada Lovelace', accountNumber: '12345678' },
    ]);
  });
});

test.describe('self-restriction', () => {
  test('restricting for days logs the player out, and login is then refused', async ({ page }) => {
    const { email } = await loggedInPlayer(page);
    await page.goto('/profile/self-restriction');
    const submit = page.getByRole('button', { name: 'Restrict my account' });
    await submit.click();
    await expect(page.getByText('This field is required.').first()).toBeVisible();
    await page.getByRole('radio', { name: 'A number of days' }).check();
    await page.getByRole('textbox', { name: 'Days (1 to 30)' }).fill('31');
    await submit.click();
    await expect(page.getByText('Enter a whole number of days from 1 to 30.')).toBeVisible();
    await page.getByRole('textbox', { name: 'Days (1 to 30)' }).fill('7');
    await page.getByRole('textbox', { name: 'Comment (optional)' }).fill('Back after the exams.');
    const suspend = page.waitForRequest((r) => r.method() === 'PUT' && r.url().endsWith('/suspend'));
    await submit.click();
    // 001 §7: the suspend call carries the player's comment.
    expect((await suspend).postDataJSON()).toMatchObject({
      durationUnit: 'Days',
      durationAmount: 7,
      comment: 'Back after the exams.',
    });

    await expect(page).toHaveURL('/');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();

    await expectLoginRefusedAsSelfRestricted(page, email);
  });
});
