import { expect, test } from '@playwright/test';
import { loggedInPlayer, OPERATOR_TOKEN, usPhone } from './support.ts';

const operator = { 'x-operator-token': OPERATOR_TOKEN };

/** The operator's open call-back requests for a phone (digits, code first). */
async function requestsFor(request: import('@playwright/test').APIRequestContext, phone: string) {
  const res = await request.get(`/api/operator/callback-requests?phone=${phone}`, { headers: operator });
  expect(res.status()).toBe(200);
  return (await res.json()).content as { name: string; phone: string; playerUUID: string | null }[];
}

test('a guest requests a call back: the phone is checked, the request reaches the operator', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Request a call back' }).click();
  await expect(page.getByRole('heading', { name: 'Request a call back' })).toBeVisible();
  // The first configured phone code is the default (001 §9).
  await expect(page.getByRole('combobox', { name: 'Phone code' })).toHaveValue('+1');
  await page.getByRole('textbox', { name: 'Your name' }).fill('Grace Guest');
  const phoneBox = page.getByRole('textbox', { name: 'Phone number', exact: true });
  await phoneBox.fill('202-555');
  await page.getByRole('button', { name: 'Call me back' }).click();
  await expect(phoneBox).toHaveAccessibleDescription('Please enter a valid phone number.');

  const phone = usPhone();
  await phoneBox.fill(phone);
  const sent = page.waitForRequest('**/api/callback');
  await page.getByRole('button', { name: 'Call me back' }).click();
  const request = await sent;
  expect(request.headers()['content-type']).toContain('application/x-www-form-urlencoded');
  const form = new URLSearchParams(request.postData() ?? '');
  expect(Object.fromEntries(form)).toEqual({
    phone: `1${phone}`,
    name: 'Grace Guest',
    brand: 'croupier',
    player_id: '',
  });
  await expect(page.getByRole('heading', { name: 'Request received' })).toBeVisible();
  await expect(page.getByText(`We will call you back on +1${phone} soon`)).toBeVisible();
  expect(await requestsFor(page.request, `1${phone}`)).toEqual([
    expect.objectContaining({ name: 'Grace Guest', playerUUID: null }),
  ]);
});

test('a player’s form is prefilled and sent with the token; a FAIL answer shows the error', async ({
  page,
}) => {
  const player = await loggedInPlayer(page, 'callback');
  const phone = usPhone();
  const named = await page.request.put(`/api/profile/profiles/${player.uuid}`, {
    headers: { Authorization: `Bearer ${player.token}` },
    data: { firstName: 'Ada', lastName: 'Lovelace' },
  });
  expect(named.status(), await named.text()).toBe(200);
  await page.goto('/callback');
  await expect(page.getByRole('textbox', { name: 'Your name' })).toHaveValue('Ada Lovelace');
  await page.getByRole('textbox', { name: 'Phone number', exact: true }).fill(phone);

  // The call-back API declines once: the form says so and stays.
  await page.route('**/api/callback', (route) => route.fulfill({ status: 200, body: 'FAIL' }), { times: 1 });
  await page.getByRole('button', { name: 'Call me back' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'We could not take your call-back request. Please try again later.',
  );

  const sent = page.waitForRequest('**/api/callback');
  await page.getByRole('button', { name: 'Call me back' }).click();
  const request = await sent;
  expect(request.headers().authorization).toBe(`Bearer ${player.token}`);
  expect(new URLSearchParams(request.postData() ?? '').get('player_id')).toBe(player.uuid);
  await expect(page.getByRole('heading', { name: 'Request received' })).toBeVisible();
  expect(await requestsFor(page.request, `1${phone}`)).toEqual([
    expect.objectContaining({ name: 'Ada Lovelace', playerUUID: player.uuid }),
  ]);
});
