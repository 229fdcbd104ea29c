import type { BrandConfig } from '@croupier/contract';
import type { FastifyInstance } from 'fastify';
import { keepFresh } from '../../platform/fresh-copy.ts';
import type { PlatformDeps } from '../../platform/module.ts';
import { scheduleTask } from '../../platform/schedule.ts';
import type { CatalogueService } from '../games/index.ts';
import type { SeamlessWalletService } from '../seamless-wallet/index.ts';
import type { LedgerService } from '../wallet/index.ts';
import { LIVE_TOURNAMENTS_REFRESH_MS, LIVE_TOURNAMENTS_SAFETY_MS } from './live.ts';
import { TournamentsOperator } from './operator.ts';
import { tournamentsRoutes } from './routes.ts';
import { type PrizeRewards, type TournamentPlayers, TournamentsService } from './service.ts';

export { LEADERBOARD_CACHE_MS } from './board.ts';
export {
  type PrizeRewards,
  type TournamentPlayers,
  TournamentsService,
} from './service.ts';

export interface TournamentsModuleDeps extends PlatformDeps {
  ledger: LedgerService;
  brand: () => BrandConfig;
  players: TournamentPlayers;
  /** The games module's catalogue: a tournament's games. */
  catalogue: Pick<CatalogueService, 'gameBySlug'>;
  /** Prizes are rewards granted by template (the rewards module). */
  prizes: PrizeRewards;
  /** Rounds score through its observer (seamless-wallet rounds.ts). */
  seamlessWallet: Pick<SeamlessWalletService, 'observeRounds' | 'relayRounds'>;
}

/** Tournaments: scoring from real-money rounds, leaderboards, prizes paid on a schedule. */
export function registerTournaments(app: FastifyInstance, deps: TournamentsModuleDeps) {
  const { db, now } = deps;
  const game = (slug: string) => deps.catalogue.gameBySlug(slug);
  const brandId = deps.config.BRAND_ID;
  const tournaments = new TournamentsService({
    db,
    bus: deps.bus,
    brandId,
    now,
    ledger: deps.ledger,
    brand: deps.brand,
    players: deps.players,
    game,
    rewards: deps.prizes,
    rounds: deps.seamlessWallet,
  });
  deps.seamlessWallet.observeRounds(tournaments.observer);
  const operator = new TournamentsOperator({ db, brandId, now, game, rewards: deps.prizes, tournaments });
  tournamentsRoutes(app, tournaments, operator);
  // Finished tournaments are paid on a schedule (tests call payoutDue with their own clock).
  scheduleTask(app, deps, {
    name: 'tournaments.payout',
    everyMs: deps.config.TOURNAMENT_PAYOUT_INTERVAL_MS,
    run: () => tournaments.payoutDue(),
  });
  // The tournaments that may score are read before the app serves, then again whenever a
  // tournament changes on any server (ADR 067); every server keeps its own copy. The timer is the
  // safety net for a lost message: slow when the bus crosses servers, else the only way another
  // replica's edit arrives (live.ts).
  app.addHook('onReady', () => tournaments.refreshLive());
  keepFresh(app, deps.bus, {
    name: 'live tournaments',
    topic: 'tournaments.changed',
    reload: () => tournaments.refreshLive(),
    everyMs: deps.bus.shared ? LIVE_TOURNAMENTS_SAFETY_MS : LIVE_TOURNAMENTS_REFRESH_MS,
  });
  return { tournaments };
}
