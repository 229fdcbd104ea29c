import { endpoints } from '@croupier/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../../test/api.ts';
import { buildTestApp, type TestContext } from '../../../test/helper.ts';
import { fundedPlayer, txId as id, seamlessOk as ok, startReal, studioCall } from '../../../test/studio.ts';

// The round relay as a server runs it (ADR 041): on its own, soon after calls commit, not before
// each call answers. A read that shows what rounds move relays what waits first, so the player who
// just played sees it at once.
let t: TestContext;
beforeAll(async () => {
  // An hour between the relay's own turns: only the gathered drain after a call, or a read, relays.
  t = await buildTestApp({
    env: { SANDBOX_URL: 'http://studio.test:3100', ROUND_EVENTS_RELAY_MS: '3600000' },
  });
});
afterAll(() => t?.close());

describe('the round relay beside the calls', () => {
  it("a player's loyalty progress, read right after a bet, counts the bet", async () => {
    const p = await fundedPlayer(t);
    const { sid } = await startReal(t, p);
    const bet = { sessionId: sid, transactionId: id('bet'), roundId: 'r1', amount: 500, currency: 'USD' };
    expect(ok(await studioCall(t, 'bet', bet)).balance).toBe(9_500);
    const progress = await api(t)
      .as(p)
      .ok(endpoints.loyaltyProgress, { query: { brandId: 'croupier', playerId: p.uuid } });
    // The default rate: 10 points per 1.00 staked.
    expect(progress.points).toBe(50);
    expect(await t.app.services.roundRelay.pending()).toBe(0);
  });
});
