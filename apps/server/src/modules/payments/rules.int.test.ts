import { ErrorCode, endpoints, LifetimeLimits, RealWagerAmount } from '@croupier/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MemoryPaymentProvider } from '../../../src/adapters/payments/index.ts';
import { api, envelope } from '../../../test/api.ts';
import { buildTestApp, type TestContext } from '../../../test/helper.ts';
import { registerByEmail } from '../../../test/players.ts';
import { completeDeposit, memoryProvider, placeBet, withdrawalBody } from '../../../test/wallet.ts';

/** Withdrawal rules that need money moved first: wagering (factor 1 here), lifetime limit (bet activity: modules/bets). */
let t: TestContext;
let provider: MemoryPaymentProvider;
beforeAll(async () => {
  provider = memoryProvider({ now: Date.now });
  t = await buildTestApp({ adapters: { payments: provider }, env: { DEPOSIT_WAGER_FACTOR: '1' } });
});
afterAll(() => t?.close());

async function player() {
  const { auth } = await registerByEmail(t);
  return { uuid: auth.uuid, token: auth.token };
}

const depositCompleted = (uuid: string, token: string, amount: number) =>
  completeDeposit(t, provider, { uuid, token }, amount);

const bet = (uuid: string, betId: string, minor: bigint) => placeBet(t, uuid, betId, minor);

/** A withdrawal request by bank transfer, 20.00 USD unless told. */
const withdraw = (p: { uuid: string; token: string }, amount = 20) =>
  api(t)
    .as(p)
    .call(endpoints.withdraw, { params: { uuid: p.uuid }, body: withdrawalBody(p, { amount }) });

describe('deposit wagering before a withdrawal (DEPOSIT_WAGER_FACTOR=1)', () => {
  it('answers deposit_wager with the totals until the deposits are wagered', async () => {
    const p = await player();
    await depositCompleted(p.uuid, p.token, 100);
    const refused = await withdraw(p);
    expect(refused.statusCode).toBe(400);
    expect(envelope(refused)).toMatchObject({
      error: ErrorCode.depositWager,
      details: { check: 'deposit_wager', toWager: 100, wagered: 0, currency: 'USD' },
    });
    await bet(p.uuid, `${p.uuid}-1`, 6000n);
    const wager = RealWagerAmount.parse((await api(t).as(p).call(endpoints.realWagerAmount)).json());
    expect(wager).toEqual({ currency: 'USD', wagered: 60, toWager: 100, remaining: 40, fulfilled: false });
    await bet(p.uuid, `${p.uuid}-2`, 4000n);
    await t.app.services.ledger.transfer({
      key: `win:${p.uuid}-2`,
      from: { system: 'house' },
      to: { player: p.uuid, wallet: 'real' },
      amount: 5000n,
      currency: 'USD',
      kind: 'win',
      meta: { betId: `${p.uuid}-2` },
    });
    const ok = await withdraw(p);
    expect(ok.statusCode, ok.body).toBe(200);
  });
});

describe('lifetime withdrawal limit', () => {
  it('refuses the withdrawal that would go over it and reports the progress', async () => {
    const p = await player();
    // Money and wagering arranged directly through the ledger's service.
    await t.app.services.ledger.transfer({
      key: `fund:${p.uuid}`,
      from: { system: 'house' },
      to: { player: p.uuid, wallet: 'real' },
      amount: 6_000_000n,
      currency: 'USD',
      kind: 'adjustment',
    });
    for (let i = 0; i < 10; i += 1) expect((await withdraw(p, 5000)).statusCode).toBe(200);
    const over = await withdraw(p, 10);
    expect(over.statusCode).toBe(400);
    expect(envelope(over)).toMatchObject({
      error: ErrorCode.withdrawalLimitExceeded,
      details: { limitAmount: 50_000, totalWithdrawalAmount: 50_000 },
    });
    const limits = LifetimeLimits.parse(
      (
        await api(t)
          .as(p)
          .call(endpoints.lifetimeLimits, { params: { playerUUID: p.uuid } })
      ).json(),
    );
    expect(limits).toEqual({
      currency: 'USD',
      limitAmount: 50_000,
      totalWithdrawalAmount: 50_000,
      limitReached: true,
    });
  });
});
