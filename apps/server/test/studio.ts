import { randomBytes } from 'node:crypto';
import {
  endpoints,
  SeamlessAnswer,
  type SportsSlip,
  STUDIO_SIGNATURE_HEADER,
  STUDIO_TIMESTAMP_HEADER,
  verifyLaunch,
  verifySportsLaunch,
} from '@croupier/contract';
import { SANDBOX_STUDIO_SECRET } from '@croupier/contract/sandbox-defaults';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { makeCatalogue } from '../seed/catalogue.ts';
import { sign } from '../src/adapters/payments/signature.ts';
import { games } from '../src/modules/games/tables.ts';
import { api, type QueryOf } from './api.ts';
import { TEST_CATALOGUE, type TestContext } from './helper.ts';
import { registerByEmail } from './players.ts';

/** The game studio's side of real play in tests: real sessions, signed seamless-wallet calls, funded players. */

const seeded = makeCatalogue(TEST_CATALOGUE).games;
const playable = seeded.filter((g) => !g.restricted && g.devices.includes('DESKTOP'));
/** A slot of the test catalogue anyone may play on a desktop. */
export const slotGame = playable.find((g) => g.engine === 'slot')!;
/** Another such slot. */
export const anotherSlotGame = playable.filter((g) => g.engine === 'slot')[1]!;
/** A table game (roulette: category 'table-games') anyone may play on a desktop. */
export const tableGame = playable.find((g) => g.categories.includes('table-games'))!;
/** A game no one may play. */
export const restrictedGame = seeded.find((g) => g.restricted)!;

export async function gameUuid(t: TestContext, slug: string) {
  const [row] = await t.database.db.select({ uuid: games.uuid }).from(games).where(eq(games.slug, slug));
  return row!.uuid;
}

/** A player with `cents` in their real wallet (a deposit as the cashier books it). */
export async function fundedPlayer(t: TestContext, cents = 10_000n) {
  const { auth } = await registerByEmail(t);
  if (cents > 0n)
    await t.app.services.ledger.transfer({
      key: `test-deposit:${auth.uuid}`,
      from: { system: 'payments-clearing' },
      to: { player: auth.uuid, wallet: 'real' },
      amount: cents,
      currency: 'USD',
      kind: 'deposit',
    });
  return { uuid: auth.uuid, token: auth.token };
}

/** Starts real play and answers the launch link's claims (`sid` is the game session). */
export async function startReal(
  t: TestContext,
  p: { token: string },
  slug = slotGame.slug,
  query: QueryOf<typeof endpoints.startGame> = { type: 'DESKTOP', lang: 'en' },
) {
  const session = await api(t)
    .as(p)
    .ok(endpoints.startGame, { params: { uuid: await gameUuid(t, slug) }, query });
  const token = new URL(session.gameSessionURL).searchParams.get('token')!;
  const claims = await verifyLaunch(token, SANDBOX_STUDIO_SECRET, 0);
  return claims!;
}

/** A sportsbook start as the web asks for it: a desktop in English, for a US player in USD. */
export const SPORTS_START_QUERY = {
  deviceType: 'DESKTOP',
  lang: 'en',
  brandId: 'croupier',
  currency: 'USD',
  country: 'US',
  cashierUrl: '/deposit',
} satisfies QueryOf<typeof endpoints.startSports>;

/** Starts a player's sportsbook session (ADR 027) and answers its seamless session id. */
export async function startSports(t: TestContext, p: { token: string }, slug = 'sportsbook') {
  const session = await api(t)
    .as(p)
    .ok(endpoints.startSports, { params: { slug }, query: SPORTS_START_QUERY });
  const url = new URL(session.gameSessionURL);
  const claims = await verifySportsLaunch(url.searchParams.get('token')!, SANDBOX_STUDIO_SECRET, 0);
  return claims!.sid!;
}

/** A single on one selection at `odds` (hundredths), as the sportsbook sends it with a bet. */
export const sportsSingle = (odds: number, selection = 'Red Lions'): SportsSlip => ({
  type: 'single',
  selections: [
    {
      eventId: 'fb-1',
      event: 'Red Lions v Blue Owls',
      sport: 'football',
      market: 'Match result',
      selection,
      odds,
      live: false,
    },
  ],
});

/** A seamless-wallet call as the studio sends it: signed over the exact body, at the app's time. */
export async function studioCall(
  t: TestContext,
  operation: string,
  body: unknown,
  opts: { secret?: string; at?: number; tamper?: (body: string) => string; path?: string } = {},
) {
  const text = JSON.stringify(body);
  const ts = Math.floor((opts.at ?? t.now()) / 1000);
  return t.app.inject({
    method: 'POST',
    // `path`: another of the studio's calls to the platform (the free rounds' progress).
    url: opts.path ?? `/api/seamless-wallet/${operation}`,
    payload: opts.tamper ? opts.tamper(text) : text,
    headers: {
      'content-type': 'application/json',
      [STUDIO_TIMESTAMP_HEADER]: String(ts),
      [STUDIO_SIGNATURE_HEADER]: sign(opts.secret ?? SANDBOX_STUDIO_SECRET, ts, text),
    },
  });
}

/** A transaction id of its own. */
export const txId = (prefix = 'tx') => `${prefix}-${randomBytes(6).toString('hex')}`;

type Answer = { statusCode: number; body: string; json(): unknown };

/** The studio's answer to a call that must succeed. */
export const seamlessOk = (res: Answer) => {
  expect(res.statusCode, res.body).toBe(200);
  return SeamlessAnswer.parse(res.json());
};
