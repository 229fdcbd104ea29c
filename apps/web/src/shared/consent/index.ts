import { COOKIE_MAX_AGE_S } from '@croupier/contract/constants';
import {
  CONSENT_COOKIE,
  type Consent,
  parseConsent,
  serializeConsent,
} from '@croupier/contract/rules/consent';
import { getCookie, setCookie } from '../lib/cookies.ts';

/**
 * Cookie consent (ADR 029): necessary (always on), analytics (the collector, analytics tools,
 * session replay) and marketing (advertising tags). Remembered per visitor in a first-party cookie
 * for 31 days (000 §9 cookie lifetime); changeable from the footer. Nothing optional runs before a
 * choice: `whenConsented` waits for it.
 */
export type { Consent };
export type ConsentCategory = keyof Consent;
export { CONSENT_COOKIE };

let current: Consent | null = read();
const listeners = new Set<(c: Consent | null) => void>();
const openers = new Set<() => void>();

function read(): Consent | null {
  return parseConsent(getCookie(CONSENT_COOKIE));
}

/** The visitor's choice, or null before one was made. */
export function consent(): Consent | null {
  return current;
}

export function setConsent(choice: Consent): void {
  current = { analytics: choice.analytics, marketing: choice.marketing };
  setCookie(CONSENT_COOKIE, serializeConsent(current), COOKIE_MAX_AGE_S);
  for (const l of listeners) l(current);
}

export function onConsentChange(listener: (c: Consent | null) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function allows(category: ConsentCategory): boolean {
  return current?.[category] === true;
}

/** Asks the banner to show again (the footer's "Cookie settings"). */
export function openConsentSettings(): void {
  for (const o of openers) o();
}
export function onOpenConsentSettings(opener: () => void): () => void {
  openers.add(opener);
  return () => openers.delete(opener);
}

/** For tests: forget the choice in memory (the cookie is the test's to clear). */
export function resetConsentForTests(): void {
  current = read();
}

/** The banner the server paints in the page's shell for a visitor who has not chosen (index.html, ADR 036). */
const SHELL_BANNER_ID = 'boot-consent';

/** Takes the shell's banner away: the app's own is showing, or no banner is wanted. */
export function removeShellBanner(): void {
  if (typeof document !== 'undefined') document.getElementById(SHELL_BANNER_ID)?.remove();
}
