import { createCookieClient, createEndpointCaller, type JsonClient } from '@croupier/client';
import { OPERATOR_CSRF_COOKIE, OPERATOR_CSRF_HEADER } from '@croupier/contract/http';
import { isSignedOutError } from './errors.ts';

export { ApiError, isApiError } from '@croupier/client';
export { fieldErrorsOf, isSignedOutError, messageOf } from './errors.ts';

/**
 * The platform's API: `/api` on the console's own origin when the platform serves it (the session
 * cookie is then same-origin); `VITE_CROUPIER_API_URL` at build time for a console on a host of its
 * own, whose calls then carry the platform's cookies across origins.
 */
const API_URL: string =
  (import.meta.env.VITE_CROUPIER_API_URL as string | undefined)?.replace(/\/+$/, '') ?? '';
export const apiBase = () => API_URL || '/api';

/** The cookie the platform sets with the session's CSRF token, and the header a write echoes it in. */
export const CSRF_COOKIE = OPERATOR_CSRF_COOKIE;
export const CSRF_HEADER = OPERATOR_CSRF_HEADER;

/**
 * The CSRF token the sign-in answered, kept for this page's life: a console on a host of its own
 * cannot read the platform's cookie. Otherwise the cookie (which survives a reload) is read.
 */
let sessionCsrfToken: string | null = null;
export function rememberCsrfToken(token: string | null): void {
  sessionCsrfToken = token;
}

/**
 * Whether a session may be open: on the platform's own origin its CSRF cookie comes and goes with the
 * session, so without it there is nothing to ask (a signed-out visitor's first screen makes no call
 * that could only be refused). A console on a host of its own cannot see the cookie: it asks.
 */
export function mayHaveSession(): boolean {
  if (API_URL || sessionCsrfToken) return true;
  return document.cookie.split(';').some((c) => c.trim().startsWith(`${CSRF_COOKIE}=`));
}

const signedOutListeners = new Set<() => void>();

/** Runs `listener` whenever a call finds the operator's session over (`error.operator.unauthorized`). */
export function onSignedOut(listener: () => void): () => void {
  signedOutListeners.add(listener);
  return () => signedOutListeners.delete(listener);
}

function signedOut(): void {
  sessionCsrfToken = null;
  for (const listener of signedOutListeners) listener();
}

const cookieClient = createCookieClient({
  credentials: API_URL ? 'include' : 'same-origin',
  csrf: { cookie: CSRF_COOKIE, header: CSRF_HEADER, token: () => sessionCsrfToken },
});

/**
 * The operator API over the session's cookies. The platform answers a call without a session (none,
 * or one that ended) with `error.operator.unauthorized`; the console then shows the sign-in page. A
 * 401 is a sign-in step's refusal (a wrong password or code), not the end of a session.
 */
export const consoleClient: JsonClient = {
  async request(url, options) {
    try {
      return await cookieClient.request(url, options);
    } catch (error) {
      if (isSignedOutError(error)) signedOut();
      throw error;
    }
  },
  async json(url, options) {
    try {
      return await cookieClient.json(url, options);
    } catch (error) {
      if (isSignedOutError(error)) signedOut();
      throw error;
    }
  },
};

/** Calls one of the contract's endpoints with the operator's session and parses its answer. */
export const callEndpoint = createEndpointCaller(consoleClient, apiBase);
