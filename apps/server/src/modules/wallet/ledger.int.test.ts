import { randomUUID } from 'node:crypto';
import { ErrorCode } from '@croupier/contract';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/helper.ts';
import type { Database } from '../../platform/db.ts';
import type { AppError } from '../../platform/errors.ts';
import { type AccountRef, accountKey, InsufficientFunds, LedgerService } from './ledger.ts';
import { reconcileLedger } from './reconcile.ts';

let database: Database;
let ledger: LedgerService;
beforeAll(async () => {
  database = await openTestDatabase();
  await database.migrate();
  ledger = new LedgerService({ db: database.db });
});
afterAll(() => database?.close());

const code = (err: unknown) => (err as AppError).code;

describe('ledger properties', () => {
  it('matches a model of balances under any sequence of transfers and replays, and always reconciles', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            from: fc.nat(5),
            to: fc.nat(5),
            amount: fc.bigInt({ min: 1n, max: 5000n }),
            // Sometimes reuse an earlier key: same payload → replay, another payload → 409.
            reuse: fc.option(fc.nat(30), { freq: 4 }),
          }),
          { minLength: 1, maxLength: 30 },
        ),
        async (ops) => {
          run += 1;
          const players = [randomUUID(), randomUUID(), randomUUID()];
          const accounts: AccountRef[] = [
            { player: players[0]!, wallet: 'real' },
            { player: players[1]!, wallet: 'real' },
            { player: players[2]!, wallet: 'real' },
            { player: players[0]!, wallet: 'bonus' },
            { system: 'house' },
            { system: 'payments-clearing' },
          ];
          const currency = 'USD';
          // System accounts are shared by every run: the model starts from what they hold.
          const model = new Map<string, bigint>();
          for (const ref of accounts)
            model.set(accountKey(ref, currency), await ledger.balance(ref, currency));
          const get = (ref: AccountRef) => model.get(accountKey(ref, currency)) ?? 0n;
          const applied: { key: string; from: number; to: number; amount: bigint }[] = [];
          for (const [i, op] of ops.entries()) {
            if (op.from === op.to) continue;
            const previous = op.reuse !== null ? applied[op.reuse % Math.max(applied.length, 1)] : undefined;
            const key = previous?.key ?? `p${run}:${i}`;
            const from = accounts[op.from]!;
            const to = accounts[op.to]!;
            const input = { key, from, to, amount: op.amount, currency, kind: 'test' };
            if (previous) {
              const same =
                previous.from === op.from && previous.to === op.to && previous.amount === op.amount;
              if (same) {
                const r = await ledger.transfer(input);
                expect(r.replayed).toBe(true);
              } else {
                await expect(ledger.transfer(input)).rejects.toSatisfy(
                  (e) => code(e) === ErrorCode.duplicateTransaction,
                );
              }
              continue;
            }
            const overdraw = 'player' in from && get(from) < op.amount;
            if (overdraw) {
              await expect(ledger.transfer(input)).rejects.toBeInstanceOf(InsufficientFunds);
              continue;
            }
            const r = await ledger.transfer(input);
            model.set(accountKey(from, currency), get(from) - op.amount);
            model.set(accountKey(to, currency), get(to) + op.amount);
            expect(r.replayed).toBe(false);
            // A player's balance right after; a system account answers its shard's balance.
            if ('player' in from) expect(r.fromBalance).toBe(get(from));
            if ('player' in to) expect(r.toBalance).toBe(get(to));
            applied.push({ key, from: op.from, to: op.to, amount: op.amount });
          }
          for (const ref of accounts) expect(await ledger.balance(ref, currency)).toBe(get(ref));
          const report = await reconcileLedger(database.db);
          expect(report.ok, JSON.stringify(report)).toBe(true);
        },
      ),
      { numRuns: 25 },
    );
  });
});

describe('ledger guarantees held by the database', () => {
  it('keeps entries and transfers immutable, and player balances non-negative', async () => {
    const p = randomUUID();
    await ledger.transfer({
      key: `imm:${p}`,
      from: { system: 'house' },
      to: { player: p, wallet: 'real' },
      amount: 100n,
      currency: 'EUR',
      kind: 'test',
    });
    await expect(database.db.execute(sql`update ledger_entries set amount = amount + 1`)).rejects.toThrow();
    await expect(database.db.execute(sql`delete from ledger_transfers`)).rejects.toThrow();
    await expect(
      database.db.execute(
        sql`update ledger_accounts set balance = -1 where key = ${accountKey({ player: p, wallet: 'real' }, 'EUR')}`,
      ),
    ).rejects.toThrow();
    // System accounts may go negative by design.
    expect(await ledger.balance({ system: 'house' }, 'EUR')).toBe(-100n);
    expect((await reconcileLedger(database.db)).ok).toBe(true);
  });

  it('refuses non-positive amounts, the same account twice and a bad currency', async () => {
    const p = randomUUID();
    const base = { key: `bad:${p}`, from: { system: 'house' } as const, currency: 'USD', kind: 'test' };
    await expect(
      ledger.transfer({ ...base, to: { player: p, wallet: 'real' }, amount: 0n }),
    ).rejects.toThrow();
    await expect(
      ledger.transfer({ ...base, to: { player: p, wallet: 'real' }, amount: -5n }),
    ).rejects.toThrow();
    await expect(ledger.transfer({ ...base, to: { system: 'house' }, amount: 5n })).rejects.toThrow();
    await expect(
      ledger.transfer({ ...base, to: { player: p, wallet: 'real' }, amount: 5n, currency: 'usd' }),
    ).rejects.toThrow();
  });

  it('reconciliation finds a cached balance that drifted from its entries', async () => {
    const p = randomUUID();
    const key = accountKey({ player: p, wallet: 'real' }, 'GBP');
    await ledger.transfer({
      key: `drift:${p}`,
      from: { system: 'house' },
      to: { player: p, wallet: 'real' },
      amount: 10n,
      currency: 'GBP',
      kind: 'test',
    });
    await database.db.execute(sql`update ledger_accounts set balance = balance + 1 where key = ${key}`);
    const report = await reconcileLedger(database.db);
    expect(report.ok).toBe(false);
    expect(report.balanceMismatches).toEqual([{ account: key, cached: '11', entries: '10' }]);
    await database.db.execute(sql`update ledger_accounts set balance = balance - 1 where key = ${key}`);
    expect((await reconcileLedger(database.db)).ok).toBe(true);
  });
});
