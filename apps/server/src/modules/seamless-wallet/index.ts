import type { FastifyInstance } from 'fastify';
import type { PlatformDeps } from '../../platform/module.ts';
import type { BonusPlay } from '../rewards/index.ts';
import type { LedgerService } from '../wallet/index.ts';
import { RoundRelay, relayAlongside } from './relay.ts';
import { roundOutbox } from './repository.ts';
import { seamlessWalletRoutes } from './routes.ts';
import { SeamlessWalletService } from './service.ts';

export { RoundRelay, relayAlongside } from './relay.ts';
export { type RoundEvent, type RoundObserver, type TaggedRoundEvent, withPlayerBrands } from './rounds.ts';
export { GAME_SESSION_IDLE_MS, SeamlessWalletService } from './service.ts';

export interface SeamlessWalletModuleDeps extends PlatformDeps {
  ledger: LedgerService;
  /** The rewards module's bonus money at play. */
  bonus: BonusPlay;
  /** The auth module's sessions: when a player's sessions end, their game sessions end too. */
  sessions: { onSessionsEnded(fn: (playerUuid: string) => Promise<void>): void };
  /**
   * The default brand's relay, for another brand's instance in the same process (ADR 062): the outbox
   * is drained there, to that instance's observers, which act on each round's player's brand; this
   * instance's observers are not added.
   */
  sharedRelay?: RoundRelay | undefined;
}

/** The game studio's wallet calls into the platform (partner-facing): service and signed calls. */
export function registerSeamlessWallet(app: FastifyInstance, deps: SeamlessWalletModuleDeps) {
  const every = deps.config.ROUND_EVENTS_RELAY_MS;
  const relay =
    deps.sharedRelay ??
    new RoundRelay({
      db: deps.db,
      dbKind: deps.dbKind,
      failed: (err) => app.log.error({ err }, 'round events relay failed; the events wait for the next'),
    });
  const seamlessWallet = new SeamlessWalletService({
    db: deps.db,
    ledger: deps.ledger,
    bonus: deps.bonus,
    relay,
    observed: !deps.sharedRelay,
    relayAfterCalls: every === 0,
    bus: deps.bus,
    now: deps.now,
  });
  seamlessWalletRoutes(app, {
    wallet: seamlessWallet,
    secret: deps.config.STUDIO_SECRET,
    now: deps.now,
    metrics: deps.metrics,
  });
  // The round outbox's depth and oldest event, read when scraped (ADR 069).
  deps.metrics.gauge(
    'round_outbox_depth',
    'Round events not yet relayed',
    async () => (await roundOutbox(deps.db)).depth,
  );
  deps.metrics.gauge(
    'round_outbox_oldest_seconds',
    'Age of the oldest round event not yet relayed',
    async () => (await roundOutbox(deps.db)).oldestSeconds,
  );
  // A logout, password change or self-restriction ends the player's game sessions: no new bets.
  deps.sessions.onSessionsEnded((player) => seamlessWallet.endPlayerSessions(player));
  if (!deps.sharedRelay) relayOnItsOwn(app, relay, seamlessWallet, every);
  return { seamlessWallet, roundRelay: relay };
}

/** The relay beside the calls once the app is ready (relay.ts), and once more when it closes. */
function relayOnItsOwn(
  app: FastifyInstance,
  relay: RoundRelay,
  wallet: SeamlessWalletService,
  every: number,
) {
  if (every === 0) return;
  let running: { stop(): Promise<void> } | undefined;
  app.addHook('onReady', async () => {
    running = relayAlongside(relay, wallet, every);
  });
  app.addHook('onClose', async () => {
    await running?.stop();
  });
}
