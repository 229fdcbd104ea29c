import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { signedInOperator } from './operators.ts';
import { loggedInPlayer, openMenu, operatorGet, SANDBOX } from './support.ts';

// The console's queues against the real server (ADR 049, 050): a compliance operator decides a
// player's document and the player sees it; a finance operator makes CAD withdrawals above 20.00
// wait (CAD: no other journey uses it), approves the player's, the provider pays it, the player's
// history says each step.

/** The smallest PNG: a 1×1 transparent pixel. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** An unused CAD voucher of 50.00, as the operator's listing gives it (the demo seeds ten). */
async function cadVoucher(request: APIRequestContext): Promise<string> {
  const { vouchers } = await operatorGet<{ vouchers: { code: string; amount: number }[] }>(
    request,
    '/operator/vouchers/unused?currency=CAD',
  );
  const voucher = vouchers.find((v) => v.amount === 50);
  if (!voucher) throw new Error('no unused CAD voucher of 50.00');
  return voucher.code;
}

/** A console of its own for the operator: the player's browser keeps the player's session. */
async function consoleFor(browser: Browser, roles: Parameters<typeof signedInOperator>[1]): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  await signedInOperator(page, roles);
  return page;
}

test('a compliance operator approves a document from the queue, and the player sees it verified', async ({
  page,
  browser,
}) => {
  const player = await loggedInPlayer(page, 'kyc-queue');
  const uploaded = await page.request.post(`/api/player-attachment/files/${player.uuid}/PASSPORT/upload`, {
    headers: { authorization: `Bearer ${player.token}` },
    multipart: { file: { name: 'queue-passport.png', mimeType: 'image/png', buffer: PNG } },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(200);

  const operator = await consoleFor(browser, ['compliance']);
  await operator.goto('/console/kyc');
  await expect(operator.getByRole('heading', { name: 'KYC queue', level: 1 })).toBeVisible();
  const row = operator.getByRole('row').filter({ hasText: player.uuid });
  await expect(row.getByRole('img', { name: 'Passport: queue-passport.png' })).toBeVisible();
  await row.getByRole('button', { name: 'Approve queue-passport.png' }).click();
  await expect(row.getByRole('status')).toHaveText('Moved to verified');

  await page.goto('/profile');
  await page.getByRole('link', { name: /Account settings/ }).click();
  await page.getByRole('tab', { name: 'Verification', exact: true }).click();
  const mine = page.getByRole('row', { name: /queue-passport\.png/ });
  await expect(mine.getByRole('cell', { name: 'Verified', exact: true })).toBeVisible();
});

test('a withdrawal above the threshold waits, is approved in the console, and is paid', async ({
  page,
  browser,
}) => {
  const player = await loggedInPlayer(page, 'review', { currency: 'CAD', country: 'CA' });
  const funded = await page.request.post(
    `/api/retail-voucher/vouchers/${await cadVoucher(page.request)}/activate`,
    {
      headers: { authorization: `Bearer ${player.token}` },
    },
  );
  expect(funded.status(), await funded.text()).toBe(200);

  const finance = await consoleFor(browser, ['finance']);
  await finance.goto('/console/withdrawals');
  const rules = finance.getByRole('form', { name: 'Review thresholds' });
  await rules.getByLabel('Above (CAD)').fill('20.00');
  await rules.getByRole('button', { name: 'Save thresholds' }).click();
  await expect(rules.getByRole('status')).toHaveText('Thresholds saved.');

  await page.reload();
  await (await openMenu(page)).getByRole('button', { name: 'Withdraw', exact: true }).click();
  const modal = page.getByRole('dialog', { name: 'Withdraw' });
  await modal.getByRole('textbox', { name: 'Amount (CAD)' }).fill('30');
  await modal.getByRole('button', { name: 'Request withdrawal' }).click();
  await expect(modal.getByRole('status')).toContainText('is waiting for approval');
  await modal.getByRole('button', { name: 'Close', exact: true }).last().click();
  await (await openMenu(page)).getByRole('link', { name: 'History', exact: true }).click();
  await page.getByRole('tab', { name: 'Withdraw' }).click();
  const mine = page.getByRole('row').filter({ hasText: '30.00' });
  await expect(mine).toContainText('Waiting for approval');

  await finance.reload();
  const waiting = finance.getByRole('row').filter({ hasText: player.uuid });
  await expect(waiting).toContainText('Above the threshold');
  await waiting.getByRole('button', { name: 'Approve the withdrawal of 30 CAD' }).click();
  await expect(waiting.getByRole('status')).toHaveText('Approved');

  // The provider pays it (the sandbox's tester control), and its webhook completes it.
  const history = await page.request.get(`/api/payment-view-ng/payments/${player.uuid}?type=WITHDRAW`, {
    headers: { authorization: `Bearer ${player.token}` },
  });
  const [withdrawal] = ((await history.json()) as { content: { paymentId: string; status: string }[] })
    .content;
  expect(withdrawal?.status).toBe('PENDING');
  const paid = await page.request.post(`${SANDBOX}/cashier/api/payouts/${withdrawal?.paymentId}/settle`, {
    data: { outcome: 'COMPLETED' },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  await expect(async () => {
    await page.reload();
    await page.getByRole('tab', { name: 'Withdraw' }).click();
    await expect(mine).toContainText('Confirmed', { timeout: 1000 });
  }).toPass();
});
