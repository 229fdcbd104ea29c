import { type Browser, expect, type Page, test } from '@playwright/test';
import { expectNoViolations } from './axe.ts';
import { signedInOperator } from './operators.ts';
import { loggedInPlayer, unique } from './support.ts';

// The console's campaigns (ADR 025, 048): a marketing operator makes a deposit campaign from a
// reward template in the console and schedules it; a player sees the promotion on the player site,
// opts in, deposits and finds the reward; the operator sees the player in the campaign.

/** A console of its own for the operator: the player's browser keeps the player's session. */
async function consoleFor(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  await signedInOperator(page, ['marketing']);
  return page;
}

test('a marketing operator creates and schedules a deposit campaign; a player opts in, deposits and finds the reward', async ({
  page,
  browser,
}) => {
  const operator = await consoleFor(browser);
  const name = `Console reload ${unique()}`;
  const title = `Deposit 20, get half again (${name})`;

  await operator.goto('/console/campaigns');
  await expect(operator.getByRole('heading', { name: 'Campaigns', level: 1 })).toBeVisible();
  await expect(operator.getByRole('table', { name: 'Campaigns' }).getByRole('link').first()).toBeVisible();
  await expectNoViolations(operator, 'the campaigns list');

  await operator.getByRole('link', { name: 'New campaign' }).click();
  await expect(operator.getByRole('heading', { name: 'New campaign', level: 1 })).toBeVisible();
  // The contract's schema answers before anything is sent.
  await operator.getByRole('button', { name: 'Create the campaign' }).click();
  await expect(operator.getByText('Some fields need attention.')).toBeVisible();
  await expect(operator.getByText('Choose a reward template.')).toBeVisible();
  await expectNoViolations(operator, 'the campaign form with its errors');

  await operator.getByLabel('Name').fill(name);
  await operator.getByLabel('Trigger').selectOption({ label: 'Each deposit' });
  await operator.getByLabel('Level 1 reward').selectOption({ label: 'Casino reload (BONUS)' });
  await operator.getByLabel('Level 1 smallest deposit').fill('USD 20.00');
  await operator.getByLabel('Title (en)').fill(title);
  await operator.getByLabel('Description (en)').fill('Half of a deposit of 20 or more again.');
  await operator.getByLabel('Button link (en)').fill('/deposit');
  const preview = operator.getByRole('article', { name: `Preview: ${title}` });
  await expect(preview).toContainText('Half of a deposit of 20 or more again.');
  await expect(preview).toContainText('Opt in');
  await operator.getByRole('button', { name: 'Create the campaign' }).click();

  await expect(operator.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(operator.getByText('Campaign created as a draft')).toBeVisible();
  await expect(operator.getByRole('heading', { name: 'State: Draft' })).toBeVisible();
  await expectNoViolations(operator, "a campaign's page");
  await operator.getByRole('button', { name: 'Schedule' }).click();
  // Without a start date it runs at once.
  await expect(operator.getByRole('heading', { name: 'State: Active' })).toBeVisible();
  const campaignUrl = operator.url();

  await operator
    .getByRole('navigation', { name: 'Campaigns pages' })
    .getByRole('link', { name: 'Calendar' })
    .click();
  const today = new Date().toISOString().slice(0, 10);
  await expect(operator.getByRole('link', { name: `${name} (Active, ${today})` })).toBeVisible();
  await expectNoViolations(operator, 'the campaign calendar');
  await operator
    .getByRole('navigation', { name: 'Campaigns pages' })
    .getByRole('link', { name: 'Welcome packs' })
    .click();
  await expect(operator.getByRole('table', { name: 'Welcome packs' }).getByRole('row').nth(1)).toBeVisible();
  await operator.getByRole('button', { name: 'New welcome pack' }).click();
  await expect(operator.getByRole('form', { name: 'New welcome pack' })).toBeVisible();
  await expectNoViolations(operator, 'the welcome packs');

  // The player's side.
  const player = await loggedInPlayer(page, 'console-promo');
  await page.goto('/promotions/type/casino-bonuses');
  const promotion = page.getByRole('article', { name: title });
  await expect(promotion).toContainText('Half of a deposit of 20 or more again.');
  await expect(promotion).toContainText('Open');
  await promotion.getByRole('button', { name: 'Opt in' }).click();
  await expect(page.getByText('Done: your promotions are updated.')).toBeVisible();
  await expect(page).toHaveURL(/\/deposit$/);
  await page.getByRole('textbox', { name: 'Amount (USD)' }).fill('30.00');
  await page.getByRole('button', { name: 'Continue to payment', exact: true }).click();
  const cashier = page.frameLocator('iframe[title="Cashier"]');
  await cashier.getByLabel(/\(success\)$/).check();
  await cashier.getByRole('button', { name: 'Pay $30.00', exact: true }).click();
  await expect(page.getByText('Your deposit was successful.')).toBeVisible();

  await page.goto('/profile/rewards');
  await expect(page.getByRole('article', { name: '50% reload bonus' })).toBeVisible();
  await page.goto('/promotions');
  await expect(page.getByRole('article', { name: title })).toContainText('Completed');

  // The operator finds the player in the campaign.
  await operator.goto(campaignUrl);
  const players = operator.getByRole('table', { name: 'Players in the campaign' });
  // Its one level is granted: the player has completed it.
  await expect(players.getByRole('row').filter({ hasText: player.uuid })).toContainText('Completed');
  // The platform keeps the players in the status chosen.
  const status = operator.getByRole('combobox', { name: 'Status' });
  await status.selectOption('Opted in');
  await expect(operator.getByText('No player in this status.')).toBeVisible();
  await status.selectOption('Completed');
  await expect(players.getByRole('row').filter({ hasText: player.uuid })).toContainText('Completed');
});
