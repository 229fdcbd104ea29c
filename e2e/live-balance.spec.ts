import { expect, test } from '@playwright/test';
import { reloadFor } from './reload.ts';
import { loggedInPlayer, operatorGet } from './support.ts';

// The header's balance moves when the player's money moves outside the tab (ADR 068): the tab's
// live stream brings the new balance, so the tab makes no balance request of its own.

test('a voucher redeemed through the API moves the open tab’s header balance, without a balance request', async ({
  page,
}) => {
  const player = await loggedInPlayer(page, 'live');
  const balance = page.getByRole('banner').getByRole('region', { name: 'Balance' });
  // The stream opens with the header: wait for its answer on a fresh load.
  const streamed = await reloadFor(page, (r) => r.url().includes('/api/player/events?'));
  expect(streamed.status()).toBe(200);
  await expect(balance).toContainText('Total$0.00');

  const balanceReads: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'GET' && r.url().includes('/api/balance/v2/')) balanceReads.push(r.url());
  });
  // An unused USD voucher of 50.00, redeemed from outside the tab (as from another device).
  const { vouchers } = await operatorGet<{ vouchers: { code: string; amount: number }[] }>(
    page.request,
    '/operator/vouchers/unused?currency=USD',
  );
  // Not the list's last one: the reports journey takes that one.
  const fifties = vouchers.slice(0, -1).filter((v) => v.amount === 50);
  const voucher = fifties[Math.floor(Math.random() * fifties.length)];
  if (!voucher) throw new Error('no unused USD voucher of 50.00');
  const redeemed = await page.request.post(`/api/retail-voucher/vouchers/${voucher.code}/activate`, {
    headers: { authorization: `Bearer ${player.token}` },
  });
  expect(redeemed.status(), await redeemed.text()).toBe(200);

  await expect(balance).toContainText('Total$50.00');
  expect(balanceReads).toEqual([]);
});
