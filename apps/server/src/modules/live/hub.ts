import { LIVE_HEARTBEAT_MS, type LiveEvent } from '@croupier/contract';
import type { Principal } from '../../platform/auth.ts';
import type { EventBus } from '../../platform/event-bus.ts';
import type { EventStream } from './stream.ts';

/** At most this many open streams per player on one server (tabs); the oldest is ended for a new one. */
export const STREAMS_PER_PLAYER = 8;

export interface LiveHubDeps {
  bus: Pick<EventBus, 'subscribe'>;
  /** The player's balance as `GET /balance/v2/{uuid}` answers it. */
  balance(playerUuid: string): Promise<Extract<LiveEvent, { event: 'balance' }>['data']>;
  /** Whether the stream's session is still live (checked with each heartbeat: a logout elsewhere ends it). */
  sessionLive(p: Principal): Promise<boolean>;
  onError(err: unknown): void;
}

interface Open {
  player: Principal;
  stream: EventStream;
}

/**
 * The open streams of this server by player, fed by the bus (docs/decisions/068-live-events.md). A
 * `player.balance-changed` from any server reaches every server; the one holding the player's
 * streams reads the balance again and sends it to them, and only to them. A stream gets the current
 * balance when it opens, so a reconnect (with or without `Last-Event-ID`) misses nothing it needs.
 */
export class LiveHub {
  private readonly byPlayer = new Map<string, Set<Open>>();
  /** Players whose balance is being read; true when it moved again meanwhile (read once more after). */
  private readonly reading = new Map<string, boolean>();
  private readonly timer: NodeJS.Timeout;
  private readonly unsubscribe: () => void;
  private seq = 0;

  constructor(private readonly d: LiveHubDeps) {
    this.unsubscribe = d.bus.subscribe('player.balance-changed', ({ playerUuid }) =>
      this.balanceChanged(playerUuid),
    );
    this.timer = setInterval(() => void this.heartbeat(), LIVE_HEARTBEAT_MS);
    this.timer.unref();
  }

  /** Adds a stream of the player's and sends it the current balance. */
  async open(player: Principal, stream: EventStream): Promise<void> {
    const key = player.uuid.toLowerCase();
    let set = this.byPlayer.get(key);
    if (!set) {
      set = new Set();
      this.byPlayer.set(key, set);
    }
    if (set.size >= STREAMS_PER_PLAYER) [...set][0]?.stream.end();
    const open = { player, stream };
    set.add(open);
    stream.whenEnded(() => {
      set.delete(open);
      if (set.size === 0 && this.byPlayer.get(key) === set) this.byPlayer.delete(key);
    });
    try {
      const data = await this.d.balance(player.uuid);
      stream.send(this.nextId(), { event: 'balance', data });
    } catch (err) {
      this.d.onError(err);
      stream.end();
    }
  }

  /** How many streams are open on this server (tests, health). */
  get size(): number {
    let n = 0;
    for (const set of this.byPlayer.values()) n += set.size;
    return n;
  }

  close(): void {
    clearInterval(this.timer);
    this.unsubscribe();
    for (const set of [...this.byPlayer.values()]) for (const o of [...set]) o.stream.end();
  }

  private nextId(): string {
    this.seq += 1;
    return String(this.seq);
  }

  private balanceChanged(playerUuid: string): void {
    const key = playerUuid.toLowerCase();
    if (!this.byPlayer.has(key)) return;
    if (this.reading.has(key)) {
      this.reading.set(key, true);
      return;
    }
    this.reading.set(key, false);
    void this.readAndSend(key);
  }

  /** Reads the balance and sends it to the player's streams; again while it moved meanwhile. */
  private async readAndSend(key: string): Promise<void> {
    try {
      do {
        this.reading.set(key, false);
        const set = this.byPlayer.get(key);
        if (!set) break;
        const data = await this.d.balance(key);
        for (const o of this.byPlayer.get(key) ?? [])
          o.stream.send(this.nextId(), { event: 'balance', data });
      } while (this.reading.get(key));
    } catch (err) {
      this.d.onError(err);
    } finally {
      this.reading.delete(key);
    }
  }

  private async heartbeat(): Promise<void> {
    for (const set of [...this.byPlayer.values()]) {
      for (const o of [...set]) {
        o.stream.heartbeat();
        const live = await this.d.sessionLive(o.player).catch(() => true);
        if (!live) o.stream.end();
      }
    }
  }
}
