import { ApiError } from './api-error.ts';
import {
  encodeBody,
  fetchOrFail,
  type JsonClient,
  type RequestOptions,
  readBody,
  withQuery,
} from './request.ts';

export interface ClientDeps {
  fetch?: typeof fetch;
  getToken(): string | null;
  setToken(token: string | null): void;
  /** Clears the whole session (logout side of 000 §4). */
  clearSession(): void;
  getBrandId(): string | undefined;
  /** The page's current locale, sent as `Accept-Language`: what the server sends this visitor (an SMS) speaks it. */
  getLocale?(): string | undefined;
  /** Gets a new token; resolves null when none comes back. */
  renewToken(): Promise<string | null>;
  /** Called after a failed renewal cleared the session. */
  onLoggedOut?(): void;
  /** An answer inlined in the page for this GET, taken once; none: the network. */
  firstScreenAnswer?(url: string): Response | undefined;
}

export interface ApiClient extends JsonClient {
  /** Renews the token now (sharing a renewal already under way); null when the player was logged out. */
  renew(): Promise<string | null>;
}

/**
 * The player's HTTP client (000 §4, §7): adds the bearer token and the brand id; a 401 on an
 * authenticated call renews the token once (simultaneous 401s share one renewal) and retries once;
 * when renewal yields no token the session is cleared and onLoggedOut is called.
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
    const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
    const brandId = deps.getBrandId();
    if (brandId) headers['X-Brand-Id'] = brandId;
    const locale = deps.getLocale?.();
    if (locale) headers['Accept-Language'] = locale;
    if (token) headers.Authorization = `Bearer ${token}`;
    const body = encodeBody(options.body, headers);
    const method = options.method ?? 'GET';
    // Only what a guest would get: an inlined answer never stands in for a call carrying a token.
    const inlined = !token && method === 'GET' && deps.firstScreenAnswer?.(url);
    if (inlined) return Promise.resolve(inlined);
    return fetchOrFail(deps.fetch ?? globalThis.fetch, url, {
      method,
      headers,
      body,
      signal: options.signal,
    });
  }

  async function request(path: string, options: RequestOptions = {}): Promise<Response> {
    const url = withQuery(path, options.query);
    const auth = options.auth ?? 'optional';
    const token = auth === 'public' ? null : deps.getToken();
    let response = await send(url, options, token);
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
    json: async (url, options) => readBody(await request(url, options)),
  };
}
