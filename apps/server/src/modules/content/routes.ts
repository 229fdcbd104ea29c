import { endpoints } from '@croupier/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../platform/http.ts';
import type { ContentService } from './service.ts';

export function contentRoutes(app: FastifyInstance, content: ContentService) {
  registerEndpoint(app, endpoints.brandConfig, () => content.brandConfig());
  registerEndpoint(app, endpoints.liveChatConfig, () => content.liveChat());
  registerEndpoint(app, endpoints.localization, ({ query }) =>
    content.localization(query.preferredLocale, query.countryCode),
  );
  registerEndpoint(app, endpoints.staticPage, ({ params, request }) =>
    content.staticPage(
      params.slug,
      (request.headers['accept-language'] ?? '').split(',')[0]?.trim() || undefined,
    ),
  );
}
