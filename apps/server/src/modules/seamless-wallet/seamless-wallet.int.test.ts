import { BetActivityPage, ErrorCode, endpoints, SeamlessAnswer } from '@croupier/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, failure } from '../../../test/api.ts';
import { buildTestApp, type TestContext } from '../../../test/helper.ts';
import {
  fundedPlayer,
  txId as id,
  seamlessOk as ok,
  slotGame,
  startReal as startRealOn,
  studioCall,
} from '../../../test/studio.ts';
import { reconcileLedger } from '../wallet/index.ts';
import { GAME_SESSION_IDLE_MS } from './index.ts';

let t: TestContext;

beforeAll(async () => {
  t = await buildTestApp({ env: { SANDBOX_URL: 'http://studio.test:3100' } });
});
afterAll(() => t?.close());

const player = (cents?: bigint) => fundedPlayer(t, cents);
const startReal = (p: { token: string }, slug?: string) => startRealOn(t, p, slug);
const call = (operation: string, body: unknown, opts?: Parameters<typeof studioCall>[3]) =>
  studioCall(t, operation, body, opts);

describe('seamless wallet', () => {
  it('takes a bet and pays a win as ledger transfers the bet history shows', async () => {
    const p = await player();
    const { sid } = await startReal(p);
    const bet = id('bet');
    expect(
      ok(
        await call('bet', {
          sessionId: sid,
          transactionId: bet,
          roundId: 'r1',
          amount: 500,
          currency: 'USD',
        }),
      ),
    ).toEqual({ transactionId: bet, balance: 9_500, currency: 'USD' });
    const win = id('win');
    expect(
      ok(
        await call('win', {
          sessionId: sid,
          transactionId: win,
          betTransactionId: bet,
          roundId: 'r1',
          amount: 1_200,
          currency: 'USD',
        }),
      ),
    ).toMatchObject({ balance: 10_700 });
    const lost = id('bet');
    ok(
      await call('bet', { sessionId: sid, transactionId: lost, roundId: 'r2', amount: 300, currency: 'USD' }),
    );
    ok(
      await call('win', {
        sessionId: sid,
        transactionId: id('win'),
        betTransactionId: lost,
        roundId: 'r2',
        amount: 0,
        currency: 'USD',
      }),
    );
    const page = BetActivityPage.parse(
      (
        await api(t)
          .as(p)
          .call(endpoints.gameInfoActivity, { params: { uuid: p.uuid } })
      ).json(),
    );
    expect(page.content.map((b) => [b.id, b.amount, b.winAmount, b.status, b.gameSlug, b.roundId])).toEqual([
      [lost, 3, 0, 'LOST', slotGame.slug, 'r2'],
      [bet, 5, 12, 'WON', slotGame.slug, 'r1'],
    ]);
    const one = await api(t)
      .as(p)
      .call(endpoints.betActivity, { params: { kind: 'games', id: bet } });
    expect(one.json()).toMatchObject({ id: bet, winAmount: 12, status: 'WON' });
  });

  it('answers a repeated transaction with the first answer, and a changed one as a duplicate', async () => {
    const p = await player();
    const { sid } = await startReal(p);
    const bet = { sessionId: sid, transactionId: id('bet'), roundId: 'r1', amount: 400, currency: 'USD' };
    const first = ok(await call('bet', bet));
    ok(await call('bet', { ...bet, transactionId: id('bet'), roundId: 'r2' }));
    // The same bet again: the first answer (its balance then), and the money moved once.
    expect(ok(await call('bet', bet))).toEqual(first);
    expect(failure(await call('bet', { ...bet, amount: 401 }))).toMatchObject({
      status: 409,
      error: ErrorCode.duplicateTransaction,
    });
    // A win under the bet's id is another payload too.
    expect(
      failure(
        await call('win', {
          sessionId: sid,
          transactionId: bet.transactionId,
          betTransactionId: bet.transactionId,
          roundId: 'r1',
          amount: 10,
          currency: 'USD',
        }),
      ),
    ).toMatchObject({ status: 409, error: ErrorCode.duplicateTransaction });
    const win = {
      sessionId: sid,
      transactionId: id('win'),
      betTransactionId: bet.transactionId,
      roundId: 'r1',
      amount: 1000,
      currency: 'USD',
    };
    const paid = ok(await call('win', win));
    expect(ok(await call('win', win))).toEqual(paid);
    expect(failure(await call('win', { ...win, amount: 999 }))).toMatchObject({
      status: 409,
      error: ErrorCode.duplicateTransaction,
    });
    expect(ok(await call('balance', { sessionId: sid })).balance).toBe(10_000 - 800 + 1000);
  });

  it('rolls a bet back once, and refuses a rollback of a paid bet and a win of a rolled-back one', async () => {
    const p = await player();
    const { sid } = await startReal(p);
    const bet = id('bet');
    ok(
      await call('bet', { sessionId: sid, transactionId: bet, roundId: 'r1', amount: 700, currency: 'USD' }),
    );
    const rollback = { sessionId: sid, transactionId: id('rb'), betTransactionId: bet, roundId: 'r1' };
    expect(ok(await call('rollback', rollback)).balance).toBe(10_000);
    expect(ok(await call('rollback', rollback)).balance).toBe(10_000);
    // A second rollback under another id changes nothing either.
    expect(ok(await call('rollback', { ...rollback, transactionId: id('rb') })).balance).toBe(10_000);
    const win = {
      sessionId: sid,
      transactionId: id('win'),
      betTransactionId: bet,
      roundId: 'r1',
      amount: 50,
      currency: 'USD',
    };
    expect(failure(await call('win', win))).toMatchObject({ status: 409, error: ErrorCode.betRolledBack });
    const page = BetActivityPage.parse(
      (
        await api(t)
          .as(p)
          .call(endpoints.gameInfoActivity, { params: { uuid: p.uuid } })
      ).json(),
    );
    expect(page.content.map((b) => [b.id, b.status])).toEqual([[bet, 'ROLLED_BACK']]);

    const paidBet = id('bet');
    ok(
      await call('bet', {
        sessionId: sid,
        transactionId: paidBet,
        roundId: 'r2',
        amount: 100,
        currency: 'USD',
      }),
    );
    ok(await call('win', { ...win, transactionId: id('win'), betTransactionId: paidBet, roundId: 'r2' }));
    expect(
      failure(
        await call('rollback', {
          ...rollback,
          transactionId: id('rb'),
          betTransactionId: paidBet,
          roundId: 'r2',
        }),
      ),
    ).toMatchObject({ status: 409, error: ErrorCode.betSettled });
  });

  it('records a rollback of a bet it never saw, and refuses that bet when it comes late', async () => {
    const p = await player();
    const { sid } = await startReal(p);
    const bet = id('bet');
    const answer = ok(
      await call('rollback', {
        sessionId: sid,
        transactionId: id('rb'),
        betTransactionId: bet,
        roundId: 'r1',
      }),
    );
    expect(answer.balance).toBe(10_000);
    expect(
      failure(
        await call('bet', {
          sessionId: sid,
          transactionId: bet,
          roundId: 'r1',
          amount: 100,
          currency: 'USD',
        }),
      ),
    ).toMatchObject({ status: 409, error: ErrorCode.betRolledBack });
    expect(ok(await call('balance', { sessionId: sid })).balance).toBe(10_000);
  });

  it('refuses a win of an unknown bet, or of another session’s bet', async () => {
    const p = await player();
    const a = await startReal(p);
    const b = await startReal(p);
    const bet = id('bet');
    ok(
      await call('bet', {
        sessionId: a.sid,
        transactionId: bet,
        roundId: 'r1',
        amount: 100,
        currency: 'USD',
      }),
    );
    for (const [sessionId, betTransactionId] of [
      [a.sid, id('nobet')],
      [b.sid, bet],
    ])
      expect(
        failure(
          await call('win', {
            sessionId,
            transactionId: id('win'),
            betTransactionId,
            roundId: 'r1',
            amount: 100,
            currency: 'USD',
          }),
        ),
      ).toMatchObject({ status: 404, error: ErrorCode.betNotFound });
  });

  it('answers insufficient funds with the current balance, and moves nothing', async () => {
    const p = await player(250n);
    const { sid } = await startReal(p);
    const bet = { sessionId: sid, transactionId: id('bet'), roundId: 'r1', amount: 300, currency: 'USD' };
    expect(failure(await call('bet', bet))).toEqual({
      status: 402,
      error: ErrorCode.insufficientFunds,
      message: expect.any(String),
      details: { balance: 250, currency: 'USD' },
    });
    // Not recorded: the same id may be tried again once there is money.
    expect(ok(await call('bet', { ...bet, amount: 250 })).balance).toBe(0);
  });

  it('takes wins and rollbacks after the session expired, but no bets', async () => {
    const p = await player();
    const { sid } = await startReal(p);
    const [paid, open] = [id('bet'), id('bet')];
    ok(
      await call('bet', { sessionId: sid, transactionId: paid, roundId: 'r1', amount: 100, currency: 'USD' }),
    );
    ok(
      await call('bet', { sessionId: sid, transactionId: open, roundId: 'r2', amount: 200, currency: 'USD' }),
    );
    t.advance(GAME_SESSION_IDLE_MS + 1000);
    expect(
      failure(
        await call('bet', {
          sessionId: sid,
          transactionId: id('bet'),
          roundId: 'r3',
          amount: 100,
          currency: 'USD',
        }),
      ),
    ).toMatchObject({ status: 403, error: ErrorCode.gameSessionExpired });
    const win = {
      sessionId: sid,
      transactionId: id('win'),
      betTransactionId: paid,
      roundId: 'r1',
      amount: 500,
      currency: 'USD',
    };
    expect(ok(await call('win', win)).balance).toBe(10_000 - 300 + 500);
    expect(
      ok(
        await call('rollback', {
          sessionId: sid,
          transactionId: id('rb'),
          betTransactionId: open,
          roundId: 'r2',
        }),
      ).balance,
    ).toBe(10_000 - 100 + 500);
  });

  it('refuses unsigned, forged, altered and stale requests, and bad bodies', async () => {
    const p = await player();
    const { sid } = await startReal(p);
    const bet = { sessionId: sid, transactionId: id('bet'), roundId: 'r1', amount: 100, currency: 'USD' };
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/seamless-wallet/bet',
      payload: JSON.stringify(bet),
      headers: { 'content-type': 'application/json' },
    });
    expect(failure(unsigned)).toMatchObject({ status: 401, error: ErrorCode.seamlessSignature });
    for (const res of [
      await call('bet', bet, { secret: 'another-secret-of-at-least-thirty-two-chars' }),
      await call('bet', bet, { tamper: (b) => b.replace('"amount":100', '"amount":1') }),
      await call('bet', bet, { at: t.now() - 10 * 60 * 1000 }),
    ])
      expect(failure(res)).toMatchObject({ status: 401, error: ErrorCode.seamlessSignature });
    expect(ok(await call('balance', { sessionId: sid })).balance).toBe(10_000);

    expect(failure(await call('bet', { ...bet, amount: -5 }))).toMatchObject({
      status: 400,
      error: ErrorCode.validation,
    });
    expect(failure(await call('bet', { ...bet, currency: 'EUR' }))).toMatchObject({
      status: 400,
      error: ErrorCode.seamlessCurrencyMismatch,
    });
    expect(failure(await call('balance', { sessionId: 'x'.repeat(24) }))).toMatchObject({
      status: 404,
      error: ErrorCode.gameSessionNotFound,
    });
    expect((await call('transfer', { sessionId: sid })).statusCode).toBe(404);
  });

  it('never overdraws one balance under concurrent bets, and the ledger reconciles', async () => {
    const p = await player(5_000n);
    const { sid } = await startReal(p);
    const bets = Array.from({ length: 40 }, (_, i) => ({
      sessionId: sid,
      transactionId: id(`c${i}`),
      roundId: `r${i}`,
      amount: 300,
      currency: 'USD',
    }));
    // Every bet twice at once: a repeat must replay, never move money again.
    const results = await Promise.all([...bets, ...bets].map((b) => call('bet', b)));
    const accepted = new Set(
      results.filter((r) => r.statusCode === 200).map((r) => SeamlessAnswer.parse(r.json()).transactionId),
    );
    for (const r of results) expect([200, 402], r.body).toContain(r.statusCode);
    expect(accepted.size).toBe(Math.floor(5_000 / 300));
    const balance = ok(await call('balance', { sessionId: sid })).balance;
    expect(balance).toBe(5_000 - accepted.size * 300);
    const report = await reconcileLedger(t.database.db);
    expect(report.ok, JSON.stringify(report)).toBe(true);
  });

  it('ends with the stake returned whichever of a bet and its rollback comes first', async () => {
    const p = await player(1_000n);
    const { sid } = await startReal(p);
    const pairs = Array.from({ length: 10 }, (_, i) => {
      const bet = {
        sessionId: sid,
        transactionId: id(`b${i}`),
        roundId: `r${i}`,
        amount: 100,
        currency: 'USD',
      };
      const rollback = {
        sessionId: sid,
        transactionId: id(`rb${i}`),
        betTransactionId: bet.transactionId,
        roundId: `r${i}`,
      };
      return i % 2
        ? [call('rollback', rollback), call('bet', bet)]
        : [call('bet', bet), call('rollback', rollback)];
    });
    for (const res of await Promise.all(pairs.flat())) expect([200, 409], res.body).toContain(res.statusCode);
    expect(ok(await call('balance', { sessionId: sid })).balance).toBe(1_000);
    expect((await reconcileLedger(t.database.db)).ok).toBe(true);
  });
});
