import { and, count, desc, eq, gte, like, lte, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.ts';
import { pruneRows, type Retention } from '../../platform/intake.ts';
import { callbackRequests } from './tables.ts';

export type CallbackRow = typeof callbackRequests.$inferSelect;

export async function insertCallbackRequest(db: DbOrTx, row: typeof callbackRequests.$inferInsert) {
  const [inserted] = await db.insert(callbackRequests).values(row).returning();
  return inserted as CallbackRow;
}

/** The brand's request (sent on its site: ADR 066), or nothing. */
export async function findCallbackRequest(db: DbOrTx, brandId: string, id: string) {
  const [row] = await db
    .select()
    .from(callbackRequests)
    .where(and(eq(callbackRequests.brand, brandId), eq(callbackRequests.id, id)));
  return row;
}

export interface CallbackFilter {
  status?: 'OPEN' | 'HANDLED' | undefined;
  playerUuid?: string | undefined;
  phone?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
}

/** A page of the brand's requests, newest first. */
export async function listCallbackRequests(
  db: DbOrTx,
  brandId: string,
  filter: CallbackFilter,
  page: { offset: number; limit: number },
) {
  const conditions: SQL[] = [eq(callbackRequests.brand, brandId)];
  if (filter.status) conditions.push(eq(callbackRequests.status, filter.status));
  if (filter.playerUuid) conditions.push(eq(callbackRequests.playerUuid, filter.playerUuid));
  if (filter.phone) conditions.push(like(callbackRequests.phone, `%${filter.phone}%`));
  if (filter.from) conditions.push(gte(callbackRequests.createdAt, filter.from));
  if (filter.to) conditions.push(lte(callbackRequests.createdAt, filter.to));
  const where = and(...conditions);
  const rows = await db
    .select()
    .from(callbackRequests)
    .where(where)
    .orderBy(desc(callbackRequests.seq))
    .offset(page.offset)
    .limit(page.limit);
  const [total] = await db.select({ n: count() }).from(callbackRequests).where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function setCallbackStatus(
  db: DbOrTx,
  brandId: string,
  id: string,
  change: { status: 'OPEN' | 'HANDLED'; handledAt: Date | null; note?: string | null },
) {
  const [row] = await db
    .update(callbackRequests)
    .set({
      status: change.status,
      handledAt: change.handledAt,
      ...(change.note !== undefined && { note: change.note }),
    })
    .where(and(eq(callbackRequests.brand, brandId), eq(callbackRequests.id, id)))
    .returning();
  return row;
}

/** Deletes the requests past their retention, oldest first (ADR 028). */
export const pruneCallbackRequests = (db: DbOrTx, retention: Retention, now: number) =>
  pruneRows(db, callbackRequests, callbackRequests.createdAt, retention, now);
