import type { VerificationDocument } from '@croupier/contract';
import { expect, type Page, test } from '@playwright/test';
import {
  addPhone,
  codeIn,
  createPlayer,
  expectLoggedIn,
  logOut,
  OPERATOR_TOKEN,
  PASSWORD,
  readInbox,
  unique,
  usPhone,
} from './support.ts';

// Profile and verification (000 §2, §4, §5, §8; 001 §7, §8; ADR 012): the account tabs, the
// profile form, change password, phone and e-mail verification, documents and KYC, against the
// real server and the sandbox (messaging inbox, KYC provider frame).

async function logIn(page: Page, email: string, password = PASSWORD) {
  await page.goto('/login');
  await page.getByRole('tab', { name: 'E-mail' }).click();
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expectLoggedIn(page);
}

async function openAccount(page: Page, tab: 'Personal info' | 'Verification' | 'Communication') {
  await page.goto('/profile');
  await page.getByRole('link', { name: /Account settings/ }).click();
  await expect(page.getByRole('heading', { name: 'Account settings', exact: true })).toBeVisible();
  await page.getByRole('tab', { name: tab, exact: true }).click();
}

test('edit the profile: names, birth date typed and clamped, gender, a new phone with the password', async ({
  page,
  request,
}) => {
  const email = `edit-${unique()}@example.com`;
  await createPlayer(request, { email });
  await logIn(page, email);
  await openAccount(page, 'Personal info');

  await page.getByLabel('First name', { exact: true }).fill('Ada');
  await page.getByLabel('Last name', { exact: true }).fill('Lovelace');
  const birth = page.getByLabel('Date of birth', { exact: true });
  // A zero part is refused (000 §5).
  await birth.pressSequentially('00051990');
  await expect(birth).toHaveValue('00/05/1990');
  await birth.blur();
  await expect(page.getByText('Please enter your full date of birth.')).toBeVisible();
  // Day and month are clamped to 31 and 12 as the player types.
  await birth.fill('');
  await birth.pressSequentially('45131990');
  await expect(birth).toHaveValue('31/12/1990');
  await page.getByLabel('Gender', { exact: true }).selectOption('FEMALE');
  await page.getByLabel('City', { exact: true }).fill('London');

  // A new phone asks for the password again.
  const phone = usPhone();
  const password = page.getByLabel('Your password, to confirm the change', { exact: true });
  await expect(password).toHaveCount(0);
  await page.getByLabel('Phone number', { exact: true }).fill(phone);
  await expect(password).toBeVisible();
  await password.fill('Wrong-Password-1');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('The current password is not correct.')).toBeVisible();
  await password.fill(PASSWORD);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Your profile is saved.')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('First name', { exact: true })).toHaveValue('Ada');
  await expect(page.getByLabel('Last name', { exact: true })).toHaveValue('Lovelace');
  await expect(page.getByLabel('Date of birth', { exact: true })).toHaveValue('31/12/1990');
  await expect(page.getByLabel('Gender', { exact: true })).toHaveValue('FEMALE');
  await expect(page.getByLabel('Phone number', { exact: true })).toHaveValue(phone);
  await page.goto('/profile');
  await expect(page.getByText('Ada Lovelace', { exact: true })).toBeVisible();
});

test('verify the phone with the code from the sandbox inbox, the resend timer run on a fake clock', async ({
  page,
  request,
}) => {
  await page.clock.install();
  const email = `phone-${unique()}@example.com`;
  const phone = await addPhone(request, await createPlayer(request, { email }));

  await logIn(page, email);
  await openAccount(page, 'Verification');
  await expect(page.getByText(`Phone +1${phone}`)).toBeVisible();
  await page.getByRole('button', { name: 'Verify phone', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Verify your phone' });
  const since = Date.now();
  await dialog.getByRole('button', { name: 'Send code', exact: true }).click();

  // The code can be sent again after 180 s (000 §9), counted down on the page's clock.
  await expect(dialog.getByRole('button', { name: 'Send again in 180 s', exact: true })).toBeDisabled();
  await page.clock.fastForward('01:00');
  await expect(dialog.getByRole('button', { name: 'Send again in 120 s', exact: true })).toBeDisabled();
  await page.clock.fastForward('02:00');
  await expect(dialog.getByRole('button', { name: 'Send the code again', exact: true })).toBeEnabled();

  const code = codeIn(await readInbox(request, `+1${phone}`, since));
  expect(code).toHaveLength(4);
  const wrong = code === '0000' ? '1111' : '0000';
  await dialog.getByLabel('Code', { exact: true }).fill(wrong);
  await dialog.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(dialog.getByText('The code is not correct.')).toBeVisible();
  await dialog.getByLabel('Code', { exact: true }).fill(code);
  await dialog.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(dialog.getByText('Your phone is verified.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close', exact: true }).first().click();
  await expect(page.getByRole('button', { name: 'Verify phone', exact: true })).toHaveCount(0);
});

test('confirm the e-mail by the link from the sandbox inbox', async ({ page, request }) => {
  const email = `confirm-${unique()}@example.com`;
  await createPlayer(request, { email });
  await logIn(page, email);
  await openAccount(page, 'Verification');

  await page.getByRole('button', { name: 'Confirm e-mail', exact: true }).click();
  const since = Date.now();
  await page
    .getByRole('dialog', { name: 'Confirm your e-mail' })
    .getByRole('button', { name: 'Send the link again', exact: true })
    .click();
  await expect(page.getByText(`A new link is on its way to ${email}.`)).toBeVisible();

  const text = await readInbox(request, email, since);
  const link = /https?:\/\/\S+verificationToken=[\w-]+/.exec(text)?.[0] ?? '';
  expect(link).not.toBe('');
  await page.goto(link);
  await expect(page.getByText('Your e-mail is confirmed.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  await openAccount(page, 'Verification');
  await expect(page.getByRole('button', { name: 'Confirm e-mail', exact: true })).toHaveCount(0);

  // The link works once.
  await page.goto(link);
  await expect(
    page.getByText('This confirmation link is not valid any more. Please ask for a new one.'),
  ).toBeVisible();
});

test('change the password and log in with the new one; the other session ends', async ({
  page,
  request,
  browser,
}) => {
  const email = `pass-${unique()}@example.com`;
  await createPlayer(request, { email });
  const elsewhere = await browser.newPage();
  await logIn(elsewhere, email);
  await logIn(page, email);
  await openAccount(page, 'Personal info');

  const next = 'Brand-New-Secret-77';
  await page.getByLabel('Current password', { exact: true }).fill('Not-My-Password-1');
  await page.getByLabel('New password', { exact: true }).fill(next);
  await page.getByLabel('Repeat new password', { exact: true }).fill(`${next}x`);
  await page.getByRole('button', { name: 'Change password', exact: true }).click();
  await expect(page.getByText('The passwords must be the same.')).toBeVisible();
  await page.getByLabel('Repeat new password', { exact: true }).fill(next);
  await page.getByRole('button', { name: 'Change password', exact: true }).click();
  await expect(page.getByText('The current password is not correct.')).toBeVisible();

  await page.getByLabel('Current password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Change password', exact: true }).click();
  await expect(page.getByText(/Your password is changed/)).toBeVisible();

  // The session in the other browser has ended; this one stays.
  await elsewhere.goto('/profile/account');
  await expect(elsewhere.getByRole('link', { name: 'Log in' })).toBeVisible();
  await elsewhere.close();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Account settings', exact: true })).toBeVisible();

  // Logging out of a profile page goes to the root (000 §4), not to login.
  await logOut(page);
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect(page).toHaveURL(/:\d+\/$/);
  await logIn(page, email, next);
});

/** The smallest PNG: a 1×1 transparent pixel. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

test('upload a document and see its status through review; a text file named .jpg is refused', async ({
  page,
  request,
}) => {
  const email = `docs-${unique()}@example.com`;
  const { token, uuid } = await createPlayer(request, { email });
  await logIn(page, email);
  await openAccount(page, 'Verification');
  await expect(page.getByText('You have not uploaded any documents yet.')).toBeVisible();

  const file = page.getByLabel('File', { exact: true });
  await file.setInputFiles({
    name: 'passport.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from('just text'),
  });
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByText('Only JPEG, PNG and PDF files can be uploaded.')).toBeVisible();

  await page.getByLabel('Document type', { exact: true }).selectOption('PASSPORT');
  await file.setInputFiles({ name: 'my-passport.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  const row = page.getByRole('row', { name: /my-passport\.png/ });
  await expect(row).toBeVisible();
  await expect(row.getByRole('cell', { name: 'Passport', exact: true })).toBeVisible();
  await expect(row.getByRole('cell', { name: 'Waiting for review', exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('row', { name: /my-passport\.png.*Waiting for review/ })).toBeVisible();

  // The operator reviews it (ADR 008); the player sees each status and the operator's comment.
  const [document] = (await (
    await request.get(`/api/player-attachment/files/${uuid}`, {
      headers: { Authorization: `Bearer ${token}` },
    })
  ).json()) as VerificationDocument[];
  const review = async (status: string, comment?: string) => {
    const res = await request.post(`/api/operator/documents/${document?.uuid}/review`, {
      headers: { 'x-operator-token': OPERATOR_TOKEN },
      data: { status, comment },
    });
    expect(res.status(), await res.text()).toBe(200);
    await page.reload();
  };
  await review('ADDITIONAL_INFO_REQUIRED', 'Please upload the page with your photo.');
  await expect(row.getByRole('cell', { name: /More information needed/ })).toContainText(
    'Please upload the page with your photo.',
  );
  await review('VERIFIED');
  await expect(row.getByRole('cell', { name: 'Verified', exact: true })).toBeVisible();
});

test('complete KYC in the sandbox frame and see VERIFIED; the verified cookie is set', async ({
  page,
  request,
  context,
}) => {
  const email = `kyc-${unique()}@example.com`;
  await createPlayer(request, { email });
  await logIn(page, email);
  await page.goto('/profile');
  await page.getByRole('link', { name: /Identity verification/ }).click();
  await expect(page.getByRole('heading', { name: 'Identity verification', exact: true })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Status:' })).toContainText('NOT VERIFIED');

  await page.getByRole('button', { name: 'Start verification', exact: true }).click();
  const frame = page.frameLocator('iframe[title="Identity verification"]');
  await frame.getByLabel('Document type').selectOption({ index: 0 });
  await frame.getByLabel('Document number').fill('X1234567');
  await frame.getByRole('button', { name: 'Continue' }).click();
  await frame.getByLabel('I took a selfie holding my document').check();
  await frame.getByLabel('Approve').check();
  await frame.getByRole('button', { name: 'Finish' }).click();

  await expect(page.getByRole('status').filter({ hasText: 'Status:' })).toContainText('VERIFIED');
  await expect(page.getByRole('status').filter({ hasText: 'Status:' })).not.toContainText('NOT');
  await expect(page.getByRole('button', { name: 'Start verification', exact: true })).toHaveCount(0);
  expect((await context.cookies()).find((c) => c.name === 'kyc_verified')?.value).toBe('true');

  // The next session starts verified too (000 §4 profile initialisation reads the KYC status).
  await context.clearCookies();
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: 'Status:' })).toContainText('VERIFIED');
  await expect.poll(async () => (await context.cookies()).some((c) => c.name === 'kyc_verified')).toBe(true);
});

test('five wrong phone codes move the modal to the restricted step, and the phone stays unverified', async ({
  page,
  request,
}) => {
  const email = `phone-limit-${unique()}@example.com`;
  const phone = await addPhone(request, await createPlayer(request, { email }));

  await logIn(page, email);
  await openAccount(page, 'Verification');
  await page.getByRole('button', { name: 'Verify phone', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Verify your phone' });
  const since = Date.now();
  await dialog.getByRole('button', { name: 'Send code', exact: true }).click();
  const wrong = codeIn(await readInbox(request, `+1${phone}`, since)) === '0000' ? '1111' : '0000';

  // Four wrong codes are each a field error; the fifth uses up the tries (429, 000 §8).
  for (let attempt = 1; attempt <= 5; attempt++) {
    await dialog.getByLabel('Code', { exact: true }).fill(wrong);
    const answer = page.waitForResponse((r) => r.url().endsWith('/profile/verification/phone'));
    await dialog.getByRole('button', { name: 'Confirm', exact: true }).click();
    expect((await answer).status()).toBe(attempt < 5 ? 400 : 429);
  }
  await expect(dialog.getByRole('alert')).toHaveText('Too many wrong codes. Please contact support.');
  await expect(dialog.getByLabel('Code', { exact: true })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Verify phone', exact: true })).toBeVisible();
});
