import { createApiClient, createEndpointCaller } from '@croupier/client';
import { baseUrl, brandId } from '../config/index.ts';
import { session } from '../session/index.ts';
import { takeFirstScreenAnswer } from './first-screen.ts';

export { ApiError, type CallOptions, isApiError } from '@croupier/client';

/**
 * Default token renewal (000 §7 Auth: `GET /auth/token/renew?token`). The auth feature may
 * replace it with `configureAuth`. Resolves null when there is nothing to renew or no token comes back.
 */
async function defaultRenewToken(): Promise<string | null> {
  const token = session.token();
  if (!token) return null;
  try {
    // Loaded on first renewal: the auth schemas (with phone rules) stay out of the first load.
    const { authEndpoints } = await import('@croupier/contract/auth');
    // A public call: its own 401 never triggers another renewal.
    const auth = await callEndpoint(authEndpoints.renewToken, { query: { token } });
    session.update({ uuid: auth.uuid, isLogged: auth.logged });
    return auth.token || null;
  } catch {
    return null;
  }
}

let renewToken: () => Promise<string | null> = defaultRenewToken;
const loggedOutListeners = new Set<() => void>();

/** Lets the app (and later the auth feature) supply renewal and react to a forced logout. */
export function configureAuth(options: { renewToken?: () => Promise<string | null> }): void {
  if (options.renewToken) renewToken = options.renewToken;
}

export function onLoggedOut(listener: () => void): () => void {
  loggedOutListeners.add(listener);
  return () => loggedOutListeners.delete(listener);
}

/** Tells every listener the player is logged out (after a failed renewal or a logout). */
export function notifyLoggedOut(): void {
  for (const listener of loggedOutListeners) listener();
}

export const apiClient = createApiClient({
  getToken: () => session.token(),
  setToken: (token) => session.setToken(token),
  clearSession: () => session.clear(),
  getBrandId: brandId,
  // The i18n module keeps `<html lang>` on the current locale (it imports this module, not the reverse).
  getLocale: () => (typeof document === 'undefined' ? undefined : document.documentElement.lang || undefined),
  renewToken: () => renewToken(),
  onLoggedOut: notifyLoggedOut,
  firstScreenAnswer: takeFirstScreenAnswer,
});

/** Renews the token now; a failure clears the session and notifies the logged-out listeners. */
export function renewSession(): Promise<string | null> {
  return apiClient.renew();
}

/** Calls one of the contract's endpoints and validates the answer with its response schema. */
export const callEndpoint = createEndpointCaller(apiClient, baseUrl);
