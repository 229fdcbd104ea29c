import { Bet, BetActivityPage, ErrorEnvelope, SportsSession, verifySportsLaunch } from '@croupier/contract';
import { SANDBOX_STUDIO_SECRET } from '@croupier/contract/sandbox-defaults';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/helper.ts';
import { get } from '../../../test/players.ts';
import { fundedPlayer, seamlessOk, studioCall, txId } from '../../../test/studio.ts';
import { expectReconciled } from '../../../test/wallet.ts';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp({
    env: { PUBLIC_URL: 'https://casino.example', SANDBOX_URL: 'http://book.test:3100' },
  });
});
afterAll(() => t?.close());

const QUERY = 'deviceType=DESKTOP&lang=en&brandId=croupier&currency=USD&country=US&cashierUrl=%2Fdeposit';

async function claimsOf(res: { statusCode: number; body: string; json(): unknown }) {
  expect(res.statusCode, res.body).toBe(200);
  const url = new URL(SportsSession.parse(res.json()).gameSessionURL);
  return { url, claims: await verifySportsLaunch(url.searchParams.get('token')!, SANDBOX_STUDIO_SECRET, 0) };
}

const slip = {
  type: 'accumulator' as const,
  selections: [
    {
      eventId: 'fb-1',
      event: 'Red Lions v Blue Owls',
      sport: 'football' as const,
      market: 'Match result',
      selection: 'Red Lions',
      odds: 185,
      live: false,
    },
    {
      eventId: 'tn-2',
      event: 'A. Ries v B. Kor',
      sport: 'tennis' as const,
      market: 'Total games',
      selection: 'Over 22.5',
      odds: 190,
      live: true,
    },
  ],
};

describe('sports start (000 §7)', () => {
  it('gives a guest a signed link to the sportsbook with no wallet session; saba gets skin type 7', async () => {
    const { url, claims } = await claimsOf(await get(t, `/sportsbook/public/start_game?${QUERY}`));
    expect(url.origin + url.pathname).toBe('http://book.test:3100/sportsbook/sportsbook/launch');
    expect(claims).toMatchObject({
      slug: 'sportsbook',
      currency: 'USD',
      lang: 'en',
      brandId: 'croupier',
      cashierUrl: 'https://casino.example/deposit',
      siteOrigin: 'https://casino.example',
    });
    expect(claims?.sid).toBeUndefined();
    const saba = await claimsOf(await get(t, `/saba/public/start_game?${QUERY}`));
    expect(saba.claims).toMatchObject({ slug: 'saba', skinType: 7 });
    const veli = await claimsOf(await get(t, `/velisports/public/start_game?${QUERY}&startPage=live`));
    expect(veli.claims).toMatchObject({ slug: 'velisports', startPage: 'live' });
  });

  it('answers error.game.not.found for an unknown slug, and 401 for a guest on the player call', async () => {
    const res = await get(t, `/nobook/public/start_game?${QUERY}`);
    expect(res.statusCode).toBe(404);
    expect(ErrorEnvelope.parse(res.json()).error).toBe('error.game.not.found');
    expect((await get(t, `/sportsbook/start_game?${QUERY}`)).statusCode).toBe(401);
    expect((await get(t, `/sportsbook/public/start_game?lang=english`)).statusCode).toBe(400);
  });

  it('opens a seamless session for a player; the bets history shows the sports bet with its slip and results', async () => {
    const p = await fundedPlayer(t, 10_000n);
    const { claims } = await claimsOf(await get(t, `/saba/start_game?${QUERY}`, { token: p.token }));
    const sessionId = claims!.sid!;
    expect(sessionId).toBeTruthy();
    const betId = txId('sb');
    const bet = seamlessOk(
      await studioCall(t, 'bet', {
        sessionId,
        transactionId: betId,
        roundId: betId,
        amount: 1_000,
        currency: 'USD',
        sports: slip,
      }),
    );
    expect(bet.balance).toBe(9_000);
    const open = Bet.parse((await get(t, `/bet-activity/sports/${betId}`, { token: p.token })).json());
    expect(open).toMatchObject({ kind: 'sports', status: 'OPEN', amount: 10, gameSlug: 'sports:saba' });
    expect(open.sports).toMatchObject({ type: 'accumulator', odds: 351 });
    expect(open.sports?.selections.map((s) => s.result)).toEqual([null, null]);

    // Payout 10.00 × 1.85 × 1.90 = 35.15, as the sportsbook computed it.
    const win = {
      sessionId,
      transactionId: `${betId}:win`,
      betTransactionId: betId,
      roundId: betId,
      amount: 3_515,
      currency: 'USD',
      sports: { results: ['won', 'won'] },
    };
    expect(seamlessOk(await studioCall(t, 'win', win)).balance).toBe(12_515);
    expect(seamlessOk(await studioCall(t, 'win', win)).balance).toBe(12_515); // a repeat is a replay
    const settled = Bet.parse((await get(t, `/bet-activity/sports/${betId}`, { token: p.token })).json());
    expect(settled).toMatchObject({ status: 'WON', winAmount: 35.15 });
    expect(settled.sports?.selections.map((s) => s.result)).toEqual(['won', 'won']);

    // A cancelled event's single is rolled back: the stake comes back and the history says why.
    const voided = txId('sb');
    const single = { type: 'single' as const, selections: [slip.selections[0]!] };
    seamlessOk(
      await studioCall(t, 'bet', {
        sessionId,
        transactionId: voided,
        roundId: voided,
        amount: 500,
        currency: 'USD',
        sports: single,
      }),
    );
    const back = seamlessOk(
      await studioCall(t, 'rollback', {
        sessionId,
        transactionId: `${voided}:void`,
        betTransactionId: voided,
        roundId: voided,
        sports: { results: ['void'], reason: 'cancelled' },
      }),
    );
    expect(back.balance).toBe(12_515);
    const list = BetActivityPage.parse(
      (await get(t, `/player/${p.uuid}/game-info-activity?kind=sports`, { token: p.token })).json(),
    );
    expect(list.content.map((b) => [b.id, b.status, b.sports?.selections[0]?.result])).toEqual([
      [voided, 'ROLLED_BACK', 'void'],
      [betId, 'WON', 'won'],
    ]);
    // Not in the games tab, and not shown as a games bet.
    const games = BetActivityPage.parse(
      (await get(t, `/player/${p.uuid}/game-info-activity?kind=games`, { token: p.token })).json(),
    );
    expect(games.totalElements).toBe(0);
    expect((await get(t, `/bet-activity/games/${betId}`, { token: p.token })).statusCode).toBe(404);
    await expectReconciled(t);
  });

  it('refuses another currency than the account’s for a player', async () => {
    const p = await fundedPlayer(t, 0n);
    const res = await get(t, `/sportsbook/start_game?${QUERY.replace('USD', 'EUR')}`, { token: p.token });
    expect(res.statusCode).toBe(400);
  });
});
