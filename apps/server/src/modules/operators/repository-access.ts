import { and, count, desc, eq, gt, gte, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.ts';
import { operatorApiKeys, operatorAudit, operatorSessions } from './tables.ts';

/** The SQL of console sessions, API keys and the audit log. */

export type SessionRow = typeof operatorSessions.$inferSelect;
export type ApiKeyRow = typeof operatorApiKeys.$inferSelect;
export type AuditRow = typeof operatorAudit.$inferSelect;

export async function insertSession(db: DbOrTx, row: typeof operatorSessions.$inferInsert) {
  await db.insert(operatorSessions).values(row);
}

/** A session that has not ended, by its token's hash (the expiry is the caller's to judge). */
export async function findOpenSession(db: DbOrTx, tokenHash: string): Promise<SessionRow | undefined> {
  const [row] = await db
    .select()
    .from(operatorSessions)
    .where(and(eq(operatorSessions.tokenHash, tokenHash), isNull(operatorSessions.endedAt)));
  return row;
}

export async function touchSession(db: DbOrTx, id: string, now: Date) {
  await db.update(operatorSessions).set({ lastSeenAt: now }).where(eq(operatorSessions.id, id));
}

export async function endSession(db: DbOrTx, id: string, now: Date) {
  await db
    .update(operatorSessions)
    .set({ endedAt: now })
    .where(and(eq(operatorSessions.id, id), isNull(operatorSessions.endedAt)));
}

/** Ends every open session of an operator but `keep`. */
export async function endSessions(db: DbOrTx, operatorId: string, now: Date, keep?: string) {
  await db
    .update(operatorSessions)
    .set({ endedAt: now })
    .where(
      and(
        eq(operatorSessions.operatorId, operatorId),
        isNull(operatorSessions.endedAt),
        keep ? sql`${operatorSessions.id} <> ${keep}` : undefined,
      ),
    );
}

/** An operator's sessions that are still open at `now` (not ended, not past either expiry). */
export async function openSessions(db: DbOrTx, operatorId: string, now: Date, idleSince: Date) {
  return db
    .select()
    .from(operatorSessions)
    .where(
      and(
        eq(operatorSessions.operatorId, operatorId),
        isNull(operatorSessions.endedAt),
        gt(operatorSessions.expiresAt, now),
        gt(operatorSessions.lastSeenAt, idleSince),
      ),
    )
    .orderBy(desc(operatorSessions.lastSeenAt));
}

export async function insertApiKey(db: DbOrTx, row: typeof operatorApiKeys.$inferInsert) {
  const [inserted] = await db.insert(operatorApiKeys).values(row).returning();
  return inserted as ApiKeyRow;
}

export async function listApiKeys(db: DbOrTx): Promise<ApiKeyRow[]> {
  return db.select().from(operatorApiKeys).orderBy(desc(operatorApiKeys.createdAt));
}

export async function findApiKeyByHash(db: DbOrTx, keyHash: string): Promise<ApiKeyRow | undefined> {
  const [row] = await db.select().from(operatorApiKeys).where(eq(operatorApiKeys.keyHash, keyHash));
  return row;
}

export async function keyUsed(db: DbOrTx, id: string, now: Date, ip: string) {
  await db.update(operatorApiKeys).set({ lastUsedAt: now, lastUsedIp: ip }).where(eq(operatorApiKeys.id, id));
}

/** Revokes a key (a revoked one keeps its first revocation); undefined for an unknown key. */
export async function revokeApiKey(db: DbOrTx, id: string, now: Date): Promise<ApiKeyRow | undefined> {
  await db
    .update(operatorApiKeys)
    .set({ revokedAt: now })
    .where(and(eq(operatorApiKeys.id, id), isNull(operatorApiKeys.revokedAt)));
  const [row] = await db.select().from(operatorApiKeys).where(eq(operatorApiKeys.id, id));
  return row;
}

export async function insertAudit(db: DbOrTx, row: typeof operatorAudit.$inferInsert) {
  await db.insert(operatorAudit).values(row);
}

export interface AuditFilter {
  actor?: string | undefined;
  event?: string | undefined;
  target?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
}

/** A page of the brand's audit log, newest first, with the count of every entry the filter matches. */
export async function auditPage(db: DbOrTx, brandId: string, f: AuditFilter, page: number, size: number) {
  const a = operatorAudit;
  const where: (SQL | undefined)[] = [
    eq(a.brandId, brandId),
    f.actor ? or(eq(a.actorId, f.actor), eq(a.actorName, f.actor)) : undefined,
    f.event ? eq(a.event, f.event) : undefined,
    // A value among the path parameters: `target @? '$.* ? (@ == "value")'`.
    f.target ? sql`${a.target} @? ${`$.* ? (@ == ${JSON.stringify(f.target)})`}::jsonpath` : undefined,
    f.from ? gte(a.at, f.from) : undefined,
    f.to ? lt(a.at, f.to) : undefined,
  ];
  const condition = and(...where);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(a)
      .where(condition)
      .orderBy(desc(a.id))
      .limit(size)
      .offset(page * size),
    db.select({ n: count() }).from(a).where(condition),
  ]);
  return { rows, total: total?.n ?? 0 };
}
