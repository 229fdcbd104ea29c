import { LIVE_RETRY_MS, type LiveEventName, liveEvents } from '@croupier/contract/live';
import type { BalanceResponse } from '@croupier/contract/wallet';

/**
 * `off`: not started (or stopped: logout); `connecting`: asking for a ticket or opening the stream;
 * `live`: the stream is open and pushes changes; `down`: it could not connect or broke, so the page
 * falls back to polling while it tries again.
 */
export type LiveState = 'off' | 'connecting' | 'live' | 'down';

/** The part of the browser's EventSource the connection uses (tests give their own). */
export interface EventSourceLike {
  addEventListener(type: string, listener: (e: MessageEvent) => void): void;
  onopen: ((e: Event) => void) | null;
  onerror: ((e: Event) => void) | null;
  close(): void;
}

export interface LiveConnectionDeps {
  /** A single-use stream ticket (the authenticated POST). */
  ticket(): Promise<string>;
  /** Opens the stream for a ticket. */
  open(ticket: string): EventSourceLike;
  onBalance(balance: BalanceResponse): void;
  onState(state: LiveState): void;
}

/** Waits before trying again: LIVE_RETRY_MS, doubling per failure, at most a minute. */
export function retryDelay(failures: number): number {
  return Math.min(60_000, LIVE_RETRY_MS * 2 ** Math.max(0, failures - 1));
}

/**
 * One tab's live stream (docs/decisions/068-live-events.md). A ticket is single use, so the
 * EventSource's own reconnect (same URL) cannot work: on an error the source is closed, the state
 * is `down` (polling takes over) and a new ticket opens a new stream after `retryDelay`. The server
 * sends the current balance whenever a stream opens, so nothing missed meanwhile is lost.
 */
export class LiveConnection {
  private source: EventSourceLike | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private failures = 0;
  /** Bumped by stop and by each attempt: a late ticket or event of an older attempt is ignored. */
  private attempt = 0;
  private current: LiveState = 'off';

  constructor(private readonly d: LiveConnectionDeps) {}

  get state(): LiveState {
    return this.current;
  }

  start(): void {
    if (this.current !== 'off') return;
    void this.connect();
  }

  stop(): void {
    this.attempt += 1;
    this.closeSource();
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    this.failures = 0;
    this.set('off');
  }

  private async connect(): Promise<void> {
    const attempt = ++this.attempt;
    this.set('connecting');
    let ticket: string;
    try {
      ticket = await this.d.ticket();
    } catch {
      if (attempt === this.attempt) this.failed();
      return;
    }
    if (attempt !== this.attempt) return;
    const source = this.d.open(ticket);
    this.source = source;
    source.onopen = () => {
      if (attempt !== this.attempt) return;
      this.failures = 0;
      this.set('live');
    };
    source.onerror = () => {
      if (attempt === this.attempt) this.failed();
    };
    source.addEventListener('balance' satisfies LiveEventName, (e) => {
      if (attempt !== this.attempt) return;
      const parsed = liveEvents.balance.safeParse(parseJson(e.data));
      if (parsed.success) this.d.onBalance(parsed.data);
    });
  }

  private failed(): void {
    this.attempt += 1;
    this.closeSource();
    this.failures += 1;
    this.set('down');
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.connect();
    }, retryDelay(this.failures));
  }

  private closeSource(): void {
    this.source?.close();
    this.source = null;
  }

  private set(state: LiveState): void {
    if (state === this.current) return;
    this.current = state;
    this.d.onState(state);
  }
}

function parseJson(text: unknown): unknown {
  try {
    return typeof text === 'string' ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}
