import { count, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './db.ts';
import type { RateLimiter } from './rate-limit.ts';

/**
 * Bounds of what anyone may send without an account (the analytics collector, the error intake,
 * call-back requests): a cap per minute over every sender together, on top of each intake's
 * per-address limits, and how long its rows are kept (ADR 029, ADR 028).
 */

const DAY_MS = 86_400_000;

/**
 * How long the rows of a table that anyone may add to (the anonymous intake: analytics events,
 * error reports, call-back requests) are kept: at most `maxAgeDays` old and at most `maxRows` of
 * them, the newest kept. 0 leaves that bound off.
 */
export interface Retention {
  maxAgeDays: number;
  maxRows: number;
}

/**
 * Counts `points` against the intake's cap of `perMinute` over every sender together, in the
 * rate-limit store (ADR 018); past it, 429 with Retry-After and a message saying that the intake,
 * not this sender, is at its cap.
 */
export function countIntake(limiter: RateLimiter, intake: string, perMinute: number, points = 1) {
  return limiter.consume(`${intake}:all`, { limit: perMinute, windowMs: 60_000 }, undefined, {
    points,
    message: `The ${intake} intake has taken all it takes this minute from every sender together; try again after Retry-After`,
  });
}

/** Rows a statement changed: node-postgres says `rowCount`, PGlite `affectedRows`. */
function changedRows(result: unknown): number {
  const r = result as { rowCount?: number | null; affectedRows?: number };
  return r.affectedRows ?? r.rowCount ?? 0;
}

/**
 * Deletes the rows of `table` older than the retention's age (by `at`, on the injected clock `now`),
 * then the oldest beyond its row count. Answers how many went. Each module prunes its own tables
 * with it on a schedule (`platform/schedule.ts`).
 */
export async function pruneRows(
  db: DbOrTx,
  table: PgTable,
  at: PgColumn,
  retention: Retention,
  now: number,
): Promise<number> {
  let deleted = 0;
  if (retention.maxAgeDays > 0) {
    const cutoff = new Date(now - retention.maxAgeDays * DAY_MS).toISOString();
    deleted += changedRows(await db.execute(sql`delete from ${table} where ${at} < ${cutoff}::timestamptz`));
  }
  if (retention.maxRows > 0) {
    const [total] = await db.select({ n: count() }).from(table);
    if ((total?.n ?? 0) > retention.maxRows) {
      // The newest `maxRows` stay; of rows sharing one time, ctid picks which.
      deleted += changedRows(
        await db.execute(sql`
          delete from ${table} where ctid in (
            select ctid from ${table} order by ${at} desc offset ${retention.maxRows}
          )`),
      );
    }
  }
  return deleted;
}
