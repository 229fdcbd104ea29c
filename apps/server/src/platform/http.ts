import { type Endpoint, ErrorEnvelope, toRoutePattern } from '@croupier/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { type Principal, unauthorized } from './auth.ts';

export const API_PREFIX = '/api';

/**
 * A response body already serialized to JSON by code that validated it against the contract when it
 * built it (the catalogue validates every game when it loads its snapshot). Fastify sends the text
 * as it is, so hot read-mostly calls skip per-request validation and `JSON.stringify`.
 */
export class JsonText {
  constructor(readonly text: string) {}
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
}

/**
 * Registers one contract call: the route's path, method and schemas come from the contract, so the
 * server cannot drift from what the web app calls. Handlers stay thin and return the response body.
 *
 * `endpoint.auth` is enforced before validation: `player` needs a valid bearer token (else 401
 * `error.access.unauthorized`); `optional` reads one when sent (a bad one is 401, so the web renews);
 * `public` ignores it.
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
  const onRequest =
    mode === 'public'
      ? undefined
      : async (request: FastifyRequest) => {
          const player = app.authenticator ? await app.authenticator.authenticate(request) : null;
          if (!player && mode === 'player') throw unauthorized();
          request.player = player;
        };
  app.withTypeProvider<ZodTypeProvider>().route({
    ...(onRequest && { onRequest }),
    method: endpoint.method,
    url: API_PREFIX + toRoutePattern(endpoint.path),
    schema: {
      operationId: endpoint.id,
      summary: endpoint.summary,
      ...(endpoint.auth !== 'public' && { security: [{ bearerAuth: [] }] }),
      ...(endpoint.params && { params: endpoint.params }),
      ...(endpoint.query && { querystring: endpoint.query }),
      ...(endpoint.body && { body: endpoint.body }),
      response: { 200: endpoint.response, '4xx': ErrorEnvelope },
    },
    handler: async (request, reply) => {
      const result = await handler({
        params: request.params as Infer<E['params']>,
        query: request.query as Infer<E['query']>,
        body: request.body as Infer<E['body']>,
        player: request.player ?? null,
        request,
        reply,
      });
      if (result instanceof JsonText) {
        reply.type('application/json; charset=utf-8');
        return reply.send(result.text);
      }
      return result;
    },
  });
}
