import { ActivityStatement, endpoints } from '@croupier/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../../test/api.ts';
import { buildTestApp, type TestContext } from '../../../test/helper.ts';
import { registerByEmail } from '../../../test/players.ts';
import { payments } from '../payments/tables.ts';

// The yearly activity statement (docs/decisions/044-reality-checks-session-limits.md): completed
// deposits and withdrawals per month for the last 12 months, read through the payments service.
let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

/** The first instant of the month `back` months before the clock's, plus `days`. */
function monthsAgo(back: number, days = 1) {
  const now = new Date(t.now());
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, days, 12));
}

describe('activity statement', () => {
  it('sums completed deposits and withdrawals per month and in total, leaving out others', async () => {
    const { auth } = await registerByEmail(t);
    const row = (
      type: 'DEPOSIT' | 'WITHDRAW',
      amount: bigint,
      at: Date,
      status = 'COMPLETED',
      currency = 'USD',
    ) => ({
      playerUuid: auth.uuid,
      type,
      method: 'card',
      aggregatorId: 'test',
      currency,
      amount,
      status,
      createdAt: at,
      updatedAt: at,
    });
    await t.database.db.insert(payments).values([
      row('DEPOSIT', 5_000n, monthsAgo(0)),
      row('DEPOSIT', 2_550n, monthsAgo(0, 2)),
      row('WITHDRAW', 1_000n, monthsAgo(0, 3)),
      row('WITHDRAW', 3_000n, monthsAgo(3)),
      row('DEPOSIT', 10_000n, monthsAgo(11)),
      // Not counted: older than 12 months, declined, pending, another currency.
      row('DEPOSIT', 99_900n, monthsAgo(12)),
      row('DEPOSIT', 4_400n, monthsAgo(0), 'DECLINED'),
      row('WITHDRAW', 4_400n, monthsAgo(0), 'PENDING'),
      row('DEPOSIT', 4_400n, monthsAgo(0), 'COMPLETED', 'EUR'),
    ]);
    const s = ActivityStatement.parse(await api(t).as(auth).ok(endpoints.activityStatement));
    expect(s.currency).toBe('USD');
    expect(s.months).toHaveLength(12);
    expect(s.from).toBe(
      new Date(Date.UTC(monthsAgo(11).getUTCFullYear(), monthsAgo(11).getUTCMonth(), 1)).toISOString(),
    );
    const key = (back: number) => monthsAgo(back).toISOString().slice(0, 7);
    expect(s.months.at(-1)).toEqual({ month: key(0), deposits: 75.5, withdrawals: 10, net: 65.5 });
    expect(s.months.find((m) => m.month === key(3))).toEqual({
      month: key(3),
      deposits: 0,
      withdrawals: 30,
      net: -30,
    });
    expect(s.months[0]).toEqual({ month: key(11), deposits: 100, withdrawals: 0, net: 100 });
    expect(s.months.filter((m) => m.deposits === 0 && m.withdrawals === 0)).toHaveLength(9);
    expect(s.total).toEqual({ deposits: 175.5, withdrawals: 40, net: 135.5 });
  });

  it('is empty for a player with no payments', async () => {
    const { auth } = await registerByEmail(t);
    const s = ActivityStatement.parse(await api(t).as(auth).ok(endpoints.activityStatement));
    expect(s.total).toEqual({ deposits: 0, withdrawals: 0, net: 0 });
  });
});
