import { expect, test } from '@playwright/test';
import { FRESH_VISITOR, operatorGet, unique } from './support.ts';

// Analytics after consent, and error reports (ADR 029), checked through the operator API.
test.use({ storageState: FRESH_VISITOR });

type Counts = { name: string; count: number }[];
const countOf = (counts: Counts, name: string) => counts.find((c) => c.name === name)?.count ?? 0;

test('the consent banner holds analytics back until accepted; then the queued events reach the collector', async ({
  page,
  request,
}) => {
  let accepted = false;
  const early: string[] = [];
  const batches: string[] = [];
  page.on('request', (r) => {
    if (!r.url().includes('/api/analytics/events')) return;
    (accepted ? batches : early).push(r.postData() ?? '');
  });
  const before = countOf(await operatorGet<Counts>(request, '/operator/analytics/events'), 'page_view');
  await page.goto('/');
  const banner = page.getByRole('region', { name: 'Cookies on this site' });
  await expect(banner).toBeVisible();
  await page.getByRole('link', { name: 'Games', exact: true }).first().click();
  await expect(page).toHaveURL(/\/games$/);
  await page.getByRole('link', { name: 'Providers', exact: true }).first().click();
  await expect(page).toHaveURL(/\/providers$/);

  // Choose: analytics on, marketing off.
  await banner.getByRole('button', { name: 'Choose' }).click();
  await banner.getByRole('checkbox', { name: 'Analytics' }).check();
  accepted = true;
  await banner.getByRole('button', { name: 'Save choices' }).click();
  // The demo's welcome popup follows the choice; closed, it stays closed.
  const welcome = page.getByRole('dialog', { name: 'Welcome to Croupier' });
  await welcome.getByRole('button', { name: 'Close' }).click();
  await expect(welcome).toBeHidden();
  await expect.poll(() => batches.length).toBeGreaterThan(0);
  expect(early).toEqual([]);
  // The batch (a beacon for a guest) carries the page views queued before the choice.
  await expect
    .poll(async () => countOf(await operatorGet<Counts>(request, '/operator/analytics/events'), 'page_view'))
    .toBeGreaterThanOrEqual(before + 3);
  // The choice is remembered, and can be changed from the footer.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Cookie settings' })).toBeVisible();
  await expect(banner).toHaveCount(0);
  await page.getByRole('button', { name: 'Cookie settings' }).click();
  await expect(banner.getByRole('checkbox', { name: 'Analytics' })).toBeChecked();
});

type Report = { message: string; page: string | null; kind: string; release: string | null };

test('a login that fails without an answer, and an error thrown in the page, are reported', async ({
  page,
  request,
}) => {
  await page.goto('/login');
  await page
    .getByRole('region', { name: 'Cookies on this site' })
    .getByRole('button', { name: 'Necessary only' })
    .click();
  // The network fails under the login (000 §8: "any other failure … is reported").
  await page.route('**/api/signin', (route) => route.abort('failed'));
  await page.getByRole('tab', { name: 'E-mail' }).click();
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(`nobody-${unique()}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill('Whatever-Password-1');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Something went wrong while logging you in. Please try again.')).toBeVisible();
  await expect
    .poll(async () =>
      (
        await operatorGet<{ content: Report[] }>(request, '/operator/analytics/errors?q=%2Flogin&size=200')
      ).content.some((r) => r.page === '/login' && r.release !== null),
    )
    .toBe(true);

  const marker = `e2e-thrown-${unique()}`;
  await page.evaluate((m) => {
    setTimeout(() => {
      throw new Error(m);
    });
  }, marker);
  await expect
    .poll(async () =>
      (
        await operatorGet<{ content: Report[] }>(request, `/operator/analytics/errors?q=${marker}`)
      ).content.find((r) => r.message === marker),
    )
    .toMatchObject({ kind: 'Error', page: '/login' });
});
