import { randomUUID } from 'node:crypto';
import { signedHeaders } from './signing.ts';
import type { CashierStore, EventType, PendingDelivery, Transaction } from './store.ts';

/** First retry after this long, doubling each time … */
export const RETRY_FIRST_MS = 1_000;
/** … up to this gap between tries … */
export const RETRY_MAX_GAP_MS = 60 * 60 * 1000;
/** … for this long after the first try; then the provider gives up (the platform's reconciliation asks). */
export const RETRY_FOR_MS = 24 * 60 * 60 * 1000;

/** Runs `fn` in `ms`; answers how to cancel it. */
export type Schedule = (fn: () => void, ms: number) => (() => void) | undefined;

const realSchedule: Schedule = (fn, ms) => {
  const handle = setTimeout(fn, ms);
  handle.unref();
  return () => clearTimeout(handle);
};

/**
 * The provider's webhooks, as real providers send them: signed, tried at once, and when the
 * platform does not answer 2xx (or cannot be reached) tried again with exponential backoff
 * (1 s, 2 s, 4 s … at most an hour apart) for 24 hours. The queue is part of the provider's kept
 * state, so a restart carries on where it stopped.
 */
export class WebhookSender {
  private cancelTimer: (() => void) | undefined;
  private running: Promise<void> = Promise.resolve();
  private closed = false;

  constructor(
    private readonly store: CashierStore,
    private readonly o: {
      url: string;
      secret: string;
      send: typeof fetch;
      now: () => number;
      schedule?: Schedule | undefined;
    },
  ) {
    this.arm();
  }

  /** Queues the webhook for the transaction's current state and tries it at once. */
  async enqueue(tx: Transaction, type: EventType) {
    const now = this.o.now();
    const delivery: PendingDelivery = {
      eventId: `evt_${randomUUID()}`,
      providerTransactionId: tx.providerTransactionId,
      paymentId: tx.paymentId,
      type,
      attempts: 0,
      firstAt: now,
      nextAt: now,
    };
    this.store.deliveries.push(delivery);
    this.store.save();
    await this.serial(() => this.attempt(delivery));
  }

  /** Tries every webhook that is due (the timer calls it; tests call it after moving the clock). */
  deliverDue(): Promise<void> {
    return this.serial(async () => {
      const now = this.o.now();
      for (const d of [...this.store.deliveries]) if (d.nextAt <= now) await this.attempt(d);
    });
  }

  pending(): PendingDelivery[] {
    return this.store.deliveries.map((d) => ({ ...d }));
  }

  close() {
    this.closed = true;
    this.cancelTimer?.();
  }

  private serial(fn: () => Promise<void>): Promise<void> {
    const run = this.running.then(fn, fn);
    this.running = run.catch(() => undefined);
    return run.finally(() => this.arm());
  }

  private async attempt(d: PendingDelivery) {
    if (!this.store.deliveries.includes(d)) return;
    const tx = this.store.transactions.get(d.providerTransactionId);
    if (!tx) {
      this.drop(d);
      return;
    }
    const body = JSON.stringify({
      id: d.eventId,
      type: d.type,
      paymentId: tx.paymentId,
      providerTransactionId: tx.providerTransactionId,
      amount: tx.amount,
      currency: tx.currency,
      occurredAt: new Date(this.o.now()).toISOString(),
    });
    let status: number | string;
    try {
      const res = await this.o.send(this.o.url, {
        method: 'POST',
        headers: signedHeaders(this.o.secret, body, this.o.now()),
        body,
      });
      status = res.status;
    } catch (err) {
      status = `unreachable: ${(err as Error).message}`;
    }
    tx.deliveries.push({ type: d.type, status });
    d.attempts += 1;
    const now = this.o.now();
    if (typeof status === 'number' && status >= 200 && status < 300) this.drop(d);
    else if (now - d.firstAt >= RETRY_FOR_MS) {
      tx.deliveries.push({ type: d.type, status: 'gave up after 24 hours' });
      this.drop(d);
    } else {
      d.nextAt = now + Math.min(RETRY_FIRST_MS * 2 ** (d.attempts - 1), RETRY_MAX_GAP_MS);
    }
    this.store.save();
  }

  private drop(d: PendingDelivery) {
    this.store.deliveries = this.store.deliveries.filter((x) => x !== d);
    this.store.save();
  }

  /** One timer, for the earliest retry due. */
  private arm() {
    this.cancelTimer?.();
    this.cancelTimer = undefined;
    if (this.closed || this.store.deliveries.length === 0) return;
    const next = Math.min(...this.store.deliveries.map((d) => d.nextAt));
    const schedule = this.o.schedule ?? realSchedule;
    this.cancelTimer = schedule(() => void this.deliverDue(), Math.max(0, next - this.o.now())) ?? undefined;
  }
}
