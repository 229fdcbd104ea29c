import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MemoryPaymentProvider } from '../../../src/adapters/payments/index.ts';
import { buildTestApp, type TestContext } from '../../../test/helper.ts';
import { registerByEmail } from '../../../test/players.ts';
import { memoryProvider, sendWebhook } from '../../../test/wallet.ts';
import { AppError } from '../../platform/errors.ts';
import { vouchers } from './tables.ts';

/**
 * Thousands of deposits, withdrawals, cancels, payout settlements and voucher redeems at once on a
 * few players (GUIDE §4). On PostgreSQL (TEST_DATABASE_URL) they really run in parallel on a pool;
 * PGlite has one connection, so it runs a smaller version. Afterwards the ledger reconciles, no
 * balance is negative, every key was applied once, and each player's balance is exactly what their
 * settled payments say.
 */
const ON_POSTGRES = Boolean(process.env.TEST_DATABASE_URL);
const TASKS = ON_POSTGRES ? 2400 : 240;
const PLAYERS = 4;

let t: TestContext;
let provider: MemoryPaymentProvider;
beforeAll(async () => {
  provider = memoryProvider({ now: Date.now });
  t = await buildTestApp({
    adapters: { payments: provider, depositAntiFraud: { check: async () => 'allow' } },
  });
});
afterAll(() => t?.close());

/** A small deterministic generator, so a failure can be re-run as it happened. */
function lcg(seed: number) {
  let s = seed >>> 0;
  return (n: number) => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return (s >>> 16) % n; // the high bits: an LCG's low bits repeat quickly
  };
}

describe('wallet under concurrency', () => {
  it(`keeps every invariant through ${TASKS} concurrent money movements`, async () => {
    const players = [];
    for (let i = 0; i < PLAYERS; i += 1) players.push((await registerByEmail(t)).auth.uuid);
    const { payments } = t.app.services;
    const body = (uuid: string, amount: string, method = 'card') => ({
      currency: 'USD',
      playerUUID: uuid,
      paymentMethod: method,
      aggregatorId: 'sandbox',
      amount,
    });
    const codes = Array.from({ length: Math.ceil(TASKS / 8) }, () =>
      randomBytes(8).toString('hex').toUpperCase(),
    );
    await t.database.db
      .insert(vouchers)
      .values(codes.map((code) => ({ code, brandId: 'croupier', currency: 'USD', amount: 1000n })));

    const outcomes = new Map<string, number>();
    const note = (what: string) => outcomes.set(what, (outcomes.get(what) ?? 0) + 1);
    const expectedFailure = (err: unknown, allowed: string[]) => {
      if (!(err instanceof AppError) || !allowed.includes(err.code)) throw err;
      note(`${err.statusCode} ${err.code}`);
    };
    const webhook = async (event: Parameters<MemoryPaymentProvider['webhook']>[0]) => {
      const res = await sendWebhook(t, provider.webhook(event));
      note(`webhook ${event.type} ${res.statusCode}`);
      expect([200, 409], res.body).toContain(res.statusCode);
      return res.statusCode;
    };

    const deposit = async (uuid: string, amount: string) => {
      const p = await payments.deposit(uuid, body(uuid, amount), '127.0.0.1');
      const event = {
        paymentId: p.paymentId,
        providerTransactionId: `tx_${p.paymentId}`,
        amount,
        currency: 'USD',
      };
      // The provider delivers twice at once, and a contradicting result races them: one outcome wins.
      await Promise.all([
        webhook({ ...event, type: 'deposit.completed' }),
        webhook({ ...event, type: 'deposit.completed' }),
        webhook({ ...event, type: 'deposit.declined' }),
      ]);
    };
    const withdraw = async (uuid: string, amount: string, race: number) => {
      let paymentId: string;
      try {
        paymentId = (await payments.withdraw(uuid, body(uuid, amount, 'bank-transfer'))).paymentId;
      } catch (err) {
        return expectedFailure(err, ['withdrawable.less.than.amount']);
      }
      const payout = provider.payouts.get(paymentId);
      const event = {
        paymentId,
        providerTransactionId: payout?.providerTransactionId ?? 'missing',
        amount,
        currency: 'USD',
      };
      const cancel = payments.cancelWithdrawal(uuid, paymentId).then(
        () => note('cancelled'),
        (err) => expectedFailure(err, ['payment.not.cancellable']),
      );
      if (race === 0) await cancel;
      else
        await Promise.all([
          cancel,
          webhook({ ...event, type: race === 1 ? 'payout.completed' : 'payout.declined' }),
        ]);
    };
    const redeem = (uuid: string, code: string) =>
      payments.redeemVoucher(uuid, code).then(
        () => note('redeemed'),
        (err) => expectedFailure(err, ['voucher.already.used']),
      );

    // Money to start with, then everything at once.
    await Promise.all(players.map((uuid) => deposit(uuid, '500')));
    const rand = lcg(42);
    const tasks: Promise<unknown>[] = [];
    let nextCode = 0;
    for (let i = 0; i < TASKS; i += 1) {
      const uuid = players[rand(PLAYERS)]!;
      const kind = rand(8);
      if (kind < 3) tasks.push(deposit(uuid, `${10 + rand(90)}.${rand(100)}`));
      else if (kind < 7) tasks.push(withdraw(uuid, `${10 + rand(150)}`, rand(3)));
      else if (nextCode < codes.length) {
        const code = codes[nextCode++]!;
        tasks.push(redeem(uuid, code), redeem(players[rand(PLAYERS)]!, code));
      }
    }
    const settled = await Promise.allSettled(tasks);
    const failures = settled.filter((s) => s.status === 'rejected');
    expect(failures.map((f) => String((f as PromiseRejectedResult).reason)).slice(0, 3)).toEqual([]);

    const report = await t.app.services.ledger.reconcile();
    expect(report, JSON.stringify(report)).toMatchObject({
      ok: true,
      negativePlayerAccounts: [],
      duplicateKeys: [],
    });
    // Volume check only: each payment's own transfers are checked by the reconciliation above.
    expect(report.transfers).toBeGreaterThan(TASKS / 4);

    // Each player's real balance is exactly what their settled payments say.
    for (const uuid of players) {
      const result = (await t.database.db.execute(sql`
        select coalesce(sum(case
          when type = 'DEPOSIT' and status = 'COMPLETED' then amount
          when type = 'WITHDRAW' and split_part(status, ',', 1) in ('PENDING', 'COMPLETED') then -amount
          else 0 end), 0)::text as expected
        from payments where player_uuid = ${uuid}`)) as unknown as { rows: { expected: string }[] };
      const balance = await t.app.services.ledger.balance({ player: uuid, wallet: 'real' }, 'USD');
      expect(balance).toBe(BigInt(result.rows[0]!.expected));
      expect(balance >= 0n).toBe(true);
    }
    // Every voucher credited exactly once.
    const redeemed = (await t.database.db.execute(sql`
      select count(*)::int as n, count(distinct meta->>'code')::int as codes
      from ledger_transfers where kind = 'voucher'`)) as unknown as { rows: { n: number; codes: number }[] };
    expect(redeemed.rows[0]).toEqual({ n: nextCode, codes: nextCode });
    expect(outcomes.get('redeemed')).toBe(nextCode);
    // Races really happened: both sides of each were seen.
    expect(outcomes.get('409 voucher.already.used')).toBe(nextCode);
    const lost =
      (outcomes.get('webhook deposit.completed 409') ?? 0) +
      (outcomes.get('webhook deposit.declined 409') ?? 0);
    expect(lost).toBeGreaterThan(0);
    expect(outcomes.get('cancelled') ?? 0).toBeGreaterThan(0);
  }, 300_000);
});
