import { ErrorCode, endpoints, type SetLimitBody } from '@croupier/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { api, OPERATOR_TOKEN } from '../../../test/api.ts';
import type { TestContext } from '../../../test/helper.ts';
import { PASSWORD } from '../../../test/players.ts';
import {
  activeReward,
  bonusTemplate,
  createTemplate,
  expectRewardsReconciled,
} from '../../../test/rewards.ts';
import {
  fundedPlayer,
  seamlessOk,
  sportsSingle,
  startReal,
  startSports,
  studioCall,
  txId,
} from '../../../test/studio.ts';
import { buildWalletTestApp, creditPlayer, walletPlayer } from '../../../test/wallet.ts';

// Loss and wager limits (docs/decisions/043-loss-and-wager-limits.md): the seamless wallet refuses a
// bet whose real money would cross one, in the bet's own statement; bonus money counts towards
// neither; a rollback gives its stake's count back; windows roll by the hour; parallel bets at a
// limit never pass it together; the sportsbook's bets alike.
let t: TestContext;
let bonus: string;
beforeAll(async () => {
  ({ t } = await buildWalletTestApp({ env: { OPERATOR_TOKEN } }));
  bonus = (await createTemplate(t, bonusTemplate())).templateUUID;
});
afterEach(() => expectRewardsReconciled(t));
afterAll(() => t?.close());

type Player = { uuid: string; token: string };
const HOUR = 3_600_000;

const setLimit = (p: Player, body: SetLimitBody) => api(t).as(p).call(endpoints.setPlayerLimit, { body });
const limitsOf = (p: Player) => api(t).as(p).ok(endpoints.playerLimits);

/** Moves the clock on and logs the player in again (their token does not last a day). */
async function later(p: Player & { email: string }, ms: number) {
  t.advance(ms);
  const res = await api(t).call(endpoints.signin, {
    body: { type: 'email', login: p.email, password: PASSWORD },
  });
  expect(res.statusCode, res.body).toBe(200);
  p.token = (res.json() as { token: string }).token;
}

/** A real game session of the player, its calls as the studio sends them (answers, not checked). */
async function game(p: Player) {
  const { sid } = await startReal(t, p);
  const call = (op: string, body: Record<string, unknown>) =>
    studioCall(t, op, { sessionId: sid, currency: 'USD', ...body });
  return {
    bet: (amount: number, transactionId = txId('bet')) =>
      call('bet', { transactionId, roundId: transactionId, amount }).then((res) => ({ res, transactionId })),
    win: (betTransactionId: string, amount: number) =>
      call('win', { transactionId: txId('win'), betTransactionId, roundId: betTransactionId, amount }),
    rollback: (betTransactionId: string) =>
      call('rollback', { transactionId: txId('rb'), betTransactionId, roundId: betTransactionId }),
  };
}

function expectRefused(res: { statusCode: number; body: string; json(): unknown }) {
  expect(res.statusCode, res.body).toBe(403);
  const body = res.json() as { error: string; details: Record<string, unknown> };
  expect(body.error).toBe(ErrorCode.playLimit);
  return body.details;
}

describe('wager limits', () => {
  it('refuses a bet over what is left, with the figures; a bet within it still plays', async () => {
    const p = await fundedPlayer(t, 10_000n);
    expect((await setLimit(p, { kind: 'WAGER', period: 'DAY', amount: '10' })).statusCode).toBe(200);
    const g = await game(p);
    seamlessOk((await g.bet(400)).res);
    seamlessOk((await g.bet(400)).res);
    const details = expectRefused((await g.bet(400)).res);
    expect(details).toMatchObject({ kind: 'WAGER', period: 'DAY', leftMinor: 200, currency: 'USD' });
    expect(Date.parse(String(details.freesAt))).toBeGreaterThan(t.now() + 23 * HOUR);
    seamlessOk((await g.bet(200)).res);
    const view = await limitsOf(p);
    expect(view.limits).toEqual([
      expect.objectContaining({ kind: 'WAGER', period: 'DAY', amount: 10, used: 10, left: 0 }),
    ]);
  });

  it('gives a rolled-back stake its count back', async () => {
    const p = await fundedPlayer(t, 10_000n);
    await setLimit(p, { kind: 'WAGER', period: 'WEEK', amount: '5' });
    const g = await game(p);
    const first = await g.bet(500);
    seamlessOk(first.res);
    expectRefused((await g.bet(100)).res);
    seamlessOk(await g.rollback(first.transactionId));
    seamlessOk((await g.bet(500)).res);
  });

  it('frees up as the hours leave the window (the clock injected)', async () => {
    const p = await walletPlayer(t);
    await creditPlayer(t, p.uuid, 'deposit', `fund:${p.uuid}`, 10_000n);
    await setLimit(p, { kind: 'WAGER', period: 'DAY', amount: '5' });
    seamlessOk((await (await game(p)).bet(500)).res);
    await later(p, 23 * HOUR);
    expectRefused((await (await game(p)).bet(100)).res);
    await later(p, 2 * HOUR + 1);
    seamlessOk((await (await game(p)).bet(500)).res);
  });

  it('lets N parallel bets at the limit pass only up to it', async () => {
    const p = await fundedPlayer(t, 10_000n);
    await setLimit(p, { kind: 'WAGER', period: 'DAY', amount: '5' });
    const g = await game(p);
    const results = await Promise.all(Array.from({ length: 12 }, () => g.bet(100)));
    const codes = results.map((r) => r.res.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(5);
    expect(codes.filter((c) => c === 403)).toHaveLength(7);
    expect((await limitsOf(p)).limits[0]).toMatchObject({ used: 5, left: 0 });
  });

  it("holds the operator's limit, which the player cannot raise", async () => {
    const p = await fundedPlayer(t, 10_000n);
    const set = await api(t)
      .operator()
      .call(endpoints.setOperatorLimit, {
        params: { playerUUID: p.uuid },
        body: { kind: 'WAGER', period: 'MONTH', amount: '3' },
      });
    expect(set.statusCode, set.body).toBe(200);
    expect((await setLimit(p, { kind: 'WAGER', period: 'MONTH', amount: '30' })).statusCode).toBe(403);
    const g = await game(p);
    seamlessOk((await g.bet(300)).res);
    expect(expectRefused((await g.bet(1)).res)).toMatchObject({
      kind: 'WAGER',
      period: 'MONTH',
      leftMinor: 0,
    });
  });
});

describe('loss limits', () => {
  it('counts stakes less wins: a win makes room again', async () => {
    const p = await fundedPlayer(t, 10_000n);
    await setLimit(p, { kind: 'LOSS', period: 'DAY', amount: '5' });
    const g = await game(p);
    const lost = await g.bet(400);
    seamlessOk(lost.res);
    seamlessOk(await g.win(lost.transactionId, 0));
    const details = expectRefused((await g.bet(200)).res);
    expect(details).toMatchObject({ kind: 'LOSS', leftMinor: 100 });
    const won = await g.bet(100);
    seamlessOk(won.res);
    seamlessOk(await g.win(won.transactionId, 300));
    // Lost 4.00 + 1.00 − 3.00 = 2.00 net: 3.00 left.
    seamlessOk((await g.bet(300)).res);
    expect((await limitsOf(p)).limits[0]).toMatchObject({ kind: 'LOSS', used: 5, left: 0 });
  });

  it('the lowest left of several limits decides', async () => {
    const p = await fundedPlayer(t, 10_000n);
    await setLimit(p, { kind: 'LOSS', period: 'MONTH', amount: '20' });
    await setLimit(p, { kind: 'WAGER', period: 'DAY', amount: '3' });
    const g = await game(p);
    seamlessOk((await g.bet(200)).res);
    expect(expectRefused((await g.bet(200)).res)).toMatchObject({ kind: 'WAGER', leftMinor: 100 });
  });

  it('does not count bonus money: a stake paid by a bonus plays past a spent loss limit', async () => {
    const p = await fundedPlayer(t, 300n);
    await setLimit(p, { kind: 'LOSS', period: 'DAY', amount: '3' });
    await activeReward(t, p, bonus);
    const g = await game(p);
    // 3.00 real money, then 2.00 of the bonus: only the real part counts.
    seamlessOk((await g.bet(500)).res);
    expect((await limitsOf(p)).limits[0]).toMatchObject({ used: 3, left: 0 });
    seamlessOk((await g.bet(200)).res);
    expect((await limitsOf(p)).limits[0]).toMatchObject({ used: 3, left: 0 });
  });

  it('a player without loss or wager limits plays as before, and an increase waits', async () => {
    const p = await fundedPlayer(t, 10_000n);
    const g = await game(p);
    seamlessOk((await g.bet(5_000)).res);
    await setLimit(p, { kind: 'LOSS', period: 'DAY', amount: '10' });
    const raised = await setLimit(p, { kind: 'LOSS', period: 'DAY', amount: '50' });
    expect(raised.statusCode).toBe(200);
    expect((await limitsOf(p)).limits[0]).toMatchObject({
      amount: 10,
      pending: expect.objectContaining({ amount: 50, confirmable: false }),
    });
  });
});

describe('the sportsbook', () => {
  it('refuses a sports bet over a wager limit with the same refusal', async () => {
    const p = await fundedPlayer(t, 10_000n);
    await setLimit(p, { kind: 'WAGER', period: 'DAY', amount: '2' });
    const sessionId = await startSports(t, p);
    const bet = (amount: number) =>
      studioCall(t, 'bet', {
        sessionId,
        currency: 'USD',
        transactionId: txId('sb'),
        roundId: txId('slip'),
        amount,
        sports: sportsSingle(200),
      });
    seamlessOk(await bet(150));
    expect(expectRefused(await bet(100))).toMatchObject({ kind: 'WAGER', leftMinor: 50 });
  });
});
