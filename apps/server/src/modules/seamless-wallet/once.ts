import type {
  BetRequest,
  FreeRoundsWinRequest,
  RollbackRequest,
  SeamlessAnswer,
  WinRequest,
} from '@croupier/contract';
import { ErrorCode } from '@croupier/contract';
import type { DbOrTx } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { sha256 } from '../../platform/hash.ts';
import type { LedgerService, TransferInput } from '../wallet/index.ts';
import {
  findSeamlessTransaction,
  insertSeamlessTransaction,
  recordSeamlessTransaction,
} from './repository.ts';
import type { GameSessionRow, SeamlessTransactionRow } from './tables.ts';

/**
 * Exactly once (docs/decisions/013-seamless-wallet.md): each studio transaction id is claimed,
 * applied and recorded with its answer in one database transaction; a repeat answers the first
 * answer again, or 409 with another payload.
 */

/** What an operation claims under its transaction id before it moves money. */
export type Claim = Omit<SeamlessTransactionRow, 'balanceAfter' | 'ledgerTransferId' | 'createdAt'>;

/**
 * What an operation does: answer a balance with no money moved, or make one transfer of real money
 * (last); `bonus` is the player's bonus money at play after it, part of the balance answered.
 */
export type Outcome = { amount?: bigint; after?: ((tx: DbOrTx) => Promise<void>) | undefined } & (
  | { balance: bigint }
  | { transfer: TransferInput; side: 'from' | 'to'; bonus: bigint }
);

/** The transaction id was applied already: the stored row answers (or is a duplicate). */
class Replay {
  constructor(readonly transactionId: string) {}
}

export function claimOf(
  type: Claim['type'],
  s: GameSessionRow,
  req: BetRequest | WinRequest | RollbackRequest | FreeRoundsWinRequest,
  betTransactionId: string,
  amount: bigint,
): Claim {
  return {
    transactionId: req.transactionId,
    type,
    sessionId: s.id,
    playerUuid: s.playerUuid,
    roundId: 'roundId' in req && req.roundId ? req.roundId : betTransactionId,
    betTransactionId,
    amount,
    currency: s.currency,
    payloadHash: sha256(`${type}:${JSON.stringify(req)}`, 'hex'),
  };
}

/** The first answer again when the id was applied with the same payload; 409 with another. */
export async function replayOf(db: DbOrTx, claim: Claim): Promise<SeamlessAnswer | null> {
  const row = await findSeamlessTransaction(db, claim.transactionId);
  if (!row) return null;
  if (row.payloadHash !== claim.payloadHash) {
    throw new AppError(
      ErrorCode.duplicateTransaction,
      `Transaction ${claim.transactionId} was sent with another payload`,
    );
  }
  return { transactionId: row.transactionId, balance: Number(row.balanceAfter), currency: row.currency };
}

/**
 * Runs `move` and records the transaction with its answer, in one database transaction: a failure
 * leaves nothing behind. The money moves last, in one statement with the record, so the hot house
 * account is locked for that statement and the commit only. The record's key is the transaction
 * id, so a repeat (even a concurrent one, which waits for the first) finds it taken, is undone, and
 * answers the first answer again; a repeat that `move` refuses (its bet has moved on since) is
 * answered from the record too.
 */
export async function applyOnce(
  d: { ledger: LedgerService; db: DbOrTx; now: () => number },
  claim: Claim,
  move: (tx: DbOrTx, at: Date) => Promise<Outcome>,
): Promise<SeamlessAnswer> {
  const at = new Date(d.now());
  try {
    return await d.ledger.transaction(async (tx) => {
      const outcome = await move(tx, at);
      const amount = outcome.amount ?? claim.amount;
      let balance: bigint;
      let recorded: boolean;
      if ('transfer' in outcome) {
        const moved = await d.ledger.transferRecorded(
          outcome.transfer,
          tx,
          recordSeamlessTransaction({ ...claim, amount, createdAt: at }, outcome.side, outcome.bonus),
        );
        recorded = moved.recorded;
        balance =
          (outcome.side === 'from' ? moved.result.fromBalance : moved.result.toBalance) + outcome.bonus;
      } else {
        balance = outcome.balance;
        recorded = await insertSeamlessTransaction(tx, {
          ...claim,
          amount,
          balanceAfter: balance,
          ledgerTransferId: null,
          createdAt: at,
        });
      }
      if (!recorded) throw new Replay(claim.transactionId);
      // Moves among the player's own wallets that follow the house transfer (a win's bonus shares).
      await outcome.after?.(tx);
      return { transactionId: claim.transactionId, balance: Number(balance), currency: claim.currency };
    });
  } catch (err) {
    if (!(err instanceof Replay) && !(err instanceof AppError)) throw err;
    const answer = await replayOf(d.db, claim);
    if (answer) return answer;
    if (err instanceof Replay) throw new Error(`transaction ${claim.transactionId} vanished`);
    throw err;
  }
}
