import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import type { Redis } from 'ioredis';
import {
  type BusTopics,
  type EventBus,
  type Handler,
  type LagObserver,
  Subscribers,
  type Topic,
} from './event-bus.ts';

/** What travels on the channel: the topic, its payload, the bus that sent it and when (ms since the epoch). */
interface Envelope {
  from: string;
  topic: Topic;
  payload: unknown;
  at?: number;
}

/** Every topic, as a record so a topic added to `BusTopics` cannot be forgotten here. */
const TOPIC_LIST: Record<Topic, true> = {
  'catalogue.changed': true,
  'tournaments.changed': true,
  'crm.changed': true,
  'content.changed': true,
  'brand-settings.changed': true,
  'player.balance-changed': true,
};
const TOPICS: ReadonlySet<string> = new Set(Object.keys(TOPIC_LIST));

function parseEnvelope(text: string): Envelope | null {
  try {
    const e = JSON.parse(text) as Partial<Envelope>;
    if (typeof e.from !== 'string' || typeof e.topic !== 'string' || !TOPICS.has(e.topic)) return null;
    if (typeof e.payload !== 'object' || e.payload === null) return null;
    return e as Envelope;
  } catch {
    return null;
  }
}

export interface RedisEventBusOptions {
  url: string;
  /** The pub/sub channel (one per deployment sharing a Redis; tests take one of their own). */
  channel?: string;
  onError?: (err: unknown, topic?: Topic) => void;
}

/**
 * The bus across servers (ADR 067): Redis pub/sub on one channel, one connection to publish and
 * one to listen (a subscribed connection can do nothing else). This process's own subscribers get
 * a message at once, without the round trip, and skip its echo from Redis; so the brands' instances
 * of one process hear each other while Redis is away. Pub/sub keeps nothing: a server that is not
 * listening when a message is sent (Redis unreachable, reconnecting, starting) never gets it; its
 * copies catch up at their next safety reload.
 */
export class RedisEventBus implements EventBus {
  readonly shared = true;
  private readonly id = randomUUID();
  private readonly subscribers: Subscribers;
  private readonly publisher: Redis;
  private readonly listener: Redis;
  private readonly channel: string;
  private readonly onError: (err: unknown, topic?: Topic) => void;
  private closed = false;
  /** Resolves once the channel is subscribed (tests wait for it before they publish). */
  readonly listening: Promise<void>;

  constructor(o: RedisEventBusOptions) {
    // Loaded only here: ioredis is about 10 MB and 40 ms of the start of a platform without Redis (ADR 031).
    const { Redis: RedisClient } = createRequire(import.meta.url)('ioredis') as typeof import('ioredis');
    this.channel = o.channel ?? 'croupier:events';
    this.onError = o.onError ?? (() => {});
    this.subscribers = new Subscribers(this.onError);
    // A publish while Redis is unreachable fails at once (no queue): at most once, never late.
    this.publisher = new RedisClient(o.url, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
    // The listener resubscribes by itself after a reconnect (ioredis' autoResubscribe).
    this.listener = new RedisClient(o.url);
    // Connection errors are retried by ioredis; without a listener they would crash the process.
    this.publisher.on('error', () => {});
    this.listener.on('error', () => {});
    this.listener.on('message', (channel: string, text: string) => {
      if (channel !== this.channel || this.closed) return;
      const e = parseEnvelope(text);
      if (!e || e.from === this.id) return;
      // Another server's clock: a negative delay is its skew, reported as none.
      const lag = typeof e.at === 'number' ? Math.max(0, Date.now() - e.at) / 1000 : undefined;
      this.subscribers.deliver(e.topic, e.payload, 'redis', lag);
    });
    this.listening = this.listener.subscribe(this.channel).then(
      () => {},
      (err: unknown) => this.onError(err),
    );
  }

  publish<T extends Topic>(topic: T, payload: BusTopics[T]): void {
    if (this.closed) return;
    const start = performance.now();
    setImmediate(() => {
      if (!this.closed) this.subscribers.deliver(topic, payload, 'local', (performance.now() - start) / 1000);
    });
    const envelope: Envelope = { from: this.id, topic, payload, at: Date.now() };
    this.publisher.publish(this.channel, JSON.stringify(envelope)).catch((err: unknown) => {
      this.onError(err, topic);
    });
  }

  subscribe<T extends Topic>(topic: T, handler: Handler<T>): () => void {
    return this.subscribers.add(topic, handler);
  }

  observeLag(observer: LagObserver): void {
    this.subscribers.lag = observer;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.subscribers.clear();
    this.publisher.disconnect();
    this.listener.disconnect();
  }
}
