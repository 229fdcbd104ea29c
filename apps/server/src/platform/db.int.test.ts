import { readdirSync } from 'node:fs';
import path from 'node:path';
import { packageRoot } from '@croupier/contract/package-root';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../seed/index.ts';
import { openTestDatabase } from '../../test/helper.ts';
import { createScratchDatabase } from '../../test/scratch-database.ts';
import { type Database, openPostgres } from './db.ts';

// Replicas starting together (docs/operations.md, "Several replicas"): the start's migrations and
// seed run under `exclusively`, so a second replica waits for the first and then finds the work done.

describe('work one process at a time', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });

  it("answers the work's answer, passes its failure on and is free again after it", async () => {
    expect(await database.exclusively('test', async () => 42)).toBe(42);
    await expect(
      database.exclusively('test', async () => {
        throw new Error('the work failed');
      }),
    ).rejects.toThrow('the work failed');
    expect(await database.exclusively('test', async () => 'again')).toBe('again');
  });
});

const adminUrl = process.env.TEST_DATABASE_URL;
const migrations = readdirSync(path.join(packageRoot(import.meta.dirname), 'drizzle')).filter((f) =>
  f.endsWith('.sql'),
);

// Only a real PostgreSQL server has several processes to keep apart; on PGlite this block is not registered.
if (adminUrl) {
  describe('two replicas starting together on a new database (PostgreSQL)', () => {
    it('one migrates and seeds while the other waits, then finds it done', async () => {
      const scratch = await createScratchDatabase(adminUrl, 'croupier_start');
      const replicas = [await openPostgres(scratch.url, 3), await openPostgres(scratch.url, 3)];
      try {
        const spans: { from: number; to: number }[] = [];
        const start = (replica: Database) =>
          replica.exclusively('start', async () => {
            const from = performance.now();
            await replica.migrate();
            const seeded = await seedDemo(replica.db, { gameCount: 20, providerCount: 3 });
            spans.push({ from, to: performance.now() });
            return seeded;
          });
        const seeded = await Promise.all(replicas.map(start));
        expect(seeded.toSorted()).toEqual([false, true]);
        // The second began after the first had ended.
        const [first, second] = spans.toSorted((a, b) => a.from - b.from);
        expect(second!.from).toBeGreaterThanOrEqual(first!.to);
        const applied = (await replicas[0]!.db.execute(
          sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
        )) as unknown as { rows: { n: number }[] };
        expect(applied.rows[0]!.n).toBe(migrations.length);
      } finally {
        for (const replica of replicas) await replica.close();
        await scratch.drop();
      }
    });
  });
}
