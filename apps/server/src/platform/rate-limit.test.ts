import { randomUUID } from 'node:crypto';
import { ErrorCode } from '@croupier/contract';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { AppError } from './errors.ts';
import { RateLimiter, type RateLimitStore } from './rate-limit.ts';

// The Redis store runs against a real Redis (127.0.0.1:6379 here and on CI; TEST_REDIS_URL to change).
const redis = new Redis(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379', { lazyConnect: true });
afterAll(() => redis.quit());

const RULE = { limit: 5, windowMs: 60_000 };
const refusal = async (p: Promise<unknown>) => {
  try {
    await p;
    return null;
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    return err;
  }
};

const stores: [string, () => RateLimitStore][] = [
  ['memory', () => ({ kind: 'memory' })],
  ['redis', () => ({ kind: 'redis', client: redis, keyPrefix: `croupier-test-${randomUUID()}` })],
];

describe.each(stores)('RateLimiter on the %s store', (_name, store) => {
  const setUp = () => {
    // A clock at the start of a window, moved by hand.
    let now = Math.ceil(Date.now() / RULE.windowMs) * RULE.windowMs;
    const limiter = new RateLimiter(store(), () => now);
    const advance = (ms: number) => {
      now += ms;
    };
    return { limiter, advance };
  };

  it('counts parallel hits atomically: exactly the limit pass, the rest are 429 with Retry-After', async () => {
    const { limiter } = setUp();
    const results = await Promise.all(Array.from({ length: 20 }, () => refusal(limiter.consume('k', RULE))));
    expect(results.filter((r) => r === null)).toHaveLength(5);
    const refused = results.filter((r) => r !== null);
    expect(refused).toHaveLength(15);
    expect(refused[0]?.statusCode).toBe(429);
    expect(refused[0]?.code).toBe(ErrorCode.rateLimited);
    expect(refused[0]?.headers).toEqual({ 'retry-after': '60' });
  });

  it('starts a new window when the injected clock moves past the window, and keys apart', async () => {
    const { limiter, advance } = setUp();
    for (let i = 0; i < 5; i++) await limiter.consume('a', RULE);
    advance(45_000);
    const late = await refusal(limiter.consume('a', RULE, ErrorCode.smsSendLimit));
    expect(late?.code).toBe(ErrorCode.smsSendLimit);
    expect(late?.headers).toEqual({ 'retry-after': '15' });
    expect(await refusal(limiter.consume('b', RULE))).toBeNull();
    advance(15_000);
    expect(await refusal(limiter.consume('a', RULE))).toBeNull();
  });

  it('records without refusing, refuses on assertUnder at the limit, and reset clears the count', async () => {
    const { limiter } = setUp();
    for (let i = 0; i < 7; i++) await limiter.record('f', RULE);
    expect((await refusal(limiter.assertUnder('f', RULE)))?.statusCode).toBe(429);
    await limiter.reset('f', RULE);
    expect(await refusal(limiter.assertUnder('f', RULE))).toBeNull();
    expect(await refusal(limiter.consume('f', RULE))).toBeNull();
  });
});

describe('the Redis store', () => {
  it('shares counters between limiters (replicas) using the same Redis', async () => {
    const keyPrefix = `croupier-test-${randomUUID()}`;
    const now = () => 1_800_000_000_000;
    const one = new RateLimiter({ kind: 'redis', client: redis, keyPrefix }, now);
    const two = new RateLimiter({ kind: 'redis', client: redis, keyPrefix }, now);
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => refusal((i % 2 ? one : two).consume('shared', RULE))),
    );
    expect(results.filter((r) => r === null)).toHaveLength(5);
    expect(await redis.keys(`${keyPrefix}:*`)).toHaveLength(1);
  });
});
