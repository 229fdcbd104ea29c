import type { DbOrTx } from '../../platform/db.ts';

/** One real-money game round's money event, as the seamless wallet applied it. */
export interface RoundEvent {
  playerUuid: string;
  currency: string;
  gameSlug: string;
  sessionId: string;
  betTransactionId: string;
  roundId: string;
  /** The whole stake of the round's bet, in minor units. */
  stake: bigint;
  /** When the wallet applied it (a tournament's window and a loyalty point's date are this one's). */
  at: Date;
}

/** An event with what it was: a stake, a settlement (with what it paid) or a rollback. */
export type TaggedRoundEvent = RoundEvent & { kind: 'staked' | 'settled' | 'rolledBack'; win: bigint };

/**
 * What other modules (tournaments, loyalty, campaigns) learn of real-money play
 * (docs/decisions/041-rounds-at-ledger-speed.md). The wallet writes each event to the round outbox
 * in the transaction that moves its money; the relay hands them to the observers after that
 * commits, in order, in a transaction of its own that also deletes them: exactly once, within a
 * second, and never in the money's way. An observer writes only to the database through `tx` (a
 * relay that fails is undone and tried again); one that throws holds the events back until it is
 * fixed (logged), it never refuses a bet. Money decisions (bonus wagering) stay in the money's
 * transaction, in the wallet's statement.
 */
export interface RoundObserver {
  /** A bet was taken. */
  staked?(tx: DbOrTx, e: RoundEvent): Promise<void>;
  /** A win of `win` minor units was paid on a bet (0 for a lost round; a round may be paid in several wins). */
  settled?(tx: DbOrTx, e: RoundEvent & { win: bigint }): Promise<void>;
  /** A taken bet was rolled back: its stake went back to the player. */
  rolledBack?(tx: DbOrTx, e: RoundEvent): Promise<void>;
  /**
   * Instead of the three above: a batch of events in the order they were applied, for an observer
   * that applies many in a few statements.
   */
  batch?(tx: DbOrTx, events: readonly TaggedRoundEvent[]): Promise<void>;
}

/**
 * The events whose player is in `brands`, each with its player's brand: one process's relay carries
 * every brand's rounds, and an observer acts on the player's brand (docs/decisions/064-brand-content.md).
 */
export function withPlayerBrands<E extends RoundEvent>(
  events: readonly E[],
  brands: ReadonlyMap<string, string>,
): (E & { brandId: string })[] {
  return events.flatMap((e) => {
    const brandId = brands.get(e.playerUuid);
    return brandId === undefined ? [] : [{ ...e, brandId }];
  });
}

/** Hands one event to an observer's method for its kind. */
export async function deliver(o: RoundObserver, tx: DbOrTx, e: TaggedRoundEvent): Promise<void> {
  if (e.kind === 'settled') await o.settled?.(tx, e);
  else await o[e.kind]?.(tx, e);
}
