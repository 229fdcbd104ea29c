import {
  ANALYTICS_BATCH_MAX,
  ANALYTICS_EVENT_NAMES,
  type AnalyticsEventName,
} from '@croupier/contract/analytics';
import { allows, consent, onConsentChange } from '../consent/index.ts';
import { type AnalyticsEvent, addAnalyticsSink } from './index.ts';

/**
 * The first-party collector's browser side (000 §9; ADR 029): events wait in memory until the
 * visitor consents to analytics (dropped if refused), then leave in batches: every FLUSH_AFTER_MS,
 * at BATCH_SIZE events, and with `navigator.sendBeacon` when the page is hidden or closed.
 */
export const FLUSH_AFTER_MS = 3000;
export const BATCH_SIZE = 20;
const PENDING_MAX = 200;
const PROP_KEY = /^[a-zA-Z][a-zA-Z0-9_]{0,39}$/;
const NAMES = new Set<string>(ANALYTICS_EVENT_NAMES);

export interface WireEvent {
  id: string;
  name: AnalyticsEventName;
  at: string;
  page: string;
  props: Record<string, string | number | boolean | null>;
}
export interface WireBatch {
  anonymousId: string;
  affiliate: Record<string, string> | null;
  events: WireEvent[];
}

export interface CollectorDeps {
  /** Sends one batch: `beacon` when the page is going away (sendBeacon, no token). */
  send: (batch: WireBatch, beacon: boolean) => void | Promise<void>;
  anonymousId: () => string;
  affiliate: () => Record<string, string> | null;
  newId: () => string;
  setTimer: (fn: () => void, ms: number) => unknown;
  clearTimer: (handle: unknown) => void;
  /** Where page-hide is listened for (the window). */
  target?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  doc?: Pick<Document, 'visibilityState'>;
}

/** Scalars only, short keys and values: no objects, nothing long (no personal data by accident). */
export function cleanProps(props: Record<string, unknown>): WireEvent['props'] {
  const out: WireEvent['props'] = {};
  for (const [k, v] of Object.entries(props)) {
    if (Object.keys(out).length >= 12 || !PROP_KEY.test(k)) continue;
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
    if (typeof v === 'string') out[k] = v.replace(/[\u0000-\u001f\u007f]/g, ' ').slice(0, 200);
    else if (typeof v === 'number' && Number.isFinite(v)) out[k] = v;
    else if (typeof v === 'boolean' || v === null) out[k] = v;
  }
  return out;
}

export function startCollector(d: CollectorDeps): () => void {
  let pending: WireEvent[] = [];
  let timer: unknown = null;

  const flush = (beacon: boolean) => {
    if (timer !== null) d.clearTimer(timer);
    timer = null;
    if (!allows('analytics')) return;
    while (pending.length > 0) {
      const events = pending.splice(0, Math.min(BATCH_SIZE, ANALYTICS_BATCH_MAX));
      void Promise.resolve(
        d.send({ anonymousId: d.anonymousId(), affiliate: d.affiliate(), events }, beacon),
      ).catch(() => {
        // A lost batch is not retried: analytics never gets in the player's way.
      });
    }
  };
  const schedule = () => {
    if (!allows('analytics')) return;
    if (pending.length >= BATCH_SIZE) flush(false);
    else if (timer === null) timer = d.setTimer(() => flush(false), FLUSH_AFTER_MS);
  };

  const removeSink = addAnalyticsSink((e: AnalyticsEvent) => {
    if (!NAMES.has(e.event)) return;
    const choice = consent();
    if (choice && !choice.analytics) return;
    pending.push({
      id: d.newId(),
      name: e.event as AnalyticsEventName,
      at: e.at,
      page: e.page.split(/[?#]/)[0] || '/',
      props: cleanProps(e.props),
    });
    if (pending.length > PENDING_MAX) pending.shift();
    schedule();
  });
  const removeConsent = onConsentChange((c) => {
    if (c?.analytics) flush(false);
    else if (c) pending = [];
  });
  const onVisibility = () => {
    if (!d.doc || d.doc.visibilityState === 'hidden') flush(true);
  };
  const onHide = () => flush(true);
  d.target?.addEventListener('visibilitychange', onVisibility);
  d.target?.addEventListener('pagehide', onHide);
  return () => {
    removeSink();
    removeConsent();
    d.target?.removeEventListener('visibilitychange', onVisibility);
    d.target?.removeEventListener('pagehide', onHide);
  };
}
