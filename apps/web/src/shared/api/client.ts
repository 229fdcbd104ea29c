import type { AuthMode } from '@croupier/contract';
import { ApiError } from './api-error.ts';

export interface RequestOptions {
  method?: string;
  /** `public` calls never carry the token; `player` and `optional` carry it when there is one. */
  auth?: AuthMode;
  query?: Record<string, unknown> | undefined;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal | undefined;
}

export interface ClientDeps {
  fetch?: typeof fetch;
  getToken(): string | null;
  setToken(token: string | null): void;
  /** Clears the whole session (logout side of 000 §4). */
  clearSession(): void;
  getBrandId(): string | undefined;
  /** Gets a new token; resolves null when none comes back. */
  renewToken(): Promise<string | null>;
  /** Called after a failed renewal cleared the session. */
  onLoggedOut?(): void;
  /** An answer inlined in the page for this GET, taken once (first-screen.ts); none: the network. */
  firstScreenAnswer?(url: string): Response | undefined;
}

export interface ApiClient {
  request(url: string, options?: RequestOptions): Promise<Response>;
  json(url: string, options?: RequestOptions): Promise<unknown>;
  /** Renews the token now (sharing a renewal already under way); null when the player was logged out. */
  renew(): Promise<string | null>;
}

export function withQuery(url: string, query: Record<string, unknown> | undefined): string {
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.append(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const qs = params.toString();
  if (!qs) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${qs}`;
}

/**
 * HTTP client of the spec's calls (000 §4, §7): adds the bearer token and the brand id; a 401 on
 * an authenticated call renews the token once (simultaneous 401s share one renewal) and retries
 * once; when renewal yields no token the session is cleared and onLoggedOut is called.
 * Failures reject with an ApiError parsed from the error envelope.
 */
export function createApiClient(deps: ClientDeps): ApiClient {
  let renewal: Promise<string | null> | null = null;

  function renewOnce(): Promise<string | null> {
    if (!renewal) {
      renewal = deps
        .renewToken()
        .catch(() => null)
        .then((token) => {
          if (token) deps.setToken(token);
          else {
            deps.clearSession();
            deps.onLoggedOut?.();
          }
          return token;
        })
        .finally(() => {
          renewal = null;
        });
    }
    return renewal;
  }

  function send(url: string, options: RequestOptions, token: string | null): Promise<Response> {
    const doFetch = deps.fetch ?? globalThis.fetch;
    const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
    const brandId = deps.getBrandId();
    if (brandId) headers['X-Brand-Id'] = brandId;
    if (token) headers.Authorization = `Bearer ${token}`;
    let body: BodyInit | undefined;
    if (options.body !== undefined) {
      // A form (multipart or url-encoded) goes as it is; fetch sets its content type.
      if (options.body instanceof FormData || options.body instanceof URLSearchParams) body = options.body;
      else {
        headers['Content-Type'] = 'application/json';
        body = JSON.stringify(options.body);
      }
    }
    const target = withQuery(url, options.query);
    // Only what a guest would get: an inlined answer never stands in for a call carrying a token.
    const inlined = !token && (options.method ?? 'GET') === 'GET' && deps.firstScreenAnswer?.(target);
    if (inlined) return Promise.resolve(inlined);
    return doFetch(target, {
      method: options.method ?? 'GET',
      headers,
      body,
      signal: options.signal,
    });
  }

  async function request(url: string, options: RequestOptions = {}): Promise<Response> {
    const auth = options.auth ?? 'optional';
    const token = auth === 'public' ? null : deps.getToken();
    let response: Response;
    try {
      response = await send(url, options, token);
    } catch (error) {
      if ((error as Error)?.name === 'AbortError') throw error;
      throw new ApiError({ status: 0, message: (error as Error)?.message });
    }
    const authenticated = auth === 'player' || token !== null;
    if (response.status === 401 && authenticated) {
      // Another call may already have renewed the token while this one was in flight.
      const latest = deps.getToken();
      const fresh = latest && latest !== token ? latest : await renewOnce();
      if (!fresh) throw await ApiError.fromResponse(response);
      response = await send(url, options, fresh);
    }
    if (!response.ok) throw await ApiError.fromResponse(response);
    return response;
  }

  return {
    request,
    renew: renewOnce,
    async json(url, options) {
      const response = await request(url, options);
      if (response.status === 204) return undefined;
      const text = await response.text();
      if (!text) return undefined;
      try {
        return JSON.parse(text);
      } catch {
        return text;
      }
    },
  };
}
