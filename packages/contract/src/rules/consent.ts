/**
 * Cookie consent (ADR 029), as both sides read it: the web app keeps the visitor's choice in a
 * first-party cookie, and the server that serves the web app reads the same cookie to paint the
 * banner in the page's shell for a visitor who has not chosen yet (ADR 036).
 */
export interface Consent {
  analytics: boolean;
  marketing: boolean;
}

export const CONSENT_COOKIE = 'cookie_consent';
/** The version of the choices offered; a new version asks again. */
export const CONSENT_VERSION = 1;

/** The cookie's value (already URI-decoded) as a choice, or null: none, unreadable, or an older version. */
export function parseConsent(raw: string | undefined | null): Consent | null {
  if (!raw) return null;
  try {
    const v = JSON.parse(raw) as { v?: unknown; a?: unknown; m?: unknown } | null;
    if (v?.v !== CONSENT_VERSION) return null;
    return { analytics: v.a === true, marketing: v.m === true };
  } catch {
    return null;
  }
}

/** The cookie's value for a choice (to be URI-encoded by whoever writes the cookie). */
export function serializeConsent(choice: Consent): string {
  return JSON.stringify({ v: CONSENT_VERSION, a: choice.analytics, m: choice.marketing });
}

/** A cookie's value from a `Cookie` header or `document.cookie`, URI-decoded. */
export function cookieValue(cookies: string | undefined | null, name: string): string | undefined {
  for (const part of (cookies ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key !== name) continue;
    try {
      return decodeURIComponent(rest.join('='));
    } catch {
      return undefined;
    }
  }
  return undefined;
}
