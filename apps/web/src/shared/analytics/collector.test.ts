import type { AnalyticsEventName } from '@croupier/contract/analytics';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CONSENT_COOKIE, resetConsentForTests, setConsent } from '../consent/index.ts';
import {
  BATCH_SIZE,
  type CollectorDeps,
  cleanProps,
  FLUSH_AFTER_MS,
  startCollector,
  type WireBatch,
} from './collector.ts';
import { track } from './index.ts';

function harness() {
  const sent: { batch: WireBatch; beacon: boolean }[] = [];
  const timers: { fn: () => void; ms: number }[] = [];
  const listeners = new Map<string, () => void>();
  let n = 0;
  const doc = { visibilityState: 'visible' as DocumentVisibilityState };
  const deps: CollectorDeps = {
    send: (batch, beacon) => {
      sent.push({ batch, beacon });
    },
    anonymousId: () => '00000000-0000-4000-8000-000000000001',
    affiliate: () => ({ btag: 'a1' }),
    newId: () => `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`,
    setTimer: (fn, ms) => {
      timers.push({ fn, ms });
      return timers.length - 1;
    },
    clearTimer: () => {},
    target: {
      addEventListener: ((name: string, fn: () => void) =>
        listeners.set(name, fn)) as unknown as Window['addEventListener'],
      removeEventListener: (() => {}) as Window['removeEventListener'],
    },
    doc,
  };
  const stop = startCollector(deps);
  return { sent, timers, listeners, doc, stop };
}

const clearConsent = () => {
  // biome-ignore lint/suspicious/noDocumentCookie: test set-up
  document.cookie = `${CONSENT_COOKIE}=; Max-Age=0; Path=/`;
  resetConsentForTests();
};

describe('the collector', () => {
  let h: ReturnType<typeof harness>;
  beforeEach(() => {
    clearConsent();
    h = harness();
  });
  afterEach(() => h.stop());

  it('sends nothing before consent, then everything queued once analytics is accepted', () => {
    track('login', { type: 'email' });
    track('game_start', { game: 'slot' });
    h.timers.forEach((t) => {
      t.fn();
    });
    expect(h.sent).toEqual([]);
    setConsent({ analytics: true, marketing: false });
    expect(h.sent).toHaveLength(1);
    const batch = h.sent[0]!.batch;
    expect(batch.anonymousId).toBe('00000000-0000-4000-8000-000000000001');
    expect(batch.affiliate).toEqual({ btag: 'a1' });
    expect(batch.events.map((e) => [e.name, e.props])).toEqual([
      ['login', { type: 'email' }],
      ['game_start', { game: 'slot' }],
    ]);
    expect(new Set(batch.events.map((e) => e.id)).size).toBe(2);
  });

  it('drops what was queued, and sends nothing, when analytics is refused', () => {
    track('login');
    setConsent({ analytics: false, marketing: true });
    track('deposit', { status: 'success' });
    h.timers.forEach((t) => {
      t.fn();
    });
    h.listeners.get('pagehide')?.();
    expect(h.sent).toEqual([]);
  });

  it('batches: waits FLUSH_AFTER_MS, sends at BATCH_SIZE, beacons when the page is hidden', () => {
    setConsent({ analytics: true, marketing: false });
    track('page_view');
    expect(h.sent).toHaveLength(0);
    expect(h.timers.at(-1)?.ms).toBe(FLUSH_AFTER_MS);
    for (let i = 1; i < BATCH_SIZE; i++) track('page_view');
    expect(h.sent).toHaveLength(1);
    expect(h.sent[0]!.batch.events).toHaveLength(BATCH_SIZE);
    expect(h.sent[0]!.beacon).toBe(false);
    track('withdrawal', { status: 'requested' });
    h.doc.visibilityState = 'hidden';
    h.listeners.get('visibilitychange')?.();
    expect(h.sent).toHaveLength(2);
    expect(h.sent[1]).toMatchObject({ beacon: true, batch: { events: [{ name: 'withdrawal' }] } });
  });

  it('leaves out unknown events and anything but short scalar properties', () => {
    setConsent({ analytics: true, marketing: false });
    // A name outside the contract's list does not compile; one sent anyway (old code, a cast) is left out.
    track('not_an_event' as AnalyticsEventName);
    track('login_failure', { reason: 'x'.repeat(500), nested: { a: 1 }, 'bad key': 1, ok: true });
    h.listeners.get('pagehide')?.();
    const events = h.sent.flatMap((s) => s.batch.events);
    expect(events.map((e) => e.name)).toEqual(['login_failure']);
    expect(events[0]!.props).toEqual({ reason: 'x'.repeat(200), ok: true });
    expect(cleanProps({ n: Number.NaN, z: null })).toEqual({ z: null });
  });
});
