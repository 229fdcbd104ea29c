import {
  ErrorCode,
  formatMinor,
  toMinor,
  type WithdrawalReview,
  type WithdrawalReviewPage,
  type WithdrawalReviewReason,
  type WithdrawalReviewRules,
  type WithdrawalReviewStatus,
} from '@croupier/contract';
import { pageAnswer } from '@croupier/contract/paging';
import type { PayoutRequest } from '../../adapters/payments/index.ts';
import type { DbOrTx } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import type { PaymentsDeps } from './deps.ts';
import { recordPayout, sendPayout, settleWithdrawal } from './payouts.ts';
import * as repo from './repository.ts';
import * as reviews from './repository-review.ts';
import type { PaymentRow, WithdrawalReviewRow } from './tables.ts';

/**
 * Withdrawals that wait for an operator (docs/decisions/049-withdrawal-review.md). A withdrawal above
 * its currency's threshold, or by a player marked for review, is held as any other but recorded in
 * SUBMITTED with no payout: approving it records the payout (the outbox sends it, as after a crash),
 * declining it gives the money back. Each decision is one guarded transition of the payment, so an
 * approval, a decline and the player's cancel racing each other end with exactly one of them.
 */

/** The raw status of a withdrawal waiting for approval: the player reads it as processing (001 §4). */
export const AWAITING_APPROVAL = 'SUBMITTED';

/**
 * Why this withdrawal must wait, if it must; in the withdrawal's transaction. The threshold is the
 * player's brand's: a withdrawal is asked for on the brand the player's token is for.
 */
export async function reviewReasons(
  q: DbOrTx,
  player: { uuid: string; brandId: string },
  currency: string,
  amount: bigint,
): Promise<WithdrawalReviewReason[]> {
  const playerUuid = player.uuid;
  const [above, mark] = await Promise.all([
    reviews.threshold(q, player.brandId, currency),
    reviews.playerMark(q, playerUuid),
  ]);
  const reasons: WithdrawalReviewReason[] = [];
  if (above !== undefined && amount > above) reasons.push('amount');
  if (mark) reasons.push('player');
  return reasons;
}

function view(d: PaymentsDeps, review: WithdrawalReviewRow, payment: PaymentRow): WithdrawalReview {
  return {
    paymentId: payment.id,
    playerUuid: payment.playerUuid,
    amount: d.wallet.money(BigInt(payment.amount), payment.currency).amount,
    currency: payment.currency,
    method: payment.method,
    reasons: review.reasons,
    status: review.status,
    requestedAt: review.requestedAt.toISOString(),
    decidedAt: review.decidedAt?.toISOString() ?? null,
    decidedBy: review.decidedBy,
    declineReason: review.declineReason,
  };
}

export async function reviewList(
  d: PaymentsDeps,
  q: { status: WithdrawalReviewStatus; currency?: string | undefined; page: number; size: number },
): Promise<WithdrawalReviewPage> {
  const { rows, total } = await reviews.reviewPage(d.db, { ...q, brandId: d.brandId }, q.page, q.size);
  return pageAnswer(
    rows.map((r) => view(d, r.review, r.payment)),
    q.page,
    q.size,
    total,
  );
}

/**
 * Why a decision found nothing to decide: 404 for no such review (or one of another brand's player,
 * ADR 066), 409 when it was decided meanwhile.
 */
async function undecidable(d: PaymentsDeps, paymentId: string): Promise<AppError> {
  const found = await reviews.findReview(d.db, paymentId, d.brandId);
  if (!found) return new AppError(ErrorCode.notFound, 'No withdrawal waits for approval under this id');
  return new AppError(
    ErrorCode.withdrawalReviewDecided,
    'This withdrawal was decided or cancelled meanwhile',
    {
      details: { status: found.review.status },
    },
  );
}

/** Approves a waiting withdrawal: its payout is recorded in the same transaction, then sent. */
export async function approveWithdrawal(d: PaymentsDeps, paymentId: string, by: string) {
  const now = new Date(d.now());
  const decided = await d.ledger.transaction(async (tx) => {
    // The review's row first, then the payment's, as every decision takes them: none waits on another.
    const approved = { status: 'APPROVED', by, at: now } as const;
    const review = await reviews.decideReview(tx, paymentId, approved, d.brandId);
    if (!review) return undefined;
    const payment = await repo.transitionPayment(tx, paymentId, [AWAITING_APPROVAL], 'PENDING', now);
    if (!payment) throw new Error(`withdrawal ${paymentId} under review was not ${AWAITING_APPROVAL}`);
    const payout: PayoutRequest = {
      paymentId,
      playerUuid: payment.playerUuid,
      method: payment.method,
      amount: formatMinor(BigInt(payment.amount), d.wallet.minorUnits(payment.currency)),
      currency: payment.currency,
    };
    await recordPayout(tx, payout, now);
    return { review, payment };
  });
  if (!decided) throw await undecidable(d, paymentId);
  // Not taken now (the provider did not answer): the outbox's worker sends it later, once.
  await sendPayout(d, paymentId);
  return view(d, decided.review, decided.payment);
}

/** Declines a waiting withdrawal: the held money goes back to the player's balance. */
export async function declineWithdrawal(d: PaymentsDeps, paymentId: string, by: string, reason: string) {
  const now = new Date(d.now());
  const decided = await d.ledger.transaction(async (tx) => {
    const declined = { status: 'DECLINED', by, at: now, declineReason: reason } as const;
    const review = await reviews.decideReview(tx, paymentId, declined, d.brandId);
    if (!review) return undefined;
    const payment = await settleWithdrawal(d, paymentId, 'DECLINED', tx, undefined, [AWAITING_APPROVAL]);
    if (!payment) throw new Error(`withdrawal ${paymentId} under review was not ${AWAITING_APPROVAL}`);
    return { review, payment };
  });
  if (!decided) throw await undecidable(d, paymentId);
  return view(d, decided.review, decided.payment);
}

/**
 * The player's cancel of a withdrawal still waiting: the money goes back. False when an operator
 * decided it first (the caller then treats the withdrawal as it now stands).
 */
export async function cancelWaiting(d: PaymentsDeps, paymentId: string): Promise<boolean> {
  const now = new Date(d.now());
  return d.ledger.transaction(async (tx) => {
    const review = await reviews.decideReview(tx, paymentId, { status: 'CANCELLED', by: 'player', at: now });
    if (!review) return false;
    const row = await settleWithdrawal(d, paymentId, 'REJECTED,CANCELLED', tx, undefined, [
      AWAITING_APPROVAL,
    ]);
    if (!row) throw new Error(`withdrawal ${paymentId} under review was not ${AWAITING_APPROVAL}`);
    return true;
  });
}

export async function reviewRules(d: PaymentsDeps): Promise<WithdrawalReviewRules> {
  const rows = await reviews.thresholds(d.db, d.brandId);
  return {
    thresholds: Object.fromEntries(
      rows.map((r) => [r.currency, formatMinor(r.aboveMinor, d.wallet.minorUnits(r.currency))]),
    ),
  };
}

export async function setReviewRules(d: PaymentsDeps, rules: WithdrawalReviewRules, by: string) {
  const rows = Object.entries(rules.thresholds).map(([currency, amount]) => {
    const aboveMinor = toMinor(amount, d.wallet.minorUnits(currency));
    if (aboveMinor === null || aboveMinor <= 0n) {
      throw new AppError(
        ErrorCode.validation,
        `The ${currency} threshold has more decimals than the currency`,
        {
          fieldErrors: { [`thresholds.${currency}`]: 'payment.errors.amount-format' },
        },
      );
    }
    return { currency, aboveMinor };
  });
  await d.ledger.transaction((tx) => reviews.replaceThresholds(tx, d.brandId, rows, by, new Date(d.now())));
  return reviewRules(d);
}

const markView = (row: { playerUuid: string; reason: string; setBy: string; setAt: Date }) => ({
  playerUuid: row.playerUuid,
  reason: row.reason,
  setBy: row.setBy,
  setAt: row.setAt.toISOString(),
});

export async function playerReview(d: PaymentsDeps, playerUuid: string) {
  await d.wallet.playerCurrency(playerUuid); // 404 for an unknown player
  const row = await reviews.playerMark(d.db, playerUuid);
  return row ? markView(row) : null;
}

export async function markPlayerForReview(d: PaymentsDeps, playerUuid: string, reason: string, by: string) {
  await d.wallet.playerCurrency(playerUuid);
  const row = await reviews.markPlayer(d.db, playerUuid, reason, by, new Date(d.now()));
  if (!row) throw new Error('the mark was not written');
  return markView(row);
}

export async function unmarkPlayerForReview(d: PaymentsDeps, playerUuid: string) {
  await d.wallet.playerCurrency(playerUuid);
  await reviews.unmarkPlayer(d.db, playerUuid);
  return { success: true };
}
