import { and, count, desc, gte, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.ts';
import { analyticsEvents, errorReports } from './tables.ts';

export type NewAnalyticsEvent = typeof analyticsEvents.$inferInsert;
export type NewErrorReport = typeof errorReports.$inferInsert;

/** Stores the events whose ids are new; answers how many were stored. */
export async function insertEvents(q: DbOrTx, rows: NewAnalyticsEvent[]): Promise<number> {
  if (rows.length === 0) return 0;
  const stored = await q
    .insert(analyticsEvents)
    .values(rows)
    .onConflictDoNothing({ target: analyticsEvents.id })
    .returning({ id: analyticsEvents.id });
  return stored.length;
}

export async function eventCounts(q: DbOrTx, from: Date, to: Date) {
  return q
    .select({ name: analyticsEvents.name, count: count() })
    .from(analyticsEvents)
    .where(and(gte(analyticsEvents.receivedAt, from), lt(analyticsEvents.receivedAt, to)))
    .groupBy(analyticsEvents.name)
    .orderBy(analyticsEvents.name);
}

/**
 * The registration → first deposit funnel by visitor (anonymous id): visitors seen, those who
 * registered, and of them those with a successful deposit at or after their registration.
 */
export async function funnel(q: DbOrTx, from: Date, to: Date) {
  const result = await q.execute(sql`
    with period as (
      select anonymous_id, name, occurred_at, props from ${analyticsEvents}
      where received_at >= ${from.toISOString()}::timestamptz and received_at < ${to.toISOString()}::timestamptz
    ),
    registered as (
      select anonymous_id, min(occurred_at) as at from period where name = 'registration' group by anonymous_id
    )
    select
      (select count(distinct anonymous_id) from period)::int as visitors,
      (select count(*) from registered)::int as registered,
      (select count(*) from registered r where exists (
        select 1 from period p where p.anonymous_id = r.anonymous_id and p.name = 'deposit'
          and p.props->>'status' = 'success' and p.occurred_at >= r.at
      ))::int as first_deposit
  `);
  const rows = (result as unknown as { rows: Record<string, number>[] }).rows;
  const row = rows[0] ?? {};
  return {
    visitors: Number(row.visitors ?? 0),
    registered: Number(row.registered ?? 0),
    firstDeposit: Number(row.first_deposit ?? 0),
  };
}

export async function insertErrorReport(q: DbOrTx, row: NewErrorReport): Promise<void> {
  await q.insert(errorReports).values(row).onConflictDoNothing({ target: errorReports.id });
}

export async function latestErrorReports(q: DbOrTx, limit: number) {
  return q.select().from(errorReports).orderBy(desc(errorReports.receivedAt)).limit(limit);
}
