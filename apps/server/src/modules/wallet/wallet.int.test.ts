import { BalanceResponse, ErrorCode, ErrorEnvelope } from '@croupier/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/helper.ts';
import { get, PASSWORD, post } from '../../../test/players.ts';
import { buildWalletTestApp, depositBody, put, walletPlayer, withdrawalBody } from '../../../test/wallet.ts';

let t: TestContext;
beforeAll(async () => {
  ({ t } = await buildWalletTestApp());
});
afterAll(() => t?.close());

const envelope = (res: { json(): unknown }) => ErrorEnvelope.parse(res.json());
const player = () => walletPlayer(t);
type Player = Awaited<ReturnType<typeof player>>;
const withdrawBody = (p: Player, over: Record<string, unknown> = {}) => withdrawalBody(p, over);

describe('balance (GET /balance/v2/{uuid})', () => {
  it('answers zero wallets for a new player with the 001 §3 derivation', async () => {
    const p = await player();
    const res = await get(t, `/balance/v2/${p.uuid}`, { token: p.token });
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
    expect(envelope(await get(t, `/balance/v2/${a.uuid}?currency=XYZ`, { token: a.token })).error).toBe(
      ErrorCode.unsupportedCurrency,
    );
    expect((await get(t, `/balance/v2/${a.uuid}`)).statusCode).toBe(401);
    const other = await get(t, `/balance/v2/${b.uuid}`, { token: a.token });
    expect(other.statusCode).toBe(403);
    expect(envelope(other).error).toBe(ErrorCode.forbidden);
  });
});

describe('access: every call with a player id refuses another player', () => {
  it('answers 403 for another player’s uuid on every such call', async () => {
    const [me, other] = [await player(), await player()];
    const id = '00000000-0000-4000-8000-000000000000';
    const calls = [
      () => get(t, `/balance/v2/${other.uuid}`, { token: me.token }),
      () => put(t, `/payment-engine/payments/${other.uuid}/deposit`, depositBody(other), { token: me.token }),
      () =>
        put(t, `/payment-engine/payments/${other.uuid}/withdraw`, withdrawBody(other), { token: me.token }),
      () => get(t, `/awd-withdrawal-limit/progress/lifetime-limits/${other.uuid}`, { token: me.token }),
      () => post(t, `/payment-engine/payments/${other.uuid}/${id}/cancel`, {}, { token: me.token }),
      () => get(t, `/payment-view-ng/payments/${other.uuid}`, { token: me.token }),
      () => get(t, `/player/${other.uuid}/game-info-activity`, { token: me.token }),
      () =>
        put(t, `/profile/profiles/${other.uuid}/suspend`, { durationUnit: 'Forever' }, { token: me.token }),
    ];
    for (const call of calls) {
      const res = await call();
      expect(res.statusCode, res.body).toBe(403);
      expect(envelope(res).error).toBe(ErrorCode.forbidden);
    }
    // The other player's account is untouched.
    expect(
      (await post(t, '/signin', { type: 'email', login: other.email, password: PASSWORD })).statusCode,
    ).toBe(200);
  });
});
