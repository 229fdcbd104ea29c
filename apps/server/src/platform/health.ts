import type { FastifyInstance } from 'fastify';
import { API_PREFIX } from './http.ts';
import type { DbKind } from './schedule.ts';

/** `GET /api/health`: the load balancer's check (not in the OpenAPI reference). */
export function registerHealth(
  app: FastifyInstance,
  platform: { dbKind: DbKind },
  catalogue: { readonly size: number },
): void {
  app.get(`${API_PREFIX}/health`, { schema: { hide: true } }, async () => ({
    status: 'ok',
    database: platform.dbKind,
    games: catalogue.size,
  }));
}
