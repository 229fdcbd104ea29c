import { FIRST_SCREEN_ELEMENT_ID } from '@croupier/contract/rules/first-screen';
import {
  type APIRequestContext,
  type APIResponse,
  expect,
  type FrameLocator,
  type Page,
} from '@playwright/test';
import {
  type AddressedAnswer,
  cookiesOf,
  loopbackAddress,
  PLATFORM_PORT,
  postJsonFrom,
  routeFromOwnAddress,
} from './loopback.ts';

export { type AddressedAnswer, callFrom, loopbackAddress, routeFromOwnAddress } from './loopback.ts';

// Helpers the journeys share: players made through the API, and the sandbox's messaging inbox,
// read as a person would read their SMS and e-mail.

export const SANDBOX = `http://localhost:${process.env.E2E_SANDBOX_PORT ?? 3300}`;
export const PASSWORD = 'Correct-Horse-42';
export const BRAND_ID = 'croupier';
/** The header in which the journeys' server reads a visitor's country, as a CDN would set it. */
export const COUNTRY_HEADER = 'x-e2e-country';
/** The operator's token the journeys' server runs with (documents review, ADR 008). */

export const OPERATOR_TOKEN = 'e2e-operator-token-for-the-journeys';

/** The demo seed's CRM messages (apps/server/seed/crm.ts). */
export const DEMO_WELCOME_POPUP = '7a2e0c11-5d3b-4f6a-9c1e-2b3c4d5e6f01';
export const DEMO_DEPOSIT_CARD = '7a2e0c11-5d3b-4f6a-9c1e-2b3c4d5e6f02';
export const DEMO_INSTANT_MESSAGE = '7a2e0c11-5d3b-4f6a-9c1e-2b3c4d5e6f03';

/**
 * A browser state in which the visitor has accepted cookies and has the demo's welcome popup
 * dismissed and its instant message acknowledged locally (001 §4 local status), so journeys about
 * other things are not interrupted by them.
 */
export function settledVisitor(origin: string) {
  return {
    cookies: [
      {
        name: 'cookie_consent',
        value: encodeURIComponent(JSON.stringify({ v: 1, a: true, m: false })),
        domain: 'localhost',
        path: '/',
        expires: -1,
        httpOnly: false,
        secure: false,
        sameSite: 'Lax' as const,
      },
    ],
    origins: [
      {
        origin,
        localStorage: [
          { name: 'crm.popups', value: JSON.stringify({ [DEMO_WELCOME_POPUP]: 'dismiss' }) },
          { name: 'crm.acknowledged', value: JSON.stringify([DEMO_INSTANT_MESSAGE]) },
        ],
      },
    ],
  };
}

/** A fresh browser: no cookie choice, nothing dismissed. */
export const FRESH_VISITOR = { cookies: [], origins: [] };

/** An operator API call (the journeys' server has OPERATOR_TOKEN). */
export async function operatorGet<T>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(`/api${path}`, { headers: { 'x-operator-token': OPERATOR_TOKEN } });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as T;
}

export const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
const digits = (n: number) => String(Math.floor(Math.random() * 10 ** n)).padStart(n, '0');
/**
 * A valid Washington DC number, national digits (10 in all): about eight million of them, so the
 * journeys' players (one phone each, in parallel workers) do not draw the same one.
 */
export const usPhone = (): string => {
  const exchange = 200 + Math.floor(Math.random() * 800); // 200-999, as a US exchange must be
  return exchange % 100 === 11 ? usPhone() : `202${exchange}${digits(4)}`; // N11 codes are services
};

interface InboxMessage {
  kind: 'sms' | 'email';
  to: string;
  text: string;
  receivedAt: string;
}

/** Waits for the newest message to `to` that arrived after `since`, and returns its text. */
export async function readInbox(request: APIRequestContext, to: string, since: number): Promise<string> {
  let text = '';
  await expect
    .poll(
      async () => {
        const response = await request.get(`${SANDBOX}/messaging/inbox`, { params: { to } });
        const { messages } = (await response.json()) as { messages: InboxMessage[] };
        const fresh = messages.find((m) => Date.parse(m.receivedAt) >= since - 1000);
        text = fresh?.text ?? '';
        return text;
      },
      { message: `a message to ${to} in the sandbox inbox` },
    )
    .not.toBe('');
  return text;
}

export const codeIn = (text: string) => /\b(\d{4,8})\b/.exec(text)?.[1] ?? '';

/** A new player's details: USD in the US unless `currency` and `country` say otherwise (CAD in CA …). */
type NewPlayer = Partial<
  Record<'email' | 'username' | 'phone' | 'promoCode' | 'currency' | 'country', string>
>;

/**
 * Registers a player through the API, the phone confirmed with the code from the inbox. Each player
 * signs up from a loopback address of its own (`loopbackAddress`), as real players do from theirs,
 * so the whole suite stays under the per-address sign-up limits.
 */
export async function createPlayer(
  request: APIRequestContext,
  opts: NewPlayer,
): Promise<{ token: string; uuid: string }> {
  return JSON.parse((await signUp(request, opts)).text) as { token: string; uuid: string };
}

/** `createPlayer`'s sign-up: the answer as it came, with the cookies it sets. */
async function signUp(request: APIRequestContext, opts: NewPlayer): Promise<AddressedAnswer> {
  const type = opts.phone ? 'phone' : opts.email ? 'email' : 'username';
  const from = loopbackAddress();
  if (opts.phone) {
    const since = Date.now();
    const sent = await postJsonFrom(from, '/api/sms/send', {
      brandId: BRAND_ID,
      phone: opts.phone,
      phoneCode: '+1',
    });
    expect(sent.status, sent.text).toBe(200);
    const code = codeIn(await readInbox(request, `+1${opts.phone}`, since));
    const confirmed = await postJsonFrom(from, '/api/sms/confirm', {
      brandId: BRAND_ID,
      phone: opts.phone,
      phoneCode: '+1',
      code,
    });
    expect(confirmed.status, confirmed.text).toBe(200);
  }
  const response = await postJsonFrom(from, '/api/signup', {
    brandId: BRAND_ID,
    type,
    ...(opts.email && { email: opts.email }),
    ...(opts.username && { username: opts.username }),
    ...(opts.phone && { phone: opts.phone, phoneCode: '+1' }),
    password: PASSWORD,
    currency: opts.currency ?? 'USD',
    country: opts.country ?? 'US',
    additionalFields: { tcAgreement: true, userAge: true, userAgreement: true },
    ...(opts.promoCode && { promoCode: opts.promoCode }),
  });
  expect(response.status, response.text).toBe(200);
  return response;
}

/** Logged in: the header shows the balance (at every width) and no Log in. */
export async function expectLoggedIn(page: Page) {
  await expect(page.getByRole('banner').getByRole('region', { name: 'Balance' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Log in' })).toHaveCount(0);
}

/**
 * Opens the site's menu (ADR 030) and returns it: on a desktop the header's Menu (a group in the
 * banner), on a phone the bottom bar's Menu (a dialog). Withdraw, History, the account, the player's
 * game lists and Log out are there.
 */
export async function openMenu(page: Page) {
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' }).or(page.getByRole('group', { name: 'Menu' }));
  await expect(menu).toBeVisible();
  return menu;
}

/** Logs out from the menu. */
export async function logOut(page: Page) {
  await (await openMenu(page)).getByRole('button', { name: 'Log out' }).click();
}

/** Logs in by e-mail on the login page and expects the self-restriction refusal (423, 001 §4). */
export async function expectLoginRefusedAsSelfRestricted(page: Page, email: string) {
  await routeFromOwnAddress(page, '**/api/signin');
  await page.goto('/login');
  await page.getByRole('tab', { name: 'E-mail' }).click();
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  const answered = page.waitForResponse('**/api/signin');
  await page.getByRole('button', { name: 'Log in' }).click();
  expect((await answered).status()).toBe(423);
  await expect(page.getByRole('alert')).toHaveText(
    /^Your account is self-restricted until .+\. You cannot log in before then\.$/,
  );
}

/** A new player, logged in in this browser: the token in storage, as a login leaves it. */
export async function loggedInPlayer(
  page: Page,
  prefix = 'player',
  extra: { promoCode?: string; currency?: string; country?: string } = {},
): Promise<{ token: string; uuid: string; email: string }> {
  const email = `${prefix}-${unique()}@example.com`;
  const answer = await signUp(page.request, { email, ...extra });
  const auth = JSON.parse(answer.text) as { token: string; uuid: string };
  // As a sign-up in this browser leaves it: with the token-alive cookie, so the site keeps the token.
  await page.context().addCookies(cookiesOf(answer, `http://localhost:${PLATFORM_PORT}/`));
  await page.goto('/');
  await page.evaluate((a) => {
    localStorage.setItem('token', a.token);
    localStorage.setItem('hasAuth', 'true');
    localStorage.setItem('isLogged', 'true');
    localStorage.setItem('uuid', a.uuid);
  }, auth);
  await page.reload();
  return { ...auth, email };
}

/** Gives a player a new, unverified US phone through the API (the password confirms it); answers it. */
export async function addPhone(request: APIRequestContext, player: { token: string; uuid: string }) {
  const phone = usPhone();
  const added = await request.put(`/api/profile/profiles/${player.uuid}`, {
    headers: { Authorization: `Bearer ${player.token}` },
    data: { phone, phoneCode: '+1', password: PASSWORD },
  });
  expect(added.status(), await added.text()).toBe(200);
  return phone;
}

/**
 * This journey's brand is the demo brand changed by `change`. The page inlines the brand config
 * for first paint (ADR 034): the inlined answers are removed as the page is parsed, before the web
 * app reads them, so it reads the (changed) config from the network.
 */
export async function brandWith(
  page: Page,
  change: (brand: Record<string, unknown>) => Record<string, unknown>,
) {
  await page.addInitScript(
    `new MutationObserver(() => document.getElementById(${JSON.stringify(FIRST_SCREEN_ELEMENT_ID)})?.remove())` +
      '.observe(document, { childList: true, subtree: true });',
  );
  await page.route('**/api/brand/config', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: change((await response.json()) as Record<string, unknown>) });
  });
}

interface GameTile {
  slug: string;
  fullGameName: string;
  providerName: string;
  hasDemoMode: boolean;
  restricted: boolean;
}

/** The first game of a catalogue answer with demo mode that is not restricted (`what` names the search). */
async function firstDemoGame(res: APIResponse, what: string): Promise<GameTile> {
  expect(res.ok()).toBe(true);
  const { content } = (await res.json()) as { content: GameTile[] };
  const game = content.find((g) => g.hasDemoMode && !g.restricted);
  expect(game, `a ${what} game with demo mode`).toBeDefined();
  return game!;
}

/** A game of the demo catalogue that has demo mode and is not restricted, found as the web finds it. */
export async function demoGame(request: APIRequestContext, name: string) {
  return firstDemoGame(
    await request.get(`/api/games/search?name=${name}&size=30&countryCode=US&currencyCode=USD`),
    name,
  );
}

/** A playable game of one engine (its subtype tag), with demo mode so the page offers a choice. */
export async function gameTagged(request: APIRequestContext, tag: string) {
  return firstDemoGame(
    await request.get(`/api/games/public?page=0&size=49&countryCode=US&currencyCode=USD&tags=${tag}`),
    tag,
  );
}

/**
 * On a game page showing the slot `title`: chooses real play, sets the stake (minor units) and plays
 * `spins` rounds, each to its result.
 */
export async function playRealSlot(page: Page, title: string, stake: string, spins: number) {
  await page
    .getByRole('group', { name: 'How to play' })
    .getByRole('button', { name: 'Play', exact: true })
    .click();
  const slot = page.frameLocator(`iframe[title="${title}"]`);
  await slot.getByLabel('Stake').selectOption(stake);
  for (let i = 0; i < spins; i++) {
    await slot.getByRole('button', { name: 'Spin', exact: true }).click();
    await expect(slot.getByRole('status', { name: 'Round result' })).not.toHaveText('…');
  }
}

/**
 * Adds the first open selection of the `n`th not-yet-started event's result market to the slip.
 * A live event's market may close between the pick and the bet (a goal, the last minutes), so the
 * journeys bet before kick-off, where nothing suspends a market.
 */
export async function pick(frame: FrameLocator, n: number) {
  const market = frame
    .getByRole('listitem')
    .filter({ hasText: /· Starts / })
    .getByRole('group', { name: /^(Match result|Winner)$/ })
    .filter({ has: frame.getByRole('button', { disabled: false }) })
    .nth(n);
  await market.getByRole('button', { pressed: false, disabled: false }).first().click();
}
