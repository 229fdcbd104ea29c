import { createRequire } from 'node:module';
import { ErrorCode } from '@croupier/contract';
import type { Redis } from 'ioredis';
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible';
import { AppError } from './errors.ts';

/** At most `limit` hits per `windowMs`. */
export interface RateRule {
  limit: number;
  windowMs: number;
}

/**
 * Where the counters live (ADR 018): in the process (one replica), or in Redis, shared by every
 * replica (`REDIS_URL`). Counting is rate-limiter-flexible's atomic increment in either.
 */
export type RateLimitStore = { kind: 'memory' } | { kind: 'redis'; client: Redis; keyPrefix?: string };

export function tooManyRequests(
  retryAfterMs: number,
  code: ErrorCode = ErrorCode.rateLimited,
  message?: string,
) {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return new AppError(
    code,
    message ?? `Too many requests; try again in ${seconds} s`,
    { details: { retryAfterSeconds: seconds } },
    { 'retry-after': String(seconds) },
  );
}

/**
 * Rate limits in fixed windows on an injected clock. Windows are aligned to the epoch of that
 * clock (window n is [n·windowMs, (n+1)·windowMs)), and the window's number is part of the counter's
 * key, so tests move the clock rather than sleep and every replica counts in the same windows. The
 * store's own expiry (real time, one window long) only clears counters of past windows.
 */
export class RateLimiter {
  private readonly limiters = new Map<string, RateLimiterAbstract>();

  constructor(
    private readonly store: RateLimitStore = { kind: 'memory' },
    private readonly now: () => number = Date.now,
  ) {}

  private limiter(rule: RateRule): RateLimiterAbstract {
    const id = `${rule.limit}:${rule.windowMs}`;
    let limiter = this.limiters.get(id);
    if (!limiter) {
      const options = {
        points: rule.limit,
        duration: Math.ceil(rule.windowMs / 1000),
        keyPrefix: `rl:${rule.windowMs}`,
      };
      limiter =
        this.store.kind === 'redis'
          ? new RateLimiterRedis({
              ...options,
              keyPrefix: `${this.store.keyPrefix ?? 'croupier'}:${options.keyPrefix}`,
              storeClient: this.store.client,
              useRedisPackage: false,
              // Redis unreachable: count in the process meanwhile rather than fail every limited call.
              insuranceLimiter: new RateLimiterMemory(options),
            })
          : new RateLimiterMemory(options);
      this.limiters.set(id, limiter);
    }
    return limiter;
  }

  private window(key: string, rule: RateRule) {
    const now = this.now();
    const n = Math.floor(now / rule.windowMs);
    return { key: `${key}:${n}`, retryAfterMs: (n + 1) * rule.windowMs - now };
  }

  /**
   * Counts a hit, atomically, and refuses it (429 with Retry-After) once the key has had
   * `rule.limit` hits in its window. Count first, act after: parallel requests cannot all pass.
   */
  async consume(
    key: string,
    rule: RateRule,
    code?: ErrorCode,
    more: {
      /** Hits this call counts for (a batch of events counts each of them). */
      points?: number;
      /** The refusal's message, for a limit the caller should understand (a cap over everyone). */
      message?: string;
    } = {},
  ): Promise<void> {
    const w = this.window(key, rule);
    try {
      await this.limiter(rule).consume(w.key, more.points ?? 1);
    } catch (err) {
      if (err instanceof RateLimiterRes) throw tooManyRequests(w.retryAfterMs, code, more.message);
      throw err;
    }
  }

  /** 429 when the key has already reached its limit, without counting. */
  async assertUnder(key: string, rule: RateRule, code?: ErrorCode): Promise<void> {
    const w = this.window(key, rule);
    const res = await this.limiter(rule).get(w.key);
    if (res && res.consumedPoints >= rule.limit) throw tooManyRequests(w.retryAfterMs, code);
  }

  /** Counts a hit without refusing (failures counted for `assertUnder`). */
  async record(key: string, rule: RateRule): Promise<void> {
    await this.limiter(rule).penalty(this.window(key, rule).key, 1);
  }

  /**
   * Takes back one hit counted by `consume` in the current window: a call counted before the check
   * it was limited for (so that parallel tries cannot all pass) that turned out not to be a failure.
   */
  async refund(key: string, rule: RateRule): Promise<void> {
    await this.limiter(rule).reward(this.window(key, rule).key, 1);
  }

  /** Forgets the key's count in the current window (a successful login lifts its lock). */
  async reset(key: string, rule: RateRule): Promise<void> {
    await this.limiter(rule).delete(this.window(key, rule).key);
  }
}

/**
 * The Redis store for `REDIS_URL`. Commands fail at once while Redis is unreachable (no offline
 * queue), so the limiter falls back to in-process counts instead of hanging requests.
 */
export function redisRateLimitStore(url: string): RateLimitStore & { kind: 'redis' } {
  // Loaded only here: ioredis is about 10 MB and 40 ms of the start of a platform without Redis (ADR 031).
  const { Redis: RedisClient } = createRequire(import.meta.url)('ioredis') as typeof import('ioredis');
  const client = new RedisClient(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    lazyConnect: false,
  });
  // Connection errors are retried by ioredis; without a listener they would crash the process.
  client.on('error', () => {});
  return { kind: 'redis', client };
}
