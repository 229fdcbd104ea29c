import { z } from 'zod';
import { SCHEMA_MESSAGES } from './rules/messages.ts';

/**
 * Which configurable base URL a call is made against. The spec writes them as `{host}`,
 * `{middleware}`, `{rest}`, `{dev}` and `{callback api}`; by default every one is `/api`.
 */
export type BaseUrlKey = 'host' | 'middleware' | 'rest' | 'dev' | 'callback';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * `public`: no token; `player`: bearer token required; `optional`: token used when present;
 * `operator`: the operator API (`/operator/…`), with the operator's key in OPERATOR_KEY_HEADER.
 */
export type AuthMode = 'public' | 'player' | 'optional' | 'operator';

/** The header that carries the operator's key on every operator call (one authentication). */
export const OPERATOR_KEY_HEADER = 'x-operator-token';

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

/**
 * The calls' marks of ownership: a field whose schema is registered here is the calling player's
 * own uuid, and the server refuses any other value with 403 `error.access.forbidden` before the
 * handler runs (GUIDE §4 Access). Use `PlayerUuid` for such a field and the check follows.
 */
export const playerOwned = z.registry();

/** A player's uuid that must be the caller's own (marked in `playerOwned`). */
export const PlayerUuid = z.uuid(SCHEMA_MESSAGES.playerUuid).register(playerOwned);

export type OwnedFields = Record<'params' | 'query' | 'body', string[]>;

/** The object fields of a schema: of an object, of a pipe's input, of every option of a union. */
function fieldsOf(schema: z.ZodType | undefined): [string, z.ZodType][] {
  if (!schema) return [];
  const def = (schema as z.ZodType & { def: Record<string, unknown> }).def;
  if (def.type === 'object') return Object.entries(def.shape as Record<string, z.ZodType>);
  if (def.type === 'pipe') return fieldsOf(def.in as z.ZodType);
  if (def.type === 'union') return (def.options as z.ZodType[]).flatMap(fieldsOf);
  if (def.type === 'optional' || def.type === 'nullable' || def.type === 'default') {
    return fieldsOf(def.innerType as z.ZodType);
  }
  return [];
}

/** The params, query and body fields of a call that must be the caller's own uuid. */
export function ownedFields(endpoint: Endpoint): OwnedFields {
  const owned = (schema: z.ZodType | undefined) => [
    ...new Set(fieldsOf(schema).flatMap(([name, field]) => (playerOwned.has(field) ? [name] : []))),
  ];
  return { params: owned(endpoint.params), query: owned(endpoint.query), body: owned(endpoint.body) };
}
