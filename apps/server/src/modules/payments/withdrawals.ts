import { randomUUID } from 'node:crypto';
import {
  ErrorCode,
  formatMinor,
  type LifetimeLimits,
  type PaymentResponse,
  toMajor,
  toMinor,
  WITHDRAWAL_LIFETIME_LIMIT,
} from '@croupier/contract';
import type { PayoutRequest } from '../../adapters/payments/index.ts';
import { AppError } from '../../platform/errors.ts';
import { InsufficientFunds } from '../wallet/index.ts';
import type { PaymentsBody, PaymentsDeps } from './deps.ts';
import * as idem from './idempotency.ts';
import { checkedAmount, findMethod, paymentView } from './methods.ts';
import { recordPayout, releaseUnsent, sendPayout, settleWithdrawal } from './payouts.ts';
import * as repo from './repository.ts';
import { insertReview } from './repository-review.ts';
import { AWAITING_APPROVAL, cancelWaiting, reviewReasons } from './review.ts';

/** Withdrawals (001 §5, §7): wagering and lifetime limits, the hold, the payout, the cancel. */

export async function lifetimeLimits(
  d: PaymentsDeps,
  playerUuid: string,
  currency: string,
): Promise<LifetimeLimits> {
  const units = d.wallet.minorUnits(currency);
  const limit = toMinor(WITHDRAWAL_LIFETIME_LIMIT, units) ?? 0n;
  const total = await repo.withdrawalsTotal(d.db, playerUuid, currency);
  return {
    currency,
    limitAmount: toMajor(limit, units),
    totalWithdrawalAmount: toMajor(total, units),
    limitReached: total >= limit,
  };
}

async function replayed(d: PaymentsDeps, replay: idem.Replay): Promise<PaymentResponse> {
  if (replay.kind === 'answer') return idem.replayAnswer(replay);
  const payment = await repo.findPayment(d.db, replay.paymentId);
  if (!payment) throw new AppError(ErrorCode.notFound, 'Withdrawal not found');
  return paymentView(payment);
}

/**
 * A withdrawal: checks, then in one transaction the hold and the payout's outbox record (and the
 * Idempotency-Key, when sent), then the payout request. A crash after the transaction leaves the
 * record for the worker, which sends it; a retry with the same key answers the same withdrawal.
 */
export async function withdraw(
  d: PaymentsDeps,
  playerUuid: string,
  body: PaymentsBody,
  idempotencyKey?: string,
): Promise<PaymentResponse> {
  const method = findMethod(d, body, 'withdraw');
  const amount = checkedAmount(d, body, method.min, method.max);
  const currency = body.currency;
  const units = d.wallet.minorUnits(currency);
  const hash = idem.requestHash({
    method: method.id,
    aggregatorId: body.aggregatorId,
    currency,
    amount: amount.toString(),
  });
  if (idempotencyKey) {
    const replay = await idem.findReplay(d.db, playerUuid, idempotencyKey, 'withdraw', hash);
    if (replay) return replayed(d, replay);
  }
  const { wagered, toWager } = await d.wallet.wagering(playerUuid, currency);
  if (wagered < toWager) {
    throw new AppError(ErrorCode.depositWager, 'Deposits must be wagered before a withdrawal', {
      details: {
        check: 'deposit_wager',
        toWager: toMajor(toWager, units),
        wagered: toMajor(wagered, units),
        currency,
      },
    });
  }
  const lessAmount = (withdrawable: bigint) =>
    new AppError(ErrorCode.withdrawableLessThanAmount, 'The amount is more than can be withdrawn', {
      fieldErrors: { amount: ErrorCode.lessAmount },
      details: { withdrawable: toMajor(withdrawable, units), currency },
    });
  const real = { player: playerUuid, wallet: 'real' } as const;
  await d.ledger.ensureAccounts([real, { system: 'withdrawals-held' }], currency, playerUuid);
  const now = new Date(d.now());
  const paymentId = randomUUID();
  const payout: PayoutRequest = {
    paymentId,
    playerUuid,
    method: method.id,
    amount: formatMinor(amount, units),
    currency,
  };
  const result = await d.ledger.transaction(async (tx) => {
    // One withdrawal of a player at a time, so two at once cannot both pass the lifetime limit
    // (and a key sent twice at once is seen by the second).
    await repo.lockFor(tx, `withdraw:${playerUuid}`);
    if (idempotencyKey) {
      const replay = await idem.findReplay(tx, playerUuid, idempotencyKey, 'withdraw', hash);
      if (replay) return { replay };
    }
    // The observers' refusals (an active bonus: the rewards module) come before the limits.
    for (const o of d.observers)
      await o.withdrawalRequested?.(tx, { playerUuid, amountMinor: amount, currency });
    const limit = toMinor(WITHDRAWAL_LIFETIME_LIMIT, units) ?? 0n;
    const total = await repo.withdrawalsTotal(tx, playerUuid, currency);
    if (total + amount > limit) {
      throw new AppError(
        ErrorCode.withdrawalLimitExceeded,
        'The lifetime withdrawal limit would be exceeded',
        {
          details: {
            limitAmount: toMajor(limit, units),
            totalWithdrawalAmount: toMajor(total, units),
            currency,
          },
        },
      );
    }
    const withdrawable = await d.ledger.balance(real, currency, tx);
    if (withdrawable < amount) throw lessAmount(withdrawable);
    const reasons = await reviewReasons(tx, { uuid: playerUuid, brandId: d.brandId }, currency, amount);
    const row = await repo.insertPayment(tx, {
      id: paymentId,
      playerUuid,
      type: 'WITHDRAW',
      method: method.id,
      aggregatorId: d.provider.id,
      currency,
      amount,
      status: reasons.length > 0 ? AWAITING_APPROVAL : 'PENDING',
      createdAt: now,
      updatedAt: now,
    });
    try {
      await d.ledger.transfer(
        {
          key: `withdrawal:${paymentId}:hold`,
          from: real,
          to: { system: 'withdrawals-held' },
          amount,
          currency,
          kind: 'withdrawal.hold',
          meta: { paymentId },
        },
        tx,
      );
    } catch (err) {
      if (err instanceof InsufficientFunds) throw lessAmount(withdrawable);
      throw err;
    }
    // A withdrawal that waits for approval has no payout until it is approved (review.ts).
    if (reasons.length > 0)
      await insertReview(tx, { paymentId, reasons, status: 'WAITING', requestedAt: now });
    else await recordPayout(tx, payout, now);
    if (idempotencyKey) {
      await idem.recordKey(
        tx,
        { playerUuid, key: idempotencyKey, operation: 'withdraw', requestHash: hash, paymentId },
        now,
      );
    }
    return { row, replay: undefined };
  });
  if (result.replay) return replayed(d, result.replay);
  d.faults.afterHold?.();
  const answer = paymentView(result.row);
  const sent = result.row.status === 'PENDING' ? await sendPayout(d, paymentId) : 'skipped';
  if (sent === 'unavailable') {
    // No answer: it may have got there. Stop it there, then give the money back; if the provider
    // cannot even be asked, the worker sends it again later (the provider takes it once).
    const stopped = await d.provider.cancelPayout(paymentId).catch(() => 'unknown' as const);
    if (stopped === 'cancelled') {
      await settleWithdrawal(d, paymentId, 'DECLINED');
      const envelope = {
        error: ErrorCode.paymentProviderUnavailable,
        message: 'The payment provider is not available; nothing was withdrawn',
      };
      if (idempotencyKey) await idem.storeAnswer(d.db, playerUuid, idempotencyKey, 503, envelope);
      throw new AppError(envelope.error, envelope.message);
    }
  }
  if (idempotencyKey) await idem.storeAnswer(d.db, playerUuid, idempotencyKey, 200, answer);
  return answer;
}

export async function cancelWithdrawal(
  d: PaymentsDeps,
  playerUuid: string,
  paymentId: string,
  requestId?: string,
) {
  const payment = await repo.findPayment(d.db, paymentId);
  if (!payment || payment.playerUuid !== playerUuid || payment.type !== 'WITHDRAW') {
    throw new AppError(ErrorCode.notFound, 'Withdrawal not found');
  }
  const cancelled = { success: true, paymentId, status: 'REJECTED,CANCELLED' };
  const notCancellable = (status: string) =>
    new AppError(ErrorCode.paymentNotCancellable, 'This withdrawal can no longer be cancelled', {
      details: { status },
    });
  // A retry of a cancel that succeeded (its answer was lost) answers the same success.
  if (payment.status === cancelled.status) return cancelled;
  if (payment.status === AWAITING_APPROVAL) {
    if (await cancelWaiting(d, paymentId)) return cancelled;
    // An operator decided it first: cancel it as it now stands.
    return cancelWithdrawal(d, playerUuid, paymentId, requestId);
  }
  if (payment.status !== 'PENDING') throw notCancellable(payment.status);
  // Never sent (the request died after the hold): the provider has nothing to stop.
  if (await releaseUnsent(d, paymentId, 'REJECTED,CANCELLED')) return cancelled;
  const answer = await d.provider.cancelPayout(paymentId, { requestId }).catch(() => {
    throw new AppError(
      ErrorCode.paymentProviderUnavailable,
      'The payment provider is not available; try again',
    );
  });
  if (answer === 'settled') throw notCancellable(payment.status);
  const row = await settleWithdrawal(d, paymentId, 'REJECTED,CANCELLED');
  if (row) return cancelled;
  // Someone else settled it first: a cancel (answer as they did) or the provider's result (409).
  const now = await repo.findPayment(d.db, paymentId);
  if (now?.status === cancelled.status) return cancelled;
  throw notCancellable(now?.status ?? payment.status);
}
