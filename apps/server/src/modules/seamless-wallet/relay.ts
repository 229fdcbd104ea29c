import { asc, count, inArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../platform/db.ts';
import { type DbKind, onOneReplica } from '../../platform/schedule.ts';
import { deliver, type RoundObserver, type TaggedRoundEvent } from './rounds.ts';
import { roundEvents } from './tables.ts';

/** Events taken per relay transaction. */
const BATCH = 500;

/**
 * The round outbox's relay (docs/decisions/041-rounds-at-ledger-speed.md): takes the events the
 * wallet's calls committed, in id order, hands them to every observer and deletes them, in one
 * transaction per batch, so an event is applied once whatever stops where. One relay at a time:
 * in this process a drain asked for while one runs makes it go round once more; across replicas
 * on PostgreSQL a replica that cannot take the relay's advisory lock leaves the events to the one
 * that holds it.
 */
export class RoundRelay {
  private readonly observers: RoundObserver[] = [];
  private running: Promise<number> | null = null;
  private again = false;

  constructor(
    private readonly d: {
      db: Db;
      dbKind: DbKind;
      /** A relay that failed (an observer threw): its events stay for the next drain. */
      failed: (err: unknown) => void;
    },
  ) {}

  add(observer: RoundObserver): void {
    this.observers.push(observer);
  }

  /** Relays every event committed so far; answers how many this drain relayed (never rejects). */
  drain(): Promise<number> {
    this.again = true;
    if (!this.running) {
      this.running = this.run().finally(() => {
        this.running = null;
      });
    }
    return this.running;
  }

  /**
   * Relays what is waiting, if anything (one cheap read when nothing is): a read that shows what
   * rounds move (a leaderboard, loyalty points) calls it first, so a player sees their round at once.
   */
  async settle(): Promise<void> {
    const [waiting] = await this.d.db.select({ id: roundEvents.id }).from(roundEvents).limit(1);
    if (waiting) await this.drain();
  }

  /** Events waiting in the outbox (the bench reports it; operations may watch it). */
  async pending(): Promise<number> {
    const [row] = await this.d.db.select({ n: count() }).from(roundEvents);
    return row?.n ?? 0;
  }

  private async run(): Promise<number> {
    let relayed = 0;
    try {
      while (this.again) {
        this.again = false;
        await onOneReplica(this.d.db, this.d.dbKind, 'rounds.relay', async () => {
          for (let n = BATCH; n === BATCH; relayed += n) n = await this.batch();
        });
      }
    } catch (err) {
      this.again = false;
      this.d.failed(err);
    }
    return relayed;
  }

  /** One transaction: up to BATCH events to every observer, then deleted (with no observer, only deleted). */
  private batch(): Promise<number> {
    return this.d.db.transaction(async (tx) => {
      const rows = await tx.select().from(roundEvents).orderBy(asc(roundEvents.id)).limit(BATCH);
      if (rows.length === 0) return 0;
      const events: TaggedRoundEvent[] = rows.map(({ id: _, ...e }) => e);
      for (const o of this.observers) await relayTo(o, tx, events);
      await tx.delete(roundEvents).where(
        inArray(
          roundEvents.id,
          rows.map((r) => r.id),
        ),
      );
      return rows.length;
    });
  }
}

async function relayTo(o: RoundObserver, tx: DbOrTx, events: readonly TaggedRoundEvent[]) {
  if (o.batch) return o.batch(tx, events);
  for (const e of events) await deliver(o, tx, e);
}

/**
 * How long the relay gathers the events of calls close together before it takes them: a relay's
 * fixed cost (its transaction, a statement per observer) then weighs on many events (ADR 041).
 */
const GATHER_MS = 100;

/**
 * Keeps the relay going beside the wallet: soon after calls commit events (gathering those close
 * together), every `everyMs` at the latest (events another replica committed, or a stop left), and
 * once at start. `stop` waits for a drain under way and runs one more.
 */
export function relayAlongside(
  relay: RoundRelay,
  wallet: { onCommitted(fn: () => void): void },
  everyMs: number,
): { stop(): Promise<void> } {
  let soon: NodeJS.Timeout | undefined;
  let stopped = false;
  wallet.onCommitted(() => {
    if (stopped) return;
    soon ??= setTimeout(() => {
      soon = undefined;
      void relay.drain();
    }, GATHER_MS);
  });
  void relay.drain();
  const timer = setInterval(() => void relay.drain(), everyMs);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      clearTimeout(soon);
      await relay.drain();
    },
  };
}
