import { endpoints } from '@croupier/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../platform/http.ts';
import { pageLanguage, visitorCountry } from '../../platform/visitor.ts';
import type { BrandAdmin } from './admin.ts';
import type { ContentService } from './service.ts';

export function contentRoutes(
  app: FastifyInstance,
  content: ContentService,
  geoCountryHeader: string | undefined,
) {
  registerEndpoint(app, endpoints.brandConfig, () => content.brandConfig());
  registerEndpoint(app, endpoints.liveChatConfig, () => content.liveChat());
  // 000 §4's location step: the country the web sends (a player's own), else where the visitor is.
  registerEndpoint(app, endpoints.localization, ({ query, request }) =>
    content.localization(
      query.preferredLocale,
      query.countryCode ?? visitorCountry(request, geoCountryHeader),
    ),
  );
  registerEndpoint(app, endpoints.staticPage, ({ params, request }) =>
    content.staticPage(params.slug, pageLanguage(request)),
  );
}

/** The operators' brand settings and pages (ADR 058); the roles and the audit are the operator API's. */
export function brandAdminRoutes(app: FastifyInstance, admin: BrandAdmin) {
  registerEndpoint(app, endpoints.getBrandSettings, () => admin.settings());
  registerEndpoint(app, endpoints.updateBrandSettings, ({ body }) => admin.updateSettings(body));
  registerEndpoint(app, endpoints.listBrandPages, () => admin.pages());
  registerEndpoint(app, endpoints.getBrandPage, ({ params }) => admin.page(params.locale, params.slug));
  registerEndpoint(app, endpoints.setBrandPage, ({ params, body }) =>
    admin.setPage(params.locale, params.slug, body),
  );
}
