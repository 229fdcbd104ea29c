import type { SeamlessAnswer } from '@croupier/contract';
import { ErrorCode } from '@croupier/contract';
import type { DbOrTx } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { sha256 } from '../../platform/hash.ts';
import type { LedgerService } from '../wallet/index.ts';
import { findSeamlessTransaction, insertSeamlessTransaction } from './repository.ts';
import type { SeamlessTransactionRow } from './tables.ts';

/**
 * Exactly once (docs/decisions/013-seamless-wallet.md): each studio transaction id is applied and
 * recorded with its answer in one database transaction; a repeat answers the first answer again,
 * or 409 with another payload. Bets, wins and rollbacks do so in one statement each
 * (repository.ts `callBet` …); the rarer calls (a free-rounds report) through `applyOnce`.
 */

/** What an operation claims under its transaction id. */
export type Claim = Omit<SeamlessTransactionRow, 'balanceAfter' | 'ledgerTransferId' | 'createdAt'>;

/** What the answer's replay compares: the operation and its whole request. */
export function payloadHashOf(type: Claim['type'], req: object): string {
  return sha256(`${type}:${JSON.stringify(req)}`, 'hex');
}

/** The first answer again when the id was applied with the same payload; 409 with another. */
export async function replayOf(
  db: DbOrTx,
  claim: Pick<Claim, 'transactionId' | 'payloadHash'>,
): Promise<SeamlessAnswer | null> {
  const row = await findSeamlessTransaction(db, claim.transactionId);
  if (!row) return null;
  if (row.payloadHash !== claim.payloadHash) throw duplicate(claim.transactionId);
  return { transactionId: row.transactionId, balance: Number(row.balanceAfter), currency: row.currency };
}

export function duplicate(transactionId: string): AppError {
  return new AppError(
    ErrorCode.duplicateTransaction,
    `Transaction ${transactionId} was sent with another payload`,
  );
}

/**
 * Runs `move` (which moves money through the ledger in `tx` and answers the balance after) and
 * records the transaction with its answer, in one database transaction: a failure leaves nothing
 * behind. The record's key is the transaction id, so a repeat (even a concurrent one, which waits
 * for the first) finds it taken, is undone, and answers the first answer again.
 */
export async function applyOnce(
  d: { ledger: LedgerService; db: DbOrTx; now: () => number },
  claim: Claim,
  move: (tx: DbOrTx, at: Date) => Promise<bigint>,
): Promise<SeamlessAnswer> {
  const at = new Date(d.now());
  try {
    return await d.ledger.transaction(async (tx) => {
      const balance = await move(tx, at);
      const recorded = await insertSeamlessTransaction(tx, {
        ...claim,
        balanceAfter: balance,
        ledgerTransferId: null,
        createdAt: at,
      });
      if (!recorded) throw new AppError(ErrorCode.duplicateTransaction, 'applied meanwhile');
      return { transactionId: claim.transactionId, balance: Number(balance), currency: claim.currency };
    });
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    const answer = await replayOf(d.db, claim);
    if (answer) return answer;
    throw err;
  }
}
