import { LIVE_RETRY_MS } from '@croupier/contract/live';
import type { BalanceResponse } from '@croupier/contract/wallet';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type EventSourceLike, LiveConnection, type LiveState, retryDelay } from './connection.ts';

/** A stand-in EventSource the test opens, fails and feeds. */
class FakeSource implements EventSourceLike {
  onopen: ((e: Event) => void) | null = null;
  onerror: ((e: Event) => void) | null = null;
  closed = false;
  private readonly listeners = new Map<string, (e: MessageEvent) => void>();
  constructor(readonly ticket: string) {}
  addEventListener(type: string, listener: (e: MessageEvent) => void) {
    this.listeners.set(type, listener);
  }
  close() {
    this.closed = true;
  }
  emit(type: string, data: string) {
    this.listeners.get(type)?.(new MessageEvent(type, { data }));
  }
}

const BALANCE: BalanceResponse = {
  currency: 'USD',
  wallets: [{ walletId: 'USD', amount: 25, currency: 'USD' }],
  balances: [
    {
      currency: 'USD',
      real: { amount: 25, currency: 'USD', displayAmount: '25.00' },
      withdrawable: { amount: 25, currency: 'USD', displayAmount: '25.00' },
      bonus: { amount: 0, currency: 'USD', displayAmount: '0.00' },
      total: { amount: 25, currency: 'USD', displayAmount: '25.00' },
    },
  ],
};

let sources: FakeSource[];
let states: LiveState[];
let balances: BalanceResponse[];
let tickets: number;
let ticketFails: boolean;

function connection() {
  return new LiveConnection({
    ticket: async () => {
      if (ticketFails) throw new Error('401');
      tickets += 1;
      return `ticket-${tickets}`;
    },
    open: (ticket) => {
      const s = new FakeSource(ticket);
      sources.push(s);
      return s;
    },
    onBalance: (b) => balances.push(b),
    onState: (s) => states.push(s),
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  sources = [];
  states = [];
  balances = [];
  tickets = 0;
  ticketFails = false;
});
afterEach(() => vi.useRealTimers());

describe('the live stream connection', () => {
  it('opens with a ticket, goes live, and hands over balance events (malformed ones are dropped)', async () => {
    const c = connection();
    c.start();
    await vi.waitFor(() => expect(sources).toHaveLength(1));
    expect(sources[0]!.ticket).toBe('ticket-1');
    expect(c.state).toBe('connecting');
    sources[0]!.onopen?.(new Event('open'));
    expect(c.state).toBe('live');
    sources[0]!.emit('balance', JSON.stringify(BALANCE));
    sources[0]!.emit('balance', '{"not":"a balance"}');
    sources[0]!.emit('balance', 'not json');
    expect(balances).toEqual([BALANCE]);
  });

  it('falls back (down: the page polls) when the stream errors, then reconnects with a fresh ticket', async () => {
    const c = connection();
    c.start();
    await vi.waitFor(() => expect(sources).toHaveLength(1));
    sources[0]!.onopen?.(new Event('open'));
    sources[0]!.onerror?.(new Event('error'));
    expect(c.state).toBe('down');
    // The single-use ticket cannot reopen: the old source is closed, not left to retry its URL.
    expect(sources[0]!.closed).toBe(true);
    await vi.advanceTimersByTimeAsync(LIVE_RETRY_MS);
    expect(sources).toHaveLength(2);
    expect(sources[1]!.ticket).toBe('ticket-2');
    sources[1]!.onopen?.(new Event('open'));
    expect(states).toEqual(['connecting', 'live', 'down', 'connecting', 'live']);
    // Events of the closed source no longer count.
    sources[0]!.emit('balance', JSON.stringify(BALANCE));
    expect(balances).toEqual([]);
  });

  it('stays down while no ticket can be had, waiting longer after each failure', async () => {
    ticketFails = true;
    const c = connection();
    c.start();
    await vi.waitFor(() => expect(c.state).toBe('down'));
    expect(sources).toHaveLength(0);
    expect(retryDelay(1)).toBe(LIVE_RETRY_MS);
    expect(retryDelay(2)).toBe(2 * LIVE_RETRY_MS);
    expect(retryDelay(20)).toBe(60_000);
    ticketFails = false;
    await vi.advanceTimersByTimeAsync(LIVE_RETRY_MS);
    expect(sources).toHaveLength(1);
  });

  it('stop closes the stream and cancels a pending retry (logout)', async () => {
    const c = connection();
    c.start();
    await vi.waitFor(() => expect(sources).toHaveLength(1));
    sources[0]!.onerror?.(new Event('error'));
    c.stop();
    expect(c.state).toBe('off');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sources).toHaveLength(1);
    expect(sources[0]!.closed).toBe(true);
  });
});
