import type { Leaderboard, OperatorTournament } from '@croupier/contract';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { LEADERBOARD_CACHE_MS } from '../src/modules/tournaments/index.ts';
import type { TestContext } from './helper.ts';
import { operator } from './rewards.ts';
import { seamlessOk, slotGame, startReal, studioCall, txId } from './studio.ts';

/** Tournaments in tests: an operator's tournament on the test slot, live from a second ago by default. */

export const HOUR = 3_600_000;

export function tournamentBody(t: TestContext, over: Record<string, unknown> = {}) {
  return {
    name: 'Test race',
    games: [slotGame.slug],
    scoring: 'WAGERED',
    currency: 'USD',
    minStake: '1.00',
    startsAt: new Date(t.now() - 1000).toISOString(),
    endsAt: new Date(t.now() + HOUR).toISOString(),
    prizes: [
      { placeFrom: 1, placeTo: 1, amount: '50.00' },
      { placeFrom: 2, placeTo: 3, amount: '10.00' },
    ],
    content: { en: { title: 'Test race', description: 'Stake to climb' } },
    ...over,
  };
}

export async function createTournament(t: TestContext, over: Record<string, unknown> = {}) {
  const res = await operator(t, 'POST', '/operator/tournaments', tournamentBody(t, over));
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as OperatorTournament;
}

/** The seeded demo tournaments are already paid: payouts in tests pay only the tests' own. */
export async function settleDemoTournaments(t: TestContext) {
  await t.database.db.execute(sql`update tournaments set paid_at = now(), standings_fixed_at = now()`);
}

export async function optIn(t: TestContext, p: { uuid: string; token: string }, id: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/tournaments/${id}/opt-in`,
    payload: { locale: 'en', playerId: p.uuid },
    headers: { authorization: `Bearer ${p.token}` },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { optedIn: boolean };
}

export async function board(t: TestContext, id: string, token?: string, query = 'page=0&size=10') {
  // A page is served from memory for LEADERBOARD_CACHE_MS: read one past it.
  t.advance(LEADERBOARD_CACHE_MS);
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/tournaments/${id}/leaderboard?${query}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Leaderboard;
}

/** A real-money session of the player on `slug`, and its bets, wins and rollbacks. */
export async function table(t: TestContext, p: { token: string }, slug = slotGame.slug) {
  const { sid } = await startReal(t, p, slug);
  return {
    async bet(amount: number) {
      const bet = { sessionId: sid, transactionId: txId('bet'), roundId: txId('r'), amount, currency: 'USD' };
      seamlessOk(await studioCall(t, 'bet', bet));
      return bet;
    },
    async win(bet: { transactionId: string; roundId: string }, amount: number) {
      seamlessOk(
        await studioCall(t, 'win', {
          sessionId: sid,
          transactionId: txId('win'),
          betTransactionId: bet.transactionId,
          roundId: bet.roundId,
          amount,
          currency: 'USD',
        }),
      );
    },
    async rollback(bet: { transactionId: string; roundId: string }) {
      seamlessOk(
        await studioCall(t, 'rollback', {
          sessionId: sid,
          transactionId: txId('rb'),
          betTransactionId: bet.transactionId,
          roundId: bet.roundId,
        }),
      );
    },
  };
}
