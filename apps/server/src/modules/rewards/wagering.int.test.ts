import { BalanceResponse, ErrorCode, type Reward } from '@croupier/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/helper.ts';
import { get } from '../../../test/players.ts';
import {
  activeReward,
  bonusTemplate,
  buildRewardsTestApp,
  createTemplate,
  expectRewardsReconciled,
  ledgerBalances,
  operator,
  rewardNow,
  rewardTransfers,
} from '../../../test/rewards.ts';
import {
  failure,
  fundedPlayer,
  seamlessOk,
  startReal,
  studioCall,
  tableGame,
  txId,
} from '../../../test/studio.ts';
import { put, withdrawalBody } from '../../../test/wallet.ts';

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
    expect(await current(p, reward)).toMatchObject({ status: 'ACTIVE', wagered: 8, balance: { amount: 7 } });
  });

  it("counts only real money in the player's real wager (the deposits' wagering check)", async () => {
    const p = await fundedPlayer(t, 500n);
    await activeReward(t, p, wager5);
    const game = await table(p);
    await game.bet(800);
    const res = await get(t, '/player/real-wager-amount?currency=USD', { token: p.token });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ wagered: 5 });
  });

  it('counts a slot stake in full and a table-game stake at the template percent', async () => {
    const p = await fundedPlayer(t, 10_000n);
    const reward = await activeReward(t, p, wager5);
    await (await table(p)).bet(1_000);
    expect((await current(p, reward)).wagered).toBe(10);
    await (await table(p, tableGame.slug)).bet(1_000);
    expect((await current(p, reward)).wagered).toBe(11);
  });

  it('pays a win by the stake share, and a rollback returns the bonus part and its wagering', async () => {
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
    expect((await current(p, reward)).wagered).toBe(14);
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
    expect((await current(p, done)).status).toBe('COMPLETED');
    expect((await game.win(converted.transactionId, 400)).balance).toBe(400);
    expect(await money.real()).toBe(400n);

    const cancelled = await activeReward(t, p, wager5);
    const lost = await game.bet(900);
    expect(await money.bonus(cancelled.rewardUUID)).toBe(500n);
    await operator(t, 'POST', `/operator/players/${p.uuid}/rewards/${cancelled.rewardUUID}/cancel`, {});
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
    await game.bet(600);
    expect((await current(p, reward)).status).toBe('ACTIVE');
    await game.bet(400);
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
    await Promise.all([game.bet(600), game.bet(600)]);
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
    const res = await put(t, `/payment-engine/payments/${p.uuid}/withdraw`, withdrawalBody(p), {
      token: p.token,
    });
    expect(failure(res)).toMatchObject({ status: 400, error: ErrorCode.checkActiveBonus });
    const b = BalanceResponse.parse((await get(t, `/balance/v2/${p.uuid}`, { token: p.token })).json());
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
