import { expect, test } from '@playwright/test';
import { reloadFor } from './reload.ts';
import {
  DEMO_DEPOSIT_CARD,
  DEMO_WELCOME_POPUP,
  FRESH_VISITOR,
  loggedInPlayer,
  operatorGet,
} from './support.ts';

// Web popups, instant messages and content cards as a new visitor meets them (ADR 029), with the
// demo seed's welcome popup, instant message and deposit-reminder card.
test.use({ storageState: FRESH_VISITOR });

type Counts = { id: string; counts: Record<string, number> };

test('a guest sees the welcome popup after the cookie choice, dismisses it, and does not see it again', async ({
  page,
  request,
}) => {
  const before = await operatorGet<Counts>(request, `/operator/crm/${DEMO_WELCOME_POPUP}/events`);
  await page.goto('/');
  const banner = page.getByRole('region', { name: 'Cookies on this site' });
  await expect(banner).toBeVisible();
  const welcome = page.getByRole('dialog', { name: 'Welcome to Croupier' });
  // The popup waits for the cookie choice, so the banner is never behind it.
  await expect(welcome).toHaveCount(0);
  await banner.getByRole('button', { name: 'Necessary only' }).click();
  await expect(banner).toBeHidden();
  await expect(welcome).toBeVisible();
  await expect(welcome.getByRole('button', { name: 'Sign up' })).toBeVisible();
  await welcome.getByRole('button', { name: 'Close' }).click();
  await expect(welcome).toBeHidden();
  await expect
    .poll(
      async () =>
        (await operatorGet<Counts>(request, `/operator/crm/${DEMO_WELCOME_POPUP}/events`)).counts.dismiss,
    )
    .toBe((before.counts.dismiss ?? 0) + 1);

  // Another page and a reload: the popups are asked for again, and the dismissed one is not shown.
  const answered = await reloadFor(page, (r) => r.url().includes('/api/edgePopups') && r.status() === 200);
  const popups = (await answered.json()) as { id: string }[];
  expect(popups.map((p) => p.id)).not.toContain(DEMO_WELCOME_POPUP);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(welcome).toHaveCount(0);
});

test('a player must acknowledge the instant message, then opens a content card: open and click are recorded', async ({
  page,
  request,
}) => {
  const before = await operatorGet<Counts>(request, `/operator/crm/${DEMO_DEPOSIT_CARD}/events`);
  await loggedInPlayer(page, 'crm');
  const message = page.getByRole('dialog', { name: 'Play responsibly' });
  await expect(message).toBeVisible();
  // No way around it: no close button, Escape does nothing.
  await expect(message.getByRole('button', { name: 'Close' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(message).toBeVisible();
  await message.getByRole('button', { name: 'I have read this' }).click();
  await expect(message).toBeHidden();

  await page
    .getByRole('region', { name: 'Cookies on this site' })
    .getByRole('button', { name: 'Accept all' })
    .click();
  await page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
  const centre = page.getByRole('dialog', { name: 'Notifications' });
  const card = centre.getByRole('article', { name: 'Top up and play on' });
  await card.getByRole('button', { name: 'Top up and play on' }).click();
  await expect(card.getByRole('button', { name: 'Top up and play on' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await card.getByRole('button', { name: 'Deposit' }).click();
  await expect(page).toHaveURL(/\/deposit$/);
  // The counts are every player's: other journeys' players are sent the card too (sent only grows),
  // while no one else opens or clicks it.
  await expect
    .poll(async () => {
      const { counts } = await operatorGet<Counts>(request, `/operator/crm/${DEMO_DEPOSIT_CARD}/events`);
      return {
        sent: (counts.sent ?? 0) > (before.counts.sent ?? 0),
        open: (counts.open ?? 0) - (before.counts.open ?? 0),
        click: (counts.click ?? 0) - (before.counts.click ?? 0),
      };
    })
    .toEqual({ sent: true, open: 1, click: 1 });

  // Acknowledged on the platform: a new browser of the same player is not asked again.
  await page.evaluate(() => localStorage.removeItem('crm.acknowledged'));
  const inbox = await reloadFor(
    page,
    (r) => r.url().includes('/api/notifications') && r.request().method() === 'GET',
  );
  expect(((await inbox.json()) as { instant: unknown[] }).instant).toEqual([]);
  await expect(message).toHaveCount(0);
});
