/**
 * Usage analytics (000 §9): events queue here; sinks (later issues) subscribe and drain.
 * No external call is made from this module.
 */
export interface AnalyticsEvent {
  event: string;
  props: Record<string, unknown>;
  at: string;
}

const queue: AnalyticsEvent[] = [];
const sinks = new Set<(event: AnalyticsEvent) => void>();

export function track(event: string, props: Record<string, unknown> = {}): void {
  const entry = { event, props, at: new Date().toISOString() };
  if (sinks.size === 0) {
    queue.push(entry);
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
