import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoViolations } from './axe.ts';
import { textsOf } from './texts.ts';

// Arabic runs right to left (ADR 060): a visitor switches the language in the header and the whole
// page mirrors, from `<html dir="rtl">` and logical CSS alone: the header starts at the right, the
// game grid and the category chips flow from the right, a dialog's close button sits at its end (the
// left) with the focus inside, and the login form's fields sit on the right. Arabic must be among the brand's
// languages (its `locales`, with `packages/contract/locales/ar.json` seeded).

test.use({ viewport: { width: 1280, height: 800 } });

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function box(locator: Locator) {
  const b = await locator.boundingBox();
  if (!b) throw new Error(`${locator} has no box`);
  return b;
}

/** Where a label's own text runs (its element may be as wide as the form). */
const textBox = (label: Locator) =>
  label.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const r = range.getBoundingClientRect();
    return { left: r.left, right: r.right };
  });

/** Whether an input's text sits on its right, whatever its own direction. */
const alignsRight = (input: Locator) =>
  input.evaluate((element) => {
    const { direction, textAlign } = getComputedStyle(element);
    return (
      textAlign === 'right' ||
      (textAlign === 'start' && direction === 'rtl') ||
      (textAlign === 'end' && direction === 'ltr')
    );
  });

async function switchToArabic(page: Page, request: APIRequestContext) {
  const english = await textsOf(request, 'en');
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await page
    .getByRole('banner')
    .getByRole('combobox', { name: english('header.language') })
    .selectOption('ar');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
}

test('a visitor switches to Arabic: the page mirrors, right to left', async ({ page, request }) => {
  const t = await textsOf(request, 'ar');
  await switchToArabic(page, request);

  // Stored: the next visit opens in Arabic, right to left from the first render.
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');

  // The header's first item (the brand's name, home) sits at its right edge; Log in comes after it, to its left.
  const header = page.getByRole('banner');
  const home = header.getByRole('link').first();
  const login = header.getByRole('link', { name: t('header.login'), exact: true });
  const [homeBox, loginBox] = [await box(home), await box(login)];
  expect(homeBox.x + homeBox.width).toBeGreaterThan(1280 - 48);
  expect(loginBox.x + loginBox.width).toBeLessThan(homeBox.x);

  // The lobby's grid flows from the right: the first game at the right, the second to its left.
  const grid = page
    .getByRole('region', { name: t('lobby.games') })
    .getByRole('list', { name: t('lobby.games') });
  const [first, second] = [
    await box(grid.getByRole('listitem').nth(0)),
    await box(grid.getByRole('listitem').nth(1)),
  ];
  const gridBox = await box(grid);
  expect(Math.abs(first.x + first.width - (gridBox.x + gridBox.width))).toBeLessThan(2);
  expect(second.x + second.width).toBeLessThan(first.x);
  expect(Math.abs(second.y - first.y)).toBeLessThan(2);

  // The category chips start at the right too (a scroller that begins at the start).
  const chips = page.getByRole('group', { name: t('games.categories.label') });
  const [chip1, chip2] = [
    await box(chips.getByRole('button').nth(0)),
    await box(chips.getByRole('button').nth(1)),
  ];
  expect(chip2.x + chip2.width).toBeLessThan(chip1.x);
  expect(await chips.evaluate((el) => el.scrollLeft)).toBe(0);

  await expectNoViolations(page, 'the lobby in Arabic');
});

test('in Arabic, a dialog opens with the focus inside and its close button at the left', async ({
  page,
  request,
}) => {
  const t = await textsOf(request, 'ar');
  await switchToArabic(page, request);

  // The seeded tournaments: the first one's prize pool opens in the site's dialog.
  await page.goto('/tournaments');
  await page
    .getByRole('link', { name: new RegExp(`^${escapeRegExp(t('tournaments.details'))}`) })
    .first()
    .click();
  await page.getByRole('button', { name: t('tournaments.prize-pool'), exact: true }).click();
  const dialog = page.getByRole('dialog', { name: t('tournaments.prize-pool') });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator(':focus')).toHaveCount(1);

  // The close button ends the title row: at the end, the left; the title starts at the right.
  const close = dialog.getByRole('button', { name: t('common.close') });
  const title = dialog.getByRole('heading', { name: t('tournaments.prize-pool') });
  const [dialogBox, closeBox, titleBox] = [await box(dialog), await box(close), await box(title)];
  expect(closeBox.x + closeBox.width).toBeLessThan(dialogBox.x + dialogBox.width / 2);
  expect(closeBox.x + closeBox.width).toBeLessThan(titleBox.x);
  expect(titleBox.x + titleBox.width).toBeGreaterThan(dialogBox.x + dialogBox.width / 2);
  // Still centred on the screen.
  expect(Math.abs(dialogBox.x + dialogBox.width / 2 - 640)).toBeLessThan(2);

  await expectNoViolations(page, 'a dialog in Arabic');
  await close.click();
  await expect(dialog).toBeHidden();
});

test("in Arabic, the login form's fields sit on the right, and an e-mail still reads left to right", async ({
  page,
  request,
}) => {
  const t = await textsOf(request, 'ar');
  await switchToArabic(page, request);
  await page
    .getByRole('banner')
    .getByRole('link', { name: t('header.login'), exact: true })
    .click();
  const form = page.getByRole('main');
  await expect(form.getByRole('heading', { name: t('auth.login.title'), level: 1 })).toBeVisible();

  // Inside the tab's panel: in Arabic the e-mail tab and the e-mail field share their name.
  const panel = form.getByRole('tabpanel');
  for (const name of [t('auth.fields.email'), t('auth.fields.password')]) {
    const input = panel.getByLabel(name, { exact: true });
    const label = form.locator('label', { hasText: name });
    const [inputBox, labelText] = [await box(input), await textBox(label)];
    // The label starts at the right, above the field's right edge, and the field's text sits there too.
    expect(Math.abs(labelText.right - (inputBox.x + inputBox.width)), name).toBeLessThan(2);
    expect(labelText.left, name).toBeGreaterThan(inputBox.x + inputBox.width / 2);
    expect(await alignsRight(input), name).toBe(true);
  }
  const email = panel.getByLabel(t('auth.fields.email'), { exact: true });
  await expect(email).toHaveAttribute('dir', 'ltr');
  await email.fill('ann.lee@example.com');
  await expect(email).toHaveValue('ann.lee@example.com');

  await expectNoViolations(page, 'the login form in Arabic');
});
