import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database, Db } from './db.ts';

export type DbKind = Database['kind'];

/**
 * Runs `run` on one replica at a time. On PostgreSQL, where several platform replicas share one
 * database, it holds a transaction-scoped advisory lock named after the task while `run` works; a
 * replica that cannot take it at once skips this turn (another is doing the work). The embedded
 * database has one process, so it simply runs. Answers whether it ran.
 *
 * The work itself stays idempotent (ledger keys, states that move once): the lock saves the
 * duplicated work and the conflicts of two replicas racing, not the money's correctness.
 */
export async function onOneReplica(
  db: Db,
  kind: DbKind,
  name: string,
  run: () => Promise<unknown>,
): Promise<boolean> {
  if (kind === 'pglite') {
    await run();
    return true;
  }
  return db.transaction(async (tx) => {
    const result = (await tx.execute(
      sql`select pg_try_advisory_xact_lock(hashtext(${`croupier:schedule:${name}`})) as got`,
    )) as unknown as { rows: { got: boolean }[] };
    if (result.rows[0]?.got !== true) return false;
    await run();
    return true;
  });
}

export interface ScheduledTask {
  /** Names the task in logs and in its lock. */
  name: string;
  /** Milliseconds between runs; 0 or less: never (tests run the task themselves). */
  everyMs: number;
  run: () => Promise<unknown>;
  /**
   * Where it runs when one process serves several brands (ADR 062). `platform` (the default): over
   * every brand's rows, in the default brand's instance only. `brand`: over its own brand's rows, in
   * each brand's instance, under a lock of that brand's (the default brand's keeps the task's name).
   */
  scope?: 'platform' | 'brand';
}

/** The instance a task is scheduled in: `primary` is the default brand's (PlatformDeps). */
export interface ScheduleDeps {
  db: Db;
  dbKind: DbKind;
  primary?: boolean;
  config?: { BRAND_ID: string };
}

/**
 * Runs a module's periodic task once the app is ready, every `everyMs`, on one replica at a time
 * (`onOneReplica`); a run still going when the next is due is not doubled. A failure is logged and
 * the next turn tries again. Stopped when the app closes, which waits for a run under way.
 */
export function scheduleTask(app: FastifyInstance, deps: ScheduleDeps, task: ScheduledTask) {
  const primary = deps.primary ?? true;
  if (!primary && task.scope !== 'brand') return; // the default brand's instance runs it
  const lock = primary ? task.name : `${task.name}:${deps.config?.BRAND_ID}`;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  const turn = () => {
    if (running) return;
    running = onOneReplica(deps.db, deps.dbKind, lock, task.run)
      .then(
        () => undefined,
        (err: unknown) => app.log.warn({ err, task: task.name }, 'scheduled task failed'),
      )
      .finally(() => {
        running = null;
      });
  };
  app.addHook('onReady', async () => {
    if (task.everyMs <= 0) return;
    timer = setInterval(turn, task.everyMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
