import { expect, type Page, test } from '@playwright/test';
import { brandWith, loggedInPlayer, PASSWORD, unique } from './support.ts';

// Campaigns and promotions as guests and players meet them (001 §2, §4, §6, §8; 000 §2, §3;
// docs/decisions/025-campaigns.md): the guest's list and the opt button sending to registration,
// a welcome pack chosen at registration whose first deposit earns its first bonus, and opting out.

const octet = () => 1 + Math.floor(Math.random() * 254);
/** Each journey's browser signs up from an address of its own, as real players do. */
const ownAddress = (page: Page) =>
  page.setExtraHTTPHeaders({ 'X-Forwarded-For': `10.${octet()}.${octet()}.${octet()}` });

const promotion = (page: Page, title: string) => page.getByRole('article', { name: title });

test('a guest sees only the guest-visible promotions and the opt-in button sends to registration', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Promotions' }).click();
  await expect(page.getByRole('heading', { name: 'Promotions', level: 1 })).toBeVisible();
  await expect(promotion(page, 'New here? A 5 bonus on sign-up')).toBeVisible();
  await expect(promotion(page, 'Sports starter: a 10 bonus')).toBeVisible();
  // Campaigns for players only are not listed to a guest.
  await expect(promotion(page, 'Casino welcome pack')).toHaveCount(0);
  await expect(promotion(page, 'Weekend reload: 50% up to 50')).toHaveCount(0);

  const tabs = page.getByRole('navigation', { name: 'Promotion categories' });
  await tabs.getByRole('link', { name: 'Sport bonuses' }).click();
  await expect(page).toHaveURL(/\/promotions\/type\/sport-bonuses$/);
  await expect(promotion(page, 'Sports starter: a 10 bonus')).toBeVisible();
  await expect(promotion(page, 'New here? A 5 bonus on sign-up')).toHaveCount(0);
  await tabs.getByRole('link', { name: 'Casino bonuses' }).click();
  await expect(page).toHaveURL(/\/promotions\/type\/casino-bonuses$/);

  const guestOnly = promotion(page, 'New here? A 5 bonus on sign-up');
  await guestOnly.getByRole('link', { name: 'Details' }).click();
  await expect(page.getByRole('heading', { name: 'Terms and conditions' })).toBeVisible();
  await expect(page.getByText('For new players only.')).toBeVisible();
  await promotion(page, 'New here? A 5 bonus on sign-up').getByRole('button', { name: 'Opt in' }).click();
  await expect(page).toHaveURL(/\/registration\?campaignUuid=/);
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
});

test('a new player picks a welcome pack at registration, lands on its link, deposits and finds the first bonus', async ({
  page,
}) => {
  await ownAddress(page);
  // The demo brand uses the full template; the light one registers in one step.
  await brandWith(page, (brand) => ({
    ...brand,
    registration: { ...(brand.registration as object), template: 'light' },
  }));
  await page.goto('/registration');
  const packs = page.getByRole('group', { name: 'Choose your welcome pack' });
  await expect(packs.getByRole('radio', { name: /^Casino welcome pack/ })).toBeChecked();
  await packs.getByRole('radio', { name: /^Sports starter/ }).check();
  await packs.getByRole('radio', { name: /^Casino welcome pack/ }).check();
  // Picked by the player, the pack says where it leads.
  await expect(packs).toContainText('After registering you will land on: Deposit.');
  await page.getByRole('tab', { name: 'E-mail' }).click();
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(`pack-${unique()}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('checkbox', { name: /I am over 18/ }).check();
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome!' })).toBeVisible();
  // After the success wait: the welcome pack's link first (000 §2).
  await expect(page).toHaveURL(/\/deposit$/);

  await page.getByRole('textbox', { name: 'Amount (USD)' }).fill('30.00');
  await page.getByRole('button', { name: 'Continue to payment', exact: true }).click();
  const cashier = page.frameLocator('iframe[title="Cashier"]');
  await cashier.getByLabel(/\(success\)$/).check();
  await cashier.getByRole('button', { name: 'Pay $30.00', exact: true }).click();
  await expect(page.getByText('Your deposit was successful.')).toBeVisible();

  await page.goto('/profile/rewards');
  const reward = page.getByRole('article', { name: '100% first deposit bonus' });
  await expect(reward).toContainText('Waiting for activation');
  await page.goto('/promotions');
  const pack = promotion(page, 'Casino welcome pack');
  await expect(pack).toContainText('Bonus granted');
  await expect(pack).toContainText('Level 1 of 3');
});

test('a player opts in to a promotion, then out of it, and the list shows it', async ({ page }) => {
  await loggedInPlayer(page, 'promo');
  await page.goto('/promotions/type/casino-bonuses');
  const reload = promotion(page, 'Weekend reload: 50% up to 50');
  await expect(reload).toContainText('Open');
  await reload.getByRole('button', { name: 'Opt in' }).click();
  await expect(page.getByText('Done: your promotions are updated.')).toBeVisible();
  // Its button link is the deposit page.
  await expect(page).toHaveURL(/\/deposit$/);

  await page.goto('/promotions');
  // Active and opted in comes first.
  await expect(page.getByRole('article').first()).toHaveAccessibleName('Weekend reload: 50% up to 50');
  await expect(reload).toContainText('Opted in');
  await reload.getByRole('button', { name: 'Opt out' }).click();
  await expect(page.getByText('Done: your promotions are updated.').first()).toBeVisible();
  await page.goto('/promotions');
  await expect(reload).toContainText('Open');
  await expect(reload.getByRole('button', { name: 'Opt in' })).toBeVisible();
});
