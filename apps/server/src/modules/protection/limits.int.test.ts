import { randomBytes } from 'node:crypto';
import { BRAND_PROTECTION_DEFAULTS, ErrorCode, endpoints, type SetLimitBody } from '@croupier/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { api, envelope, OPERATOR_TOKEN, unchecked } from '../../../test/api.ts';
import type { TestContext } from '../../../test/helper.ts';
import { PASSWORD } from '../../../test/players.ts';
import {
  buildWalletTestApp,
  completeDeposit,
  depositBody,
  expectReconciled,
  walletPlayer,
} from '../../../test/wallet.ts';
import type { MemoryPaymentProvider } from '../../adapters/payments/index.ts';
import { vouchers } from '../payments/tables.ts';

// Deposit limits (docs/decisions/042-deposit-limits.md): rolling windows, the tightest wins, a
// decrease at once and an increase after the cooling-off and a confirmation, the operator's limit
// above the player's reach, and every path a deposit takes checked in its own transaction.
let t: TestContext;
let provider: MemoryPaymentProvider;
beforeAll(async () => {
  ({ t, provider } = await buildWalletTestApp({ env: { OPERATOR_TOKEN } }));
});
afterAll(() => t?.close());
afterEach(async () => {
  if (t) await expectReconciled(t);
});

type Player = Awaited<ReturnType<typeof walletPlayer>>;
const HOUR = 3_600_000;
const COOLING_OFF_MS = BRAND_PROTECTION_DEFAULTS.coolingOffHours * HOUR;

/** Moves the clock on and logs the player in again (their token does not last a day). */
async function later(p: Player, ms: number) {
  t.advance(ms);
  const res = await api(t).call(endpoints.signin, {
    body: { type: 'email', login: p.email, password: PASSWORD },
  });
  expect(res.statusCode, res.body).toBe(200);
  p.token = (res.json() as { token: string }).token;
}

const limits = (p: Player) => api(t).as(p).ok(endpoints.playerLimits);
const setLimit = (p: Player, body: SetLimitBody) => api(t).as(p).call(endpoints.setPlayerLimit, { body });
const confirm = (p: Player, period: 'DAY' | 'WEEK' | 'MONTH') =>
  api(t)
    .as(p)
    .call(endpoints.confirmPlayerLimit, { body: { kind: 'DEPOSIT', period } });
const startDeposit = (p: Player, amount: number) =>
  api(t)
    .as(p)
    .call(endpoints.deposit, { params: { uuid: p.uuid }, body: depositBody(p, { amount }) });

describe('deposit limits', () => {
  it('a deposit over what is left is refused before the cashier opens, with what is left and when it frees up', async () => {
    const p = await walletPlayer(t);
    expect((await setLimit(p, { kind: 'DEPOSIT', period: 'DAY', amount: '100' })).statusCode).toBe(200);
    await completeDeposit(t, provider, p, 60);
    const first = Date.now();
    const over = await startDeposit(p, 50);
    expect(over.statusCode, over.body).toBe(403);
    const refusal = envelope(over);
    expect(refusal.error).toBe(ErrorCode.depositLimit);
    expect(refusal.details).toMatchObject({ period: 'DAY', left: 40, currency: 'USD' });
    const freesAt = Date.parse(String(refusal.details?.freesAt));
    expect(freesAt).toBeGreaterThan(first + 23 * HOUR);
    // What is left still goes; then nothing is.
    expect((await startDeposit(p, 40)).statusCode).toBe(200);
    expect((await limits(p)).limits).toMatchObject([
      { kind: 'DEPOSIT', period: 'DAY', amount: 100, used: 100, left: 0, setBy: 'PLAYER', pending: null },
    ]);
    expect((await startDeposit(p, 10)).statusCode).toBe(403);
    // A day later the window has moved on.
    await later(p, 24 * HOUR + 1);
    expect((await startDeposit(p, 50)).statusCode).toBe(200);
  });

  it('of several limits the one with least left decides', async () => {
    const p = await walletPlayer(t);
    await setLimit(p, { kind: 'DEPOSIT', period: 'DAY', amount: 500 });
    await setLimit(p, { kind: 'DEPOSIT', period: 'WEEK', amount: 120 });
    await completeDeposit(t, provider, p, 100);
    await later(p, 25 * HOUR);
    const refusal = envelope(await startDeposit(p, 30));
    expect(refusal.details).toMatchObject({ period: 'WEEK', left: 20 });
    expect((await limits(p)).limits.map((l) => [l.period, l.left])).toEqual([
      ['DAY', 500],
      ['WEEK', 20],
    ]);
  });

  it('a decrease applies at once; an increase or a removal waits 24 hours, then the confirmation', async () => {
    const p = await walletPlayer(t);
    await setLimit(p, { kind: 'DEPOSIT', period: 'DAY', amount: 100 });
    await setLimit(p, { kind: 'DEPOSIT', period: 'DAY', amount: 30 });
    expect((await limits(p)).limits[0]).toMatchObject({ amount: 30, pending: null });
    expect((await startDeposit(p, 40)).statusCode).toBe(403);

    const raised = await setLimit(p, { kind: 'DEPOSIT', period: 'DAY', amount: 200 });
    expect(raised.statusCode).toBe(200);
    const pending = (await limits(p)).limits[0]!;
    expect(pending).toMatchObject({ amount: 30, pending: { amount: 200, confirmable: false } });
    expect(Date.parse(pending.pending!.effectiveAt) - t.now()).toBe(COOLING_OFF_MS);
    const early = await confirm(p, 'DAY');
    expect(early.statusCode).toBe(409);
    expect(envelope(early)).toMatchObject({
      error: ErrorCode.limitCoolingOff,
      details: { effectiveAt: pending.pending!.effectiveAt },
    });
    expect((await startDeposit(p, 40)).statusCode).toBe(403);
    // The cooling-off alone changes nothing: the player must confirm.
    await later(p, COOLING_OFF_MS);
    expect((await limits(p)).limits[0]).toMatchObject({ amount: 30, pending: { confirmable: true } });
    expect((await confirm(p, 'DAY')).statusCode).toBe(200);
    expect((await limits(p)).limits[0]).toMatchObject({ amount: 200, pending: null });
    expect((await startDeposit(p, 40)).statusCode).toBe(200);
    expect((await confirm(p, 'DAY')).statusCode).toBe(409);

    // A removal waits the same way; a decrease meanwhile drops it.
    await setLimit(p, { kind: 'DEPOSIT', period: 'DAY', amount: null });
    expect((await limits(p)).limits[0]).toMatchObject({ amount: 200, pending: { amount: null } });
    await setLimit(p, { kind: 'DEPOSIT', period: 'DAY', amount: 150 });
    expect((await limits(p)).limits[0]).toMatchObject({ amount: 150, pending: null });
    await setLimit(p, { kind: 'DEPOSIT', period: 'DAY', amount: null });
    await later(p, COOLING_OFF_MS);
    expect((await confirm(p, 'DAY')).statusCode).toBe(200);
    expect((await limits(p)).limits).toEqual([]);
  });

  it("the operator's limit applies at once, the player cannot go above it, and the history says who did what", async () => {
    const p = await walletPlayer(t);
    await setLimit(p, { kind: 'DEPOSIT', period: 'MONTH', amount: 1000 });
    const operator = api(t).operator();
    const set = await operator.call(endpoints.setOperatorLimit, {
      params: { playerUUID: p.uuid },
      body: { kind: 'DEPOSIT', period: 'MONTH', amount: 300 },
    });
    expect(set.statusCode, set.body).toBe(200);
    expect((await limits(p)).limits[0]).toMatchObject({ amount: 300, setBy: 'OPERATOR' });
    for (const amount of [400, null]) {
      const refused = await setLimit(p, { kind: 'DEPOSIT', period: 'MONTH', amount });
      expect(refused.statusCode).toBe(403);
      expect(envelope(refused)).toMatchObject({
        error: ErrorCode.limitOperatorSet,
        details: { amount: 300 },
      });
    }
    // Lower than the operator's: the player's own is in force.
    await setLimit(p, { kind: 'DEPOSIT', period: 'MONTH', amount: 200 });
    expect((await limits(p)).limits[0]).toMatchObject({ amount: 200, setBy: 'PLAYER' });
    const seen = await operator.ok(endpoints.operatorPlayerLimits, { params: { playerUUID: p.uuid } });
    expect(seen.history.map((h) => [h.by, h.step, h.from, h.to])).toEqual([
      ['PLAYER', 'applied', 1000, 200],
      ['OPERATOR', 'applied', null, 300],
      ['PLAYER', 'applied', null, 1000],
    ]);
    expect(
      await api(t)
        .as(p)
        .status(endpoints.operatorPlayerLimits, { params: { playerUUID: p.uuid } }),
    ).toBe(403);
  });

  it('bad input is 400 and changes nothing', async () => {
    const p = await walletPlayer(t);
    for (const body of [
      {},
      { kind: 'DEPOSIT', period: 'YEAR', amount: 10 },
      { kind: 'LOTTERY', period: 'DAY', amount: 10 },
      { kind: 'DEPOSIT', period: 'DAY', amount: -5 },
      { kind: 'DEPOSIT', period: 'DAY', amount: '1,5' },
      { kind: 'DEPOSIT', period: 'DAY', amount: '0.001' },
    ]) {
      const res = await api(t)
        .as(p)
        .call(endpoints.setPlayerLimit, { body: unchecked(body) });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await limits(p)).limits).toEqual([]);
    expect(await api(t).status(endpoints.playerLimits)).toBe(401);
  });

  it('a redeemed voucher is a deposit: it counts and is refused over the limit', async () => {
    const p = await walletPlayer(t);
    const codes = [0, 1].map(() => randomBytes(8).toString('hex').toUpperCase());
    await t.database.db
      .insert(vouchers)
      .values(codes.map((code) => ({ code, brandId: 'croupier', currency: 'USD', amount: 2_500n })));
    await setLimit(p, { kind: 'DEPOSIT', period: 'DAY', amount: 40 });
    const redeem = (code: string) =>
      api(t)
        .as(p)
        .call(endpoints.voucherActivate, { params: { voucherId: code }, body: {} });
    expect((await redeem(codes[0]!)).statusCode).toBe(200);
    const refused = await redeem(codes[1]!);
    expect(refused.statusCode).toBe(403);
    expect(envelope(refused).details).toMatchObject({ left: 15 });
    expect((await limits(p)).limits[0]).toMatchObject({ used: 25 });
    // Refused, the voucher is still unused.
    const other = await walletPlayer(t);
    expect(
      (
        await api(t)
          .as(other)
          .call(endpoints.voucherActivate, { params: { voucherId: codes[1]! }, body: {} })
      ).statusCode,
    ).toBe(200);
  });

  it('parallel deposits at a limit never pass it together', async () => {
    const p = await walletPlayer(t);
    await setLimit(p, { kind: 'DEPOSIT', period: 'DAY', amount: 100 });
    const answers = await Promise.all(Array.from({ length: 8 }, () => startDeposit(p, 30)));
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([200, 200, 200, 403, 403, 403, 403, 403]);
    expect((await limits(p)).limits[0]).toMatchObject({ used: 90, left: 10 });
  });
});
