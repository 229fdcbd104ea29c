import type { ServerResponse } from 'node:http';
import { LIVE_RETRY_MS, type LiveEvent } from '@croupier/contract';

/**
 * One open `text/event-stream` answer: events with ids, heartbeat comments, and its end. Writes to
 * a connection that has gone are dropped; `closed` says so.
 */
export class EventStream {
  private ended = false;
  private readonly onEnd: (() => void)[] = [];

  constructor(private readonly res: ServerResponse) {
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      // nginx: pass each event on at once (the cluster's proxy is unbuffered anyway).
      'x-accel-buffering': 'no',
      connection: 'keep-alive',
    });
    res.on('close', () => this.end());
    // How long the browser's EventSource waits before it connects again.
    this.write(`retry: ${LIVE_RETRY_MS}\n\n`);
  }

  get closed(): boolean {
    return this.ended;
  }

  send(id: string, e: LiveEvent): void {
    this.write(`id: ${id}\nevent: ${e.event}\ndata: ${JSON.stringify(e.data)}\n\n`);
  }

  /** A comment line: keeps proxies from closing an idle stream; the EventSource ignores it. */
  heartbeat(): void {
    this.write(': heartbeat\n\n');
  }

  /** Calls `fn` once when the stream ends, whoever ends it. */
  whenEnded(fn: () => void): void {
    if (this.ended) fn();
    else this.onEnd.push(fn);
  }

  end(): void {
    if (this.ended) return;
    this.ended = true;
    if (!this.res.writableEnded) this.res.end();
    for (const fn of this.onEnd.splice(0)) fn();
  }

  private write(text: string): void {
    if (this.ended || this.res.writableEnded) return;
    this.res.write(text);
  }
}
