import { z } from 'zod';
import { defineEndpoint } from './http.ts';
import { readBy, writeBy } from './operator-roles.ts';
import { CurrencyCode, PageNumber, pageOf, pageSize } from './paging.ts';
import { OperatorPlayerParams } from './rewards-operator.ts';
import { SCHEMA_MESSAGES } from './rules/messages.ts';
import { AMOUNT_PATTERN } from './rules/money.ts';
import { Line } from './rules/text.ts';

/**
 * The operator's side of withdrawals (docs/decisions/049-withdrawal-review.md): a withdrawal above the
 * currency's review threshold, or by a player marked for review, is held and waits (raw status
 * SUBMITTED, which the player reads as processing) until an operator approves it (then it is sent
 * to the provider) or declines it (the money goes back, with the reason). Apart from payments.ts so
 * that the player's pages do not load the operator's schemas.
 */

export const WITHDRAWAL_REVIEW_STATUSES = ['WAITING', 'APPROVED', 'DECLINED', 'CANCELLED'] as const;
export const WithdrawalReviewStatus = z.enum(WITHDRAWAL_REVIEW_STATUSES);
export type WithdrawalReviewStatus = z.infer<typeof WithdrawalReviewStatus>;

/** Why a withdrawal waits: its amount reached the threshold, or the player is marked for review. */
export const WithdrawalReviewReason = z.enum(['amount', 'player']);
export type WithdrawalReviewReason = z.infer<typeof WithdrawalReviewReason>;

export const WithdrawalReview = z.object({
  paymentId: z.string(),
  playerUuid: z.string(),
  /** Major units. */
  amount: z.number(),
  currency: z.string(),
  method: z.string(),
  reasons: z.array(WithdrawalReviewReason),
  status: WithdrawalReviewStatus,
  requestedAt: z.string(),
  decidedAt: z.string().nullable(),
  /** Who approved or declined it (an operator, or the player who cancelled). */
  decidedBy: z.string().nullable(),
  declineReason: z.string().nullable(),
});
export type WithdrawalReview = z.infer<typeof WithdrawalReview>;
export const WithdrawalReviewPage = pageOf(WithdrawalReview);
export type WithdrawalReviewPage = z.infer<typeof WithdrawalReviewPage>;

export const WithdrawalReviewsQuery = z.object({
  status: WithdrawalReviewStatus.default('WAITING'),
  currency: CurrencyCode.optional(),
  page: PageNumber,
  size: pageSize(50),
});
export const WithdrawalReviewParams = z.object({ paymentId: z.uuid(SCHEMA_MESSAGES.paymentId) });
export const DeclineWithdrawalBody = z.object({
  /** What the player is told. */
  reason: Line().trim().min(3).max(500),
});

/** A decimal amount in major units, as text ('1000.00'). */
const Threshold = Line()
  .trim()
  .refine((v) => AMOUNT_PATTERN.test(v) && Number(v) > 0, 'payment.errors.amount-format');
/** Per currency: withdrawals of at least this amount wait for approval. A currency left out never waits. */
export const WithdrawalReviewRules = z.object({
  thresholds: z.record(CurrencyCode, Threshold),
});
export type WithdrawalReviewRules = z.infer<typeof WithdrawalReviewRules>;

export const PlayerWithdrawalReviewBody = z.object({
  /** Why every withdrawal of the player waits for approval (kept for the operators, not shown to the player). */
  reason: Line().trim().min(3).max(500),
});
export const PlayerWithdrawalReview = z.object({
  playerUuid: z.string(),
  reason: z.string(),
  setBy: z.string(),
  setAt: z.string(),
});

const op = (summary: string) => ({ base: 'host' as const, auth: 'operator' as const, summary });

export const paymentsOperatorEndpoints = {
  withdrawalReviews: defineEndpoint({
    id: 'withdrawalReviews',
    roles: readBy('finance', 'compliance'),
    method: 'GET',
    path: '/operator/withdrawals/reviews',
    ...op('Operator: withdrawals held for review, by status (WAITING by default), oldest first.'),
    query: WithdrawalReviewsQuery,
    response: WithdrawalReviewPage,
  }),
  approveWithdrawal: defineEndpoint({
    id: 'approveWithdrawal',
    roles: writeBy('finance'),
    method: 'POST',
    path: '/operator/withdrawals/{paymentId}/approve',
    ...op(
      'Operator: approve a waiting withdrawal: it is sent to the payment provider. 404 unknown; 409 error.payment.review-decided when it was decided or cancelled meanwhile.',
    ),
    params: WithdrawalReviewParams,
    response: WithdrawalReview,
  }),
  declineWithdrawal: defineEndpoint({
    id: 'declineWithdrawal',
    roles: writeBy('finance'),
    method: 'POST',
    path: '/operator/withdrawals/{paymentId}/decline',
    ...op(
      'Operator: decline a waiting withdrawal with the reason the player reads: the held money goes back to their balance. 409 error.payment.review-decided when decided or cancelled meanwhile.',
    ),
    params: WithdrawalReviewParams,
    body: DeclineWithdrawalBody,
    response: WithdrawalReview,
  }),
  withdrawalReviewRules: defineEndpoint({
    id: 'withdrawalReviewRules',
    roles: readBy('finance', 'compliance'),
    method: 'GET',
    path: '/operator/withdrawals/review-rules',
    ...op('Operator: the amount per currency from which withdrawals wait for approval.'),
    response: WithdrawalReviewRules,
  }),
  setWithdrawalReviewRules: defineEndpoint({
    id: 'setWithdrawalReviewRules',
    auditBefore: 'withdrawalReviewRules',
    roles: writeBy('finance'),
    method: 'PUT',
    path: '/operator/withdrawals/review-rules',
    ...op(
      'Operator: replace the review thresholds (a currency left out: its withdrawals never wait for the amount).',
    ),
    body: WithdrawalReviewRules,
    response: WithdrawalReviewRules,
  }),
  playerWithdrawalReview: defineEndpoint({
    id: 'playerWithdrawalReview',
    roles: readBy('finance', 'compliance'),
    method: 'GET',
    path: '/operator/players/{playerUUID}/withdrawal-review',
    ...op(
      "Operator: whether the player's withdrawals all wait for approval, and why (null when they do not).",
    ),
    params: OperatorPlayerParams,
    response: PlayerWithdrawalReview.nullable(),
  }),
  setPlayerWithdrawalReview: defineEndpoint({
    id: 'setPlayerWithdrawalReview',
    auditBefore: 'playerWithdrawalReview',
    roles: writeBy('finance', 'compliance'),
    method: 'PUT',
    path: '/operator/players/{playerUUID}/withdrawal-review',
    ...op(
      'Operator: every withdrawal of the player waits for approval from now on. 404 for an unknown player.',
    ),
    params: OperatorPlayerParams,
    body: PlayerWithdrawalReviewBody,
    response: PlayerWithdrawalReview,
  }),
  clearPlayerWithdrawalReview: defineEndpoint({
    id: 'clearPlayerWithdrawalReview',
    auditBefore: 'playerWithdrawalReview',
    roles: writeBy('finance', 'compliance'),
    method: 'DELETE',
    path: '/operator/players/{playerUUID}/withdrawal-review',
    ...op("Operator: the player's withdrawals wait only for the amount again (those waiting stay)."),
    params: OperatorPlayerParams,
    response: z.object({ success: z.boolean() }),
  }),
} as const;
