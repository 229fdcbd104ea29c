import { z } from 'zod';
import type { OperatorRole } from './operator-roles.ts';
import { SCHEMA_MESSAGES } from './rules/messages.ts';

/**
 * Which configurable base URL a call is made against. The spec writes them as `{host}`,
 * `{middleware}`, `{rest}`, `{dev}` and `{callback api}`; by default every one is `/api`.
 */
export type BaseUrlKey = 'host' | 'middleware' | 'rest' | 'dev' | 'callback';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * `public`: no token; `player`: bearer token required; `optional`: token used when present;
 * `operator`: the operator API (`/operator/…`): an operator's session cookie, an API key
 * (OPERATOR_API_KEY_HEADER or a bearer key), or OPERATOR_TOKEN from loopback (OPERATOR_KEY_HEADER).
 */
export type AuthMode = 'public' | 'player' | 'optional' | 'operator';

/** The header that carries OPERATOR_TOKEN (accepted from loopback only: the local demo, the first admin). */
export const OPERATOR_KEY_HEADER = 'x-operator-token';
/** The header that carries an operator API key (a bearer `Authorization` works too). */
export const OPERATOR_API_KEY_HEADER = 'x-operator-key';
/** The header a signed-in operator's writes carry: the session's CSRF token (also in OPERATOR_CSRF_COOKIE). */
export const OPERATOR_CSRF_HEADER = 'x-operator-csrf';
/** The operator's session cookie (HttpOnly, SameSite=Strict, path /api/operator). */
export const OPERATOR_SESSION_COOKIE = 'croupier_operator';
/** The session's CSRF token, readable by the console's scripts, which send it back in OPERATOR_CSRF_HEADER. */
export const OPERATOR_CSRF_COOKIE = 'croupier_operator_csrf';

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
  /** Operator calls: the roles that may make it (a contract test requires them on every one). */
  roles?: readonly OperatorRole[];
  /**
   * Operator writes: the id of the GET operator call that reads what this one changes (its path
   * parameters a subset of this call's, its query optional). The audit log keeps its answer from
   * just before the write and from just after it (docs/decisions/047-operator-identity.md).
   */
  auditBefore?: string;
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
