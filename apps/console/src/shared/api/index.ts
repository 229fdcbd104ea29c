import { createCookieClient, createEndpointCaller } from '@croupier/client';

export { ApiError, isApiError } from '@croupier/client';

/**
 * The platform's API: `/api` on the console's own origin when the platform serves it (the session
 * cookie is then same-origin); `VITE_CROUPIER_API_URL` at build time for a console on a host of its
 * own, whose calls then carry the platform's cookies across origins.
 */
const API_URL: string =
  (import.meta.env.VITE_CROUPIER_API_URL as string | undefined)?.replace(/\/+$/, '') ?? '';
export const apiBase = () => API_URL || '/api';

/** The cookie the platform sets with the session's CSRF token, and the header a write echoes it in. */
export const CSRF_COOKIE = 'croupier_operator_csrf';
export const CSRF_HEADER = 'X-CSRF-Token';

const signedOutListeners = new Set<() => void>();

/** Runs `listener` whenever a call finds the operator's session over (a 401). */
export function onSignedOut(listener: () => void): () => void {
  signedOutListeners.add(listener);
  return () => signedOutListeners.delete(listener);
}

export const consoleClient = createCookieClient({
  credentials: API_URL ? 'include' : 'same-origin',
  csrf: { cookie: CSRF_COOKIE, header: CSRF_HEADER },
  onUnauthorized: () => {
    for (const listener of signedOutListeners) listener();
  },
});

/** Calls one of the contract's endpoints with the operator's session and parses its answer. */
export const callEndpoint = createEndpointCaller(consoleClient, apiBase);
