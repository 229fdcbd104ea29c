import { ErrorCode } from '@croupier/contract';
import { AppError } from './errors.ts';

/** At most `limit` hits per `windowMs`. */
export interface RateRule {
  limit: number;
  windowMs: number;
}

/** Counters in fixed windows. In-process by default; a Redis store can share them between replicas. */
export interface RateLimitStore {
  /** Adds one hit to the key's current window; answers the count so far and when the window ends. */
  hit(key: string, windowMs: number, now: number): Promise<{ count: number; resetAt: number }>;
  /** The count of the key's current window (0 when none) without adding to it. */
  peek(key: string, now: number): Promise<{ count: number; resetAt: number }>;
  reset(key: string): Promise<void>;
}

export class MemoryRateLimitStore implements RateLimitStore {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();
  private hits = 0;

  async hit(key: string, windowMs: number, now: number) {
    if (++this.hits % 1000 === 0) this.prune(now);
    let w = this.windows.get(key);
    if (!w || w.resetAt <= now) {
      w = { count: 0, resetAt: now + windowMs };
      this.windows.set(key, w);
    }
    w.count += 1;
    return { ...w };
  }

  async peek(key: string, now: number) {
    const w = this.windows.get(key);
    return w && w.resetAt > now ? { ...w } : { count: 0, resetAt: now };
  }

  async reset(key: string) {
    this.windows.delete(key);
  }

  private prune(now: number) {
    for (const [key, w] of this.windows) if (w.resetAt <= now) this.windows.delete(key);
  }
}

export function tooManyRequests(
  retryAfterMs: number,
  code: string = ErrorCode.rateLimited,
  message?: string,
) {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return new AppError(
    429,
    code,
    message ?? `Too many requests; try again in ${seconds} s`,
    { details: { retryAfterSeconds: seconds } },
    { 'retry-after': String(seconds) },
  );
}

/** Rate limits on an injected clock, so tests move time rather than sleep. */
export class RateLimiter {
  constructor(
    private readonly store: RateLimitStore = new MemoryRateLimitStore(),
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts a hit; 429 (with Retry-After) once the key has had more than `rule.limit` in its window. */
  async consume(key: string, rule: RateRule, code?: string): Promise<void> {
    const now = this.now();
    const w = await this.store.hit(key, rule.windowMs, now);
    if (w.count > rule.limit) throw tooManyRequests(w.resetAt - now, code);
  }

  /** 429 when the key has already reached its limit, without counting (e.g. failed logins). */
  async assertUnder(key: string, rule: RateRule, code?: string): Promise<void> {
    const now = this.now();
    const w = await this.store.peek(key, now);
    if (w.count >= rule.limit) throw tooManyRequests(w.resetAt - now, code);
  }

  /** Counts a hit without refusing (failures counted for `assertUnder`). */
  async record(key: string, rule: RateRule): Promise<void> {
    await this.store.hit(key, rule.windowMs, this.now());
  }

  async reset(key: string): Promise<void> {
    await this.store.reset(key);
  }
}
