import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import { type Endpoint, ErrorEnvelope, ownedFields, toRoutePattern } from '@croupier/contract';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { LRUCache } from 'lru-cache';
import type { z } from 'zod';
import { asJson, keepAuditRead, pathParamNames, readForAudit } from './audit-change.ts';
import { forbidden, type Principal, requirePlayer, unauthorized } from './auth.ts';
import { notFound } from './errors.ts';
import { requireOperator } from './operator.ts';

const AUDITED = Symbol('audited');
const BEFORE = Symbol('audit-before');
const ANSWER = Symbol('audit-answer');
/** An operator write's request, with what its audit row will say it changed. */
type AuditedRequest = FastifyRequest & { [AUDITED]?: true; [BEFORE]?: unknown; [ANSWER]?: unknown };

export const API_PREFIX = '/api';

/**
 * A response body already serialized to JSON by code that validated it against the contract when it
 * built it (the catalogue validates every game when it loads its snapshot). It is sent as it is, so
 * hot read-mostly calls skip per-request validation and `JSON.stringify`; a holder that keeps the
 * instance also keeps its compressed forms, so a page is compressed once, not once per request.
 */
export class JsonText {
  private readonly encoded = new Map<Encoding, Buffer>();
  private identity: Buffer | undefined;
  constructor(readonly text: string) {}

  /** The text's UTF-8 bytes, encoded once: a string body would be measured and encoded per answer. */
  bytes(): Buffer {
    this.identity ??= Buffer.from(this.text);
    return this.identity;
  }

  encode(encoding: Encoding): Buffer {
    let bytes = this.encoded.get(encoding);
    if (!bytes) {
      bytes =
        encoding === 'br'
          ? brotliCompressSync(this.text, {
              params: {
                // Compressed once and kept: spend the effort a static asset would get.
                [zlibConstants.BROTLI_PARAM_QUALITY]: 9,
                [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
              },
            })
          : gzipSync(this.text, { level: 9 });
      this.encoded.set(encoding, bytes);
    }
    return bytes;
  }
}

type Encoding = 'br' | 'gzip';
const ENCODINGS: Encoding[] = ['br', 'gzip'];
/** Below this the compressed form saves less than the headers cost (as `@fastify/compress`'s threshold). */
const COMPRESS_MIN_BYTES = 1024;

function sendJsonText(request: FastifyRequest, reply: FastifyReply, body: JsonText) {
  reply.type('application/json; charset=utf-8');
  if (body.text.length < COMPRESS_MIN_BYTES) return reply.send(body.bytes());
  reply.header('vary', 'accept-encoding');
  const accepted = request.headers['accept-encoding'];
  const encoding = accepted ? (negotiate(accepted, ENCODINGS) as Encoding | null) : null;
  if (!encoding) return reply.send(body.bytes());
  // A set Content-Encoding tells @fastify/compress the body is already compressed.
  return reply.header('content-encoding', encoding).send(body.encode(encoding));
}

type Infer<T> = NonNullable<T> extends z.ZodType ? z.output<NonNullable<T>> : undefined;

export interface HandlerInput<E extends Endpoint> {
  params: Infer<E['params']>;
  query: Infer<E['query']>;
  body: Infer<E['body']>;
  /** The token's player: always set on `auth: 'player'` calls, set when a token came on `optional` ones. */
  player: Principal | null;
  request: FastifyRequest;
  reply: FastifyReply;
}

export interface RegisterOptions {
  /**
   * The handler reads the token itself (logout accepts an expired one); the generic check of
   * `endpoint.auth` is skipped.
   */
  manualAuth?: boolean;
  /**
   * A guest's answer (no credentials) depends on the request's URL alone while `generation()` answers
   * the same value (the catalogue: its snapshot). A JsonText answered to a guest is kept by URL, and
   * the same URL is answered with it in the route's first hook, before validation and the handler.
   */
  guestAnswers?: { generation: () => unknown };
}

/** URLs kept per route: the lobby asks a few hundred; unusual ones only push the oldest out. */
const GUEST_ANSWERS_MAX = 1_000;
/** Longer URLs are answered, not kept (the cache's memory stays bounded by this times its size). */
const GUEST_ANSWER_URL_MAX = 512;

/** A route's kept guest answers, by URL, each with the generation it was built from. */
function guestAnswerCache(generation: () => unknown) {
  const kept = new LRUCache<string, { at: unknown; body: JsonText }>({ max: GUEST_ANSWERS_MAX });
  return {
    get(url: string): JsonText | undefined {
      const hit = kept.get(url);
      return hit && hit.at === generation() ? hit.body : undefined;
    },
    /** `at`: the generation read before the handler ran, so an answer built across a change is stale. */
    set(url: string, at: unknown, body: JsonText) {
      if (url.length <= GUEST_ANSWER_URL_MAX) kept.set(url, { at, body });
    },
  };
}

/**
 * Registers one contract call: the route's path, method and schemas come from the contract, so the
 * server cannot drift from what the web app calls. Handlers stay thin and return the response body.
 *
 * `endpoint.auth` is enforced before validation: `player` needs a valid bearer token (else 401
 * `error.access.unauthorized`); `optional` reads one when sent (a bad one is 401, so the web renews);
 * `public` ignores it. Every answer to a player (a token was read) is `cache-control: no-store`; the
 * handler may still set a stricter value.
 *
 * Access (GUIDE §4): every field the contract marks as the caller's own uuid (`PlayerUuid`) must be
 * the token's player, compared without case, or the call is 403 `error.access.forbidden`; this runs
 * after validation and before the handler, so a handler never sees another player's uuid.
 *
 * Operator calls (`auth: 'operator'`, docs/decisions/047-operator-identity.md): the caller is found
 * first (`request.operator`: a console session, an API key, or OPERATOR_TOKEN from loopback), and a
 * caller without one of the call's `roles` is 403 `error.operator.role` before validation. Every
 * operator write is recorded in the audit log once its answer is known, before it is sent, with
 * what it changed: its `auditBefore` read's answer before and after it (platform/audit-change.ts),
 * or else its own answer.
 */
export function registerEndpoint<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: (
    input: HandlerInput<E>,
  ) => Promise<z.input<E['response']> | JsonText> | z.input<E['response']> | JsonText,
  options: RegisterOptions = {},
) {
  const mode = options.manualAuth ? 'public' : endpoint.auth;
  const guests =
    options.guestAnswers && (mode === 'public' || mode === 'optional')
      ? guestAnswerCache(options.guestAnswers.generation)
      : undefined;
  const isGuest = (request: FastifyRequest) =>
    mode === 'public' || request.headers.authorization === undefined;
  const onRequest =
    guests !== undefined
      ? (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
          if (!isGuest(request)) return authenticate(request, reply, done);
          const kept = guests.get(request.url);
          // Not calling `done`: the kept answer is sent here, and the rest of the route is skipped.
          if (kept) sendJsonText(request, reply, kept);
          else done();
        }
      : mode === 'public'
        ? undefined
        : mode === 'operator'
          ? async (request: FastifyRequest, reply: FastifyReply) => {
              reply.header('cache-control', 'no-store');
              await requireOperator(app, request, endpoint);
            }
          : (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
              // A guest on an optional call (no credentials: players authenticate by bearer token
              // only) costs no promise: this is the lobby's hot path.
              if (mode === 'optional' && request.headers.authorization === undefined) return done();
              authenticate(request, reply, done);
            };
  function authenticate(request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) {
    const read = app.authenticator ? app.authenticator.authenticate(request) : Promise.resolve(null);
    read.then((player) => {
      if (!player && mode === 'player') return done(unauthorized());
      request.player = player;
      if (player) reply.header('cache-control', 'no-store');
      done();
    }, done);
  }
  const owned = ownedFields(endpoint);
  const checks = (['params', 'query', 'body'] as const).flatMap((part) =>
    owned[part].map((field) => ({ part, field })),
  );
  const operatorWrite = mode === 'operator' && endpoint.method !== 'GET';
  const ownership =
    checks.length === 0
      ? undefined
      : async (request: FastifyRequest) => {
          const player = requirePlayer(request);
          for (const { part, field } of checks) {
            const value = (request[part] as Record<string, unknown> | undefined)?.[field];
            if (typeof value !== 'string' || value.toLowerCase() !== player.uuid.toLowerCase()) {
              throw forbidden();
            }
          }
        };
  // An operator call about one player reaches only this instance's brand's players (ADR 062): another
  // brand's player is unknown here, as on their own brand's site; queues and lists filter their own.
  const sameBrand =
    mode === 'operator' && endpoint.path.includes('{playerUUID}')
      ? async (request: FastifyRequest) => {
          const uuid = (request.params as { playerUUID?: string }).playerUUID;
          const brands = app.playerBrands;
          if (!uuid || !brands) return;
          const brand = await brands.brandOf(uuid);
          if (brand !== undefined && brand !== brands.own) throw notFound('Player');
        }
      : undefined;
  // After the role check and validation, before the handler: the write's target as it is now.
  const readBefore =
    operatorWrite && endpoint.auditBefore
      ? async (request: AuditedRequest, reply: FastifyReply) => {
          request[BEFORE] = await readForAudit(app, request, reply, endpoint);
        }
      : undefined;
  const preHandler = [ownership, sameBrand, readBefore].filter((hook) => hook !== undefined);
  // Every operator write leaves one audit row, whatever its answer, before the answer is sent.
  const onSend = operatorWrite
    ? async (request: AuditedRequest, reply: FastifyReply, payload: unknown) => {
        // Once: a failed audit answers 500, whose own sending comes through here again.
        if (request.operator && app.operatorAccess && !request[AUDITED]) {
          request[AUDITED] = true;
          const done = reply.statusCode >= 200 && reply.statusCode < 300;
          const after = !done
            ? null
            : endpoint.auditBefore
              ? await readForAudit(app, request, reply, endpoint)
              : (request[ANSWER] ?? null);
          await app.operatorAccess.audit(request, endpoint, reply.statusCode, {
            before: request[BEFORE] ?? null,
            after,
          });
        }
        return payload;
      }
    : undefined;
  const run = (
    request: FastifyRequest,
    reply: FastifyReply,
    params: unknown,
    query: unknown,
    body: unknown,
  ) =>
    handler({
      params: params as Infer<E['params']>,
      query: query as Infer<E['query']>,
      body: body as Infer<E['body']>,
      player: request.player ?? null,
      request,
      reply,
    });
  // An operator read can be run for a write's audit row: the write's path parameters, no query.
  if (mode === 'operator' && endpoint.method === 'GET') {
    const names = pathParamNames(endpoint.path);
    keepAuditRead(app, endpoint, async (request, reply) => {
      const given = (request.params ?? {}) as Record<string, unknown>;
      const params = endpoint.params?.parse(Object.fromEntries(names.map((name) => [name, given[name]])));
      const result = await run(request, reply, params, endpoint.query?.parse({}), undefined);
      return result instanceof JsonText ? JSON.parse(result.text) : asJson(result);
    });
  }
  app.withTypeProvider<ZodTypeProvider>().route({
    ...(onRequest && { onRequest }),
    ...(onSend && { onSend }),
    ...(preHandler.length > 0 && { preHandler }),
    method: endpoint.method,
    url: API_PREFIX + toRoutePattern(endpoint.path),
    schema: {
      operationId: endpoint.id,
      summary: endpoint.summary,
      ...(endpoint.auth === 'operator'
        ? {
            security: [{ operatorSession: [] }, { operatorApiKey: [] }, { operatorToken: [] }],
            tags: ['operator'],
            description: `Roles: ${(endpoint.roles ?? []).join(', ')}.`,
          }
        : endpoint.auth !== 'public' && { security: [{ bearerAuth: [] }] }),
      ...(endpoint.params && { params: endpoint.params }),
      ...(endpoint.query && { querystring: endpoint.query }),
      ...(endpoint.body && { body: endpoint.body }),
      response: { 200: endpoint.response, '4xx': ErrorEnvelope },
    },
    handler: async (request, reply) => {
      const at = guests && isGuest(request) ? options.guestAnswers?.generation() : undefined;
      const result = await run(request, reply, request.params, request.query, request.body);
      if (guests && at !== undefined && result instanceof JsonText && reply.statusCode === 200)
        guests.set(request.url, at, result);
      if (operatorWrite && !endpoint.auditBefore)
        (request as AuditedRequest)[ANSWER] =
          result instanceof JsonText ? JSON.parse(result.text) : asJson(result);
      if (result instanceof JsonText) return sendJsonText(request, reply, result);
      return result;
    },
  });
}
