import type { FastifyInstance } from 'fastify';
import type { PlatformDeps } from '../../platform/module.ts';
import { scheduleTask } from '../../platform/schedule.ts';
import { analyticsRoutes } from './routes.ts';
import { AnalyticsService, type DepositRecords, type RegistrationRecords } from './service.ts';

export type { AnalyticsService, DepositRecords, RegistrationRecords } from './service.ts';

export interface AnalyticsModuleDeps extends PlatformDeps {
  /** The auth module's service: the funnel counts registrations from the players' records. */
  registrations: RegistrationRecords;
  /** The payments module's service: the funnel counts first deposits from completed payments. */
  deposits: DepositRecords;
}

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
    registrations: deps.registrations,
    deposits: deps.deposits,
  });
  analyticsRoutes(app, analytics);
  // Events and error reports past their retention go on a schedule (ADR 029).
  scheduleTask(app, deps, {
    name: 'analytics.prune',
    everyMs: deps.config.INTAKE_PRUNE_INTERVAL_MS,
    run: () => analytics.prune(),
  });
  return { analytics };
}
