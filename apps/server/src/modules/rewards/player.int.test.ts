import {
  ErrorCode,
  endpoints,
  PromoContent,
  PromoValidation,
  RewardContent,
  SignupResponse,
} from '@croupier/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { api, failure, type QueryOf } from '../../../test/api.ts';
import type { TestContext } from '../../../test/helper.ts';
import { registerByEmail, signupBody } from '../../../test/players.ts';
import {
  activeReward,
  bonusTemplate,
  buildRewardsTestApp,
  CLAIM,
  claim,
  createPromo,
  createTemplate,
  expectRewardsReconciled,
  grant,
  ledgerBalances,
  rewardCall,
  rewardsOf,
} from '../../../test/rewards.ts';
import { fundedPlayer, seamlessOk, startReal, studioCall, txId } from '../../../test/studio.ts';

let t: TestContext;
let template: string;
beforeAll(async () => {
  t = (await buildRewardsTestApp()).t;
  template = (await createTemplate(t, bonusTemplate())).templateUUID;
});
afterEach(() => expectRewardsReconciled(t));
afterAll(() => t?.close());

const DAY = 86_400_000;

describe("the player's rewards", () => {
  it('lists only ACTIVE and PENDING when asked, at most limit', async () => {
    const p = await fundedPlayer(t, 0n);
    const [a, b, c] = [
      await grant(t, p.uuid, template),
      await grant(t, p.uuid, template),
      await grant(t, p.uuid, template),
    ];
    await claim(t, p, b!);
    await api(t)
      .operator()
      .call(endpoints.cancelPlayerReward, { params: { playerUUID: p.uuid, id: c!.rewardUUID }, body: {} });
    expect((await rewardsOf(t, p)).map((r) => r.status).sort()).toEqual(['ACTIVE', 'CANCELLED', 'PENDING']);
    const shown = await rewardsOf(t, p, { status: 'ACTIVE,PENDING' });
    expect(new Map(shown.map((r) => [r.rewardUUID, r.status]))).toEqual(
      new Map([
        [a!.rewardUUID, 'PENDING'],
        [b!.rewardUUID, 'ACTIVE'],
      ]),
    );
    expect(await rewardsOf(t, p, { status: 'ACTIVE,PENDING', limit: 1 })).toHaveLength(1);
    expect(
      await api(t)
        .as(p)
        .status(endpoints.rewards, { params: { uuid: p.uuid }, query: { status: 'WON' } }),
    ).toBe(400);
  });

  it('claims by the call of its kind only, once', async () => {
    const p = await fundedPlayer(t, 0n);
    const money = ledgerBalances(t, p.uuid);
    const reward = await grant(t, p.uuid, template);
    for (const other of [CLAIM['FREE-SPIN'], CLAIM['MULTI-BONUS']]) {
      const res = await rewardCall(t, p, other, reward.rewardUUID);
      expect(failure(res)).toMatchObject({ status: 404, error: ErrorCode.rewardNotFound });
    }
    const before = await money.promotions();
    const active = await claim(t, p, reward);
    expect(active).toMatchObject({ status: 'ACTIVE', balance: { amount: 10 }, wageringRequirement: 50 });
    expect(await money.bonus(reward.rewardUUID)).toBe(1_000n);
    expect(await money.promotions()).toBe(before - 1_000n);
    const twice = await rewardCall(t, p, CLAIM.BONUS, reward.rewardUUID);
    expect(failure(twice)).toMatchObject({ status: 409, error: ErrorCode.rewardState });
  });

  it('cancels an active bonus forfeiting exactly what is left of it, and a pending one', async () => {
    const p = await fundedPlayer(t, 0n);
    const money = ledgerBalances(t, p.uuid);
    const before = await money.promotions();
    const active = await activeReward(t, p, template);
    const { sid } = await startReal(t, p);
    const bet = { sessionId: sid, transactionId: txId('bet'), roundId: 'r1', amount: 300, currency: 'USD' };
    expect(seamlessOk(await studioCall(t, 'bet', bet)).balance).toBe(700);
    expect(await money.bonus(active.rewardUUID)).toBe(700n);

    const cancelled = await rewardCall(t, p, endpoints.cancelBonus, active.rewardUUID);
    expect(cancelled.json()).toMatchObject({ status: 'CANCELLED', balance: { amount: 0 } });
    expect(await money.bonus(active.rewardUUID)).toBe(0n);
    expect(await money.promotions()).toBe(before - 300n);
    expect(await money.real()).toBe(0n);

    const pending = await grant(t, p.uuid, template);
    const gone = await rewardCall(t, p, endpoints.cancelBonus, pending.rewardUUID);
    expect(gone.json()).toMatchObject({ status: 'CANCELLED' });
    expect(await money.promotions()).toBe(before - 300n);
    const again = await rewardCall(t, p, endpoints.cancelBonus, pending.rewardUUID);
    expect(failure(again)).toMatchObject({ status: 409, error: ErrorCode.rewardState });
  });
});

describe('reward texts', () => {
  it('answers the texts in the locale, in English where it has none, and leaves unknown ids out', async () => {
    const res = await api(t).call(endpoints.rewardContent, {
      params: { locale: 'de' },
      body: {
        ids: [template, 'no-such-id', '0b6f6c1e-3f7a-4b7e-9a55-1f2e3d4c5b6a'],
      },
    });
    expect(RewardContent.array().parse(res.json())).toEqual([
      { id: template, title: 'Zehn gratis', description: '', image: null, terms: '' },
    ]);
    const fr = RewardContent.array().parse(
      (
        await api(t).call(endpoints.rewardContent, { params: { locale: 'fr' }, body: { ids: [template] } })
      ).json(),
    );
    expect(fr).toEqual([
      { id: template, title: 'Ten free', description: 'Wager it five times', image: null, terms: '' },
    ]);
  });
});

describe('promo codes', () => {
  const validate = (query: QueryOf<typeof endpoints.validatePromoCode>, token?: string) =>
    api(t).as(token).call(endpoints.validatePromoCode, { query });
  const reasons = (res: { statusCode: number; json(): unknown }) => {
    expect(res.statusCode).toBe(400);
    const body = res.json() as { error: string; info: { errors: { code: string[] } } };
    expect(body.error).toBe(ErrorCode.promoInvalid);
    return body.info.errors.code;
  };

  it('validates a usable code, and refuses one with the reasons why', async () => {
    const now = t.now();
    const good = await createPromo(t, template);
    expect(PromoValidation.parse((await validate({ promoCode: good.code })).json())).toEqual({
      promoCode: good.code,
      valid: true,
      kind: 'BONUS',
      templateUUID: template,
    });
    expect(reasons(await validate({ promoCode: 'nosuchcode' }))).toEqual(['promo.errors.not-found']);
    const cases: [Parameters<typeof createPromo>[2], { country?: string; currency?: string }, string][] = [
      [{ endsAt: new Date(now - DAY).toISOString() }, {}, 'promo.errors.expired'],
      [{ startsAt: new Date(now + DAY).toISOString() }, {}, 'promo.errors.not-started'],
      [{ countries: ['DE'] }, { country: 'US' }, 'promo.errors.country'],
      [{ currencies: ['EUR'] }, { currency: 'USD' }, 'promo.errors.currency'],
    ];
    for (const [over, query, reason] of cases) {
      const promo = await createPromo(t, template, over);
      expect(reasons(await validate({ promoCode: promo.code, ...query })), reason).toEqual([reason]);
    }
    // A template with no amount in the currency asked for.
    const eurOnly = (await createTemplate(t, bonusTemplate({ amounts: { EUR: '10.00' } }))).templateUUID;
    const noUsd = await createPromo(t, eurOnly);
    expect(reasons(await validate({ promoCode: noUsd.code, currency: 'USD' }))).toEqual([
      'promo.errors.currency',
    ]);
  });

  it('refuses a code the player used already, and one whose uses are all taken', async () => {
    const once = await createPromo(t, template, { maxUses: 1 });
    const signup = await api(t).call(endpoints.signup, { body: signupBody({ promoCode: once.code }) });
    const user = SignupResponse.parse(signup.json());
    expect(user.promo).toEqual({ code: once.code, status: 'ACCEPTED' });
    expect(reasons(await validate({ promoCode: once.code }, user.token))).toEqual([
      'promo.errors.exhausted',
      'promo.errors.used',
    ]);
    const { auth } = await registerByEmail(t);
    expect(reasons(await validate({ promoCode: once.code }, auth.token))).toEqual(['promo.errors.exhausted']);
  });

  it("answers a code's texts in the locale, 404 for an unknown code", async () => {
    const promo = await createPromo(t, template);
    const res = await api(t).call(endpoints.promoContent, {
      params: { locale: 'de' },
      body: { promoCode: promo.code.toUpperCase() },
    });
    expect(PromoContent.parse(res.json())).toMatchObject({
      id: template,
      title: 'Zehn gratis',
      promoCode: promo.code,
      kind: 'BONUS',
    });
    const unknown = await api(t).fails(endpoints.promoContent, {
      params: { locale: 'en' },
      body: { promoCode: 'nosuchcode' },
    });
    expect(unknown).toMatchObject({ status: 404, error: ErrorCode.notFound });
  });
});
