import { endpoints } from '@croupier/contract';
import { sql } from 'drizzle-orm';
import { LEADERBOARD_CACHE_MS } from '../src/modules/tournaments/index.ts';
import { api, type BodyOf, type QueryOf } from './api.ts';
import type { TestContext } from './helper.ts';
import { seamlessOk, slotGame, startReal, studioCall, txId } from './studio.ts';

/** Tournaments in tests: an operator's tournament on the test slot, live from a second ago by default. */

export const HOUR = 3_600_000;

type TournamentBody = BodyOf<typeof endpoints.createTournament>;

export function tournamentBody(t: TestContext, over: Partial<TournamentBody> = {}): TournamentBody {
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

export async function createTournament(t: TestContext, over: Partial<TournamentBody> = {}) {
  return api(t)
    .operator()
    .ok(endpoints.createTournament, { body: tournamentBody(t, over) });
}

/** The seeded demo tournaments are already paid: payouts in tests pay only the tests' own. */
export async function settleDemoTournaments(t: TestContext) {
  await t.database.db.execute(sql`update tournaments set paid_at = now(), standings_fixed_at = now()`);
}

/** The player's opt-in call (its answer as it is, whatever its status). */
export const optInCall = (t: TestContext, p: { uuid: string; token?: string }, id: string) =>
  api(t)
    .as(p.token)
    .call(endpoints.tournamentOptIn, { params: { id }, body: { locale: 'en', playerId: p.uuid } });

export async function optIn(t: TestContext, p: { uuid: string; token: string }, id: string) {
  return api(t)
    .as(p)
    .ok(endpoints.tournamentOptIn, { params: { id }, body: { locale: 'en', playerId: p.uuid } });
}

export async function board(
  t: TestContext,
  id: string,
  token?: string,
  query: QueryOf<typeof endpoints.tournamentLeaderboard> = { page: 0, size: 10 },
) {
  // A page is served from memory for LEADERBOARD_CACHE_MS: read one past it.
  t.advance(LEADERBOARD_CACHE_MS);
  return api(t).as(token).ok(endpoints.tournamentLeaderboard, { params: { id }, query });
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
