import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { depositWithCode } from './rewards-support.ts';
import { loggedInPlayer, OPERATOR_TOKEN, openMenu, playRealSlot, unique } from './support.ts';

// Rewards as a player meets them (001 §4 Reward, §7, §8; docs/decisions/024-rewards.md): a deposit
// with a promo code earns bonus money that plays, wagers and becomes real money; free spins open
// their game and play there; an active bonus stops a withdrawal with the spec's message.

const operator = { 'x-operator-token': OPERATOR_TOKEN };
const balance = (page: Page) => page.getByRole('banner').getByRole('region', { name: 'Balance' });

/** A deposit bonus of the operator's (100 % up to 10.00, wager it once) behind a promo code of its own. */
async function quickBonusCode(request: APIRequestContext) {
  const template = await request.post('/api/operator/reward-templates', {
    headers: operator,
    data: {
      kind: 'BONUS',
      name: 'Journey bonus',
      content: { en: { title: 'Journey bonus', description: 'Wager it once.' } },
      amounts: { USD: '10.00' },
      depositPercent: 100,
      wageringMultiplier: 1,
    },
  });
  expect(template.status(), await template.text()).toBe(200);
  const { templateUUID } = (await template.json()) as { templateUUID: string };
  const code = `journey${unique()}`.slice(0, 32);
  const promo = await request.post('/api/operator/promo-codes', {
    headers: operator,
    data: { code, templateUUID },
  });
  expect(promo.status(), await promo.text()).toBe(200);
  return code;
}

test('a deposit with a promo code earns a bonus that is wagered into real money and withdrawn', async ({
  page,
  request,
}) => {
  const code = await quickBonusCode(request);
  // Logged in through the API's token, as most journeys are: the login form's per-address limit is
  // shared by every journey (they all come from 127.0.0.1).
  await loggedInPlayer(page, 'bonus');

  await depositWithCode(page, '10.00', code, /Promo code accepted: Journey bonus\./);
  await expect(balance(page)).toContainText('Bonus$10.00');
  await expect(balance(page)).toContainText('Total$20.00');

  await page.goto('/profile/rewards');
  const reward = page.getByRole('article', { name: 'Journey bonus' });
  await expect(reward).toContainText('Active');
  await expect(reward.getByRole('progressbar', { name: 'Wagered $0.00 of $10.00' })).toBeVisible();

  // Five real spins of 2.00 wager the 10.00: real money pays first, and the bonus converts at once.
  await page.goto('/game/velvet-viking');
  await playRealSlot(page, 'Velvet Viking', '200', 5);
  await page.goto('/profile/rewards');
  await expect(page.getByText('You have no active or pending rewards right now.')).toBeVisible();
  await expect(balance(page)).not.toContainText('Bonus');

  // The converted bonus is real money now: it can leave.
  await (await openMenu(page)).getByRole('button', { name: 'Withdraw', exact: true }).click();
  const modal = page.getByRole('dialog', { name: 'Withdraw' });
  await modal.getByRole('textbox', { name: 'Amount (USD)' }).fill('10.00');
  await modal.getByRole('button', { name: 'Request withdrawal' }).click();
  await expect(modal.getByRole('status')).toHaveText('Your withdrawal of $10.00 is pending.');
});

test('a withdrawal with an active bonus shows why it is refused', async ({ page }) => {
  await loggedInPlayer(page, 'active');
  await depositWithCode(page, '20.00', 'welcome100', /Promo code accepted: 100% deposit bonus\./);
  await expect(balance(page)).toContainText('Bonus$20.00');

  await (await openMenu(page)).getByRole('button', { name: 'Withdraw', exact: true }).click();
  const modal = page.getByRole('dialog', { name: 'Withdraw' });
  await modal.getByRole('textbox', { name: 'Amount (USD)' }).fill('10.00');
  await modal.getByRole('button', { name: 'Request withdrawal' }).click();
  await expect(page.getByText('You have an active bonus that prevents this.')).toBeVisible();
  await modal.getByRole('button', { name: 'Close', exact: true }).first().click();
  await expect(balance(page)).toContainText('Total$40.00');
});

test('free spins from a registration promo code are activated, open their game and play there', async ({
  page,
}) => {
  await loggedInPlayer(page, 'spins', { promoCode: 'SPIN50' });

  await page.goto('/profile/rewards');
  const reward = page.getByRole('article', { name: '10 free spins on Velvet Viking' });
  await expect(reward).toContainText('Waiting for activation');
  await reward.getByRole('button', { name: 'Activate', exact: true }).click();
  await expect(reward).toContainText('Active');
  await reward.getByRole('link', { name: 'Play', exact: true }).click();

  await expect(page.getByRole('heading', { name: 'Velvet Viking', level: 1 })).toBeVisible();
  await page
    .getByRole('group', { name: 'How to play' })
    .getByRole('button', { name: 'Play', exact: true })
    .click();
  const slot = page.frameLocator('iframe[title="Velvet Viking"]');
  await expect(slot.getByText(/Free spins: 10 left/)).toBeVisible();
  const spin = async (left: number) => {
    await slot.getByRole('button', { name: 'Spin', exact: true }).click();
    if (left > 0) await expect(slot.getByText(new RegExp(`Free spins: ${left} left`))).toBeVisible();
  };
  for (let left = 9; left >= 6; left--) await spin(left);

  // Half-way, even after a reload, the reward shows the spins played (the studio reports each one)
  // and names the game as the catalogue does (ADR 024).
  await page.goto('/profile/rewards');
  await expect(reward).toContainText('4 of 10 played');
  await expect(reward).toContainText('GameVelvet Viking');
  await expect(reward).toContainText(/Won so far\$[\d.,]+/);
  await reward.getByRole('link', { name: 'Play', exact: true }).click();
  await page
    .getByRole('group', { name: 'How to play' })
    .getByRole('button', { name: 'Play', exact: true })
    .click();
  await expect(slot.getByText(/Free spins: 6 left/)).toBeVisible();
  for (let left = 5; left >= 0; left--) await spin(left);
  const done = slot.getByText(/Free spins played: you won \$[\d.,]+ in total/);
  await expect(done).toBeVisible();
  const won = Number(/\$([\d.,]+)/.exec((await done.textContent()) ?? '')?.[1]?.replace(/,/g, '') ?? 'NaN');

  // The winnings are the reward's bonus money now, to wager five times; nothing won ends it.
  await page.goto('/profile/rewards');
  if (won > 0) {
    await expect(reward).toContainText('Active');
    await expect(balance(page)).toContainText('Bonus');
  } else {
    await expect(page.getByText('You have no active or pending rewards right now.')).toBeVisible();
  }
});
