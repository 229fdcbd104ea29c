import { expect, type Page, test } from '@playwright/test';
import { callFrom, createPlayer, loopbackAddress, PASSWORD, settledVisitor, unique } from './support.ts';

// ADR 062: the same build and the same server serve a second brand at its own host name. Chromium
// resolves `*.localhost` to this machine, so `brand-b.localhost:PORT` needs no set-up; the local
// demo serves the demo's brand B there.

const PORT = Number(process.env.E2E_PORT ?? 3200);
const BRAND_B = `http://brand-b.localhost:${PORT}`;

/** Brand B's demo welcome popup and instant message (apps/server/seed/brand-b/ids.ts). */
const BRAND_B_POPUP = 'b7198276-db3f-4114-ac0c-5f179bee865c';
const BRAND_B_MESSAGE = 'f17c3a5a-79f5-4e0b-b9c9-19c0dfc65b9c';

// The journeys' settled visitor (ADR 029) on both sites: the cookie choice made on each host, and each
// brand's welcome popup and instant message behind them.
const settled = settledVisitor(`http://localhost:${PORT}`);
test.use({
  storageState: {
    cookies: [...settled.cookies, ...settled.cookies.map((c) => ({ ...c, domain: 'brand-b.localhost' }))],
    origins: [
      ...settled.origins,
      {
        origin: BRAND_B,
        localStorage: [
          { name: 'crm.popups', value: JSON.stringify({ [BRAND_B_POPUP]: 'dismiss' }) },
          { name: 'crm.acknowledged', value: JSON.stringify([BRAND_B_MESSAGE]) },
        ],
      },
    ],
  },
});

/** A player of brand B, registered through brand B's API (its host), in euros in Germany. */
async function brandBPlayer(): Promise<string> {
  const email = `brand-b-${unique()}@example.com`;
  const answer = await callFrom(loopbackAddress(), 'POST', '/api/signup', {
    headers: { host: `brand-b.localhost:${PORT}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      brandId: 'brand-b',
      type: 'email',
      email,
      password: PASSWORD,
      currency: 'EUR',
      country: 'DE',
      additionalFields: { tcAgreement: true, userAge: true, userAgreement: true },
    }),
  });
  expect(answer.status, answer.text).toBe(200);
  return email;
}

/** Logs in by e-mail on brand B's login page (German) and answers the sign-in's status. */
async function logInOnBrandB(page: Page, email: string): Promise<number> {
  await page.goto(`${BRAND_B}/login`);
  await page.getByRole('tab', { name: 'E-Mail' }).click();
  await page.getByRole('textbox', { name: 'E-Mail', exact: true }).fill(email);
  await page.getByLabel('Passwort', { exact: true }).fill(PASSWORD);
  const answered = page.waitForResponse('**/api/signin');
  await page.getByRole('button', { name: 'Anmelden' }).click();
  return (await answered).status();
}

test('brand B at its host: its name, logo and colours, in German', async ({ page }) => {
  await page.goto(BRAND_B);
  const banner = page.getByRole('banner');
  const home = banner.getByRole('link', { name: 'Spielbank Nord' });
  await expect(home.getByRole('img', { name: 'Spielbank Nord' })).toHaveAttribute(
    'src',
    '/brands/brand-b.svg',
  );
  await expect(page).toHaveTitle('Spielbank Nord');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(banner.getByRole('link', { name: 'Anmelden' })).toBeVisible();
  await expect(banner.getByRole('link', { name: 'Registrieren' })).toBeVisible();
  // The brand's theme, applied at run time as CSS variables.
  const primary = () =>
    page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--brand-primary').trim(),
    );
  await expect.poll(primary).toBe('#14b8a6');
  // On a phone the logo leaves room for Log in and Register on the one row.
  await page.setViewportSize({ width: 390, height: 844 });
  const logo = await home.boundingBox();
  const login = await banner.getByRole('link', { name: 'Anmelden' }).boundingBox();
  expect(logo && login && logo.x + logo.width <= login.x).toBe(true);
  await page.setViewportSize({ width: 1280, height: 720 });

  // The first brand at its own host is unchanged: its own logo, English.
  await page.goto('/');
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'Croupier' }).getByRole('img', { name: 'Croupier' }),
  ).toHaveAttribute('src', '/brands/croupier.svg');
  await expect.poll(primary).toBe('#f5b301');
});

test("brand B's player plays in euros; a brand A player cannot log in there", async ({ page, request }) => {
  // A player of the first brand: their e-mail and password mean nothing on brand B.
  const emailA = `brand-a-${unique()}@example.com`;
  await createPlayer(request, { email: emailA });
  expect(await logInOnBrandB(page, emailA)).toBe(401);
  await expect(page.getByRole('alert')).toHaveText('E-Mail-Adresse oder Passwort ist falsch.');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Anmelden' })).toBeVisible();

  // Brand B's own player logs in and sees their balance in euros, written the German way.
  expect(await logInOnBrandB(page, await brandBPlayer())).toBe(200);
  const balance = page.getByRole('banner').getByRole('region', { name: 'Guthaben' });
  await expect(balance).toContainText('0,00 €');
});
