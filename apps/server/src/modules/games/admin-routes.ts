import { endpoints } from '@croupier/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../platform/http.ts';
import type { CatalogueAdmin } from './admin.ts';

const flag = (value: 'true' | 'false' | undefined) => (value === undefined ? undefined : value === 'true');

/** The operators' catalogue calls (ADR 057); the roles and the audit are the operator API's. */
export function catalogueAdminRoutes(app: FastifyInstance, admin: CatalogueAdmin) {
  registerEndpoint(app, endpoints.listCatalogueGames, ({ query: q }) =>
    admin.games(
      {
        name: q.name || undefined,
        provider: q.provider,
        category: q.category,
        enabled: flag(q.enabled),
        featured: flag(q.featured),
        blockedIn: q.blockedIn,
      },
      q.page,
      q.size,
    ),
  );
  registerEndpoint(app, endpoints.getCatalogueGame, ({ params }) => admin.game(params.gameUuid));
  registerEndpoint(app, endpoints.updateCatalogueGame, ({ params, body }) =>
    admin.updateGame(params.gameUuid, body),
  );
  registerEndpoint(app, endpoints.listCatalogueProviders, ({ query: q }) =>
    admin.providers(q.name || undefined, q.page, q.size),
  );
  registerEndpoint(app, endpoints.getCatalogueProvider, ({ params }) => admin.provider(params.alias));
  registerEndpoint(app, endpoints.updateCatalogueProvider, ({ params, body }) =>
    admin.updateProvider(params.alias, body),
  );
  registerEndpoint(app, endpoints.listCatalogueCategories, () => admin.categories());
  registerEndpoint(app, endpoints.setCatalogueCategories, ({ body }) => admin.setCategories(body));
}
