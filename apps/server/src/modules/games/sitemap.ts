import { ALL_CHIP } from '@croupier/contract/games';
import type { FastifyInstance } from 'fastify';
import { escapeHtml } from '../../platform/html.ts';
import type { CatalogueService } from './service.ts';

const ONE_HOUR_S = 3_600;

/**
 * The pages search engines should find (ADR 032): the lobby, every game, each category's page and
 * each provider's, at the web app's addresses (apps/web/src/shared/paths.ts: `/games/category/{slug}`,
 * `/providers/{alias}`), absolute under PUBLIC_URL as the sitemap protocol asks.
 */
export function sitemapXml(catalogue: CatalogueService, publicUrl: string): string {
  const pages = [
    '/',
    '/games',
    ...catalogue
      .categories()
      .filter((c) => c.slug !== ALL_CHIP.slug)
      .map((c) => `/games/category/${encodeURIComponent(c.slug)}`),
    '/providers',
    ...catalogue.providerAliases().map((alias) => `/providers/${encodeURIComponent(alias)}`),
  ];
  const urls = pages.map((p) => `<url><loc>${escapeHtml(publicUrl + p)}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/**
 * robots.txt: everything but the API and the player's own pages, and where the sitemap is (absolute,
 * as the robots protocol asks, so it is the server's to write rather than a static file's).
 */
export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /profile',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

export function sitemapRoutes(app: FastifyInstance, catalogue: CatalogueService, publicUrl: string) {
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_req, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', `public, max-age=${ONE_HOUR_S}`)
      .send(sitemapXml(catalogue, publicUrl)),
  );
  app.get('/robots.txt', { schema: { hide: true } }, async (_req, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', `public, max-age=${ONE_HOUR_S}`)
      .send(robotsTxt(publicUrl)),
  );
}
