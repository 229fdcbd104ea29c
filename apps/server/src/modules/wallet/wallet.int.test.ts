import { BalanceResponse, ErrorCode, endpoints } from '@croupier/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, envelope } from '../../../test/api.ts';
import type { TestContext } from '../../../test/helper.ts';
import { PASSWORD } from '../../../test/players.ts';
import { buildWalletTestApp, depositBody, walletPlayer, withdrawalBody } from '../../../test/wallet.ts';

let t: TestContext;
beforeAll(async () => {
  ({ t } = await buildWalletTestApp());
});
afterAll(() => t?.close());

const player = () => walletPlayer(t);
type Player = Awaited<ReturnType<typeof player>>;
const withdrawBody = (p: Player, over: Record<string, unknown> = {}) => withdrawalBody(p, over);

describe('balance (GET /balance/v2/{uuid})', () => {
  it('answers zero wallets for a new player with the 001 §3 derivation', async () => {
    const p = await player();
    const res = await api(t)
      .as(p)
      .call(endpoints.balance, { params: { uuid: p.uuid } });
    expect(res.statusCode, res.body).toBe(200);
    const b = BalanceResponse.parse(res.json());
    expect(b.currency).toBe('USD');
    expect(b.wallets).toEqual([
      { walletId: 'USD', amount: 0, currency: 'USD' },
      { walletId: 'USD_bonus', amount: 0, currency: 'USD' },
    ]);
    expect(b.balances[0]?.total).toEqual({ amount: 0, currency: 'USD', displayAmount: '0.00' });
  });

  it('refuses an unsupported currency, no token, and another player', async () => {
    const [a, b] = [await player(), await player()];
    expect(
      (
        await api(t)
          .as(a)
          .fails(endpoints.balance, { params: { uuid: a.uuid }, query: { currency: 'XYZ' } })
      ).error,
    ).toBe(ErrorCode.unsupportedCurrency);
    expect(await api(t).status(endpoints.balance, { params: { uuid: a.uuid } })).toBe(401);
    const other = await api(t)
      .as(a)
      .fails(endpoints.balance, { params: { uuid: b.uuid } });
    expect(other.status).toBe(403);
    expect(other.error).toBe(ErrorCode.forbidden);
  });
});

describe('access: every call with a player id refuses another player', () => {
  it('answers 403 for another player’s uuid on every such call', async () => {
    const [me, other] = [await player(), await player()];
    const id = '00000000-0000-4000-8000-000000000000';
    const calls = [
      () =>
        api(t)
          .as(me)
          .call(endpoints.balance, { params: { uuid: other.uuid } }),
      () =>
        api(t)
          .as(me)
          .call(endpoints.deposit, { params: { uuid: other.uuid }, body: depositBody(other) }),
      () =>
        api(t)
          .as(me)
          .call(endpoints.withdraw, { params: { uuid: other.uuid }, body: withdrawBody(other) }),
      () =>
        api(t)
          .as(me)
          .call(endpoints.lifetimeLimits, { params: { playerUUID: other.uuid } }),
      () =>
        api(t)
          .as(me)
          .call(endpoints.cancelWithdrawal, { params: { uuid: other.uuid, id }, body: {} }),
      () =>
        api(t)
          .as(me)
          .call(endpoints.paymentHistory, { params: { playerUuid: other.uuid } }),
      () =>
        api(t)
          .as(me)
          .call(endpoints.gameInfoActivity, { params: { uuid: other.uuid } }),
      () =>
        api(t)
          .as(me)
          .call(endpoints.suspendProfile, { params: { id: other.uuid }, body: { durationUnit: 'Forever' } }),
    ];
    for (const call of calls) {
      const res = await call();
      expect(res.statusCode, res.body).toBe(403);
      expect(envelope(res).error).toBe(ErrorCode.forbidden);
    }
    // The other player's account is untouched.
    expect(
      await api(t).status(endpoints.signin, {
        body: { type: 'email', login: other.email, password: PASSWORD },
      }),
    ).toBe(200);
  });
});
