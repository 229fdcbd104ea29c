import { analyticsEndpoints } from '@croupier/contract/analytics';
import { callEndpoint } from '../api/index.ts';
import { baseUrl } from '../config/index.ts';
import { allows, onConsentChange } from '../consent/index.ts';
import { session } from '../session/index.ts';
import { attribution, ensureAnonymousId } from '../session/visitor.ts';
import { startCollector, type WireBatch } from './collector.ts';

const randomId = () => crypto.randomUUID();

function send(batch: WireBatch, beacon: boolean) {
  // sendBeacon carries no token: a guest's batches, and anyone's when the page goes away (the
  // anonymous id ties them to the player's other events). A player's batches otherwise go by fetch
  // with the token, so the collector records the player's uuid.
  if ((beacon || !session.token()) && typeof navigator.sendBeacon === 'function') {
    const url = `${baseUrl('host')}${analyticsEndpoints.collectEvents.path}`;
    if (navigator.sendBeacon(url, new Blob([JSON.stringify(batch)], { type: 'application/json' }))) return;
  }
  return callEndpoint(analyticsEndpoints.collectEvents, { body: batch }).then(() => undefined);
}

/** Starts the collector and, once consented, the configured destinations (ADR 029). */
export function startAnalytics(): void {
  startCollector({
    send,
    // The anonymous id is an analytics identifier too: made only once analytics is allowed.
    anonymousId: () => ensureAnonymousId(true) ?? randomId(),
    affiliate: () => {
      const a = attribution().affiliateParams;
      if (!a) return null;
      const out: Record<string, string> = {};
      for (const [k, v] of Object.entries(a))
        if (/^[a-zA-Z][a-zA-Z0-9_]{0,39}$/.test(k)) out[k] = String(v).slice(0, 512);
      return Object.keys(out).length > 0 ? out : null;
    },
    newId: randomId,
    setTimer: (fn, ms) => window.setTimeout(fn, ms),
    clearTimer: (h) => window.clearTimeout(h as number),
    target: window,
    doc: document,
  });
  const loadDestinations = () => {
    if (allows('analytics') || allows('marketing'))
      void import('./destinations.ts').then((m) => m.loadDestinations());
  };
  loadDestinations();
  onConsentChange(loadDestinations);
}
