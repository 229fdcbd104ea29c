import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/helper.ts';
import type { Database } from './db.ts';

// A statement the database refuses on purpose keeps its connection (pg-transactions.ts
// `withKeptConnections`): on PostgreSQL the next statement runs on the same backend, not a new one.
// The embedded database has one connection, which a refusal never ended either.
let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

const backend = async () => {
  const result = (await database.db.execute(sql`select pg_backend_pid() as pid`)) as unknown as {
    rows: { pid: number }[];
  };
  return result.rows[0]?.pid;
};

describe('a refused statement outside a transaction', () => {
  it('leaves its connection in the pool', async () => {
    const before = await backend();
    for (const refusal of [sql`select 1 / 0`, sql`select ${'x'}::integer`]) {
      await expect(database.db.execute(refusal)).rejects.toThrow();
      expect(await backend()).toBe(before);
    }
  });
});
