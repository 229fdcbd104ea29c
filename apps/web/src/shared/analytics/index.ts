import type { AnalyticsEventName } from '@croupier/contract/analytics';

/**
 * Usage analytics (000 §9): events queue here; sinks subscribe and drain. The first-party collector
 * (collector.ts, loaded after first paint) is the default sink and sends only after consent
 * (ADR 029). An event's name is one the collector accepts (the contract's list): a name outside it
 * would be dropped there, so it does not compile here.
 */
export interface AnalyticsEvent {
  event: AnalyticsEventName;
  props: Record<string, unknown>;
  at: string;
  /** The page's path when it happened. */
  page: string;
}

const queue: AnalyticsEvent[] = [];
const sinks = new Set<(event: AnalyticsEvent) => void>();
/** Events kept before the first sink arrives; older ones are dropped beyond it. */
const QUEUE_MAX = 200;

export function track(event: AnalyticsEventName, props: Record<string, unknown> = {}): void {
  const page = typeof location === 'undefined' ? '/' : location.pathname;
  const entry = { event, props, at: new Date().toISOString(), page };
  if (sinks.size === 0) {
    queue.push(entry);
    if (queue.length > QUEUE_MAX) queue.shift();
    return;
  }
  for (const sink of sinks) sink(entry);
}

/** Adds a sink; events queued before the first sink are handed to it at once. */
export function addAnalyticsSink(sink: (event: AnalyticsEvent) => void): () => void {
  sinks.add(sink);
  for (const entry of queue.splice(0)) sink(entry);
  return () => sinks.delete(sink);
}

export function queuedEvents(): readonly AnalyticsEvent[] {
  return queue;
}
