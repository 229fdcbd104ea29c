import { randomUUID } from 'node:crypto';
import { MemoryMessaging } from '../src/adapters/messaging/index.ts';
import { buildApp } from '../src/app.ts';
import { RedisEventBus } from '../src/platform/event-bus-redis.ts';
import { redisRateLimitStore } from '../src/platform/rate-limit.ts';
import { OPERATOR_TOKEN } from './api.ts';
import { seededTestDatabase, type TestContext, testClock, testConfig } from './helper.ts';

/** The Redis of these machines and CI (TEST_REDIS_URL to change). */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * Two servers of one platform, as two processes would run it: each app its own, on one database and
 * one Redis (its own connections), sharing a channel and a key prefix of this run only, so parallel
 * runs never hear each other. They share the clock, as servers share the time of day. Every timed
 * reload is an hour away, so what B shows of A's change came through the bus.
 */
export async function buildReplicas(env: Record<string, string> = {}) {
  const database = await seededTestDatabase();
  const clock = testClock();
  const run = `croupier-test-${randomUUID()}`;
  const opened: (() => Promise<void>)[] = [];

  const replica = async (): Promise<TestContext> => {
    const bus = new RedisEventBus({ url: TEST_REDIS_URL, channel: `${run}:events` });
    const store = { ...redisRateLimitStore(TEST_REDIS_URL), keyPrefix: run };
    opened.push(bus.close.bind(bus), async () => store.client.disconnect());
    const messaging = new MemoryMessaging();
    const app = await buildApp({
      config: testConfig({ OPERATOR_TOKEN, CATALOGUE_REFRESH_MS: '3600000', ...env }),
      database,
      now: clock.now,
      logger: false,
      adapters: { messaging },
      bus,
      rateLimitStore: store,
    });
    await Promise.all([app.ready(), bus.listening]);
    opened.push(() => app.close());
    return { app, database, messaging, ...clock, close: async () => {} };
  };

  const a = await replica();
  const b = await replica();
  return {
    a,
    b,
    async close() {
      for (const close of opened.reverse()) await close();
      await database.close();
    },
  };
}

/** Asks `read` again until `done` holds of its answer, at most `tries` times; answers the last. */
export async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, tries = 200) {
  let value = await read();
  for (let i = 1; i < tries && !done(value); i++) {
    await new Promise((r) => setTimeout(r, 10));
    value = await read();
  }
  return value;
}
