import type { FastifyInstance } from 'fastify';
import { createMessaging, type Messaging } from '../adapters/messaging/index.ts';
import type { Config } from './config.ts';
import type { Database, Db } from './db.ts';
import { type EventBus, LocalEventBus } from './event-bus.ts';
import { RedisEventBus } from './event-bus-redis.ts';
import { Metrics } from './metrics.ts';
import { RateLimiter, type RateLimitStore, redisRateLimitStore } from './rate-limit.ts';
import type { DbKind } from './schedule.ts';

/**
 * What every module's `register` function takes first: the platform's pieces, built once. A
 * module's own deps type adds what it needs of other modules (their services, from their index.ts)
 * and its adapters.
 */
export interface PlatformDeps {
  config: Config;
  db: Db;
  /** Which database `db` is: schedules take a lock on PostgreSQL, where replicas share it (schedule.ts). */
  dbKind: DbKind;
  /** The clock, in milliseconds since the epoch (tests move it). */
  now: () => number;
  /** Every module's rate limits: one store, Redis when `REDIS_URL` is set (ADR 018). */
  limiter: RateLimiter;
  /**
   * "This changed, read it again" between servers (ADR 067): Redis pub/sub when `REDIS_URL` is set,
   * else within this process. Published after the change commits (`publishAfter`).
   */
  bus: EventBus;
  /** The process's Prometheus metrics, shared by its brands' instances (ADR 069). */
  metrics: Metrics;
  /** SMS and e-mail: the configured gateways (the sandbox's only in the local demo). */
  messaging: Messaging;
  /** Where the partners' HTTP adapters call (`SANDBOX_URL`, without a trailing slash). */
  sandboxUrl: string;
  /**
   * Whether this instance runs the work that is no one brand's: the schedules and relays over every
   * brand's rows (ADR 062). True but for another brand's instance in the same process as the default's.
   */
  primary: boolean;
}

/**
 * Builds the platform's pieces once: the rate-limit store and the event bus (the ones given, else
 * Redis when `REDIS_URL` is set, else in memory) and messaging (the one given, else the configured
 * gateways), closing what it opened with the app.
 */
export function buildPlatform(
  app: FastifyInstance,
  o: {
    config: Config;
    database: Database;
    now?: (() => number) | undefined;
    rateLimitStore?: RateLimitStore | undefined;
    /** Counters shared with the other brands' instances of this process (one client, one limit). */
    limiter?: RateLimiter | undefined;
    /** The bus of every brand's instance in this process (one connection, one channel). */
    bus?: EventBus | undefined;
    messaging?: Messaging | undefined;
    metrics?: Metrics | undefined;
    primary?: boolean | undefined;
  },
): PlatformDeps {
  const { config } = o;
  const now = o.now ?? Date.now;
  let store = o.rateLimitStore;
  if (!o.limiter && !store && config.REDIS_URL) {
    const redis = redisRateLimitStore(config.REDIS_URL);
    app.addHook('onClose', async () => {
      redis.client.disconnect();
    });
    store = redis;
  }
  let bus = o.bus;
  if (!bus) {
    const own = createEventBus(config, (err, topic) => app.log.warn({ err, topic }, 'event bus'));
    app.addHook('onClose', () => own.close());
    bus = own;
  }
  const metrics = o.metrics ?? new Metrics();
  let messaging = o.messaging;
  if (!messaging) {
    const configured = createMessaging(config, metrics);
    app.addHook('onClose', async () => configured.close());
    messaging = configured;
  }
  const lag = metrics.histogram(
    'event_bus_lag_seconds',
    'Delay from a publish to its delivery, by topic and path (local: this process; redis: from another)',
    ['topic', 'via'],
  );
  bus.observeLag((topic, via, seconds) => lag.of(topic, via).observe(seconds));
  const pool = o.database.pool;
  if (pool) {
    metrics.gauge('db_pool_connections', 'PostgreSQL pool connections open', async () => pool.totalCount);
    metrics.gauge('db_pool_idle', 'PostgreSQL pool connections idle', async () => pool.idleCount);
    metrics.gauge('db_pool_waiting', 'Queries waiting for a pool connection', async () => pool.waitingCount);
  }
  return {
    config,
    db: o.database.db,
    dbKind: o.database.kind,
    now,
    limiter: o.limiter ?? new RateLimiter(store, now),
    bus,
    messaging,
    metrics,
    sandboxUrl: config.SANDBOX_URL.replace(/\/+$/, ''),
    primary: o.primary ?? true,
  };
}

/** The bus `REDIS_URL` asks for: Redis pub/sub across servers, else this process's own. */
export function createEventBus(config: Config, onError: (err: unknown, topic?: string) => void): EventBus {
  return config.REDIS_URL
    ? new RedisEventBus({ url: config.REDIS_URL, onError })
    : new LocalEventBus(onError);
}
