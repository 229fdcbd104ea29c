import { ApiError } from './api-error.ts';
import {
  encodeBody,
  fetchOrFail,
  isSafeMethod,
  type JsonClient,
  type RequestOptions,
  readBody,
  withQuery,
} from './request.ts';

export const DEFAULT_CSRF_HEADER = 'X-CSRF-Token';

export interface CsrfOptions {
  /** The request header that carries the token on a write (`X-CSRF-Token` when unset). */
  header?: string;
  /** The cookie the server sets with the token, readable by the page (double-submit). */
  cookie?: string;
  /** The token from elsewhere (an answer of the sign-in); tried before the cookie. */
  token?(): string | null | undefined;
}

export interface CookieClientDeps {
  fetch?: typeof fetch;
  /**
   * Which cookies go with each call: `same-origin` when the server serves the app, `include` when
   * the app has a host of its own (the server must then allow that origin with credentials).
   */
  credentials?: RequestCredentials;
  csrf?: CsrfOptions;
  /** Headers every call carries. */
  headers?(): Record<string, string>;
  /** The session ended or never began (a 401): sign in again. The call still rejects with the error. */
  onUnauthorized?(error: ApiError): void;
  /** The page's cookies (`document.cookie` when unset). */
  cookies?(): string;
}

/** The value of one cookie in a `document.cookie` string, or null. */
export function readCookie(cookies: string, name: string): string | null {
  for (const part of cookies.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key !== name) continue;
    try {
      return decodeURIComponent(value.join('='));
    } catch {
      return value.join('=');
    }
  }
  return null;
}

const documentCookies = () => (typeof document === 'undefined' ? '' : document.cookie);

/**
 * A client for a session kept in cookies (the console): the browser sends the session cookie, every
 * write (a method other than GET, HEAD or OPTIONS) carries the CSRF token in its header, and a 401
 * calls `onUnauthorized` instead of renewing anything. Failures reject with an ApiError parsed from
 * the error envelope.
 */
export function createCookieClient(deps: CookieClientDeps = {}): JsonClient {
  const csrfHeader = deps.csrf?.header ?? DEFAULT_CSRF_HEADER;

  function csrfToken(): string | null {
    const given = deps.csrf?.token?.();
    if (given) return given;
    const cookie = deps.csrf?.cookie;
    return cookie ? readCookie((deps.cookies ?? documentCookies)(), cookie) : null;
  }

  async function request(path: string, options: RequestOptions = {}): Promise<Response> {
    const method = options.method ?? 'GET';
    const headers: Record<string, string> = {
      Accept: 'application/json',
      ...deps.headers?.(),
      ...options.headers,
    };
    if (!isSafeMethod(method)) {
      const token = csrfToken();
      if (token) headers[csrfHeader] = token;
    }
    const body = encodeBody(options.body, headers);
    const response = await fetchOrFail(deps.fetch ?? globalThis.fetch, withQuery(path, options.query), {
      method,
      headers,
      body,
      credentials: deps.credentials ?? 'same-origin',
      signal: options.signal,
    });
    if (response.ok) return response;
    const error = await ApiError.fromResponse(response);
    if (response.status === 401) deps.onUnauthorized?.(error);
    throw error;
  }

  return {
    request,
    json: async (url, options) => readBody(await request(url, options)),
  };
}
