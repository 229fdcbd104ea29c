import { timingSafeEqual } from 'node:crypto';
import { ErrorCode } from '@croupier/contract';
import type { FastifyInstance } from 'fastify';
import { type Config, isLocalDemo } from './config.ts';
import { AppError } from './errors.ts';
import { type Metrics, startProcessMetrics } from './metrics.ts';

export const METRICS_PATH = '/metrics';

/**
 * What every request pays for being observed (ADR 069): its id echoed in `x-request-id`, and once
 * answered, one count and one duration by route template. `GET /metrics` answers the process's
 * metrics: open in the local demo; beyond it only with `Authorization: Bearer METRICS_TOKEN`, and
 * not at all (404) without METRICS_TOKEN.
 */
export function registerObservability(app: FastifyInstance, d: { config: Config; metrics: Metrics }) {
  const http = d.metrics.http(d.config.BRAND_ID);
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    http.record(request.routeOptions.url, request.method, reply.statusCode, reply.elapsedTime);
    done();
  });

  const open = isLocalDemo(d.config);
  const token = d.config.METRICS_TOKEN ? Buffer.from(`Bearer ${d.config.METRICS_TOKEN}`) : null;
  if (open || token) startProcessMetrics();
  app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
    if (!open) {
      if (!token) throw new AppError(ErrorCode.notFound, 'Not found');
      const given = Buffer.from(request.headers.authorization ?? '');
      if (given.length !== token.length || !timingSafeEqual(given, token))
        throw new AppError(ErrorCode.unauthorized, 'Metrics need the bearer token METRICS_TOKEN');
    }
    reply.header('content-type', d.metrics.registry.contentType);
    reply.header('cache-control', 'no-store');
    return d.metrics.text();
  });
}
