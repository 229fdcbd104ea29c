import {
  type Endpoint,
  ErrorEnvelope,
  fillPath,
  OPERATOR_API_KEY_HEADER,
  OPERATOR_CSRF_HEADER,
  OPERATOR_KEY_HEADER,
} from '@croupier/contract';
import { expect } from 'vitest';
import type { z } from 'zod';
import { freshIp, freshLoopbackIp, type TestContext } from './helper.ts';

/**
 * The tests' one client of the platform API: every call is made through the contract's endpoint
 * descriptor (its method and path, filled and mounted under `/api`), as the web makes it.
 *
 *   api(t).as(player).call(endpoints.balance, { params: { uuid } })   → the inject response
 *   api(t).as(player).status(endpoints.balance, { params: { uuid } }) → its status code
 *   api(t).as(player).ok(endpoints.balance, { params: { uuid } })     → 2xx, parsed with the call's response schema
 *   api(t).fails(endpoints.signup, { body })                          → ≥ 400, `{ status, ...ErrorEnvelope }`
 *   api(t).operator().call(…)                                         → with OPERATOR_TOKEN, from loopback
 *   api(t).operatorKey(key).call(…)                                   → with an operator API key
 *   api(t).console(session).call(…)                                   → as a signed-in operator (cookie, CSRF)
 *   api(t).from(ip).call(…)                                           → from that client address (default: a fresh one)
 */

/** The operator key the test apps are started with (`OPERATOR_TOKEN`). */
export const OPERATOR_TOKEN = 'operator-token-for-tests-0123456789';

export type Response = Awaited<ReturnType<TestContext['app']['inject']>>;

const UNCHECKED = Symbol('unchecked');
/** A value sent as it is, outside the call's schema on purpose (see `unchecked`). */
export interface Unchecked {
  readonly [UNCHECKED]: unknown;
}
/**
 * A query or body the test sends deliberately outside the contract's types (a wrong type, an
 * unknown field, a raw query string): the compiler does not check it against the call's schema.
 */
export const unchecked = (value: unknown): Unchecked => ({ [UNCHECKED]: value });
const isUnchecked = (value: unknown): value is Unchecked =>
  typeof value === 'object' && value !== null && UNCHECKED in value;

type In<S> = S extends z.ZodType ? z.input<S> : never;
/** What a call's body takes, as the contract types it (`BodyOf<typeof endpoints.signup>`). */
export type BodyOf<E extends Endpoint> = In<E['body']>;
/** What a call's query takes, as the contract types it. */
export type QueryOf<E extends Endpoint> = In<E['query']>;
/**
 * Path parameters by the names of the call's params schema. Optional in the type, as the contract's
 * types cannot always say which calls have them; `fillPath` throws on one that is missing.
 */
type ParamsInput<S> =
  unknown extends In<S> ? Record<string, string | number> : { [K in keyof In<S>]-?: string | number };

export interface CallInput<E extends Endpoint> {
  params?: ParamsInput<E['params']>;
  /** The query as the call's schema reads it; `unchecked('a=1&a=2')` sends a raw query string. */
  query?: In<E['query']> | Unchecked;
  /** A JSON body. */
  body?: In<E['body']> | Unchecked;
  /** The body as an HTML form posts it (`application/x-www-form-urlencoded`), as the web sends the call-back form. */
  form?: In<E['body']> | Unchecked;
  /** The request's bytes as they are (a multipart upload); give its content type in `headers`. */
  payload?: string | Buffer;
  headers?: Record<string, string>;
}

/** A refused call: its status and the contract's error envelope. */
export type Failure = z.infer<typeof ErrorEnvelope> & { status: number };

/** The error envelope of a refused call. */
export const envelope = (res: { json(): unknown }) => ErrorEnvelope.parse(res.json());

/** A refused call's status and error envelope. */
export const failure = (res: { statusCode: number; json(): unknown }): Failure => ({
  status: res.statusCode,
  ...envelope(res),
});

/** The query string of a call, as the web's client writes it: arrays joined by commas, undefined left out. */
function queryString(query: unknown): string {
  if (query === undefined) return '';
  const value = isUnchecked(query) ? query[UNCHECKED] : query;
  if (typeof value === 'string') return value.replace(/^\?/, '');
  const search = new URLSearchParams();
  for (const [key, field] of Object.entries((value ?? {}) as Record<string, unknown>)) {
    if (field === undefined) continue;
    search.append(key, Array.isArray(field) ? field.join(',') : String(field));
  }
  return search.toString();
}

/** A query or body as it goes on the wire: an `unchecked` one unwrapped. */
export const sent = (value: unknown) => (isUnchecked(value) ? value[UNCHECKED] : value);

/** The URL of a call: the contract's path, filled, under `/api`, with its query. */
export function urlOf(endpoint: Endpoint, input: { params?: object; query?: unknown } = {}): string {
  const path = fillPath(endpoint.path, (input.params ?? {}) as Record<string, string | number>);
  const query = queryString(input.query);
  return `/api${path}${query ? `?${query}` : ''}`;
}

interface Caller {
  token?: string | undefined;
  operatorKey?: string | undefined;
  apiKey?: string | undefined;
  session?: ConsoleSession | undefined;
  ip?: string | undefined;
}

/** A signed-in operator's cookie and CSRF token, as the console holds them. */
export interface ConsoleSession {
  cookie: string;
  csrfToken: string;
}

export class ApiClient {
  constructor(
    private readonly t: TestContext,
    private readonly caller: Caller = {},
  ) {}

  /** As this player (their bearer token); `null` or `undefined`: as a guest. */
  as(player: { token: string } | string | null | undefined): ApiClient {
    const token = typeof player === 'string' ? player : player?.token;
    return new ApiClient(this.t, { ...this.caller, token });
  }

  /**
   * With OPERATOR_TOKEN (`x-operator-token`): the tests' `OPERATOR_TOKEN`, or the key given; from a
   * fresh loopback address unless `from` says otherwise (beyond loopback the token is refused).
   */
  operator(key: string = OPERATOR_TOKEN): ApiClient {
    return new ApiClient(this.t, { ...this.caller, operatorKey: key });
  }

  /** With an operator API key (`x-operator-key`). */
  operatorKey(key: string): ApiClient {
    return new ApiClient(this.t, { ...this.caller, apiKey: key });
  }

  /** As a signed-in operator: the session cookie, and the CSRF header on writes. */
  console(session: ConsoleSession): ApiClient {
    return new ApiClient(this.t, { ...this.caller, session });
  }

  /** From this client address; `undefined` or never said: a fresh one per call, so per-address limits stay apart. */
  from(ip: string | undefined): ApiClient {
    return new ApiClient(this.t, { ...this.caller, ip });
  }

  /** Makes the call and answers the inject response, whatever its status. */
  call<E extends Endpoint>(endpoint: E, input?: CallInput<E>): Promise<Response> {
    const { body, form, payload, headers } = input ?? {};
    const { token, operatorKey, apiKey, session, ip } = this.caller;
    return this.t.app.inject({
      method: endpoint.method,
      url: urlOf(endpoint, input),
      remoteAddress: ip ?? (operatorKey ? freshLoopbackIp() : freshIp()),
      ...(body !== undefined && { payload: sent(body) as object }),
      ...(form !== undefined && {
        payload: new URLSearchParams(sent(form) as Record<string, string>).toString(),
      }),
      ...(payload !== undefined && { payload }),
      headers: {
        // As a browser's fetch sends a URLSearchParams body.
        ...(form !== undefined && { 'content-type': 'application/x-www-form-urlencoded;charset=UTF-8' }),
        ...(token && { authorization: `Bearer ${token}` }),
        ...(operatorKey && { [OPERATOR_KEY_HEADER]: operatorKey }),
        ...(apiKey && { [OPERATOR_API_KEY_HEADER]: apiKey }),
        ...(session && { cookie: session.cookie }),
        ...(session && endpoint.method !== 'GET' && { [OPERATOR_CSRF_HEADER]: session.csrfToken }),
        ...headers,
      },
    });
  }

  /** Makes the call and answers its status alone (for a test that looks at nothing else of the answer). */
  async status<E extends Endpoint>(endpoint: E, input?: CallInput<E>): Promise<number> {
    return (await this.call(endpoint, input)).statusCode;
  }

  /** Makes a call that must succeed (2xx) and answers its body parsed with the call's response schema. */
  async ok<E extends Endpoint>(endpoint: E, input?: CallInput<E>): Promise<z.output<E['response']>> {
    const res = await this.call(endpoint, input);
    expect(
      res.statusCode >= 200 && res.statusCode < 300,
      `${endpoint.id}: ${res.statusCode} ${res.body}`,
    ).toBe(true);
    const json = String(res.headers['content-type'] ?? '').includes('json');
    return endpoint.response.parse(json ? res.json() : res.body) as z.output<E['response']>;
  }

  /** Makes a call that must be refused (≥ 400) and answers its status and error envelope. */
  async fails<E extends Endpoint>(endpoint: E, input?: CallInput<E>): Promise<Failure> {
    const res = await this.call(endpoint, input);
    expect(res.statusCode, `${endpoint.id}: ${res.body}`).toBeGreaterThanOrEqual(400);
    return failure(res);
  }
}

/** The platform API of a test app, as a guest from a fresh address until told otherwise. */
export const api = (t: TestContext) => new ApiClient(t);
