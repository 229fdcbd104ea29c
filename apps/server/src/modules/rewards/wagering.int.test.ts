import { BalanceResponse, ErrorCode, endpoints, type Reward } from '@croupier/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { api, failure } from '../../../test/api.ts';
import type { TestContext } from '../../../test/helper.ts';
import {
  activeReward,
  bonusTemplate,
  buildRewardsTestApp,
  createTemplate,
  expectRewardsReconciled,
  ledgerBalances,
  rewardNow,
  rewardTransfers,
} from '../../../test/rewards.ts';
import {
  fundedPlayer,
  seamlessOk,
  sportsSingle,
  startReal,
  startSports,
  studioCall,
  tableGame,
  txId,
} from '../../../test/studio.ts';
import { withdrawalBody } from '../../../test/wallet.ts';

let t: TestContext;
/** 10.00 bonus, wager x5 (50.00), table games 10 %, at most 20.00 becomes real money. */
let wager5: string;
/** 10.00 bonus, wager x1 (10.00), at most 5.00 becomes real money. */
let capped: string;
beforeAll(async () => {
  t = (await buildRewardsTestApp()).t;
  wager5 = (await createTemplate(t, bonusTemplate())).templateUUID;
  capped = (await createTemplate(t, bonusTemplate({ wageringMultiplier: 1, maxConversion: { USD: '5.00' } })))
    .templateUUID;
});
afterEach(() => expectRewardsReconciled(t));
afterAll(() => t?.close());

type Player = { uuid: string; token: string };

/** A real game session of the player and its bets, wins and rollbacks as the studio sends them. */
async function table(p: Player, slug?: string) {
  const { sid } = await startReal(t, p, slug);
  const send = async (op: string, body: Record<string, unknown>) =>
    seamlessOk(await studioCall(t, op, { sessionId: sid, currency: 'USD', ...body }));
  return {
    sid,
    bet: async (amount: number, transactionId = txId('bet')) => ({
      transactionId,
      answer: await send('bet', { transactionId, roundId: transactionId, amount }),
    }),
    win: (betTransactionId: string, amount: number) =>
      send('win', { transactionId: txId('win'), betTransactionId, roundId: betTransactionId, amount }),
    rollback: (betTransactionId: string) =>
      send('rollback', { transactionId: txId('rb'), betTransactionId, roundId: betTransactionId }),
    balance: async () => seamlessOk(await studioCall(t, 'balance', { sessionId: sid })).balance,
  };
}

const current = (p: Player, reward: Reward) => rewardNow(t, reward, p.uuid);

describe('bonus money at play', () => {
  it('takes real money first, then bonus; the studio sees both', async () => {
    const p = await fundedPlayer(t, 500n);
    const money = ledgerBalances(t, p.uuid);
    const reward = await activeReward(t, p, wager5);
    const game = await table(p);
    expect(await game.balance()).toBe(1_500);
    expect((await game.bet(800)).answer.balance).toBe(700);
    expect(await money.real()).toBe(0n);
    expect(await money.bonus(reward.rewardUUID)).toBe(700n);
    expect(await current(p, reward)).toMatchObject({ status: 'ACTIVE', wagered: 0, balance: { amount: 7 } });
  });

  it("counts only real money in the player's real wager (the deposits' wagering check)", async () => {
    const p = await fundedPlayer(t, 500n);
    await activeReward(t, p, wager5);
    const game = await table(p);
    await game.bet(800);
    const res = await api(t)
      .as(p)
      .call(endpoints.realWagerAmount, { query: { currency: 'USD' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ wagered: 5 });
  });

  it('counts a slot stake in full and a table-game stake at the template percent, once settled', async () => {
    const p = await fundedPlayer(t, 10_000n);
    const reward = await activeReward(t, p, wager5);
    const slot = await table(p);
    const spun = await slot.bet(1_000);
    expect((await current(p, reward)).wagered).toBe(0);
    await slot.win(spun.transactionId, 0);
    expect((await current(p, reward)).wagered).toBe(10);
    await slot.win(spun.transactionId, 0); // a round paid in several wins counts its stake once
    expect((await current(p, reward)).wagered).toBe(10);
    const roulette = await table(p, tableGame.slug);
    await roulette.win((await roulette.bet(1_000)).transactionId, 0);
    expect((await current(p, reward)).wagered).toBe(11);
  });

  it('pays a win by the stake share, and a rollback returns the bonus part; its stake never counted', async () => {
    const p = await fundedPlayer(t, 500n);
    const money = ledgerBalances(t, p.uuid);
    const reward = await activeReward(t, p, wager5);
    const game = await table(p);
    const won = await game.bet(1_000);
    expect(won.answer.balance).toBe(500);
    expect((await game.win(won.transactionId, 300)).balance).toBe(800);
    expect(await money.real()).toBe(150n);
    expect(await money.bonus(reward.rewardUUID)).toBe(650n);

    const undone = await game.bet(400);
    expect(await money.real()).toBe(0n);
    expect(await money.bonus(reward.rewardUUID)).toBe(400n);
    expect((await current(p, reward)).wagered).toBe(10);
    expect((await game.rollback(undone.transactionId)).balance).toBe(800);
    expect(await money.real()).toBe(150n);
    expect(await money.bonus(reward.rewardUUID)).toBe(650n);
    expect((await current(p, reward)).wagered).toBe(10);
  });

  it('completes a spent bonus once nothing is left and no stake is at play', async () => {
    const p = await fundedPlayer(t, 0n);
    const reward = await activeReward(t, p, wager5);
    const game = await table(p);
    const bet = await game.bet(1_000);
    expect(bet.answer.balance).toBe(0);
    expect((await current(p, reward)).status).toBe('ACTIVE');
    await game.win(bet.transactionId, 0);
    expect((await current(p, reward)).status).toBe('COMPLETED');
  });
  it('pays a win as real money once its reward completed, and keeps it when the reward was cancelled', async () => {
    const p = await fundedPlayer(t, 0n);
    const money = ledgerBalances(t, p.uuid);
    const done = await activeReward(t, p, capped);
    const game = await table(p);
    const converted = await game.bet(1_000);
    expect((await current(p, done)).status).toBe('ACTIVE');
    // The win's share reaches the reward's wallet, then the settled stake completes it: real money.
    expect((await game.win(converted.transactionId, 400)).balance).toBe(400);
    expect((await current(p, done)).status).toBe('COMPLETED');
    expect(await money.real()).toBe(400n);

    const cancelled = await activeReward(t, p, wager5);
    const lost = await game.bet(900);
    expect(await money.bonus(cancelled.rewardUUID)).toBe(500n);
    await api(t)
      .operator()
      .call(endpoints.cancelPlayerReward, {
        params: { playerUUID: p.uuid, id: cancelled.rewardUUID },
        body: {},
      });
    expect(await rewardTransfers(t, cancelled.rewardUUID, 'forfeit')).toEqual([500n]);
    // 400 of the 900 were real money: its share of the win (4/9) is the player's; the rest stays.
    expect((await game.win(lost.transactionId, 900)).balance).toBe(400);
    expect(await money.real()).toBe(400n);
  });
});

describe('conversion', () => {
  it('converts once wagered, at most the cap; the rest goes back to promotions', async () => {
    const p = await fundedPlayer(t, 10_000n);
    const money = ledgerBalances(t, p.uuid);
    const before = await money.promotions();
    const reward = await activeReward(t, p, capped);
    const game = await table(p);
    await game.win((await game.bet(600)).transactionId, 0);
    expect((await current(p, reward)).status).toBe('ACTIVE');
    const last = await game.bet(400);
    expect((await current(p, reward)).status).toBe('ACTIVE');
    await game.win(last.transactionId, 0);
    expect((await current(p, reward)).status).toBe('COMPLETED');
    expect(await money.bonus(reward.rewardUUID)).toBe(0n);
    expect(await money.real()).toBe(10_000n - 1_000n + 500n);
    expect(await money.promotions()).toBe(before - 500n);
  });

  it('converts exactly once when two rounds finish the requirement at the same moment', async () => {
    const p = await fundedPlayer(t, 10_000n);
    const money = ledgerBalances(t, p.uuid);
    const reward = await activeReward(t, p, capped);
    const game = await table(p);
    const bets = await Promise.all([game.bet(600), game.bet(600)]);
    await Promise.all(bets.map((b) => game.win(b.transactionId, 0)));
    expect((await current(p, reward)).status).toBe('COMPLETED');
    expect(await money.real()).toBe(10_000n - 1_200n + 500n);
    expect(await rewardTransfers(t, reward.rewardUUID, 'convert')).toEqual([500n]);
    expect(await rewardTransfers(t, reward.rewardUUID, 'forfeit')).toEqual([500n]);
  });
});

describe('withdrawals with a bonus', () => {
  it('refuses a withdrawal while a bonus is active; withdrawable is real money only', async () => {
    const p = await fundedPlayer(t, 5_000n);
    await activeReward(t, p, wager5);
    const res = await api(t)
      .as(p)
      .fails(endpoints.withdraw, { params: { uuid: p.uuid }, body: withdrawalBody(p) });
    expect(res).toMatchObject({ status: 400, error: ErrorCode.checkActiveBonus });
    const b = BalanceResponse.parse(
      (
        await api(t)
          .as(p)
          .call(endpoints.balance, { params: { uuid: p.uuid } })
      ).json(),
    );
    expect(b.balances[0]).toMatchObject({
      real: { amount: 50 },
      withdrawable: { amount: 50 },
      bonus: { amount: 10 },
    });
  });
});

describe('expiry', () => {
  it('forfeits exactly what is left of an active bonus when its days are over', async () => {
    const p = await fundedPlayer(t, 0n);
    const money = ledgerBalances(t, p.uuid);
    const reward = await activeReward(t, p, wager5);
    await (await table(p)).bet(250);
    t.advance(31 * 86_400_000);
    expect(await t.app.services.rewards.expireDue()).toBeGreaterThanOrEqual(1);
    expect(await current(p, reward)).toMatchObject({ status: 'EXPIRED', balance: { amount: 0 } });
    expect(await money.bonus(reward.rewardUUID)).toBe(0n);
    expect(await rewardTransfers(t, reward.rewardUUID, 'forfeit')).toEqual([750n]);
  });
});

describe('a void counts for nothing', () => {
  /** 20.00 bonus, wager x1 (20.00). */
  const once = () => createTemplate(t, bonusTemplate({ amounts: { USD: '20.00' }, wageringMultiplier: 1 }));

  it('a rolled-back casino bet of bonus money gives the bonus back as bonus, with nothing wagered', async () => {
    const p = await fundedPlayer(t, 0n);
    const money = ledgerBalances(t, p.uuid);
    const reward = await activeReward(t, p, (await once()).templateUUID);
    const game = await table(p);
    const voided = await game.bet(2_000);
    expect((await game.rollback(voided.transactionId)).balance).toBe(2_000);
    expect(await money.real()).toBe(0n);
    expect(await money.bonus(reward.rewardUUID)).toBe(2_000n);
    expect(await current(p, reward)).toMatchObject({ status: 'ACTIVE', wagered: 0 });
    expect(await rewardTransfers(t, reward.rewardUUID, 'convert')).toEqual([]);
    // The same stake settled does count: the requirement is met and the reward ends.
    await game.win((await game.bet(2_000)).transactionId, 0);
    expect(await current(p, reward)).toMatchObject({ status: 'COMPLETED', wagered: 20 });
  });

  it('a voided sports bet of bonus money gives the bonus back as bonus, with nothing wagered', async () => {
    const p = await fundedPlayer(t, 0n);
    const money = ledgerBalances(t, p.uuid);
    const reward = await activeReward(t, p, (await once()).templateUUID);
    const sessionId = await startSports(t, p);
    const betId = txId('sb');
    const slip = sportsSingle(200);
    seamlessOk(
      await studioCall(t, 'bet', {
        sessionId,
        transactionId: betId,
        roundId: betId,
        amount: 2_000,
        currency: 'USD',
        sports: slip,
      }),
    );
    const back = seamlessOk(
      await studioCall(t, 'rollback', {
        sessionId,
        transactionId: `${betId}:rollback`,
        betTransactionId: betId,
        roundId: betId,
        sports: { results: ['void'], reason: 'void' },
      }),
    );
    expect(back.balance).toBe(2_000);
    expect(await money.real()).toBe(0n);
    expect(await money.bonus(reward.rewardUUID)).toBe(2_000n);
    expect(await current(p, reward)).toMatchObject({ status: 'ACTIVE', wagered: 0 });
  });
});

describe('sports bets and bonus wagering', () => {
  /** 10.00 bonus, wager x5 (50.00); sports count 50 % at odds of 1.80 or more; at most 5.00 a bet. */
  const sportsTerms = () =>
    createTemplate(t, bonusTemplate({ maxBet: { USD: '5.00' }, sports: { contribution: 50, minOdds: 1.8 } }));

  async function sportsBet(sessionId: string, amount: number, odds: number) {
    const betId = txId('sb');
    const res = await studioCall(t, 'bet', {
      sessionId,
      transactionId: betId,
      roundId: betId,
      amount,
      currency: 'USD',
      sports: sportsSingle(odds),
    });
    return { betId, res };
  }
  const settle = (sessionId: string, betId: string, amount: number, suffix = 'win') =>
    studioCall(t, 'win', {
      sessionId,
      transactionId: `${betId}:${suffix}`,
      betTransactionId: betId,
      roundId: betId,
      amount,
      currency: 'USD',
      sports: { results: [amount > 0 ? 'won' : 'lost'] },
    });

  it('counts the sports contribution above the minimum odds only, and refuses a stake above the max bet', async () => {
    const p = await fundedPlayer(t, 10_000n);
    const money = ledgerBalances(t, p.uuid);
    const template = await sportsTerms();
    expect(template).toMatchObject({ maxBet: { USD: '5.00' }, sports: { contribution: 50, minOdds: 1.8 } });
    const reward = await activeReward(t, p, template.templateUUID);
    const sessionId = await startSports(t, p);

    const big = await sportsBet(sessionId, 501, 200);
    expect(failure(big.res)).toMatchObject({
      status: 403,
      error: ErrorCode.bonusMaxBet,
      details: { maxBet: 500, currency: 'USD' },
    });
    expect(await money.real()).toBe(10_000n);

    const short = await sportsBet(sessionId, 500, 150);
    seamlessOk(short.res);
    seamlessOk(await settle(sessionId, short.betId, 0));
    expect((await current(p, reward)).wagered).toBe(0);

    const counted = await sportsBet(sessionId, 500, 200);
    seamlessOk(counted.res);
    seamlessOk(await settle(sessionId, counted.betId, 1_000));
    expect((await current(p, reward)).wagered).toBe(2.5);

    // A casino stake counts by the game's category, as before.
    const game = await table(p);
    await game.win((await game.bet(500)).transactionId, 0);
    expect((await current(p, reward)).wagered).toBe(7.5);
  });

  it('takes one settlement of a sports bet: a second win under another id is refused and pays nothing', async () => {
    const p = await fundedPlayer(t, 10_000n);
    const sessionId = await startSports(t, p);
    const { betId, res } = await sportsBet(sessionId, 1_000, 200);
    expect(seamlessOk(res).balance).toBe(9_000);
    expect(seamlessOk(await settle(sessionId, betId, 2_000)).balance).toBe(11_000);
    expect(failure(await settle(sessionId, betId, 2_000, 'win-again'))).toMatchObject({
      status: 409,
      error: ErrorCode.betSettled,
    });
    expect(failure(await settle(sessionId, betId, 0, 'lost-after'))).toMatchObject({
      status: 409,
      error: ErrorCode.betSettled,
    });
    expect(await ledgerBalances(t, p.uuid).real()).toBe(11_000n);
    const bet = (
      await api(t)
        .as(p)
        .call(endpoints.betActivity, { params: { kind: 'sports', id: betId } })
    ).json() as {
      winAmount: number;
    };
    expect(bet.winAmount).toBe(20);
  });
});

describe('withdrawals and rewards at stake', () => {
  it('refuses a withdrawal while a reward is active even when all its money is at stake', async () => {
    const p = await fundedPlayer(t, 0n);
    const money = ledgerBalances(t, p.uuid);
    const reward = await activeReward(t, p, wager5);
    const sessionId = await startSports(t, p);
    const betId = txId('sb');
    seamlessOk(
      await studioCall(t, 'bet', {
        sessionId,
        transactionId: betId,
        roundId: betId,
        amount: 1_000,
        currency: 'USD',
        sports: sportsSingle(300),
      }),
    );
    expect(await money.bonus(reward.rewardUUID)).toBe(0n);
    await t.app.services.ledger.transfer({
      key: `test-credit:${p.uuid}`,
      from: { system: 'payments-clearing' },
      to: { player: p.uuid, wallet: 'real' },
      amount: 5_000n,
      currency: 'USD',
      kind: 'deposit',
    });
    const res = await api(t)
      .as(p)
      .fails(endpoints.withdraw, { params: { uuid: p.uuid }, body: withdrawalBody(p) });
    expect(res).toMatchObject({ status: 400, error: ErrorCode.checkActiveBonus });
    expect(await money.real()).toBe(5_000n);
  });
});
