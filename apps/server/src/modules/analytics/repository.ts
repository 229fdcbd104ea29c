import { and, count, countDistinct, desc, eq, gte, ilike, lt, or } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.ts';
import { pruneRows, type Retention } from '../../platform/intake.ts';
import { containing } from '../../platform/like.ts';
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

/** The brand's events received in [from, to). */
const eventsOf = (brandId: string, from: Date, to: Date) =>
  and(
    eq(analyticsEvents.brandId, brandId),
    gte(analyticsEvents.receivedAt, from),
    lt(analyticsEvents.receivedAt, to),
  );

export async function eventCounts(q: DbOrTx, brandId: string, from: Date, to: Date) {
  return q
    .select({ name: analyticsEvents.name, count: count() })
    .from(analyticsEvents)
    .where(eventsOf(brandId, from, to))
    .groupBy(analyticsEvents.name)
    .orderBy(analyticsEvents.name);
}

/** Visitors (anonymous ids, as the browsers sent them) seen on the brand's site in the period. */
export async function visitors(q: DbOrTx, brandId: string, from: Date, to: Date): Promise<number> {
  const [row] = await q
    .select({ n: countDistinct(analyticsEvents.anonymousId) })
    .from(analyticsEvents)
    .where(eventsOf(brandId, from, to));
  return row?.n ?? 0;
}

export async function insertErrorReport(q: DbOrTx, row: NewErrorReport): Promise<void> {
  await q.insert(errorReports).values(row).onConflictDoNothing({ target: errorReports.id });
}

export interface ErrorReportFilter {
  /** The brand whose site sent them. */
  brandId: string;
  /** In the message or the page, any case; empty: any. */
  text: string;
  from?: Date | undefined;
  to?: Date | undefined;
  page: number;
  size: number;
}

/** A page of the error reports the filter keeps, newest first, and how many it keeps in all. */
export async function errorReportPage(q: DbOrTx, f: ErrorReportFilter) {
  const pattern = containing(f.text);
  const where = and(
    eq(errorReports.brandId, f.brandId),
    f.text ? or(ilike(errorReports.message, pattern), ilike(errorReports.page, pattern)) : undefined,
    f.from ? gte(errorReports.receivedAt, f.from) : undefined,
    f.to ? lt(errorReports.receivedAt, f.to) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    q
      .select()
      .from(errorReports)
      .where(where)
      .orderBy(desc(errorReports.receivedAt), desc(errorReports.id))
      .limit(f.size)
      .offset(f.page * f.size),
    q.select({ n: count() }).from(errorReports).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Deletes the events past their retention (ADR 029). */
export const pruneEvents = (q: DbOrTx, retention: Retention, now: number) =>
  pruneRows(q, analyticsEvents, analyticsEvents.receivedAt, retention, now);

/** Deletes the error reports past their retention (ADR 029). */
export const pruneErrorReports = (q: DbOrTx, retention: Retention, now: number) =>
  pruneRows(q, errorReports, errorReports.receivedAt, retention, now);
