import { and, count, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.ts';
import { startingWith } from '../../platform/like.ts';
import { type PlayerRow, players, type SessionRow, sessions } from './tables.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The full name as the name index holds it. */
export const fullName = sql`lower(coalesce(${players.firstName}, '') || ' ' || coalesce(${players.lastName}, ''))`;

/**
 * Players of the brand whose e-mail, username, phone digits, full name or last name start with
 * `query` (any case), or whose uuid it is; newest first. Every arm has its prefix index.
 */
export async function searchPlayers(
  db: DbOrTx,
  brandId: string,
  query: string,
  page: number,
  size: number,
): Promise<{ rows: PlayerRow[]; total: number }> {
  const q = query.trim().toLowerCase();
  const arms: SQL[] = [];
  if (UUID.test(q)) arms.push(eq(players.uuid, q));
  else if (q) {
    const prefix = startingWith(q);
    arms.push(
      sql`${players.email} like ${prefix}`,
      sql`lower(${players.username}) like ${prefix}`,
      sql`${fullName} like ${prefix}`,
      sql`lower(${players.lastName}) like ${prefix}`,
    );
    const digits = q.replace(/[\s()+-]/g, '');
    if (/^\d{3,}$/.test(digits)) arms.push(sql`${players.phoneNumber} like ${startingWith(digits)}`);
  }
  const where = arms.length ? and(eq(players.brandId, brandId), or(...arms)) : eq(players.brandId, brandId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(players)
      .where(where)
      .orderBy(desc(players.createdAt), players.uuid)
      .limit(size)
      .offset(page * size),
    db.select({ n: count() }).from(players).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** A player's sessions (one per login), newest first. */
export async function playerSessions(
  db: DbOrTx,
  playerUuid: string,
  page: number,
  size: number,
): Promise<{ rows: SessionRow[]; total: number }> {
  const where = eq(sessions.playerUuid, playerUuid);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(sessions)
      .where(where)
      .orderBy(desc(sessions.createdAt), sessions.id)
      .limit(size)
      .offset(page * size),
    db.select({ n: count() }).from(sessions).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
