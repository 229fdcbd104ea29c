import type { FastifyInstance } from 'fastify';
import { createMessaging, type Messaging } from '../adapters/messaging/index.ts';
import type { Config } from './config.ts';
import type { Database, Db } from './db.ts';
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
 * Builds the platform's pieces once: the rate-limit store (the one given, else Redis when
 * `REDIS_URL` is set, else in memory) and messaging (the one given, else the configured gateways),
 * closing what it opened with the app.
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
    messaging?: Messaging | undefined;
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
  let messaging = o.messaging;
  if (!messaging) {
    const configured = createMessaging(config);
    app.addHook('onClose', async () => configured.close());
    messaging = configured;
  }
  return {
    config,
    db: o.database.db,
    dbKind: o.database.kind,
    now,
    limiter: o.limiter ?? new RateLimiter(store, now),
    messaging,
    sandboxUrl: config.SANDBOX_URL.replace(/\/+$/, ''),
    primary: o.primary ?? true,
  };
}
