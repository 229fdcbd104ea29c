import { type Browser, expect, type Page, test } from '@playwright/test';
import { expectNoViolations } from './axe.ts';
import { signedInOperator } from './operators.ts';
import { loggedInPlayer, OPERATOR_TOKEN } from './support.ts';

// A manual adjustment with a second operator (ADR 052), in the console: a finance operator finds a
// player and credits 10.00 with a reason; above the threshold it waits, and its maker is refused
// the approval; another finance operator approves it from the queue, and the player's header shows
// the money. Both screens pass axe.

/** A console of its own for the operator: the player's browser keeps the player's session. */
async function consoleFor(
  browser: Browser,
  roles: Parameters<typeof signedInOperator>[1] = ['finance'],
): Promise<{ page: Page; email: string }> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  return { page, email: await signedInOperator(page, roles) };
}

const setThreshold = (page: Page, thresholds: Record<string, string>) =>
  page.request.put('/api/operator/adjustments/rules', {
    headers: { 'x-operator-token': OPERATOR_TOKEN },
    data: { thresholds },
  });

test('a finance operator credits 10.00, another approves it, and the player sees it', async ({
  page,
  browser,
}) => {
  const player = await loggedInPlayer(page, 'adjusted');
  const balance = page.getByRole('banner').getByRole('region', { name: 'Balance' });
  await expect(balance).toContainText('Total$0.00');
  // Credits above 5.00 wait for a second operator while this journey runs.
  expect((await setThreshold(page, { USD: '5.00' })).status()).toBe(200);
  try {
    const maker = await consoleFor(browser);
    await maker.page.goto('/console/players');
    await maker.page.getByRole('textbox', { name: 'Search players' }).fill(player.email.toUpperCase());
    await maker.page.getByRole('button', { name: 'Search' }).click();
    await maker.page
      .getByRole('table', { name: 'Players found' })
      .getByRole('link', { name: player.email })
      .click();
    await expect(maker.page.getByRole('heading', { level: 1, name: player.email })).toBeVisible();
    await expect(maker.page.getByRole('table', { name: 'Ledger' })).toBeVisible();
    await expectNoViolations(maker.page, "console: a player's page");

    const form = maker.page.getByRole('form', { name: 'Manual adjustment' });
    await form.getByRole('textbox', { name: 'Amount (USD)' }).fill('10.00');
    await form.getByRole('textbox', { name: 'Reason' }).fill('Goodwill for a late payout');
    await form.getByRole('button', { name: 'Review adjustment' }).click();
    await form
      .getByRole('alertdialog', { name: 'Make this adjustment?' })
      .getByRole('button', { name: 'Credit the player' })
      .click();
    await expect(form.getByRole('status')).toHaveText("10.00 USD waits for another operator's approval.");

    // Its maker may not approve it.
    await maker.page.goto('/console/players');
    const approveOwn = maker.page.getByRole('row').filter({ hasText: player.uuid });
    await approveOwn.getByRole('button', { name: 'Approve the credit of 10.00 USD' }).click();
    await maker.page.getByRole('button', { name: 'Approve it' }).click();
    await expect(maker.page.getByRole('alert')).toHaveText(
      'Another operator must approve an adjustment you asked for',
    );
    await page.reload();
    await expect(balance).toContainText('Total$0.00');

    const checker = await consoleFor(browser);
    await checker.page.goto('/console/players');
    const row = checker.page.getByRole('row').filter({ hasText: player.uuid });
    await expect(row).toContainText(maker.email);
    await expectNoViolations(checker.page, 'console: players and the adjustments waiting');
    await row.getByRole('button', { name: 'Approve the credit of 10.00 USD' }).click();
    await checker.page.getByRole('button', { name: 'Approve it' }).click();
    await expect(checker.page.getByRole('status').filter({ hasText: 'approved' })).toHaveText(
      'The credit of 10.00 USD was approved.',
    );

    await page.reload();
    await expect(balance).toContainText('Total$10.00');
  } finally {
    await setThreshold(page, {});
  }
});

test('a support operator reads a player but is offered no adjustment, and the server refuses one', async ({
  page,
  browser,
}) => {
  const player = await loggedInPlayer(page, 'supported');
  const support = await consoleFor(browser, ['support']);
  await support.page.goto('/console/players');
  await support.page.getByRole('textbox', { name: 'Search players' }).fill(player.email);
  await support.page.getByRole('button', { name: 'Search' }).click();
  await support.page
    .getByRole('table', { name: 'Players found' })
    .getByRole('link', { name: player.email })
    .click();
  await expect(support.page.getByRole('heading', { level: 1, name: player.email })).toBeVisible();
  await expect(support.page.getByRole('textbox', { name: 'Add a note' })).toBeVisible();
  await expect(support.page.getByRole('form', { name: 'Manual adjustment' })).toHaveCount(0);

  // Sent anyway, with the session and its CSRF token, the server refuses it for the role.
  const cookies = await support.page.context().cookies();
  const csrf = cookies.find((c) => c.name === 'croupier_operator_csrf')?.value ?? '';
  const refused = await support.page.request.post(`/api/operator/players/${player.uuid}/adjustments`, {
    headers: { 'x-operator-csrf': csrf },
    data: { direction: 'CREDIT', amount: '10.00', reason: 'Not mine to give', key: `support-${player.uuid}` },
  });
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { error: string }).error).toBe('error.operator.role');
  await page.reload();
  await expect(page.getByRole('banner').getByRole('region', { name: 'Balance' })).toContainText('Total$0.00');
});
