import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failure } from '../../../test/api.ts';
import { buildTestApp, type TestContext } from '../../../test/helper.ts';
import { fundedPlayer, txId as id, seamlessOk as ok, startReal, studioCall } from '../../../test/studio.ts';
import type { RoundObserver } from './index.ts';

let t: TestContext;
let refuseStakesOf: string | undefined;

/** What the observer heard, kept in the database as a real observer keeps it (so repeats undo it). */
async function seen(): Promise<string[]> {
  const rows = await t.database.db.execute(sql`select line from round_seen order by n`);
  return (rows as unknown as { rows: { line: string }[] }).rows.map((r) => r.line);
}

beforeAll(async () => {
  t = await buildTestApp({ env: { SANDBOX_URL: 'http://studio.test:3100' } });
  await t.database.db.execute(sql`create table round_seen (n serial primary key, line text not null)`);
  const hear = (tx: Parameters<NonNullable<RoundObserver['staked']>>[0], line: string) =>
    tx.execute(sql`insert into round_seen (line) values (${line})`).then(() => undefined);
  const observer: RoundObserver = {
    async staked(tx, e) {
      if (e.playerUuid === refuseStakesOf) throw new Error('observer refuses');
      await hear(tx, `staked ${e.betTransactionId} ${e.stake}`);
    },
    async settled(tx, e) {
      await hear(tx, `settled ${e.betTransactionId} ${e.stake} ${e.win}`);
    },
    async rolledBack(tx, e) {
      await hear(tx, `rolledBack ${e.betTransactionId} ${e.stake}`);
    },
  };
  t.app.services.seamlessWallet.observeRounds(observer);
});
afterAll(() => t?.close());

const call = (operation: string, body: unknown) => studioCall(t, operation, body);

describe('round observers', () => {
  it('hear each bet, win and rollback once, repeats included', async () => {
    const p = await fundedPlayer(t);
    const { sid } = await startReal(t, p);
    const bet = { sessionId: sid, transactionId: id('bet'), roundId: 'r1', amount: 500, currency: 'USD' };
    ok(await call('bet', bet));
    ok(await call('bet', bet));
    const win = {
      sessionId: sid,
      transactionId: id('win'),
      betTransactionId: bet.transactionId,
      roundId: 'r1',
      amount: 1_200,
      currency: 'USD',
    };
    ok(await call('win', win));
    ok(await call('win', win));
    const other = { ...bet, transactionId: id('bet'), roundId: 'r2', amount: 300 };
    ok(await call('bet', other));
    const rollback = {
      sessionId: sid,
      transactionId: id('rb'),
      betTransactionId: other.transactionId,
      roundId: 'r2',
    };
    ok(await call('rollback', rollback));
    ok(await call('rollback', rollback));
    expect(await seen()).toEqual([
      `staked ${bet.transactionId} 500`,
      `settled ${bet.transactionId} 500 1200`,
      `staked ${other.transactionId} 300`,
      `rolledBack ${other.transactionId} 300`,
    ]);
  });

  it('an observer that throws refuses the bet and no money moves', async () => {
    const p = await fundedPlayer(t);
    const { sid } = await startReal(t, p);
    refuseStakesOf = p.uuid;
    try {
      const res = await call('bet', {
        sessionId: sid,
        transactionId: id('bet'),
        roundId: 'r1',
        amount: 500,
        currency: 'USD',
      });
      expect(failure(res).status).toBeGreaterThanOrEqual(500);
    } finally {
      refuseStakesOf = undefined;
    }
    expect(ok(await call('balance', { sessionId: sid })).balance).toBe(10_000);
  });
});
