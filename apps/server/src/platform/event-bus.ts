/**
 * Announcements between the platform's servers (ADR 067): "this changed, read it again". A server
 * that keeps a copy of something in memory (the catalogue snapshot, the live tournaments, the brand
 * settings) reloads it when its topic is published, on any server. Delivery is at most once and
 * unordered across servers: a payload says what changed, never the new value, so a subscriber reads
 * the database and a lost message only delays the copy until its safety timer reloads it.
 */

/** Every topic and its payload: small, the brand it happened in and what changed. */
export interface BusTopics {
  /** A game, a studio or the category list (every brand's catalogue draws on them). */
  'catalogue.changed': { brandId: string; what: 'game' | 'provider' | 'categories' };
  /** A tournament created, edited or cancelled. */
  'tournaments.changed': { brandId: string; tournamentId: string };
  /** A web popup, popup type, content card or message. */
  'crm.changed': { brandId: string; what: 'popup' | 'popup-type' | 'card' | 'message'; id: string };
  /** A static page. */
  'content.changed': { brandId: string; what: 'page'; locale: string; slug: string };
  /** The brand's settings or its live-chat settings. */
  'brand-settings.changed': { brandId: string; what: 'settings' | 'live-chat' };
  /**
   * The player's money moved (a round, a deposit, a withdrawal's state, a reward, an adjustment):
   * the player's live streams read the balance again (modules/live).
   */
  'player.balance-changed': { playerUuid: string };
}

export type Topic = keyof BusTopics;
export type Handler<T extends Topic> = (payload: BusTopics[T]) => void;
/**
 * Told the delay of each delivered message, from its publish: `local` within this process,
 * `redis` from another process (the two clocks' difference included).
 */
export type LagObserver = (topic: Topic, via: 'local' | 'redis', seconds: number) => void;

export interface EventBus {
  /** Whether a message reaches the other processes (Redis), not only this one. */
  readonly shared: boolean;
  /**
   * Announces a change that has been committed: call it after the transaction that made it
   * resolves (`publishAfter`), never inside it, so a change rolled back is never announced. It
   * does not wait for delivery and never throws.
   */
  publish<T extends Topic>(topic: T, payload: BusTopics[T]): void;
  /** Calls `handler` with every message of `topic` from now on; answers the unsubscribe. */
  subscribe<T extends Topic>(topic: T, handler: Handler<T>): () => void;
  /** Reports every delivery's delay to `observer` from now on (the metrics, ADR 069). */
  observeLag(observer: LagObserver): void;
  close(): Promise<void>;
}

/**
 * Runs `work` (a transaction, or a single statement), then announces `topic` once it has resolved:
 * committed. A failure is thrown as it came and announces nothing.
 */
export async function publishAfter<R, T extends Topic>(
  bus: EventBus,
  work: () => Promise<R>,
  topic: T,
  payload: BusTopics[T] | ((result: R) => BusTopics[T]),
): Promise<R> {
  const result = await work();
  bus.publish(topic, typeof payload === 'function' ? payload(result) : payload);
  return result;
}

/** The handlers of each topic, called one by one; a handler that throws is reported, the rest still run. */
export class Subscribers {
  private readonly handlers = new Map<Topic, Set<Handler<never>>>();
  lag: LagObserver | undefined;

  constructor(private readonly onError: (err: unknown, topic: Topic) => void) {}

  add<T extends Topic>(topic: T, handler: Handler<T>): () => void {
    let set = this.handlers.get(topic);
    if (!set) {
      set = new Set();
      this.handlers.set(topic, set);
    }
    const h = handler as Handler<never>;
    set.add(h);
    return () => set.delete(h);
  }

  /** Calls the topic's handlers; `lag`: the message's delay so far, reported when observed. */
  deliver(topic: Topic, payload: unknown, via?: 'local' | 'redis', lag?: number): void {
    if (via && lag !== undefined) this.lag?.(topic, via, lag);
    for (const handler of this.handlers.get(topic) ?? []) {
      try {
        (handler as (p: unknown) => void)(payload);
      } catch (err) {
        this.onError(err, topic);
      }
    }
  }

  clear(): void {
    this.handlers.clear();
  }
}

/**
 * The embedded default: one process, every app instance in it (each brand's) on one bus. Messages
 * are delivered on a later turn of the event loop, never inside the publisher's call.
 */
export class LocalEventBus implements EventBus {
  readonly shared = false;
  private readonly subscribers: Subscribers;
  private closed = false;

  constructor(onError: (err: unknown, topic: Topic) => void = () => {}) {
    this.subscribers = new Subscribers(onError);
  }

  publish<T extends Topic>(topic: T, payload: BusTopics[T]): void {
    if (this.closed) return;
    const at = performance.now();
    setImmediate(() => {
      if (!this.closed) this.subscribers.deliver(topic, payload, 'local', (performance.now() - at) / 1000);
    });
  }

  subscribe<T extends Topic>(topic: T, handler: Handler<T>): () => void {
    return this.subscribers.add(topic, handler);
  }

  observeLag(observer: LagObserver): void {
    this.subscribers.lag = observer;
  }

  async close(): Promise<void> {
    this.closed = true;
    this.subscribers.clear();
  }
}
