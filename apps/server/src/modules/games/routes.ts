import { type DeviceType, endpoints, type GamesListQuery, PROVIDER_CACHE_MS } from '@croupier/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Principal } from '../../platform/auth.ts';
import { notFound } from '../../platform/errors.ts';
import { API_PREFIX, registerEndpoint } from '../../platform/http.ts';
import type { PlayerMarkets } from './market.ts';
import type { CatalogueService } from './service.ts';

const ONE_DAY_S = 86_400;

export function gamesRoutes(app: FastifyInstance, catalogue: CatalogueService, markets: PlayerMarkets) {
  /**
   * The market a list is for: a logged-in player's own country and currency (the calls that read a
   * token), else the spec's parameters as sent (guests: the brand's defaults). ADR 020.
   */
  const marketOf = async (
    player: Principal | null,
    sent: { country?: string | undefined; currency?: string | undefined },
  ) => {
    const own = player ? await markets.of(player.uuid) : undefined;
    return own
      ? { country: own.country, currency: own.currency }
      : { country: sent.country, currency: sent.currency };
  };

  /** The list filters every game call shares, whatever the call names its market parameters. */
  const listFilter = (q: {
    type?: DeviceType | undefined;
    category?: string | undefined;
    tagKey?: string | undefined;
    provider?: string | undefined;
  }) => ({
    device: q.type,
    category: q.category,
    tags: q.tagKey ? [q.tagKey] : undefined,
    provider: q.provider,
  });

  // A guest's page is the same for the same URL until the snapshot changes: kept by URL (http.ts).
  const guestAnswers = { generation: () => catalogue.generation };

  registerEndpoint(
    app,
    endpoints.searchGames,
    async ({ query: q, player }) =>
      catalogue.searchJson(
        {
          ...listFilter(q),
          name: q.name,
          ...(await marketOf(player, { country: q.countryCode, currency: q.currencyCode })),
        },
        q.page,
        q.size,
      ),
    { guestAnswers },
  );

  // The default list names its market `country` and `currency` (000 §7).
  registerEndpoint(
    app,
    endpoints.defaultGames,
    async ({ query: q, player }) =>
      catalogue.listJson({ ...listFilter(q), ...(await marketOf(player, q)) }, q.page, q.size),
    { guestAnswers },
  );

  const gamesList = async (q: z.output<typeof GamesListQuery>, player: Principal | null) =>
    catalogue.listJson(
      {
        ...listFilter(q),
        name: q.keyword,
        ...(await marketOf(player, { country: q.countryCode, currency: q.currencyCode })),
        tags: q.tags?.split(',') ?? (q.tagKey ? [q.tagKey] : undefined),
      },
      q.page,
      q.size,
    );
  registerEndpoint(app, endpoints.localeGames, ({ query, player }) => gamesList(query, player), {
    guestAnswers,
  });
  // Public (no token read, cacheable): the web sends the player's market as the spec's parameters.
  registerEndpoint(app, endpoints.publicGames, ({ query }) => gamesList(query, null), { guestAnswers });

  registerEndpoint(app, endpoints.categories, () => catalogue.categories());

  registerEndpoint(app, endpoints.providers, ({ query: q, reply }) => {
    reply.header('cache-control', `public, max-age=${PROVIDER_CACHE_MS / 1000}`);
    return catalogue.providers(
      { country: q.countryCode, currency: q.currencyCode, device: q.gameDeviceType, keyword: q.keyword },
      q.page,
      q.size,
    );
  });

  registerEndpoint(app, endpoints.searchProviders, ({ query: q }) =>
    catalogue.providers(
      { country: q.countryCode, currency: q.currencyCode, device: q.gameDeviceType, keyword: q.keyword },
      q.page,
      q.size,
    ),
  );

  // Artwork is an asset, not a contract call: generated PNG (games) and SVG (providers), cached by
  // browsers for a day.
  const Slug = z.object({ slug: z.string().regex(/^[a-z0-9-]{1,80}$/) });
  const svg = (body: string | undefined, what: string) => {
    if (!body) throw notFound(what);
    return body;
  };
  app.get(
    `${API_PREFIX}/artwork/games/:slug.png`,
    { schema: { hide: true, params: Slug } },
    async (req, reply) => {
      const png = catalogue.gameArtwork((req.params as { slug: string }).slug);
      if (!png) throw notFound('Game artwork');
      return reply.type('image/png').header('cache-control', `public, max-age=${ONE_DAY_S}`).send(png);
    },
  );
  // The SVG artwork of before ADR 032: addresses kept by browsers and caches lead to the PNG.
  app.get(
    `${API_PREFIX}/artwork/games/:slug.svg`,
    { schema: { hide: true, params: Slug } },
    async (req, reply) =>
      reply.redirect(`${API_PREFIX}/artwork/games/${(req.params as { slug: string }).slug}.png`, 301),
  );
  app.get(
    `${API_PREFIX}/artwork/providers/:slug.svg`,
    { schema: { hide: true, params: Slug } },
    async (req, reply) => {
      const body = svg(catalogue.providerArtwork((req.params as { slug: string }).slug), 'Provider artwork');
      return reply.type('image/svg+xml').header('cache-control', `public, max-age=${ONE_DAY_S}`).send(body);
    },
  );
}
