import type { FastifyInstance } from 'fastify';
import type { BusTopics, EventBus, Topic } from './event-bus.ts';

/**
 * Wraps the load of an in-memory copy so that loads never overlap and the last one to finish began
 * after the last request: a load asked for while one runs waits for it, then runs once for all who
 * asked meanwhile. Without it a slow load begun before a change could finish after a quick one begun
 * after it, and put the old rows back.
 */
export function serialReload(load: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | null = null;
  let next: Promise<void> | null = null;
  const request = (): Promise<void> => {
    if (!running) {
      running = load().finally(() => {
        running = null;
      });
      return running;
    }
    next ??= running
      .catch(() => {})
      .then(() => {
        next = null;
        return request();
      });
    return next;
  };
  return request;
}

export interface FreshCopy<T extends Topic> {
  /** Names the copy in the log when a reload fails. */
  name: string;
  /** The announcement that the copy is stale (on any server, through the bus). */
  topic: T;
  /** Whether a message concerns this copy (default: every one). */
  concerns?: (payload: BusTopics[T]) => boolean;
  /** Reads the copy again (serialized by the owner, `serialReload`). */
  reload: () => Promise<void>;
  /** The safety net for a lost message: reloads every this many ms once the app is ready; 0: none. */
  everyMs: number;
}

/**
 * Keeps an in-memory copy current across servers (ADR 067): it reloads when its topic is published,
 * on this server or another, and on a slow timer in case a message was lost. Both stop with the app.
 */
export function keepFresh<T extends Topic>(app: FastifyInstance, bus: EventBus, copy: FreshCopy<T>): void {
  const reload = () => {
    copy.reload().catch((err: unknown) => app.log.warn({ err, copy: copy.name }, 'reload failed'));
  };
  const unsubscribe = bus.subscribe(copy.topic, (payload) => {
    if (!copy.concerns || copy.concerns(payload)) reload();
  });
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    if (copy.everyMs <= 0) return;
    timer = setInterval(reload, copy.everyMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    unsubscribe();
    clearInterval(timer);
  });
}
