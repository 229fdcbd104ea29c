import { ErrorCode, endpoints, PromoCodesPage, SignupResponse } from '@croupier/contract';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../../test/api.ts';
import type { TestContext } from '../../../test/helper.ts';
import { signupBody } from '../../../test/players.ts';
import {
  bonusTemplate,
  buildRewardsTestApp,
  createPromo,
  createTemplate,
  expectRewardsReconciled,
  ledgerBalances,
  operatorRewards,
  rewardId,
} from '../../../test/rewards.ts';
import { completeDeposit, depositBody, walletPlayer } from '../../../test/wallet.ts';
import type { MemoryPaymentProvider } from '../../adapters/payments/index.ts';

let t: TestContext;
let provider: MemoryPaymentProvider;
/** A welcome100-like deposit bonus: 100 % of the deposit up to 50.00, from a deposit of 10.00. */
let depositBonus: string;
beforeAll(async () => {
  ({ t, provider } = await buildRewardsTestApp());
  depositBonus = (
    await createTemplate(
      t,
      bonusTemplate({
        amounts: { USD: '50.00' },
        depositPercent: 100,
        minDeposit: { USD: '10.00' },
        maxConversion: { USD: '500.00' },
      }),
    )
  ).templateUUID;
});
afterEach(() => expectRewardsReconciled(t));
afterAll(() => t?.close());

const signup = async (promoCode: string) => {
  const res = await api(t).call(endpoints.signup, { body: signupBody({ promoCode }) });
  expect(res.statusCode, res.body).toBe(200);
  return SignupResponse.parse(res.json());
};

describe('a promo code at registration', () => {
  it('grants a pending reward and answers the code ACCEPTED', async () => {
    const promo = await createPromo(t, depositBonus);
    const player = await signup(promo.code);
    expect(player.promo).toEqual({ code: promo.code, status: 'ACCEPTED' });
    expect(await operatorRewards(t, player.uuid)).toMatchObject([
      { status: 'PENDING', data: { templateUUID: depositBonus }, grantedAmount: { amount: 50 } },
    ]);
    expect((await signup('nosuchcode')).promo).toEqual({ code: 'nosuchcode', status: 'INVALID' });
  });

  it('gives a code with 3 uses to exactly 3 of 8 players registering at once', async () => {
    const promo = await createPromo(t, depositBonus, { maxUses: 3 });
    const players = await Promise.all(Array.from({ length: 8 }, () => signup(promo.code)));
    expect(players.filter((p) => p.promo?.status === 'ACCEPTED')).toHaveLength(3);
    const rewards = await Promise.all(players.map((p) => operatorRewards(t, p.uuid)));
    expect(rewards.flat()).toHaveLength(3);
    const codes = PromoCodesPage.parse(
      (
        await api(t)
          .operator()
          .call(endpoints.listPromoCodes, { query: { q: promo.code } })
      ).json(),
    ).content;
    expect(codes.find((c) => c.code === promo.code)?.uses).toBe(3);
  });
});

describe('a promo code with a deposit', () => {
  const refusal = async (p: { uuid: string; token: string }, amount: number, promoCode: string) => {
    const res = await api(t)
      .as(p)
      .call(endpoints.deposit, {
        params: { uuid: p.uuid },
        body: depositBody(p, { amount, additionalFields: { promoCode } }),
      });
    expect(res.statusCode, res.body).toBe(400);
    const body = res.json() as { error: string; info: { errors: { code: string[] } } };
    expect(body.error).toBe(ErrorCode.promoInvalid);
    return body.info.errors.code;
  };

  it('is refused when the deposit starts if it cannot be used', async () => {
    const p = await walletPlayer(t);
    expect(await refusal(p, 30, 'nosuchcode')).toEqual(['promo.errors.not-found']);
    const promo = await createPromo(t, depositBonus);
    expect(await refusal(p, 5, promo.code)).toEqual(['promo.errors.min-deposit']);
    expect(await operatorRewards(t, p.uuid)).toEqual([]);
  });

  it('grants and activates the bonus with the deposit: its percent, at most the template amount', async () => {
    const promo = await createPromo(t, depositBonus, { maxUsesPerPlayer: 2 });
    const p = await walletPlayer(t);
    const money = ledgerBalances(t, p.uuid);
    const { payment } = await completeDeposit(t, provider, p, 30, {
      additionalFields: { promoCode: promo.code.toUpperCase() },
    });
    const [first] = await operatorRewards(t, p.uuid);
    // The deposit and the bonus it earned were written by one database transaction.
    const writers = (await t.database.db.execute(
      sql`select xmin::text as tx from ledger_transfers
          where key in (${`deposit:${payment.paymentId}`}, ${`reward:${rewardId(first!.rewardUUID)}:grant`})`,
    )) as unknown as { rows: { tx: string }[] };
    expect(writers.rows).toHaveLength(2);
    expect(new Set(writers.rows.map((r) => r.tx)).size).toBe(1);
    expect(first).toMatchObject({
      status: 'ACTIVE',
      grantedAmount: { amount: 30 },
      balance: { amount: 30 },
      wageringRequirement: 150,
    });
    expect(await money.real()).toBe(3_000n);
    expect(await money.bonus(first!.rewardUUID)).toBe(3_000n);

    await completeDeposit(t, provider, p, 80, { additionalFields: { promoCode: promo.code } });
    const second = (await operatorRewards(t, p.uuid)).find((r) => r.rewardUUID !== first!.rewardUUID);
    expect(second).toMatchObject({
      status: 'ACTIVE',
      grantedAmount: { amount: 50 },
      balance: { amount: 50 },
    });
    expect(await money.real()).toBe(11_000n);
  });

  it('grants nothing for a deposit without a code', async () => {
    const p = await walletPlayer(t);
    await completeDeposit(t, provider, p, 30);
    expect(await operatorRewards(t, p.uuid)).toEqual([]);
  });
});
