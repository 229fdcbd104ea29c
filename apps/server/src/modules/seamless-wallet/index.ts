import type { FastifyInstance } from 'fastify';
import type { PlatformDeps } from '../../platform/module.ts';
import type { BonusPlay } from '../rewards/index.ts';
import type { LedgerService } from '../wallet/index.ts';
import { seamlessWalletRoutes } from './routes.ts';
import { SeamlessWalletService } from './service.ts';

export type { RoundEvent, RoundObserver } from './rounds.ts';
export { GAME_SESSION_IDLE_MS, SeamlessWalletService } from './service.ts';

export interface SeamlessWalletModuleDeps extends PlatformDeps {
  ledger: LedgerService;
  /** The rewards module's bonus money at play. */
  bonus: BonusPlay;
  /** The auth module's sessions: when a player's sessions end, their game sessions end too. */
  sessions: { onSessionsEnded(fn: (playerUuid: string) => Promise<void>): void };
}

/** The game studio's wallet calls into the platform (partner-facing): service and signed calls. */
export function registerSeamlessWallet(app: FastifyInstance, deps: SeamlessWalletModuleDeps) {
  const seamlessWallet = new SeamlessWalletService({
    db: deps.db,
    ledger: deps.ledger,
    bonus: deps.bonus,
    now: deps.now,
  });
  seamlessWalletRoutes(app, { wallet: seamlessWallet, secret: deps.config.STUDIO_SECRET, now: deps.now });
  // A logout, password change or self-restriction ends the player's game sessions: no new bets.
  deps.sessions.onSessionsEnded((player) => seamlessWallet.endPlayerSessions(player));
  return { seamlessWallet };
}
