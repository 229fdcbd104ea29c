import { Bet, BetActivityPage, endpoints, SportsSession, verifySportsLaunch } from '@croupier/contract';
import { SANDBOX_STUDIO_SECRET } from '@croupier/contract/sandbox-defaults';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, unchecked } from '../../../test/api.ts';
import { buildTestApp, type TestContext } from '../../../test/helper.ts';
import { fundedPlayer, SPORTS_START_QUERY, seamlessOk, studioCall, txId } from '../../../test/studio.ts';
import { expectReconciled } from '../../../test/wallet.ts';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp({
    env: { PUBLIC_URL: 'https://casino.example', SANDBOX_URL: 'http://book.test:3100' },
  });
});
afterAll(() => t?.close());

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
    const { url, claims } = await claimsOf(
      await api(t).call(endpoints.startSportsPublic, {
        params: { slug: 'sportsbook' },
        query: SPORTS_START_QUERY,
      }),
    );
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
    const saba = await claimsOf(
      await api(t).call(endpoints.startSportsPublic, { params: { slug: 'saba' }, query: SPORTS_START_QUERY }),
    );
    expect(saba.claims).toMatchObject({ slug: 'saba', skinType: 7 });
    const veli = await claimsOf(
      await api(t).call(endpoints.startSportsPublic, {
        params: { slug: 'velisports' },
        query: { ...SPORTS_START_QUERY, startPage: 'live' },
      }),
    );
    expect(veli.claims).toMatchObject({ slug: 'velisports', startPage: 'live' });
  });

  it('answers error.game.not.found for an unknown slug, and 401 for a guest on the player call', async () => {
    const res = await api(t).fails(endpoints.startSportsPublic, {
      params: { slug: 'nobook' },
      query: SPORTS_START_QUERY,
    });
    expect(res.status).toBe(404);
    expect(res.error).toBe('error.game.not.found');
    expect(
      await api(t).status(endpoints.startSports, {
        params: { slug: 'sportsbook' },
        query: SPORTS_START_QUERY,
      }),
    ).toBe(401);
    expect(
      await api(t).status(endpoints.startSportsPublic, {
        params: { slug: 'sportsbook' },
        query: unchecked({ lang: 'english' }),
      }),
    ).toBe(400);
  });

  it('opens a seamless session for a player; the bets history shows the sports bet with its slip and results', async () => {
    const p = await fundedPlayer(t, 10_000n);
    const { claims } = await claimsOf(
      await api(t)
        .as(p)
        .call(endpoints.startSports, { params: { slug: 'saba' }, query: SPORTS_START_QUERY }),
    );
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
    const open = Bet.parse(
      (
        await api(t)
          .as(p)
          .call(endpoints.betActivity, { params: { kind: 'sports', id: betId } })
      ).json(),
    );
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
    const settled = Bet.parse(
      (
        await api(t)
          .as(p)
          .call(endpoints.betActivity, { params: { kind: 'sports', id: betId } })
      ).json(),
    );
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
      (
        await api(t)
          .as(p)
          .call(endpoints.gameInfoActivity, { params: { uuid: p.uuid }, query: { kind: 'sports' } })
      ).json(),
    );
    expect(list.content.map((b) => [b.id, b.status, b.sports?.selections[0]?.result])).toEqual([
      [voided, 'ROLLED_BACK', 'void'],
      [betId, 'WON', 'won'],
    ]);
    // Not in the games tab, and not shown as a games bet.
    const games = BetActivityPage.parse(
      (
        await api(t)
          .as(p)
          .call(endpoints.gameInfoActivity, { params: { uuid: p.uuid }, query: { kind: 'games' } })
      ).json(),
    );
    expect(games.totalElements).toBe(0);
    expect(
      await api(t)
        .as(p)
        .status(endpoints.betActivity, { params: { kind: 'games', id: betId } }),
    ).toBe(404);
    await expectReconciled(t);
  });

  it('refuses another currency than the account’s for a player', async () => {
    const p = await fundedPlayer(t, 0n);
    const res = await api(t)
      .as(p)
      .call(endpoints.startSports, {
        params: { slug: 'sportsbook' },
        query: { ...SPORTS_START_QUERY, currency: 'EUR' },
      });
    expect(res.statusCode).toBe(400);
  });
});
