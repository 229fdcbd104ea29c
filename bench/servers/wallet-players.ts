/**
 * The HTTP wallet bench's players (bench/http-wallet.ts), made through the platform's own services
 * as the play module and a player's claim would: real money in the ledger and an open real-money
 * game session on the demo's tournament game; realistic ones also have an active bonus reward, are
 * opted in to the demo's running tournament and earn loyalty points (every real stake does, at the
 * brand's rate). Also the money checks the bench asks for after its load.
 */
import { DEMO_FREE_SPINS_GAME } from '../../apps/server/seed/rewards.ts';
import { DEMO_ACTIVE_TOURNAMENT } from '../../apps/server/seed/tournaments.ts';
import type { App } from '../../apps/server/src/app.ts';
import { reconcileRewards } from '../../apps/server/src/modules/rewards/index.ts';
import type { Db } from '../../apps/server/src/platform/db.ts';
import {
  type BenchPlayers,
  bonusPlayers,
  bonusTemplate,
  plainPlayers,
  REAL_RICH,
} from '../seamless-bonus.ts';

export interface WalletPlayers {
  plain: BenchPlayers;
  /** Present with BENCH_WALLET_REALISTIC=1. */
  realistic?: BenchPlayers;
}

/** `n` plain players and, when `realistic`, `n` realistic ones beside them. */
export async function walletPlayers(app: App, db: Db, n: number, realistic: boolean): Promise<WalletPlayers> {
  const s = app.services;
  // The demo tournament's first game, so realistic players' stakes score (any game would do for plain).
  const dto = s.catalogue.gameBySlug(DEMO_FREE_SPINS_GAME);
  if (!dto) throw new Error(`the demo catalogue has no ${DEMO_FREE_SPINS_GAME}`);
  const game = { uuid: dto.uuid, slug: dto.slug };
  const plain = await plainPlayers(s.ledger, s.seamlessWallet, n, game);
  if (!realistic) return { plain };
  const players = await bonusPlayers(db, s.ledger, s.rewards, s.seamlessWallet, {
    n,
    template: await bonusTemplate(db),
    // Real money pays every stake; the bonus costs its wagering (the common case).
    real: () => REAL_RICH,
    prefix: 'bench-real-session',
    game,
  });
  for (const p of players.players) await s.tournaments.optIn(DEMO_ACTIVE_TOURNAMENT, p, 'en');
  return { plain, realistic: players };
}

/**
 * After the load: the ledger and the rewards reconcile; and what the realistic players' listeners
 * made of their rounds (loyalty and tournament points), which shows they ran.
 */
export async function checkMoney(app: App, db: Db, players: WalletPlayers) {
  const s = app.services;
  const ledger = await s.ledger.reconcile();
  const rewardMismatches = await reconcileRewards(db);
  let loyaltyPoints = 0;
  let tournamentPoints = 0;
  for (const p of players.realistic?.players ?? []) {
    loyaltyPoints += (await s.loyalty.progress(p)).points;
    tournamentPoints += (await s.tournaments.playerPlace(DEMO_ACTIVE_TOURNAMENT, p)).row?.points ?? 0;
  }
  return {
    ok: ledger.ok && rewardMismatches.length === 0,
    report: {
      // The first few of each kind of violation: enough to start from, small enough for IPC.
      ledger: Object.fromEntries(
        Object.entries(ledger).map(([k, v]) => [k, Array.isArray(v) ? v.slice(0, 5) : v]),
      ),
      rewardMismatches: rewardMismatches.slice(0, 5),
      realisticPlayers: { loyaltyPoints, tournamentPoints },
    },
  };
}
