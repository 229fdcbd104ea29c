import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/helper.ts';
import type { Database } from './db.ts';
import { onOneReplica, scheduleTask } from './schedule.ts';

// Schedules on several replicas (docs/operations.md): on PostgreSQL one replica runs a task's turn,
// the others skip it; the embedded database has one process, which always runs.
let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

/** A promise and the function that settles it. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

describe('onOneReplica', () => {
  it('runs one turn of a task at a time across replicas on PostgreSQL, every turn on the embedded database', async () => {
    const { db, kind } = database;
    const first = gate();
    const inside = gate();
    const ran: string[] = [];
    const one = onOneReplica(db, kind, 'test.task', async () => {
      ran.push('first');
      inside.open();
      await first.opened;
    });
    await inside.opened;
    // A second replica's turn while the first is still working (its own connection).
    const second = await onOneReplica(db, kind, 'test.task', async () => {
      ran.push('second');
    });
    // Another task is not held up by this one's lock.
    const other = await onOneReplica(db, kind, 'test.other', async () => {
      ran.push('other');
    });
    first.open();
    expect(await one).toBe(true);
    expect(other).toBe(true);
    if (kind === 'postgres') {
      expect(second).toBe(false);
      expect(ran).toEqual(['first', 'other']);
    } else {
      expect(second).toBe(true);
      expect(ran).toEqual(['first', 'second', 'other']);
    }
    // The lock goes with the turn: the next turn runs.
    expect(await onOneReplica(db, kind, 'test.task', async () => void ran.push('next'))).toBe(true);
    expect(ran.at(-1)).toBe('next');
  });

  it('passes a failure on, and frees the task for the next turn', async () => {
    const { db, kind } = database;
    await expect(
      onOneReplica(db, kind, 'test.failing', async () => {
        throw new Error('provider down');
      }),
    ).rejects.toThrow('provider down');
    expect(await onOneReplica(db, kind, 'test.failing', async () => {})).toBe(true);
  });
});

describe('scheduleTask', () => {
  it('runs every turn once the app is ready, never two at once, logs a failure and goes on, and waits for a run when closing', async () => {
    const app = Fastify({ logger: false });
    const warned: unknown[] = [];
    app.log.warn = ((obj: unknown) => void warned.push(obj)) as typeof app.log.warn;
    const release = gate();
    let turns = 0;
    let concurrent = 0;
    let most = 0;
    let finished = false;
    scheduleTask(
      app,
      { db: database.db, dbKind: database.kind },
      {
        name: 'test.schedule',
        everyMs: 5,
        run: async () => {
          turns += 1;
          concurrent += 1;
          most = Math.max(most, concurrent);
          try {
            if (turns === 1) throw new Error('first turn fails');
            if (turns === 3) await release.opened; // a slow turn: the timer fires meanwhile
          } finally {
            concurrent -= 1;
          }
          if (turns === 3) finished = true;
        },
      },
    );
    expect(turns).toBe(0);
    await app.ready();
    await expect.poll(() => turns).toBe(3);
    // While the third turn is slow, no other starts.
    await new Promise((r) => setTimeout(r, 30));
    expect(turns).toBe(3);
    expect(warned).toHaveLength(1);
    const closing = app.close();
    release.open();
    await closing;
    expect(finished).toBe(true);
    expect(most).toBe(1);
    const after = turns;
    await new Promise((r) => setTimeout(r, 20));
    expect(turns).toBe(after);
  });

  it('never runs a task whose interval is 0 (tests run it themselves)', async () => {
    const app = Fastify({ logger: false });
    let turns = 0;
    scheduleTask(
      app,
      { db: database.db, dbKind: database.kind },
      {
        name: 'test.off',
        everyMs: 0,
        run: async () => {
          turns += 1;
        },
      },
    );
    await app.ready();
    await new Promise((r) => setTimeout(r, 20));
    await app.close();
    expect(turns).toBe(0);
  });

  it("runs a platform task in the default brand's instance only, a brand's task in each (ADR 062)", async () => {
    const ran: string[] = [];
    const apps = ['croupier', 'brand-b'].map((brand, i) => {
      const app = Fastify({ logger: false });
      const deps = { db: database.db, dbKind: database.kind, primary: i === 0, config: { BRAND_ID: brand } };
      for (const scope of ['platform', 'brand'] as const) {
        scheduleTask(app, deps, {
          name: `test.${scope}`,
          everyMs: 5,
          scope,
          run: async () => void ran.push(`${scope}@${brand}`),
        });
      }
      return app;
    });
    for (const app of apps) await app.ready();
    await expect.poll(() => new Set(ran).size).toBe(3);
    await new Promise((r) => setTimeout(r, 30));
    for (const app of apps) await app.close();
    expect([...new Set(ran)].sort()).toEqual(['brand@brand-b', 'brand@croupier', 'platform@croupier']);
  });
});
