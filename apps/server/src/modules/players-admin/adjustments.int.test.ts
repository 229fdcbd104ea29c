import { randomUUID } from 'node:crypto';
import { endpoints } from '@croupier/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, OPERATOR_TOKEN } from '../../../test/api.ts';
import { buildTestApp, type TestContext } from '../../../test/helper.ts';
import { newApiKey, newOperator } from '../../../test/operators.ts';
import { expectReconciled, realBalance, walletPlayer } from '../../../test/wallet.ts';

// Manual adjustments (docs/decisions/052-players-console.md): through the ledger, idempotent by key,
// never below zero, and above the currency's threshold (100.00 unless set) only with a second
// operator's approval, which moves the money once.

let t: TestContext;
let maker: string;
let checker: string;
let other: string;
beforeAll(async () => {
  t = await buildTestApp({ env: { OPERATOR_TOKEN } });
  maker = (await newApiKey(t, ['finance'], 'maker')).key;
  checker = (await newApiKey(t, ['finance'], 'checker')).key;
  other = (await newApiKey(t, ['finance'], 'other checker')).key;
});
afterAll(() => t?.close());

const adjust = (
  key: string,
  playerUUID: string,
  body: { amount: string; direction?: 'CREDIT' | 'DEBIT'; currency?: string; key?: string },
) =>
  api(t)
    .operatorKey(key)
    .call(endpoints.createAdjustment, {
      params: { playerUUID },
      body: { direction: 'CREDIT', reason: 'Goodwill', key: randomUUID(), ...body },
    });

describe('an adjustment within the threshold', () => {
  it('moves the money at once, once per key, and shows in the ledger', async () => {
    const p = await walletPlayer(t);
    const body = { amount: '10.00', key: randomUUID() };
    const first = await adjust(maker, p.uuid, body);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      status: 'APPLIED',
      amount: 10,
      currency: 'USD',
      requestedBy: 'maker',
    });
    const again = await adjust(maker, p.uuid, body);
    expect(again.json().id).toBe(first.json().id);
    expect(await realBalance(t, p.uuid, p.token)).toBe(10);
    const reused = await adjust(maker, p.uuid, { ...body, amount: '11.00' });
    expect(reused.statusCode).toBe(409);
    expect(reused.json()).toMatchObject({ error: 'error.transaction.duplicate' });

    const ledger = await api(t)
      .operatorKey(checker)
      .ok(endpoints.playerLedger, { params: { playerUUID: p.uuid } });
    expect(ledger.content).toEqual([
      expect.objectContaining({ kind: 'adjustment.credit', wallet: 'real', amount: 10, balanceAfter: 10 }),
    ]);
    await expectReconciled(t);
  });

  it('a debit never takes the balance below zero, and records nothing when refused', async () => {
    const p = await walletPlayer(t);
    await adjust(maker, p.uuid, { amount: '5.00' });
    t.advance(1000);
    const over = await adjust(maker, p.uuid, { direction: 'DEBIT', amount: '5.01' });
    expect(over.statusCode).toBe(402);
    expect(over.json()).toMatchObject({ error: 'error.insufficient.funds' });
    const debit = await adjust(maker, p.uuid, { direction: 'DEBIT', amount: '5.00' });
    expect(debit.json()).toMatchObject({ status: 'APPLIED', direction: 'DEBIT' });
    expect(await realBalance(t, p.uuid, p.token)).toBe(0);
    const list = await api(t)
      .operatorKey(checker)
      .ok(endpoints.playerAdjustments, { params: { playerUUID: p.uuid } });
    expect(list.content.map((a) => [a.direction, a.amount])).toEqual([
      ['DEBIT', 5],
      ['CREDIT', 5],
    ]);
    await expectReconciled(t);
  });

  it('is refused to other roles and for bad amounts, changing nothing', async () => {
    const p = await walletPlayer(t);
    const support = (await newApiKey(t, ['support'])).key;
    expect((await adjust(support, p.uuid, { amount: '1.00' })).statusCode).toBe(403);
    expect((await adjust(maker, p.uuid, { amount: '1.001' })).statusCode).toBe(400);
    expect((await adjust(maker, p.uuid, { amount: '-1' })).statusCode).toBe(400);
    expect((await adjust(maker, p.uuid, { amount: '1.00', currency: 'XYZ' })).statusCode).toBe(400);
    expect((await adjust(maker, randomUUID(), { amount: '1.00' })).statusCode).toBe(404);
    expect(await realBalance(t, p.uuid, p.token)).toBe(0);
  });
});

describe('an adjustment above the threshold', () => {
  it('waits for another operator; its maker cannot approve it', async () => {
    const p = await walletPlayer(t);
    const pending = await adjust(maker, p.uuid, { amount: '150.00' });
    expect(pending.json()).toMatchObject({ status: 'PENDING_APPROVAL', decidedBy: null });
    const id = pending.json().id as string;
    expect(await realBalance(t, p.uuid, p.token)).toBe(0);
    const queue = await api(t).operatorKey(checker).ok(endpoints.listAdjustments);
    expect(queue.content.map((a) => a.id)).toContain(id);

    const own = await api(t)
      .operatorKey(maker)
      .fails(endpoints.approveAdjustment, { params: { adjustmentId: id } });
    expect(own).toMatchObject({ status: 403, error: 'error.adjustment.self-approval' });
    const approved = await api(t)
      .operatorKey(checker)
      .ok(endpoints.approveAdjustment, { params: { adjustmentId: id } });
    expect(approved).toMatchObject({ status: 'APPLIED', requestedBy: 'maker', decidedBy: 'checker' });
    expect(await realBalance(t, p.uuid, p.token)).toBe(150);
    const twice = await api(t)
      .operatorKey(other)
      .fails(endpoints.approveAdjustment, { params: { adjustmentId: id } });
    expect(twice).toMatchObject({ status: 409, error: 'error.adjustment.decided' });
    await expectReconciled(t);
  });

  it('the same holds for signed-in operators', async () => {
    const p = await walletPlayer(t);
    const [alice, bob] = [await newOperator(t, ['finance']), await newOperator(t, ['finance'])];
    const pending = await api(t)
      .console(alice.session)
      .ok(endpoints.createAdjustment, {
        params: { playerUUID: p.uuid },
        body: { direction: 'CREDIT', amount: '100.01', reason: 'Compensation', key: randomUUID() },
      });
    expect(pending.status).toBe('PENDING_APPROVAL');
    const params = { adjustmentId: pending.id };
    expect(await api(t).console(alice.session).fails(endpoints.approveAdjustment, { params })).toMatchObject({
      status: 403,
      error: 'error.adjustment.self-approval',
    });
    expect(await api(t).console(bob.session).ok(endpoints.approveAdjustment, { params })).toMatchObject({
      status: 'APPLIED',
      decidedBy: bob.email,
    });
    expect(await realBalance(t, p.uuid, p.token)).toBe(100.01);
  });

  it('approved twice at once moves the money once', async () => {
    const p = await walletPlayer(t);
    const id = (await adjust(maker, p.uuid, { amount: '200.00' })).json().id as string;
    const answers = await Promise.all(
      [checker, other].map((key) =>
        api(t)
          .operatorKey(key)
          .call(endpoints.approveAdjustment, { params: { adjustmentId: id } }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await realBalance(t, p.uuid, p.token)).toBe(200);
    await expectReconciled(t);
  });

  it('declined with a reason moves nothing and cannot be approved after', async () => {
    const p = await walletPlayer(t);
    const id = (await adjust(maker, p.uuid, { amount: '500.00' })).json().id as string;
    const declined = await api(t)
      .operatorKey(checker)
      .ok(endpoints.declineAdjustment, {
        params: { adjustmentId: id },
        body: { reason: 'No ticket for it' },
      });
    expect(declined).toMatchObject({
      status: 'DECLINED',
      declineReason: 'No ticket for it',
      decidedBy: 'checker',
    });
    expect(
      await api(t)
        .operatorKey(other)
        .fails(endpoints.approveAdjustment, { params: { adjustmentId: id } }),
    ).toMatchObject({ status: 409 });
    expect(await realBalance(t, p.uuid, p.token)).toBe(0);
  });

  it('a debit approved when the money is gone is refused and stays waiting', async () => {
    const p = await walletPlayer(t);
    await adjust(maker, p.uuid, { amount: '100.00' });
    t.advance(1000);
    const id = (await adjust(maker, p.uuid, { direction: 'DEBIT', amount: '100.50' })).json().id as string;
    const refused = await api(t)
      .operatorKey(checker)
      .fails(endpoints.approveAdjustment, { params: { adjustmentId: id } });
    expect(refused).toMatchObject({ status: 402, error: 'error.insufficient.funds' });
    const list = await api(t)
      .operatorKey(checker)
      .ok(endpoints.playerAdjustments, { params: { playerUUID: p.uuid } });
    expect(list.content[0]).toMatchObject({ id, status: 'PENDING_APPROVAL' });
    expect(await realBalance(t, p.uuid, p.token)).toBe(100);
  });
});

describe('thresholds per currency', () => {
  it('are set by an admin and read by finance', async () => {
    expect(
      await api(t)
        .operatorKey(maker)
        .status(endpoints.setAdjustmentRules, { body: { thresholds: {} } }),
    ).toBe(403);
    await api(t)
      .operator()
      .ok(endpoints.setAdjustmentRules, { body: { thresholds: { USD: '5' } } });
    expect(await api(t).operatorKey(maker).ok(endpoints.getAdjustmentRules)).toEqual({
      thresholds: { USD: '5.00' },
    });
    const p = await walletPlayer(t);
    expect((await adjust(maker, p.uuid, { amount: '5.00' })).json().status).toBe('APPLIED');
    expect((await adjust(maker, p.uuid, { amount: '5.01' })).json().status).toBe('PENDING_APPROVAL');
    await api(t)
      .operator()
      .ok(endpoints.setAdjustmentRules, { body: { thresholds: {} } });
    await expectReconciled(t);
  });
});
