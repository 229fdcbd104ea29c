import { ErrorCode, isErrorCode, type PaymentResponse } from '@croupier/contract';
import type { DbOrTx } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { sha256 } from '../../platform/hash.ts';
import * as repo from './repository.ts';

/**
 * A withdrawal's `Idempotency-Key` (as payment APIs take one): per player, the first request's hash
 * and answer. A retry with the same key and body gets the first answer again; another body is 422.
 */

export function requestHash(fields: Record<string, string>): string {
  return sha256(JSON.stringify(fields), 'hex');
}

export type Replay =
  | { kind: 'answer'; status: number; body: unknown }
  /** The first request got no answer stored (it is under way, or died): the payment as it is now. */
  | { kind: 'payment'; paymentId: string };

/** What a repeat of this key answers; undefined when the key is new. 422 when its body was another. */
export async function findReplay(
  q: DbOrTx,
  playerUuid: string,
  key: string,
  operation: string,
  hash: string,
): Promise<Replay | undefined> {
  const row = await repo.findIdempotencyKey(q, playerUuid, key);
  if (!row) return undefined;
  if (row.operation !== operation || row.requestHash !== hash) {
    throw new AppError(
      ErrorCode.idempotencyKeyReused,
      'This Idempotency-Key was sent before with another request',
    );
  }
  if (row.responseStatus === null) return { kind: 'payment', paymentId: row.paymentId };
  return { kind: 'answer', status: row.responseStatus, body: row.response };
}

export async function recordKey(
  q: DbOrTx,
  row: { playerUuid: string; key: string; operation: string; requestHash: string; paymentId: string },
  now: Date,
) {
  await repo.insertIdempotencyKey(q, { ...row, createdAt: now });
}

/** Keeps the first answer (a payment, or the error envelope of a 5xx that changed nothing). */
export async function storeAnswer(
  q: DbOrTx,
  playerUuid: string,
  key: string,
  status: number,
  body: PaymentResponse | { error: string; message: string },
) {
  await repo.storeIdempotencyAnswer(q, playerUuid, key, status, body);
}

/** The stored answer as the call gives it: the body, or the same error again. */
export function replayAnswer(replay: Extract<Replay, { kind: 'answer' }>): PaymentResponse {
  if (replay.status === 200) return replay.body as PaymentResponse;
  const env = replay.body as { error: string; message: string };
  // The same code again, so the same status (stored beside it for the record).
  throw new AppError(isErrorCode(env.error) ? env.error : ErrorCode.internal, env.message);
}
