import { and, eq, gte, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.ts';
import { gameRounds } from './tables.ts';

/**
 * What the player staked and was paid since then, minor units: rounds started since, in the
 * currency, rolled-back ones left out (their stake went back). The reality check's figures (ADR 044).
 */
export async function playedSince(
  db: DbOrTx,
  playerUuid: string,
  currency: string,
  since: Date,
): Promise<{ wagered: bigint; won: bigint }> {
  const [row] = await db
    .select({
      wagered: sql<string>`coalesce(sum(${gameRounds.stake}), 0)`,
      won: sql<string>`coalesce(sum(${gameRounds.won}), 0)`,
    })
    .from(gameRounds)
    .where(
      and(
        eq(gameRounds.playerUuid, playerUuid),
        gte(gameRounds.createdAt, since),
        eq(gameRounds.currency, currency),
        ne(gameRounds.status, 'rolled_back'),
      ),
    );
  return { wagered: BigInt(row?.wagered ?? 0), won: BigInt(row?.won ?? 0) };
}
