import { COOKIE_MAX_AGE_S } from '@croupier/contract/constants';
import { getCookie, setCookie } from '../lib/cookies.ts';

/**
 * Cookie consent (ADR 029): necessary (always on), analytics (the collector, analytics tools,
 * session replay) and marketing (advertising tags). Remembered per visitor in a first-party cookie
 * for 31 days (000 §9 cookie lifetime); changeable from the footer. Nothing optional runs before a
 * choice: `whenConsented` waits for it.
 */
export interface Consent {
  analytics: boolean;
  marketing: boolean;
}
export type ConsentCategory = keyof Consent;

export const CONSENT_COOKIE = 'cookie_consent';
/** The version of the choices offered; a new version asks again. */
const VERSION = 1;

let current: Consent | null = read();
const listeners = new Set<(c: Consent | null) => void>();
const openers = new Set<() => void>();

function read(): Consent | null {
  const raw = getCookie(CONSENT_COOKIE);
  if (!raw) return null;
  try {
    const v = JSON.parse(raw) as { v?: number; a?: unknown; m?: unknown };
    if (v.v !== VERSION) return null;
    return { analytics: v.a === true, marketing: v.m === true };
  } catch {
    return null;
  }
}

/** The visitor's choice, or null before one was made. */
export function consent(): Consent | null {
  return current;
}

export function setConsent(choice: Consent): void {
  current = { analytics: choice.analytics, marketing: choice.marketing };
  setCookie(
    CONSENT_COOKIE,
    JSON.stringify({ v: VERSION, a: current.analytics, m: current.marketing }),
    COOKIE_MAX_AGE_S,
  );
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
