import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { type BusTopics, LocalEventBus, publishAfter } from './event-bus.ts';
import { RedisEventBus } from './event-bus-redis.ts';
import { serialReload } from './fresh-copy.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const change: BusTopics['catalogue.changed'] = { brandId: 'croupier', what: 'game' };

/** Resolves once `check` holds, trying again on each turn of the event loop (at most `turns`). */
async function until(check: () => boolean, turns = 2_000): Promise<void> {
  for (let i = 0; i < turns && !check(); i++) await new Promise((r) => setTimeout(r, 1));
  expect(check()).toBe(true);
}

describe('the in-process bus', () => {
  it("delivers a topic's messages to its subscribers only, after the publisher's call", async () => {
    const bus = new LocalEventBus();
    const seen: unknown[] = [];
    const other = vi.fn();
    bus.subscribe('catalogue.changed', (p) => seen.push(p));
    bus.subscribe('tournaments.changed', other);
    bus.publish('catalogue.changed', change);
    expect(seen).toEqual([]); // never inside the publisher's call
    await until(() => seen.length === 1);
    expect(seen).toEqual([change]);
    expect(other).not.toHaveBeenCalled();
  });

  it('stops delivering after unsubscribe and after close; a throwing handler does not stop the others', async () => {
    const errors: unknown[] = [];
    const bus = new LocalEventBus((err) => errors.push(err));
    const gone = vi.fn();
    const seen: unknown[] = [];
    const unsubscribe = bus.subscribe('catalogue.changed', gone);
    bus.subscribe('catalogue.changed', () => {
      throw new Error('broken handler');
    });
    bus.subscribe('catalogue.changed', (p) => seen.push(p));
    unsubscribe();
    bus.publish('catalogue.changed', change);
    await until(() => seen.length === 1);
    expect(gone).not.toHaveBeenCalled();
    expect(errors).toHaveLength(1);
    await bus.close();
    bus.publish('catalogue.changed', change);
    await new Promise((r) => setImmediate(r));
    expect(seen).toHaveLength(1);
  });

  it('publishAfter announces a write that resolved, and not one that failed (a rolled-back transaction)', async () => {
    const bus = new LocalEventBus();
    const seen: unknown[] = [];
    bus.subscribe('tournaments.changed', (p) => seen.push(p));
    const payload = { brandId: 'croupier', tournamentId: 't-1' };
    await expect(
      publishAfter(bus, () => Promise.reject(new Error('rolled back')), 'tournaments.changed', payload),
    ).rejects.toThrow('rolled back');
    expect(await publishAfter(bus, async () => 'done', 'tournaments.changed', payload)).toBe('done');
    await until(() => seen.length === 1);
    await new Promise((r) => setImmediate(r));
    expect(seen).toEqual([payload]);
  });
});

describe('serialReload', () => {
  it('never overlaps loads, and the last load begins after the last request', async () => {
    const started: number[] = [];
    const finish: (() => void)[] = [];
    let running = 0;
    let most = 0;
    const reload = serialReload(async () => {
      running++;
      most = Math.max(most, running);
      started.push(started.length);
      await new Promise<void>((r) => finish.push(r));
      running--;
    });
    const first = reload();
    const second = reload();
    const third = reload(); // shares the load queued for the second
    expect(started).toHaveLength(1);
    finish[0]?.();
    await first;
    await until(() => started.length === 2);
    finish[1]?.();
    await Promise.all([second, third]);
    expect(started).toHaveLength(2);
    expect(most).toBe(1);
  });
});

describe('the Redis bus', () => {
  it("carries a message to another server's bus on the same channel, once, and not to another channel", async () => {
    const channel = `croupier-test-${randomUUID()}`;
    const a = new RedisEventBus({ url: REDIS_URL, channel });
    const b = new RedisEventBus({ url: REDIS_URL, channel });
    const elsewhere = new RedisEventBus({ url: REDIS_URL, channel: `${channel}-other` });
    try {
      await Promise.all([a.listening, b.listening, elsewhere.listening]);
      const onA: unknown[] = [];
      const onB: unknown[] = [];
      const onElsewhere: unknown[] = [];
      a.subscribe('brand-settings.changed', (p) => onA.push(p));
      b.subscribe('brand-settings.changed', (p) => onB.push(p));
      elsewhere.subscribe('brand-settings.changed', (p) => onElsewhere.push(p));
      const payload = { brandId: 'croupier', what: 'settings' } as const;
      a.publish('brand-settings.changed', payload);
      await until(() => onB.length === 1 && onA.length === 1);
      // A second message proves the first is not delivered again (the publisher skips its own echo).
      b.publish('brand-settings.changed', { brandId: 'other', what: 'live-chat' });
      await until(() => onA.length === 2 && onB.length === 2);
      expect(onA).toEqual([payload, { brandId: 'other', what: 'live-chat' }]);
      expect(onB).toEqual([payload, { brandId: 'other', what: 'live-chat' }]);
      expect(onElsewhere).toEqual([]);
    } finally {
      await Promise.all([a.close(), b.close(), elsewhere.close()]);
    }
  });
});
