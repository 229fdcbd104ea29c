import { endpoints } from '@croupier/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../platform/http.ts';
import type { AnalyticsService } from './service.ts';

/** The collector, the error intake and the operator's reads (ADR 029). */
export function analyticsRoutes(app: FastifyInstance, analytics: AnalyticsService) {
  registerEndpoint(app, endpoints.collectEvents, ({ body, request, player }) =>
    analytics.collect(body, {
      ip: request.ip,
      bytes: Number(request.headers['content-length'] ?? 0),
      player: player?.uuid ?? null,
    }),
  );
  registerEndpoint(app, endpoints.analyticsConfig, () => analytics.config());
  registerEndpoint(app, endpoints.sentryEnvelope, ({ body, request, player }) =>
    analytics.intakeEnvelope(body, { ip: request.ip, player: player?.uuid ?? null }),
  );
  registerEndpoint(app, endpoints.operatorEventCounts, ({ query }) => analytics.eventCounts(query));
  registerEndpoint(app, endpoints.operatorFunnel, ({ query }) => analytics.funnel(query));
  registerEndpoint(app, endpoints.operatorErrorReports, ({ query }) => analytics.errorReports(query));
}
