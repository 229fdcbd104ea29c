import { expect, type Frame, type Page, test } from '@playwright/test';
import { CASHIER_TEXTS } from '../apps/sandbox/src/cashier/texts.ts';
import { gameTexts } from '../apps/sandbox/src/studio/texts.ts';
import {
  COUNTRY_HEADER,
  codeIn,
  gameTagged,
  PASSWORD,
  readInbox,
  settledVisitor,
  usPhone,
} from './support.ts';
import { textsOf } from './texts.ts';

// A new player in Arabic, end to end (000 §4; ADRs 060, 063, 065): a visitor from Brazil gets
// Brazilian Portuguese, switches to Arabic, registers with the code the SMS brings in Arabic,
// deposits in the sandbox provider's cashier and plays real rounds in the studio's slot. On every
// screen, the site's and the stand-ins' frames, no line is left in English: a line in Latin letters
// alone is allowed only when it is a name (a game's, its studio's, the brand's, a
// language's own) or a value (an
// e-mail, an amount, a currency's code).

const ARABIC = /[\u0600-\u06FF]/;
/** An amount as Intl writes it in Arabic: '‏0.00 US$' (digits, marks of direction, a currency's sign). */
const AMOUNT = /^[\d.,\s\u00a0\u200e\u200f-]*\d[\d.,\s\u00a0\u200e\u200f-]*(US\$|[A-Z]{3}|[$€£])?$/u;

/** Lines of a document in Latin letters alone that are not one of `names`. */
async function englishLines(frame: Frame, names: string[]): Promise<string[]> {
  const text = await frame.locator('body').innerText();
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => /[A-Za-z]{2,}/.test(line) && !ARABIC.test(line))
    .filter((line) => !names.some((name) => line === name || line.includes(name)))
    .filter((line) => !/^\S+@\S+$/.test(line) && !/^[A-Z]{3}$/.test(line) && !AMOUNT.test(line));
}

/** Every frame the page shows (the site and the stand-ins) has no English line. */
async function expectAllArabic(page: Page, names: string[], where: string) {
  await expect
    .poll(
      async () => {
        const frames = page.frames().filter((f) => f.url().startsWith('http'));
        const lines = await Promise.all(frames.map((f) => englishLines(f, names).catch(() => [])));
        return lines.flat();
      },
      { message: `no English left on ${where}` },
    )
    .toEqual([]);
}

test.use({ viewport: { width: 1280, height: 900 } });

test('a visitor from Brazil switches to Arabic, registers, deposits and plays with every text in Arabic', async ({
  browser,
  baseURL,
  request,
}) => {
  const context = await browser.newContext({
    baseURL,
    storageState: settledVisitor(baseURL!),
    locale: 'pt-BR',
    extraHTTPHeaders: { [COUNTRY_HEADER]: 'BR' },
  });
  const page = await context.newPage();
  const portuguese = await textsOf(page.request, 'pt-BR');
  const t = await textsOf(page.request, 'ar');
  const slot = await gameTagged(request, 'video-slot');
  // The language switch names each language in itself, as language pickers do.
  const autonyms = ['en', 'es', 'pt-BR', 'de'].map(
    (l) => new Intl.DisplayNames([l], { type: 'language' }).of(l)!,
  );
  const names = ['Croupier', slot.fullGameName, slot.providerName, ...autonyms];

  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  await page
    .getByRole('banner')
    .getByRole('combobox', { name: portuguese('header.language') })
    .selectOption('ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

  // Registration by phone, the full template; the code comes by SMS, in Arabic.
  await page
    .getByRole('banner')
    .getByRole('link', { name: t('header.register'), exact: true })
    .click();
  await expect(page.getByRole('heading', { name: t('auth.registration.step.FIRST') })).toBeVisible();
  await page.getByRole('tab', { name: t('auth.tabs.phone') }).click();
  await expectAllArabic(page, names, 'the registration form');
  const phone = usPhone();
  await page.getByLabel(t('auth.fields.phoneCode')).selectOption('+1');
  await page.getByLabel(t('auth.fields.phone')).fill(phone);
  await page.getByLabel(t('auth.fields.password'), { exact: true }).fill(PASSWORD);
  await page.getByRole('radio', { name: t('auth.registration.welcomePacks.none'), exact: true }).check();
  await page.getByRole('button', { name: t('auth.registration.next') }).click();

  await expect(page.getByRole('heading', { name: t('auth.registration.step.SECOND') })).toBeVisible();
  await page.getByLabel(t('auth.fields.firstName')).fill('ليلى');
  await page.getByLabel(t('auth.fields.birthDate')).fill('31.12.1990');
  await page.getByRole('checkbox').last().check();
  await expectAllArabic(page, names, 'the second step');
  const since = Date.now();
  await page.getByRole('button', { name: t('auth.registration.next') }).click();

  await expect(page.getByRole('heading', { name: t('auth.registration.step.OTP') })).toBeVisible();
  const sms = await readInbox(request, `+1${phone}`, since);
  expect(sms, 'the SMS is in Arabic').toMatch(ARABIC);
  await page.getByLabel(t('auth.fields.code'), { exact: true }).fill(codeIn(sms));
  await page.getByRole('button', { name: t('auth.registration.otp.confirm') }).click();
  await expect(page.getByRole('heading', { name: t('auth.registration.step.SUCCESS') })).toBeVisible();
  await expect(
    page.getByRole('banner').getByRole('link', { name: t('wallet.deposit'), exact: true }),
  ).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');

  // A deposit in the provider's cashier, which speaks Arabic too.
  await page
    .getByRole('banner')
    .getByRole('link', { name: t('wallet.deposit'), exact: true })
    .click();
  await expect(page.getByRole('heading', { name: t('deposit.title'), level: 1 })).toBeVisible();
  await page.getByRole('button', { name: t('deposit.submit'), exact: true }).click();
  const cashierTexts = CASHIER_TEXTS.ar;
  const cashier = page.frameLocator(`iframe[title="${t('deposit.cashier')}"]`);
  await expect(cashier.getByRole('heading', { name: cashierTexts.title })).toBeVisible();
  await expectAllArabic(page, [...names, 'Sandbox Wallet'], 'the deposit and its cashier');
  await cashier
    .getByLabel(new RegExp(`\\(${cashierTexts.outcomes.success}\\)$`))
    .first()
    .check();
  await cashier
    .getByRole('button', { name: new RegExp(`^${cashierTexts.pay.replace('{amount}', '')}`) })
    .click();
  await expect(page.getByText(t('deposit.success'))).toBeVisible();

  // Real rounds in the studio's slot; the game speaks Arabic as well.
  await page.goto(`/game/${slot.slug}`);
  const studio = gameTexts('ar');
  await page
    .getByRole('group', { name: t('game.controls') })
    .getByRole('button', { name: t('game.play'), exact: true })
    .click();
  const game = page.frameLocator(`iframe[title="${slot.fullGameName}"]`);
  const spin = game.getByRole('button', { name: studio.spin, exact: true });
  await expect(spin).toBeEnabled();
  for (let round = 0; round < 3; round++) {
    await spin.click();
    await expect(game.getByRole('status', { name: studio.roundResult })).not.toHaveText('…');
  }
  await expectAllArabic(page, names, 'the game page and the slot');
  await context.close();
});
