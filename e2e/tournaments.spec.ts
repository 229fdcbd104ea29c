import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { loggedInPlayer, OPERATOR_TOKEN, unique } from './support.ts';

// Tournaments and loyalty as a player meets them (001 §2, §4, §6; docs/decisions/026): a guest is
// sent to registration by opt-in; a player joins a short tournament made for the journey, plays
// real rounds, watches their row on the open leaderboard, and finds the prize among their rewards
// once it has finished; the loyalty view shows the points the play earned.

const operator = { 'x-operator-token': OPERATOR_TOKEN };

/** A reward template (a 5.00 bonus) for first place, and a tournament on Velvet Viking ending in `ms`. */
async function shortTournament(request: APIRequestContext, ms: number) {
  const template = await request.post('/api/operator/reward-templates', {
    headers: operator,
    data: {
      kind: 'BONUS',
      name: 'Journey prize',
      content: { en: { title: `Champion ${unique()}`, description: 'First place.' } },
      amounts: { USD: '5.00' },
      wageringMultiplier: 1,
    },
  });
  expect(template.status(), await template.text()).toBe(200);
  const { templateUUID, content } = (await template.json()) as {
    templateUUID: string;
    content: { en: { title: string } };
  };
  const title = `Sprint ${unique()}`;
  const created = await request.post('/api/operator/tournaments', {
    headers: operator,
    data: {
      name: title,
      games: ['velvet-viking'],
      scoring: 'WAGERED',
      currency: 'USD',
      minStake: '0.10',
      startsAt: new Date(Date.now() - 1000).toISOString(),
      endsAt: new Date(Date.now() + ms).toISOString(),
      prizes: [{ placeFrom: 1, placeTo: 1, templateUUID }],
      content: { en: { title, description: 'A short race for the journey.' } },
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  const { id } = (await created.json()) as { id: string };
  return { id, title, prize: content.en.title };
}

async function deposit(page: Page, amount: string) {
  await page.getByRole('banner').getByRole('link', { name: 'Deposit', exact: true }).click();
  await page.getByRole('textbox', { name: 'Amount (USD)' }).fill(amount);
  await page.getByRole('button', { name: 'Continue to payment', exact: true }).click();
  const cashier = page.frameLocator('iframe[title="Cashier"]');
  await cashier.getByLabel(/\(success\)$/).check();
  await cashier.getByRole('button', { name: `Pay $${amount}`, exact: true }).click();
  await expect(page.getByText('Your deposit was successful.')).toBeVisible();
}

test('a guest browses tournaments by status and is sent to registration by opt-in; an unknown one goes to the list', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Tournaments' }).click();
  await expect(page.getByRole('heading', { name: 'Tournaments', level: 1 })).toBeVisible();
  const filters = page.getByRole('group', { name: 'Show tournaments' });
  for (const name of ['All', 'Active', 'Coming soon', 'Finished']) {
    await expect(filters.getByRole('button', { name, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('region', { name: 'Active' }).getByRole('article').first()).toBeVisible();
  await filters.getByRole('button', { name: 'Finished', exact: true }).click();
  await expect(page.getByRole('article', { name: 'Launch sprint' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Active' })).toHaveCount(0);
  await filters.getByRole('button', { name: 'Coming soon', exact: true }).click();
  const scheduled = page.getByRole('article', { name: 'Big win hunt' });
  await scheduled.getByRole('button', { name: 'Join', exact: true }).click();
  await expect(page).toHaveURL(/\/registration$/);

  // The seeded active tournament: its short board shows the bots, and its modals open.
  await page.goto('/tournaments');
  await page.getByRole('link', { name: 'Details: Weekly wager race' }).click();
  await expect(page.getByRole('heading', { name: 'Weekly wager race', level: 1 })).toBeVisible();
  const short = page.getByRole('region', { name: 'Leaderboard' }).getByRole('table', { name: 'Leaderboard' });
  await expect(short.getByRole('row')).toHaveCount(7); // the header and the top 6
  await page.getByRole('button', { name: 'Games', exact: true }).click();
  const games = page.getByRole('dialog', { name: 'Tournament games' });
  await expect(games.getByRole('link')).toHaveCount(14);
  await games.getByRole('button', { name: 'Next page' }).click();
  await expect(games.getByRole('link')).toHaveCount(6);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Full leaderboard', exact: true }).click();
  const board = page.getByRole('dialog', { name: 'Leaderboard' });
  await expect(board.getByRole('table', { name: 'Leaderboard' }).getByRole('row')).toHaveCount(11);
  await expect(board.getByText('Page 1 of 2')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Prize pool', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Prize pool' })).toContainText('Place 1');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'How to score', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'How to score' })).toContainText('Ties go to whoever');
  await page.keyboard.press('Escape');

  await page.goto('/tournaments/0b6f6c1e-3f7a-4b7e-9a55-1f2e3d4c5b6a');
  await expect(page).toHaveURL(/\/tournaments$/);
});

test('a player joins, plays real rounds, climbs the open leaderboard, wins the prize and earns loyalty points', async ({
  page,
  context,
}) => {
  // It waits for a real tournament to end and be paid on the schedule: more than a journey's minute.
  test.slow();
  await loggedInPlayer(page, 'racer');
  await deposit(page, '20.00');
  const tour = await shortTournament(page.request, 20_000);

  await page.goto('/tournaments');
  const card = page.getByRole('article', { name: tour.title });
  await card.getByRole('button', { name: 'Join', exact: true }).click();
  await expect(card.getByRole('button', { name: `Joined: ${tour.title}` })).toBeDisabled();

  // The leaderboard stays open in another tab while the player plays.
  const watcher = await context.newPage();
  await watcher.goto(`/tournaments/${tour.id}`);
  await watcher.getByRole('button', { name: 'Full leaderboard', exact: true }).click();
  const own = watcher.getByRole('dialog', { name: 'Leaderboard' }).getByRole('table', { name: 'Your place' });
  const ownPoints = own.getByRole('row').nth(1).getByRole('cell').nth(2);
  await expect(ownPoints).toHaveText('0');

  await page.goto('/game/velvet-viking');
  await page
    .getByRole('group', { name: 'How to play' })
    .getByRole('button', { name: 'Play', exact: true })
    .click();
  const slot = page.frameLocator('iframe[title="Velvet Viking"]');
  for (let i = 0; i < 3; i++) {
    await slot.getByRole('button', { name: 'Spin', exact: true }).click();
    await expect(slot.getByRole('status', { name: 'Round result' })).not.toHaveText('…');
  }
  // 3 spins of 1.00: 300 points, on the board that was left open.
  await expect(ownPoints).toHaveText('300');
  await expect(own.getByRole('row').nth(1).getByRole('cell').first()).toHaveText('1');

  await page.goto('/profile');
  await page.getByRole('link', { name: /^Loyalty/ }).click();
  await expect(page.getByText('30 loyalty points')).toBeVisible();
  await expect(page.getByText('Level: Bronze')).toBeVisible();

  // When it ends, the schedule pays first place: the prize is among the player's rewards.
  await page.goto('/profile/rewards');
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole('article', { name: tour.prize })).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 35_000 });
});
