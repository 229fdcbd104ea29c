/**
 * The seamless-wallet bench's limited players (docs/decisions/043-loss-and-wager-limits.md): plain
 * players (real money only) with a 24-hour loss limit and a 7-day wager limit set, too high to be
 * reached, so every bet is checked and counted against them and none is refused.
 */
import { playerLimits } from '../apps/server/src/modules/protection/tables.ts';
import type { SeamlessWalletService } from '../apps/server/src/modules/seamless-wallet/index.ts';
import type { LedgerService } from '../apps/server/src/modules/wallet/index.ts';
import type { Db } from '../apps/server/src/platform/db.ts';
import { type BenchPlayers, fund, insertBenchPlayer, open, REAL_RICH } from './seamless-bonus.ts';

/** A limit no bench run reaches: 10,000,000,000.00. */
const UNREACHED = 1_000_000_000_000n;

export async function limitedPlayers(
  db: Db,
  ledger: LedgerService,
  wallet: SeamlessWalletService,
  n: number,
): Promise<BenchPlayers> {
  const now = new Date();
  const out: BenchPlayers = { sessions: [], players: [] };
  for (let i = 0; i < n; i++) {
    const player = crypto.randomUUID();
    await insertBenchPlayer(db, player, now);
    await fund(ledger, player, REAL_RICH);
    await db.insert(playerLimits).values(
      (
        [
          ['LOSS', 'DAY'],
          ['WAGER', 'WEEK'],
        ] as const
      ).map(([kind, period]) => ({
        playerUuid: player,
        kind,
        period,
        currency: 'USD',
        playerAmount: UNREACHED,
        operatorAmount: null,
        pendingAmount: null,
        pendingRemoval: false,
        pendingFrom: null,
        updatedAt: now,
      })),
    );
    const id = `bench-limited-session-${String(i).padStart(6, '0')}`;
    await open(wallet, player, id);
    out.sessions.push(id);
    out.players.push(player);
  }
  return out;
}
