import { expect, test } from '@playwright/test';
import { expectNoViolations } from './axe.ts';
import { signedInOperator } from './operators.ts';
import { loggedInPlayer } from './support.ts';

// A player's verification and a restriction from their page in the console (ADR 052, 050, 042): a
// compliance operator finds the player, sees the document they uploaded, approves it there, and
// sets a weekly deposit limit; the player then sees the limit, set by the operator, on their Safer
// gambling page. The page passes axe.

/** The smallest PNG: a 1×1 transparent pixel. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

test("a compliance operator verifies a document and sets a deposit limit from the player's page", async ({
  page,
  browser,
}) => {
  const player = await loggedInPlayer(page, 'player-page');
  const uploaded = await page.request.post(`/api/player-attachment/files/${player.uuid}/PASSPORT/upload`, {
    headers: { authorization: `Bearer ${player.token}` },
    multipart: { file: { name: 'page-passport.png', mimeType: 'image/png', buffer: PNG } },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(200);

  // A console of its own for the operator: the player's browser keeps the player's session.
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const operator = await context.newPage();
  await signedInOperator(operator, ['compliance']);
  await operator.goto('/console/players');
  await operator.getByRole('textbox', { name: 'Search players' }).fill(player.email);
  await operator.getByRole('button', { name: 'Search' }).click();
  await operator
    .getByRole('table', { name: 'Players found' })
    .getByRole('link', { name: player.email })
    .click();
  await expect(operator.getByRole('heading', { level: 1, name: player.email })).toBeVisible();

  const documents = operator.getByRole('region', { name: 'Verification and documents' });
  await expect(documents).toContainText('Identity check: never started');
  const row = documents.getByRole('row', { name: /page-passport\.png/ });
  await expect(row.getByRole('cell', { name: 'Waiting review', exact: true })).toBeVisible();
  await expect(row.getByRole('link', { name: 'Open page-passport.png' })).toHaveAttribute('target', '_blank');
  await expectNoViolations(operator, "console: a player's page, documents and restriction");
  await row.getByRole('button', { name: 'Approve page-passport.png' }).click();
  await expect(row.getByRole('status').filter({ hasText: 'moved to' })).toHaveText(
    'page-passport.png moved to verified.',
  );
  await expect(row.getByRole('cell', { name: 'Verified', exact: true })).toBeVisible();

  const form = operator.getByRole('form', { name: 'Set a restriction' });
  await form.getByRole('combobox', { name: 'Limit' }).selectOption({ label: 'Deposit' });
  await form.getByRole('combobox', { name: 'Period' }).selectOption({ label: 'Week' });
  await form.getByRole('textbox', { name: 'Amount (USD)' }).fill('75');
  await form.getByRole('button', { name: 'Review limit' }).click();
  await form
    .getByRole('alertdialog', { name: 'Set this limit?' })
    .getByRole('button', { name: 'Set the limit' })
    .click();
  await expect(form.getByRole('status')).toHaveText('Deposit limit per week set to 75.00 USD.');
  const limits = operator.getByRole('region', { name: 'Limits' });
  await expect(limits.getByRole('row', { name: /DEPOSIT · WEEK/ })).toContainText(/75\.00 USD.*Operator/);
  await context.close();

  await page.goto('/profile/safer-gambling');
  const week = page.getByRole('region', { name: 'Deposits over 7 days', exact: true });
  await expect(week).toContainText('$75.00');
  await expect(week.getByRole('note')).toContainText('set this limit for you');
});
