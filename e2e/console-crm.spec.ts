import { type Browser, expect, type Page, test } from '@playwright/test';
import { expectNoViolations } from './axe.ts';
import { operatorConsole } from './operators.ts';
import { settledVisitor, unique, usPhone } from './support.ts';

// The console's CRM and Support against the real server (ADR 029, 028): a marketing operator makes a
// web popup, guests on the player site close and click it, and its counts move in the console; a
// support operator handles a guest's call-back request and reopens it.
//
// The popup is for guests, ends two minutes after it is made, and is deleted at the end, so the
// other journeys' guests meet it as little as possible.

/** A guest of their own on the player site, with the cookie choice made (as every journey starts). */
async function guest(browser: Browser): Promise<Page> {
  const baseURL = test.info().project.use.baseURL ?? '';
  const context = await browser.newContext({ baseURL, storageState: settledVisitor(baseURL) });
  return context.newPage();
}

/** Two minutes from now, as the console's UTC date-and-time field takes it. */
const inTwoMinutes = () => new Date(Date.now() + 2 * 60_000).toISOString().slice(0, 16);

test('a marketing operator makes a popup; guests close and click it; its counts move in the console', async ({
  browser,
}) => {
  const operator = await operatorConsole(browser, ['marketing']);
  await operator.goto('/console/crm');
  await expect(operator.getByRole('heading', { level: 1, name: 'CRM' })).toBeVisible();
  await expect(operator.getByRole('table', { name: 'Popups' })).toBeVisible();
  await expectNoViolations(operator, 'the popups');

  const name = `Journey popup ${unique()}`;
  const title = `Weekend spins ${unique()}`;
  await operator.getByRole('button', { name: 'New popup' }).click();
  const form = operator.getByRole('form', { name: 'New popup' });
  // The contract's rules answer before anything is sent.
  await form.getByRole('button', { name: 'Save popup' }).click();
  await expect(form.getByRole('textbox', { name: 'Name (for operators)' })).toHaveAccessibleDescription(
    'This field is required.',
  );
  await form.getByRole('textbox', { name: 'Name (for operators)' }).fill(name);
  await form.getByRole('textbox', { name: 'Title' }).fill(title);
  await form.getByRole('textbox', { name: 'Text' }).fill('Fifty free spins, this weekend only.');
  await form.getByRole('button', { name: 'Add a button' }).click();
  await form.getByRole('textbox', { name: 'Button 1 label' }).fill('See the offers');
  await form.getByRole('textbox', { name: /^Button 1 link/ }).fill('/promotions');
  await form.getByRole('combobox', { name: 'Audience' }).selectOption({ label: 'Guests (not logged in)' });
  await form.getByLabel('Ends (UTC; empty: never)').fill(inTwoMinutes());
  const preview = form.getByRole('complementary', { name: 'Preview' });
  await expect(preview).toContainText(title);
  await expect(preview).toContainText('See the offers');
  await expectNoViolations(operator, 'the new popup form');
  await form.getByRole('button', { name: 'Save popup' }).click();
  await expect(operator.getByRole('status').filter({ hasText: 'saved' })).toHaveText(
    `Popup “${name}” saved.`,
  );
  const row = operator.getByRole('row').filter({ hasText: name });
  await expect(row.getByLabel(`Counts of ${name}`)).toHaveText('Seen0Clicked0Dismissed0');

  // One guest closes it, another clicks its button.
  const closer = await guest(browser);
  await closer.goto('/');
  const shown = closer.getByRole('dialog', { name: title });
  await expect(shown).toBeVisible();
  await expect(shown).toContainText('Fifty free spins, this weekend only.');
  await shown.getByRole('button', { name: 'Close' }).click();
  await expect(shown).toBeHidden();

  const clicker = await guest(browser);
  await clicker.goto('/');
  await clicker.getByRole('dialog', { name: title }).getByRole('button', { name: 'See the offers' }).click();
  await expect(clicker).toHaveURL(/\/promotions$/);

  await expect(async () => {
    await operator.reload();
    await expect(
      operator.getByRole('row').filter({ hasText: name }).getByLabel(`Counts of ${name}`),
    ).toHaveText('Seen2Clicked1Dismissed1', { timeout: 2_000 });
  }).toPass();

  // Deleted with its counts: no other guest meets it.
  const kept = operator.getByRole('row').filter({ hasText: name });
  await kept.getByRole('button', { name: `Delete ${name}…` }).click();
  await kept.getByRole('button', { name: `Delete ${name} and its counts` }).click();
  await expect(operator.getByRole('row').filter({ hasText: name })).toHaveCount(0);

  // The other CRM screens, each with its form open.
  for (const [tab, button] of [
    ['Content cards', 'New content card'],
    ['Messages', 'New message'],
  ] as const) {
    await operator.getByRole('navigation', { name: 'CRM' }).getByRole('link', { name: tab }).click();
    await operator.getByRole('button', { name: button }).click();
    await expect(operator.getByRole('form', { name: button })).toBeVisible();
    await expectNoViolations(operator, `the ${tab.toLowerCase()} with a new one's form`);
  }
  await operator.getByRole('navigation', { name: 'CRM' }).getByRole('link', { name: 'Popup types' }).click();
  await expect(operator.getByRole('table', { name: 'Popup types' })).toContainText('welcome');
  await expectNoViolations(operator, 'the popup types');
});

test("a guest's call-back request is handled in the console by a support operator, then reopened", async ({
  page,
  browser,
}) => {
  const caller = `Carl Caller ${unique()}`;
  await page.goto('/callback');
  await page.getByRole('textbox', { name: 'Your name' }).fill(caller);
  await page.getByRole('textbox', { name: 'Phone number', exact: true }).fill(usPhone());
  await page.getByRole('button', { name: 'Call me back' }).click();
  await expect(page.getByRole('heading', { name: 'Request received' })).toBeVisible();

  const operator = await operatorConsole(browser, ['support']);
  await operator.goto('/console/support');
  await expect(operator.getByRole('heading', { level: 1, name: 'Support' })).toBeVisible();
  const open = operator.getByRole('table', { name: 'Open call-back requests' });
  const row = open.getByRole('row').filter({ hasText: caller });
  await expect(row.getByRole('cell', { name: 'Guest' })).toBeVisible();
  await expectNoViolations(operator, 'the call-back queue');

  await row.getByRole('button', { name: `Handle the call-back to ${caller}…` }).click();
  await row
    .getByRole('textbox', { name: 'Note of the call (optional)' })
    .fill('Called back: wants a deposit limit.');
  await expectNoViolations(operator, 'the call-back queue with a note being written');
  await row.getByRole('button', { name: `Mark handled: the call-back to ${caller}` }).click();
  await expect(operator.getByRole('status').filter({ hasText: 'Marked' })).toHaveText(
    `Marked the call-back to ${caller} handled.`,
  );
  await expect(open.getByRole('row').filter({ hasText: caller })).toHaveCount(0);

  await operator.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Handled' });
  const handled = operator.getByRole('table', { name: 'Handled call-back requests' });
  const done = handled.getByRole('row').filter({ hasText: caller });
  await expect(done).toContainText('Called back: wants a deposit limit.');
  await done.getByRole('button', { name: `Reopen the call-back to ${caller}` }).click();
  await expect(operator.getByRole('status').filter({ hasText: 'Reopened' })).toHaveText(
    `Reopened the call-back to ${caller}.`,
  );
  await operator.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Open' });
  await expect(
    operator
      .getByRole('table', { name: 'Open call-back requests' })
      .getByRole('row')
      .filter({ hasText: caller }),
  ).toBeVisible();

  // The live-chat settings: read, not changed (the other journeys' chat stays as it is).
  await operator
    .getByRole('navigation', { name: 'Support' })
    .getByRole('link', { name: 'Live chat' })
    .click();
  await expect(operator.getByRole('form', { name: 'Live-chat settings' })).toBeVisible();
  await expect(operator.getByRole('textbox', { name: 'Language 1 (code, or default)' })).not.toHaveValue('');
  await expectNoViolations(operator, 'the live-chat settings');
});
