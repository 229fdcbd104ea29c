import type { z } from 'zod';

/**
 * Which configurable base URL a call is made against. The spec writes them as `{host}`,
 * `{middleware}`, `{rest}`, `{dev}` and `{callback api}`; by default every one is `/api`.
 */
export type BaseUrlKey = 'host' | 'middleware' | 'rest' | 'dev' | 'callback';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** `public`: no token; `player`: bearer token required; `optional`: token used when present. */
export type AuthMode = 'public' | 'player' | 'optional';

export interface Endpoint<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
> {
  id: string;
  method: HttpMethod;
  base: BaseUrlKey;
  /** Path as the spec writes it, with `{name}` placeholders. */
  path: string;
  auth: AuthMode;
  summary: string;
  params?: P;
  query?: Q;
  body?: B;
  response: R;
}

export function defineEndpoint<
  P extends z.ZodType,
  Q extends z.ZodType,
  B extends z.ZodType,
  R extends z.ZodType,
>(endpoint: Endpoint<P, Q, B, R>): Endpoint<P, Q, B, R> {
  return endpoint;
}

/** `/favorite/targets/{uuid}/{id}` → `/favorite/targets/:uuid/:id` (Fastify's syntax). */
export function toRoutePattern(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}

/** Fills `{name}` placeholders, URI-encoding each value. */
export function fillPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}
