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
  at: Date;
}

/**
 * What other modules (tournaments, loyalty, campaigns) learn of real-money play. Each method runs
 * inside the transaction that applies the event, so what an observer writes in the database commits
 * or rolls back with the money: exactly once per event. A repeated call runs it again in a
 * transaction that is then undone, so an observer writes only to the database through `tx` (no
 * in-memory effects). An observer that throws refuses the event: keep them to a few statements.
 */
export interface RoundObserver {
  /** A bet was taken. */
  staked?(tx: DbOrTx, e: RoundEvent): Promise<void>;
  /** A win of `win` minor units was paid on a bet (0 for a lost round; a round may be paid in several wins). */
  settled?(tx: DbOrTx, e: RoundEvent & { win: bigint }): Promise<void>;
  /** A taken bet was rolled back: its stake went back to the player. */
  rolledBack?(tx: DbOrTx, e: RoundEvent): Promise<void>;
}
