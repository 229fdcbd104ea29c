import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { depositByApi as deposit } from './payments.ts';
import { loggedInPlayer, OPERATOR_TOKEN, openMenu, playRealSlot, unique } from './support.ts';

// Figures that play moves are current when the player looks (001 §2 rewards list, loyalty view):
// after a real round, My rewards and Loyalty show it at once, without a reload and without waiting
// for the 30 s the site otherwise keeps a read (ADR 002 "Stale figures after play").

const operator = { 'x-operator-token': OPERATOR_TOKEN };

/** An active bonus of 5.00 to wager ten times (50.00), granted by the operator and accepted. */
async function activeBonus(request: APIRequestContext, p: { uuid: string; token: string }, title: string) {
  const template = await request.post('/api/operator/reward-templates', {
    headers: operator,
    data: {
      kind: 'BONUS',
      name: title,
      content: { en: { title, description: 'Wager it ten times.' } },
      amounts: { USD: '5.00' },
      wageringMultiplier: 10,
    },
  });
  expect(template.status(), await template.text()).toBe(200);
  const { templateUUID } = (await template.json()) as { templateUUID: string };
  const granted = await request.post(`/api/operator/players/${p.uuid}/rewards`, {
    headers: operator,
    data: { templateUUID, reason: 'fresh figures journey' },
  });
  expect(granted.status(), await granted.text()).toBe(200);
  const { rewardUUID } = (await granted.json()) as { rewardUUID: string };
  const accepted = await request.put(`/api/bonus/bonuses/${p.uuid}/${rewardUUID}/accept`, {
    headers: { authorization: `Bearer ${p.token}` },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
}

const loyaltyPoints = (page: Page) => page.getByText(/^\d[\d,]* loyalty points$/);

test('after a real round, My rewards and Loyalty show it at once', async ({ page, request }) => {
  const player = await loggedInPlayer(page, 'fresh');
  await deposit(request, player, 20);
  const title = `Fresh bonus ${unique()}`;
  await activeBonus(request, player, title);

  // The player looks first: the site now holds these reads.
  await page.goto('/profile/rewards');
  const reward = page.getByRole('article', { name: title });
  await expect(reward.getByRole('progressbar', { name: 'Wagered $0.00 of $50.00' })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Breadcrumb' })
    .getByRole('link', { name: 'My account' })
    .click();
  await page.getByRole('link', { name: /^Loyalty/ }).click();
  await expect(loyaltyPoints(page)).toHaveText('0 loyalty points');

  // One real spin of 2.00, reached inside the site (no reload: the reads stay in memory).
  await page.getByRole('banner').getByRole('link', { name: 'Lobby' }).click();
  await page.getByRole('searchbox', { name: 'Search games' }).fill('Velvet Viking');
  await page
    .getByRole('region', { name: 'Games', exact: true })
    .locator('a[href="/game/velvet-viking"]')
    .click();
  await playRealSlot(page, 'Velvet Viking', '200', 1);

  // Back to My rewards and Loyalty through the menu: the round is there.
  await (await openMenu(page)).getByRole('link', { name: 'My account' }).click();
  await page.getByRole('link', { name: /^My rewards/ }).click();
  await expect(
    page.getByRole('article', { name: title }).getByRole('progressbar', { name: 'Wagered $2.00 of $50.00' }),
  ).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Breadcrumb' })
    .getByRole('link', { name: 'My account' })
    .click();
  await page.getByRole('link', { name: /^Loyalty/ }).click();
  await expect(loyaltyPoints(page)).not.toHaveText('0 loyalty points');
});
