import { expect, test } from '@playwright/test';
import { expectNoViolations } from './axe.ts';
import { signedInOperator } from './operators.ts';
import { loggedInPlayer, OPERATOR_TOKEN } from './support.ts';

// Reports in the console (ADR 051): a finance operator reads today's figures after a player's
// deposit, as charts, totals and the daily table, and downloads the same as CSV; the page passes axe.

test("a finance operator reads today's report and downloads its CSV", async ({ page, browser }) => {
  const player = await loggedInPlayer(page, 'reported');
  // A voucher is a deposit (ADR 051): today's deposits include it.
  const { vouchers } = (await (
    await page.request.get('/api/operator/vouchers/unused?currency=USD', {
      headers: { 'x-operator-token': OPERATOR_TOKEN },
    })
  ).json()) as { vouchers: { code: string; amount: number }[] };
  const voucher = vouchers.at(-1);
  if (!voucher) throw new Error('no unused USD voucher');
  const redeemed = await page.request.post(`/api/retail-voucher/vouchers/${voucher.code}/activate`, {
    headers: { authorization: `Bearer ${player.token}` },
  });
  expect(redeemed.status(), await redeemed.text()).toBe(200);

  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const finance = await context.newPage();
  await signedInOperator(finance, ['finance']);
  await finance.goto('/console/reports');
  await expect(finance.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
  // The period's deposits hold at least this one (other journeys deposit too).
  const figures = finance.getByLabel('Period totals (USD)');
  await expect(figures.getByRole('term').nth(2)).toHaveText('Deposits');
  const deposits = figures.getByRole('definition').nth(2);
  await expect(deposits).toHaveText(/^[\d,]+\.\d{2}$/);
  expect(Number((await deposits.innerText()).replaceAll(',', ''))).toBeGreaterThanOrEqual(voucher.amount);
  const table = finance.getByRole('table', { name: 'Figures per day (USD)' });
  const today = new Date().toISOString().slice(0, 10);
  const row = table.getByRole('row').filter({ hasText: today });
  await expect(row).toBeVisible();
  await expectNoViolations(finance, 'console: reports');

  const download = finance.waitForEvent('download');
  await finance.getByRole('link', { name: 'Download CSV' }).click();
  const csv = await (await download).createReadStream();
  const text = await new Promise<string>((resolve, reject) => {
    let all = '';
    csv.on('data', (chunk) => {
      all += String(chunk);
    });
    csv.on('end', () => resolve(all));
    csv.on('error', reject);
  });
  const [header = '', ...lines] = text.trim().split(/\r\n/);
  const columns = header.split(',');
  expect(columns.slice(0, 2)).toEqual(['day', 'currency']);
  const todays = lines.find((l) => l.startsWith(`${today},USD,`))?.split(',') ?? [];
  // The same deposits as the page: at least this one.
  expect(Number(todays[columns.indexOf('depositAmount')])).toBeGreaterThanOrEqual(voucher.amount);
  await context.close();
});
