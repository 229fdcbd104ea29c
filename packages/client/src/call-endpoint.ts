import type { BaseUrlKey, Endpoint } from '@croupier/contract';
import { fillPath } from '@croupier/contract/http';
import type { z } from 'zod';
import { ApiError } from './api-error.ts';
import type { JsonClient } from './request.ts';

type Input<S> = S extends z.ZodType ? z.input<S> : never;

export interface CallOptions<E extends Endpoint> {
  params?: Input<E['params']>;
  query?: Input<E['query']>;
  body?: Input<E['body']>;
  /** Extra request headers the call declares (a withdrawal's Idempotency-Key). */
  headers?: Record<string, string>;
  signal?: AbortSignal | undefined;
}

/** Calls one of the contract's endpoints and validates the answer with its response schema. */
export type EndpointCaller = <E extends Endpoint>(
  endpoint: E,
  options?: CallOptions<E>,
) => Promise<z.output<E['response']>>;

/**
 * The contract's calls over `client`: the path filled from `params`, the query and body sent as
 * given, and the answer parsed with the call's response schema (an answer that does not match is an
 * ApiError `error.internal`). `baseUrl` says where each of the contract's bases is served.
 */
export function createEndpointCaller(
  client: JsonClient,
  baseUrl: (base: BaseUrlKey) => string,
): EndpointCaller {
  return async function callEndpoint<E extends Endpoint>(
    endpoint: E,
    options: CallOptions<E> = {},
  ): Promise<z.output<E['response']>> {
    const path = fillPath(endpoint.path, (options.params ?? {}) as Record<string, string | number>);
    const data = await client.json(`${baseUrl(endpoint.base)}${path}`, {
      method: endpoint.method,
      auth: endpoint.auth,
      query: options.query as Record<string, unknown> | undefined,
      body: options.body,
      ...(options.headers && { headers: options.headers }),
      signal: options.signal,
    });
    const parsed = endpoint.response.safeParse(data);
    if (!parsed.success) {
      throw new ApiError({
        status: 200,
        code: 'error.internal',
        message: `Unexpected answer from ${endpoint.id}`,
      });
    }
    return parsed.data as z.output<E['response']>;
  };
}
