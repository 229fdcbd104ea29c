import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/helper.ts';
import { fundedPlayer, txId as id, seamlessOk as ok, startReal, studioCall } from '../../../test/studio.ts';
import { type RoundObserver, RoundRelay } from './index.ts';

let t: TestContext;
let refuseStakesOf: string | undefined;
let observer: RoundObserver;

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
  observer = {
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

  it('an observer that throws holds the events back, never the bet; once it works they are heard once, in order', async () => {
    const p = await fundedPlayer(t);
    const { sid } = await startReal(t, p);
    const bet = { sessionId: sid, transactionId: id('bet'), roundId: 'r1', amount: 500, currency: 'USD' };
    const before = (await seen()).length;
    refuseStakesOf = p.uuid;
    try {
      expect(ok(await call('bet', bet)).balance).toBe(9_500);
      const again = { ...bet, transactionId: id('bet'), roundId: 'r2', amount: 200 };
      expect(ok(await call('bet', again)).balance).toBe(9_300);
      // Nothing was heard, and the two stakes wait in the outbox.
      expect((await seen()).length).toBe(before);
      expect(await t.app.services.roundRelay.pending()).toBe(2);
    } finally {
      refuseStakesOf = undefined;
    }
    expect(await t.app.services.roundRelay.drain()).toBe(2);
    expect((await seen()).slice(before)).toEqual([
      `staked ${bet.transactionId} 500`,
      expect.stringMatching(/^staked .* 200$/),
    ]);
    expect(await t.app.services.roundRelay.pending()).toBe(0);
    expect(await t.app.services.roundRelay.drain()).toBe(0);
  });

  it("two replicas' relays racing over the same events hand each to the observers once", async () => {
    const p = await fundedPlayer(t);
    const { sid } = await startReal(t, p);
    const before = (await seen()).length;
    refuseStakesOf = p.uuid;
    const bets = [1, 2, 3].map((n) => ({
      sessionId: sid,
      transactionId: id('bet'),
      roundId: `r${n}`,
      amount: 100 * n,
      currency: 'USD',
    }));
    try {
      for (const bet of bets) ok(await call('bet', bet));
    } finally {
      refuseStakesOf = undefined;
    }
    // Another replica's relay over the same database and observers.
    const other = new RoundRelay({
      db: t.database.db,
      dbKind: t.database.kind,
      failed: (err) => {
        throw err;
      },
    });
    other.add(observer);
    const counts = await Promise.all([t.app.services.roundRelay.drain(), other.drain()]);
    expect(counts[0] + counts[1]).toBe(3);
    expect((await seen()).slice(before)).toEqual(bets.map((b) => `staked ${b.transactionId} ${b.amount}`));
  });
});
