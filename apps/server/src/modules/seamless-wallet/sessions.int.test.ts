import { ErrorCode, endpoints } from '@croupier/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, failure } from '../../../test/api.ts';
import { buildTestApp, type TestContext } from '../../../test/helper.ts';
import { PASSWORD } from '../../../test/players.ts';
import {
  fundedPlayer,
  gameUuid,
  restrictedGame,
  seamlessOk,
  slotGame,
  startReal,
  studioCall,
  txId,
} from '../../../test/studio.ts';
import { reconcileLedger } from '../wallet/index.ts';

/** Real play's game sessions: starting one, and what ends it with the player. */

let t: TestContext;

beforeAll(async () => {
  t = await buildTestApp({ env: { SANDBOX_URL: 'http://studio.test:3100' } });
});
afterAll(() => t?.close());

describe('real-play start', () => {
  it('gives a logged-in player a signed real-mode launch in their currency', async () => {
    const p = await fundedPlayer(t, 0n);
    const claims = await startReal(t, p);
    expect(claims).toMatchObject({ mode: 'real', currency: 'USD', game: slotGame.slug, engine: 'slot' });
    expect(seamlessOk(await studioCall(t, 'balance', { sessionId: claims.sid }))).toEqual({
      balance: 0,
      currency: 'USD',
    });
  });

  it('refuses a guest, a restricted game and another currency', async () => {
    const p = await fundedPlayer(t, 0n);
    const uuid = await gameUuid(t, slotGame.slug);
    expect(
      await api(t).status(endpoints.startGame, { params: { uuid }, query: { type: 'DESKTOP', lang: 'en' } }),
    ).toBe(401);
    const r = await api(t)
      .as(p)
      .fails(endpoints.startGame, {
        params: { uuid: await gameUuid(t, restrictedGame.slug) },
        query: { type: 'DESKTOP', lang: 'en' },
      });
    expect(r).toMatchObject({ status: 403, error: ErrorCode.gameRestricted });
    const c = await api(t)
      .as(p)
      .fails(endpoints.startGame, {
        params: { uuid },
        query: { type: 'DESKTOP', lang: 'en', currency: 'EUR' },
      });
    expect(c).toMatchObject({ status: 400, error: ErrorCode.playCurrencyMismatch });
  });
});

describe('ending the game with the player', () => {
  const triggers: [string, (p: { uuid: string; token: string }) => Promise<{ statusCode: number }>][] = [
    [
      'a permanent self-restriction',
      (p) =>
        api(t)
          .as(p)
          .call(endpoints.suspendProfile, { params: { id: p.uuid }, body: { durationUnit: 'Forever' } }),
    ],
    ['a logout', (p) => api(t).as(p).call(endpoints.logout)],
    [
      'a password change',
      (p) =>
        api(t)
          .as(p)
          .call(endpoints.changePassword, {
            body: {
              oldPassword: PASSWORD,
              password: 'Brand-New-Secret-7',
              repeatPassword: 'Brand-New-Secret-7',
            },
          }),
    ],
  ];

  it.each(triggers)(
    'after %s: no new bet; the win and rollback of earlier bets apply; the ledger reconciles',
    async (_what, end) => {
      const p = await fundedPlayer(t);
      const { sid } = await startReal(t, p);
      const [paid, open] = [txId('bet'), txId('bet')];
      const bet = (transactionId: string, roundId: string, amount: number) =>
        studioCall(t, 'bet', { sessionId: sid, transactionId, roundId, amount, currency: 'USD' });
      seamlessOk(await bet(paid, 'r1', 100));
      seamlessOk(await bet(open, 'r2', 200));

      const ended = await end(p);
      expect(ended.statusCode).toBe(200);

      expect(failure(await bet(txId('bet'), 'r3', 100))).toMatchObject({
        status: 403,
        error: ErrorCode.gameSessionExpired,
      });
      // A repeat of a bet taken before still answers as it did.
      expect(seamlessOk(await bet(paid, 'r1', 100)).balance).toBe(10_000 - 100);
      const win = {
        sessionId: sid,
        transactionId: txId('win'),
        betTransactionId: paid,
        roundId: 'r1',
        amount: 500,
        currency: 'USD',
      };
      expect(seamlessOk(await studioCall(t, 'win', win)).balance).toBe(10_000 - 300 + 500);
      const rollback = { sessionId: sid, transactionId: txId('rb'), betTransactionId: open, roundId: 'r2' };
      expect(seamlessOk(await studioCall(t, 'rollback', rollback)).balance).toBe(10_000 - 100 + 500);
      expect(seamlessOk(await studioCall(t, 'balance', { sessionId: sid })).balance).toBe(10_400);
      const report = await reconcileLedger(t.database.db);
      expect(report.ok, JSON.stringify(report)).toBe(true);
    },
  );
});
