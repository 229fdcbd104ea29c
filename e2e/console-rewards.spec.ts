import { expect, type Page, test } from '@playwright/test';
import { expectNoViolations } from './axe.ts';
import { signedInOperator } from './operators.ts';
import { depositWithCode } from './rewards-support.ts';
import { createPlayer, loggedInPlayer, unique } from './support.ts';

// Rewards in the console (ADR 053): a marketing operator makes a reward template and a promo code
// for it, which a player redeems with a deposit on the site; a template granted by uploading a CSV
// of player ids shows among the player's rewards, after the console showed the list's bad rows and
// granted nothing. The console's screens pass axe.

/** A BONUS template made through the console's form; answers its name (also its title). */
async function createTemplate(console: Page, name: string, fields: Record<string, string>) {
  const form = console.getByRole('form', { name: 'New reward template' });
  await form.getByLabel('Name (operators see it)').fill(name);
  await form.getByLabel('Title (en)').fill(name);
  for (const [label, value] of Object.entries(fields))
    await form.getByLabel(label, { exact: true }).fill(value);
  await form.getByRole('button', { name: 'Create template' }).click();
  await expect(console.getByRole('status').first()).toHaveText(`Saved the template ${name}.`);
  await expect(
    console.getByRole('table', { name: 'Reward templates' }).getByRole('row', { name: new RegExp(name) }),
  ).toBeVisible();
}

const csvFile = (text: string) => ({ name: 'players.csv', mimeType: 'text/csv', buffer: Buffer.from(text) });

test('a promo code made in the console is redeemed on the site, and a CSV grant reaches the player', async ({
  page,
  browser,
}) => {
  const u = unique();
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const console = await context.newPage();
  await signedInOperator(console, ['marketing']);
  await console.goto('/console/rewards');
  await expect(console.getByRole('heading', { name: 'Rewards', level: 1 })).toBeVisible();
  await expect(console.getByRole('table', { name: 'Reward templates' })).toBeVisible();
  await expectNoViolations(console, 'console: rewards');

  // The contract's checks run before anything is sent.
  const newTemplate = console.getByRole('form', { name: 'New reward template' });
  await newTemplate.getByRole('button', { name: 'Create template' }).click();
  await expect(newTemplate.getByLabel('Name (operators see it)')).toHaveAccessibleDescription('Required.');
  await expectNoViolations(console, 'console: a template form with its errors');

  const bonus = `Console bonus ${u}`;
  await createTemplate(console, bonus, {
    Amounts: 'USD 10.00',
    'Deposit percent': '100',
    'Wagering multiplier': '1',
  });

  const code = `console${u}`.slice(0, 32);
  const promoForm = console.getByRole('form', { name: 'New promo code' });
  await promoForm.getByLabel('Code').fill(code);
  await promoForm.getByLabel('Reward template').selectOption({ label: bonus });
  await promoForm.getByLabel('Uses in all').fill('100');
  await promoForm.getByRole('button', { name: 'Create promo code' }).click();
  await expect(console.getByRole('status').first()).toHaveText(`Saved the promo code ${code}.`);
  const promoRow = console
    .getByRole('table', { name: 'Promo codes' })
    .getByRole('row', { name: new RegExp(code) });
  await expect(promoRow).toContainText('0 / 100');
  // The platform filters the codes: by what the code contains, and enabled or disabled.
  await console.getByRole('searchbox', { name: 'Code contains' }).fill(code.toUpperCase());
  await expect(console.getByRole('table', { name: 'Promo codes' }).getByRole('row')).toHaveCount(2);
  await console.getByRole('combobox', { name: 'Status' }).selectOption('Disabled');
  await expect(console.getByText('No promo codes here.')).toBeVisible();
  await console.getByRole('combobox', { name: 'Status' }).selectOption('Enabled');
  await expect(promoRow).toContainText('0 / 100');

  // The player redeems it with a deposit on the site and finds the reward.
  const player = await loggedInPlayer(page, 'console-promo');
  await depositWithCode(page, '10.00', code, new RegExp(`Promo code accepted: ${bonus}\\.`));
  await page.goto('/profile/rewards');
  await expect(page.getByRole('article', { name: bonus })).toContainText('Active');
  await console.reload();
  await expect(promoRow).toContainText('1 / 100');

  // A gift granted to a list: the bad rows are shown first and nothing is granted.
  const gift = `Console gift ${u}`;
  await createTemplate(console, gift, { Amounts: 'USD 5.00', 'Wagering multiplier': '3' });
  const other = await createPlayer(console.request, { email: `console-gift-${unique()}@example.com` });
  const nobody = crypto.randomUUID();
  const grantForm = console.getByRole('form', { name: 'Grant a reward' });
  await grantForm.getByLabel('Reward template').selectOption({ label: gift });
  await grantForm.getByLabel('Reason', { exact: true }).fill('Journey gift');
  await grantForm
    .getByLabel('CSV file of player ids')
    .setInputFiles(csvFile(`player_id\n${player.uuid}\nnot-an-id\n${nobody}\n${other.uuid}\n`));
  await expect(grantForm.getByRole('textbox', { name: 'Player ids' })).toHaveValue(new RegExp(player.uuid));
  await grantForm.getByRole('button', { name: 'Check players' }).click();
  const invalid = grantForm.getByRole('table', { name: /2 rows cannot be granted/ });
  await expect(invalid.getByRole('row', { name: /not-an-id Not a player id/ })).toBeVisible();
  await expect(invalid.getByRole('row', { name: new RegExp(`${nobody} No such player`) })).toBeVisible();
  await expect(grantForm.getByRole('button', { name: /Grant to/ })).toHaveCount(0);
  await expectNoViolations(console, 'console: a list with bad rows');

  await grantForm
    .getByLabel('CSV file of player ids')
    .setInputFiles(csvFile(`${player.uuid}\n${other.uuid}\n`));
  await expect(grantForm.getByRole('textbox', { name: 'Player ids' })).not.toHaveValue(/not-an-id/);
  await grantForm.getByRole('button', { name: 'Check players' }).click();
  await expect(grantForm.getByRole('status')).toHaveText('All 2 players can have this reward.');
  await grantForm.getByRole('button', { name: 'Grant to 2 players' }).click();
  await expect(grantForm.getByRole('status')).toHaveText('Granted the reward to 2 players.');

  await page.goto('/profile/rewards');
  await expect(page.getByRole('article', { name: gift })).toContainText('Waiting for activation');

  // The console shows the player's rewards too: the redeemed bonus and the gift.
  await console.getByRole('textbox', { name: 'Player id', exact: true }).fill(player.uuid);
  await console.getByRole('button', { name: 'Show rewards' }).click();
  const theirs = console.getByRole('table', { name: `Rewards of ${player.uuid}` });
  await expect(theirs.getByRole('row', { name: new RegExp(gift) })).toContainText('Waiting to be claimed');
  await expect(theirs.getByRole('row', { name: new RegExp(bonus) })).toContainText('Active');
  await expectNoViolations(console, "console: a player's rewards");
  await context.close();
});
