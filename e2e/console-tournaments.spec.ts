import { expect, test } from '@playwright/test';
import { expectNoViolations } from './axe.ts';
import { signedInOperator } from './operators.ts';
import { depositByApi } from './payments.ts';
import { loggedInPlayer, playRealSlot, unique } from './support.ts';

// Tournaments and loyalty in the console: a marketing operator schedules a tournament on a game
// found through the catalogue picker; players see it on the site, a player's real rounds in that
// game score on the console's live leaderboard; the same operator edits the loyalty levels, the
// contract's rule refusing falling thresholds before anything is sent. Every new screen passes axe.

/** `ms` from now as a date-time input takes it, in UTC. */
const utcInput = (ms: number) => new Date(Date.now() + ms).toISOString().slice(0, 16);

test('a marketing operator schedules a tournament in the console; a player’s rounds score on its live leaderboard', async ({
  page,
  browser,
}) => {
  await signedInOperator(page, ['marketing']);
  await page.goto('/console/tournaments');
  await expect(page.getByRole('heading', { name: 'Tournaments', level: 1 })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Tournaments' })).toBeVisible();
  await expectNoViolations(page, 'console: tournaments');

  await page.getByRole('link', { name: 'New tournament' }).click();
  await expect(page.getByRole('heading', { name: 'Schedule a tournament', level: 1 })).toBeVisible();
  const title = `Console sprint ${unique()}`;
  await page.getByLabel('Name (operators only)').fill(title);
  // The catalogue has more than one Velvet Viking: the player plays the one at /game/velvet-viking.
  const search = await page.request.get('/api/games/search?name=Velvet%20Viking&size=50');
  const { content } = (await search.json()) as { content: { slug: string; providerName: string }[] };
  const studio = content.find((g) => g.slug === 'velvet-viking')?.providerName;
  await page.getByLabel('Find a game').fill('Velvet Viking');
  await page.getByRole('button', { name: `Add Velvet Viking by ${studio}`, exact: true }).click();
  await expect(page.getByRole('list', { name: 'Chosen games' })).toContainText('Velvet Viking');
  await page.getByLabel('Starts (UTC)').fill(utcInput(-60_000));
  await page.getByLabel('Ends (UTC)').fill(utcInput(2 * 3_600_000));
  await page.getByLabel('Prize 1: amount (USD)').fill('25.00');
  await page.getByLabel('Texts 1: title').fill(title);
  await page.getByLabel('Texts 1: description').fill('A race made in the console.');
  await expectNoViolations(page, 'console: new tournament');
  await page.getByRole('button', { name: 'Create tournament' }).click();

  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(page.getByText('Tournament created.')).toBeVisible();
  await expect(page.getByRole('definition').first()).toHaveText('Running');
  const board = page.getByRole('table', { name: 'Leaderboard' });
  await expect(board.getByText('Nobody has scored yet.')).toBeVisible();
  await expectNoViolations(page, 'console: a tournament');

  // The player site lists it; a player joins and plays two real rounds of 2.00 in its game.
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const site = await context.newPage();
  const player = await loggedInPlayer(site, 'console-racer');
  await depositByApi(site.request, player, 20);
  await site.goto('/tournaments');
  const card = site.getByRole('article', { name: title });
  await card.getByRole('button', { name: 'Join', exact: true }).click();
  await expect(card.getByRole('button', { name: `Joined: ${title}` })).toBeDisabled();
  await site.goto('/game/velvet-viking');
  await playRealSlot(site, 'Velvet Viking', '200', 2);

  // The board left open in the console refreshes by itself: 2 × 200 cents staked, 400 points.
  const first = board.getByRole('row').nth(1);
  await expect(first.getByRole('cell').nth(0)).toHaveText('1', { timeout: 20_000 });
  await expect(first.getByRole('cell').nth(2)).toHaveText('400');
  await context.close();
});

test('a marketing operator edits the loyalty levels; falling thresholds are refused before sending', async ({
  page,
}) => {
  await signedInOperator(page, ['marketing']);
  await page.goto('/console/loyalty');
  await expect(page.getByRole('heading', { name: 'Loyalty', level: 1 })).toBeVisible();
  const levels = page.getByRole('form', { name: 'Levels' });
  await expect(levels.getByLabel('Level 1: key')).not.toHaveValue('');
  await expectNoViolations(page, 'console: loyalty');

  const count = await levels.getByRole('group', { name: /^Level \d+$/ }).count();
  const n = count + 1;
  const key = `legend-${unique()}`.slice(0, 40);
  await levels.getByRole('button', { name: 'Add a level' }).click();
  await levels.getByLabel(`Level ${n}: key`).fill(key);
  await levels.getByLabel(`Level ${n}: name`).fill('Legend');
  await levels.getByLabel(`Level ${n}: points to reach`).fill('5');
  await levels.getByRole('button', { name: 'Save levels' }).click();
  await expect(levels.getByRole('alert')).toHaveText('Levels need unique keys and rising thresholds.');
  await expectNoViolations(page, 'console: loyalty refused');

  // Far above every other level: no player of another journey reaches it meanwhile.
  await levels.getByLabel(`Level ${n}: points to reach`).fill('900000000000');
  await levels.getByRole('button', { name: 'Save levels' }).click();
  await expect(levels.getByRole('status')).toHaveText('Levels saved.');
  await page.reload();
  await expect(page.getByRole('form', { name: 'Levels' }).getByLabel(`Level ${n}: key`)).toHaveValue(key);

  // Back as it was.
  await page
    .getByRole('form', { name: 'Levels' })
    .getByRole('button', { name: `Remove level ${n}` })
    .click();
  await page.getByRole('form', { name: 'Levels' }).getByRole('button', { name: 'Save levels' }).click();
  await expect(page.getByRole('form', { name: 'Levels' }).getByRole('status')).toHaveText('Levels saved.');
});

test('a support operator reads an error report, its page and stack behind a disclosure', async ({ page }) => {
  const eventId = crypto.randomUUID().replaceAll('-', '');
  const marker = `ConsoleJourneyError ${unique()}`;
  const envelope = [
    JSON.stringify({ event_id: eventId, sent_at: new Date().toISOString() }),
    JSON.stringify({ type: 'event' }),
    JSON.stringify({
      event_id: eventId,
      level: 'error',
      release: 'croupier@journey',
      exception: {
        values: [
          {
            type: 'TypeError',
            value: marker,
            stacktrace: {
              frames: [
                { function: 'outer', filename: '/assets/index.js', lineno: 10, colno: 2 },
                { function: 'renderCashier', filename: '/assets/cashier.js', lineno: 42, colno: 7 },
              ],
            },
          },
        ],
      },
      tags: { page: '/deposit' },
    }),
  ].join('\n');
  const sent = await page.request.post('/api/1/envelope/', {
    headers: { 'content-type': 'text/plain;charset=UTF-8' },
    data: envelope,
  });
  expect(sent.status(), await sent.text()).toBe(200);

  await signedInOperator(page, ['support']);
  await page.goto('/console');
  await page
    .getByRole('navigation', { name: 'Sections' })
    .getByRole('link', { name: 'Error reports' })
    .click();
  await expect(page.getByRole('heading', { name: 'Error reports', level: 1 })).toBeVisible();
  // The platform keeps the reports whose message holds the text typed.
  await page.getByRole('searchbox', { name: 'Message or page contains' }).fill(marker);
  await expect(page.getByText('Rows 1–1 of 1')).toBeVisible();
  const row = page.getByRole('table', { name: 'Error reports' }).getByRole('row').filter({ hasText: marker });
  await expect(row).toContainText('/deposit');
  await row.getByText('Details').click();
  await expect(row.getByText('croupier@journey')).toBeVisible();
  await expect(row.getByText(/renderCashier/)).toBeVisible();
  await expectNoViolations(page, 'console: error reports');
});
