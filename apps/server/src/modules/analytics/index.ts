import type { FastifyInstance } from 'fastify';
import type { PlatformDeps } from '../../platform/module.ts';
import { analyticsRoutes } from './routes.ts';
import { AnalyticsService } from './service.ts';

export type { AnalyticsService } from './service.ts';

export type AnalyticsModuleDeps = PlatformDeps;

/** Usage analytics collector, error-report intake and the operator's reads (ADR 029). */
export function registerAnalytics(app: FastifyInstance, deps: AnalyticsModuleDeps) {
  // Sentry SDKs send envelopes as text/plain or as their own type; both are read as text.
  app.addContentTypeParser('application/x-sentry-envelope', { parseAs: 'string' }, (_req, body, done) =>
    done(null, body),
  );
  const analytics = new AnalyticsService({
    db: deps.db,
    config: deps.config,
    limiter: deps.limiter,
    now: deps.now,
  });
  analyticsRoutes(app, analytics);
  return { analytics };
}
