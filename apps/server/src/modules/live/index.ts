import type { FastifyInstance } from 'fastify';
import type { PlatformDeps } from '../../platform/module.ts';
import type { SessionService, StreamTickets } from '../auth/index.ts';
import type { WalletService } from '../wallet/index.ts';
import { LiveHub } from './hub.ts';
import { liveRoutes } from './routes.ts';

export interface LiveModuleDeps extends PlatformDeps {
  /** The auth module's stream tickets and sessions. */
  tickets: StreamTickets;
  sessions: Pick<SessionService, 'isLive'>;
  /** The wallet module's balance, as the balance call answers it. */
  wallet: Pick<WalletService, 'balance'>;
}

/** Live updates to the player's browser over Server-Sent Events (docs/decisions/068-live-events.md). */
export function registerLive(app: FastifyInstance, deps: LiveModuleDeps) {
  const hub = new LiveHub({
    bus: deps.bus,
    balance: (uuid) => deps.wallet.balance(uuid, undefined),
    sessionLive: (p) => deps.sessions.isLive(p),
    onError: (err) => app.log.warn({ err }, 'live stream'),
  });
  const stopCounting = deps.metrics
    .sourcedGauge('live_streams_open', 'Live event streams (SSE) open on this server, by brand', 'brand')
    .add(deps.config.BRAND_ID, () => hub.size);
  // Open streams never end on their own: end them, so the server's close does not wait on them.
  app.addHook('preClose', async () => {
    stopCounting();
    hub.close();
  });
  liveRoutes(app, { tickets: deps.tickets, hub });
  return { liveHub: hub };
}
