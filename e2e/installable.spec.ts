import { APPLE_TOUCH_ICON } from '@croupier/contract/rules/installable';
import { expect, type Page, test } from '@playwright/test';

// ADR 061: the site can be installed. Each brand's manifest is linked from the shell, a service worker
// takes over after the first visit, a navigation without network shows the offline page, and the API
// is never answered from a cache.

test.use({ serviceWorkers: 'allow' });

interface Manifest {
  name: string;
  short_name: string;
  start_url: string;
  display: string;
  theme_color: string;
  icons: { src: string; sizes: string; type: string; purpose: string }[];
}

test('the shell links the brand’s manifest, whose icons all load', async ({ page, request }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const res = await request.get(href ?? '');
  expect(res.headers()['content-type']).toBe('application/manifest+json; charset=utf-8');
  const manifest = (await res.json()) as Manifest;
  expect(manifest).toMatchObject({ name: 'Croupier', start_url: '/', display: 'standalone' });
  expect(await page.locator('meta[name="theme-color"]').getAttribute('content')).toBe(manifest.theme_color);
  // What a browser asks to offer the install: a 192 and a 512 icon, and a maskable one for launchers.
  expect(manifest.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(manifest.icons.some((i) => i.purpose === 'maskable')).toBe(true);
  const touchIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
  expect(touchIcon).toBe(APPLE_TOUCH_ICON.path);
  for (const src of [...manifest.icons.map((i) => i.src), touchIcon ?? '']) {
    const icon = await request.get(src);
    expect(icon.status(), src).toBe(200);
    expect(icon.headers()['content-type'], src).toBe('image/png');
  }
});

/** Whether the page is controlled by a service worker (it is from the first load after its install). */
const controlled = (page: Page) => page.evaluate(() => navigator.serviceWorker.controller !== null);

/** A GET of the API from the page: its status, or `failed` when no answer came at all. */
const apiCall = (page: Page, path: string) =>
  page.evaluate(async (url) => {
    try {
      return (await fetch(url)).status;
    } catch {
      return 'failed';
    }
  }, path);

test('offline, a page shows the offline page and the API is not answered; online again, both work', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Lobby', level: 1 })).toBeVisible();
  // Registered after the page loaded, and active once its files are precached.
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state), {
      timeout: 30_000,
    })
    .toBe('activated');
  expect(await controlled(page)).toBe(false);
  await page.reload();
  expect(await controlled(page)).toBe(true);
  await expect(page.getByRole('heading', { name: 'Lobby', level: 1 })).toBeVisible();
  // The API answers from the network, so the browser has seen this answer once.
  expect(await apiCall(page, '/api/brand/config')).toBe(200);

  await context.setOffline(true);
  expect(await apiCall(page, '/api/brand/config')).toBe('failed');
  await page.goto('/games/category/slots');
  await expect(page.getByRole('heading', { name: 'Croupier', level: 1 })).toBeVisible();
  await expect(page.getByText('You are offline.')).toBeVisible();
  await expect(page.locator('p[lang="de"]')).toHaveText('Sie sind offline. Erneut versuchen');

  await context.setOffline(false);
  await page.getByRole('link', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: 'Slots', level: 1 })).toBeVisible();
  expect(await apiCall(page, '/api/brand/config')).toBe(200);
});
