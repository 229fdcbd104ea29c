import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.ts';
import { favoriteGames, recentGames } from './tables.ts';

/** The player's favourite game uuids, most recently added first. */
export async function favoriteIds(db: DbOrTx, playerUuid: string): Promise<string[]> {
  const rows = await db
    .select({ gameUuid: favoriteGames.gameUuid })
    .from(favoriteGames)
    .where(eq(favoriteGames.playerUuid, playerUuid))
    .orderBy(desc(favoriteGames.seq));
  return rows.map((r) => r.gameUuid);
}

/** Adds a favourite; one already there keeps its place. */
export async function insertFavorite(
  db: DbOrTx,
  playerUuid: string,
  gameUuid: string,
  now: Date,
): Promise<void> {
  await db.insert(favoriteGames).values({ playerUuid, gameUuid, createdAt: now }).onConflictDoNothing();
}

export async function deleteFavorite(db: DbOrTx, playerUuid: string, gameUuid: string): Promise<void> {
  await db
    .delete(favoriteGames)
    .where(and(eq(favoriteGames.playerUuid, playerUuid), eq(favoriteGames.gameUuid, gameUuid)));
}

/**
 * Puts the game at the front of the player's recent games (a new row, or the old one with a new
 * `seq`), then trims the list to `keep` games.
 */
export async function touchRecentGame(
  db: DbOrTx,
  playerUuid: string,
  gameUuid: string,
  now: Date,
  keep: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(recentGames)
      .values({ playerUuid, gameUuid, playedAt: now })
      .onConflictDoUpdate({
        target: [recentGames.playerUuid, recentGames.gameUuid],
        // `excluded.seq` is the value the sequence gave the row that was not inserted: the newest.
        set: { playedAt: now, seq: sql`excluded.seq` },
      });
    await tx.execute(sql`
      delete from ${recentGames}
      where ${recentGames.playerUuid} = ${playerUuid}
        and ${recentGames.seq} < (
          select min(kept.seq) from (
            select ${recentGames.seq} as seq from ${recentGames}
            where ${recentGames.playerUuid} = ${playerUuid}
            order by ${recentGames.seq} desc
            limit ${keep}
          ) as kept
        )`);
  });
}

/** The player's recent game uuids, most recently started first. */
export async function recentGameIds(db: DbOrTx, playerUuid: string, limit: number): Promise<string[]> {
  const rows = await db
    .select({ gameUuid: recentGames.gameUuid })
    .from(recentGames)
    .where(eq(recentGames.playerUuid, playerUuid))
    .orderBy(desc(recentGames.seq))
    .limit(limit);
  return rows.map((r) => r.gameUuid);
}
