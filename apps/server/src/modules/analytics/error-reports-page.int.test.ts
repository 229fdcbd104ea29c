import { randomUUID } from 'node:crypto';
import { ErrorCode, ErrorReportsPage, endpoints } from '@croupier/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, failure, OPERATOR_TOKEN, type QueryOf, unchecked } from '../../../test/api.ts';
import type { TestContext } from '../../../test/helper.ts';
import { buildWalletTestApp } from '../../../test/wallet.ts';
import { errorReports } from './tables.ts';

let t: TestContext;
const MINUTE = 60_000;
const base = Date.parse('2026-03-01T12:00:00Z');
/** Five reports a minute apart, the newest last: two name the cashier (one in its message, one in its page). */
const stored = [
  { message: 'boom', page: '/login' },
  { message: 'Cashier failed to load', page: '/' },
  { message: 'boom', page: '/games' },
  { message: 'network 100%_down', page: '/account/CASHIER' },
  { message: 'boom', page: null },
].map((r, i) => ({ id: randomUUID(), receivedAt: new Date(base + i * MINUTE), kind: 'Error', ...r }));

beforeAll(async () => {
  ({ t } = await buildWalletTestApp({ env: { OPERATOR_TOKEN } }));
  await t.database.db.delete(errorReports);
  await t.database.db.insert(errorReports).values(stored);
});
afterAll(() => t?.close());

const reports = async (query: QueryOf<typeof endpoints.operatorErrorReports>) => {
  const res = await api(t).operator().call(endpoints.operatorErrorReports, { query });
  expect(res.statusCode, res.body).toBe(200);
  return ErrorReportsPage.parse(res.json());
};
const idsOf = (page: ErrorReportsPage) => page.content.map((r) => r.id);
const newestFirst = stored.map((r) => r.id).reverse();
const at = (minute: number) => new Date(base + minute * MINUTE).toISOString();

describe('error reports, paged and filtered on the server', () => {
  it('answers a page at a time, newest first, with the whole count', async () => {
    const first = await reports({ page: 0, size: 2 });
    expect(first).toMatchObject({ page: 0, size: 2, totalElements: 5, totalPages: 3 });
    expect(idsOf(first)).toEqual(newestFirst.slice(0, 2));
    expect(idsOf(await reports({ page: 2, size: 2 }))).toEqual(newestFirst.slice(4));
  });

  it('keeps the reports whose message or page contain the text, any case, its % and _ taken literally', async () => {
    const cashier = await reports({ q: 'cashier' });
    expect(cashier.totalElements).toBe(2);
    expect(idsOf(cashier)).toEqual([stored[3]?.id, stored[1]?.id]);
    expect(idsOf(await reports({ q: '100%_d' }))).toEqual([stored[3]?.id]);
    expect((await reports({ q: '1_0' })).totalElements).toBe(0);
  });

  it('keeps the reports received in the period: from included, to excluded', async () => {
    const period = await reports({ from: at(1), to: at(3) });
    expect(idsOf(period)).toEqual([stored[2]?.id, stored[1]?.id]);
    expect(idsOf(await reports({ q: 'boom', from: at(2) }))).toEqual([stored[4]?.id, stored[2]?.id]);
  });

  it('refuses a bad size, page, date or period with the validation envelope', async () => {
    const bad = [{ size: 0 }, { size: 201 }, { page: -1 }, { from: 'yesterday' }, { from: at(3), to: at(1) }];
    for (const query of bad) {
      const res = await api(t)
        .operator()
        .call(endpoints.operatorErrorReports, { query: unchecked(query) });
      expect(failure(res)).toMatchObject({ status: 400, error: ErrorCode.validation });
    }
  });
});
