import type { FastifyInstance } from 'fastify';
import { notFound } from '../../platform/errors.ts';
import { keepFresh } from '../../platform/fresh-copy.ts';
import type { PlatformDeps } from '../../platform/module.ts';
import { CatalogueAdmin } from './admin.ts';
import { catalogueAdminRoutes } from './admin-routes.ts';
import { type Market, PlayerMarkets } from './market.ts';
import { gamesRoutes } from './routes.ts';
import { CatalogueService } from './service.ts';
import { sitemapRoutes } from './sitemap.ts';

export type { Market, PlayerMarkets } from './market.ts';
export type { CatalogueService } from './service.ts';

export interface GamesModuleDeps extends PlatformDeps {
  /** The player's account country and currency (the auth module's service). */
  players: { player(uuid: string): Promise<Market | undefined> };
}

/**
 * The catalogue, providers, search and the players' markets: services and calls. The catalogue is
 * an in-memory snapshot: `catalogue.reload()` loads it before the app serves, and it reloads on
 * every server when it changes on any (ADR 067).
 */
export function registerGames(app: FastifyInstance, deps: GamesModuleDeps) {
  const catalogue = new CatalogueService({ db: deps.db, brandId: deps.config.BRAND_ID, now: deps.now });
  const markets = new PlayerMarkets({
    load: async (uuid) => {
      const p = await deps.players.player(uuid);
      return p && { country: p.country, currency: p.currency };
    },
  });
  gamesRoutes(app, catalogue, markets);
  // The operators' catalogue: a write refreshes this process's snapshot (ADR 057) and announces
  // itself; every server's snapshot reloads on that, and on a slow timer in case one is lost (ADR 067).
  const { bus } = deps;
  const brandId = deps.config.BRAND_ID;
  catalogueAdminRoutes(app, new CatalogueAdmin({ db: deps.db, catalogue, bus, brandId }));
  keepFresh(app, bus, {
    name: 'catalogue',
    topic: 'catalogue.changed',
    reload: () => catalogue.refresh(),
    everyMs: deps.config.CATALOGUE_REFRESH_MS,
  });
  sitemapRoutes(app, catalogue, deps.config.publicUrl);
  /** The player's market; 404 when there is no such player. */
  const marketOf = async (uuid: string): Promise<Market> => {
    const market = await markets.of(uuid);
    if (!market) throw notFound('Player');
    return market;
  };
  return { catalogue, markets, marketOf };
}
