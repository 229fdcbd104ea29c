import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { at, brandColumn, minor } from '../../platform/columns.ts';

/** A deposit or withdrawal through a payment provider, or a voucher redeemed (a deposit by voucher). */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playerUuid: uuid('player_uuid').notNull(),
    type: text('type').$type<'DEPOSIT' | 'WITHDRAW'>().notNull(),
    method: text('method').notNull(),
    aggregatorId: text('aggregator_id').notNull(),
    currency: text('currency').notNull(),
    amount: minor('amount').notNull(),
    /** Raw status (001 §3); a comma list whose first item decides the display status. */
    status: text('status').notNull(),
    /** The provider's transaction id, bound by its first webhook (or the payout request). */
    providerTransactionId: text('provider_transaction_id'),
    isFirstDeposit: boolean('is_first_deposit').notNull().default(false),
    promoCode: text('promo_code'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    index('payments_player_created_idx').on(t.playerUuid, t.createdAt),
    /** Open payments to reconcile with the provider (status, then age). */
    index('payments_status_created_idx').on(t.status, t.createdAt),
    uniqueIndex('payments_provider_tx_idx').on(t.aggregatorId, t.providerTransactionId),
    check('payments_amount_positive', sql`${t.amount} > 0`),
  ],
);

/**
 * Each provider webhook applied, once per provider transaction id and event type; a repeat with the
 * same body hash replays, with another is a duplicate.
 */
export const paymentWebhookEvents = pgTable(
  'payment_webhook_events',
  {
    provider: text('provider').notNull(),
    providerTransactionId: text('provider_transaction_id').notNull(),
    type: text('type').notNull(),
    paymentId: uuid('payment_id').notNull(),
    payloadHash: text('payload_hash').notNull(),
    receivedAt: at('received_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.providerTransactionId, t.type] })],
);

/**
 * The payout outbox (docs/decisions/019-provider-outbox-and-reconciliation.md): every payout request
 * is recorded here in the transaction that holds the money, before it is sent. `pending`: not sent
 * yet; `sending`: being sent (it may have reached the provider); `sent`: the provider took it;
 * `released`: never to be sent (the withdrawal was cancelled or declined first). A worker sends
 * what a crash left pending or sending; the provider takes the same payment id once.
 */
export const paymentOutbox = pgTable(
  'payment_outbox',
  {
    paymentId: uuid('payment_id').primaryKey(),
    kind: text('kind').$type<'payout'>().notNull(),
    /** The request as it is sent (the adapter's PayoutRequest). */
    request: jsonb('request').$type<Record<string, string>>().notNull(),
    state: text('state').$type<'pending' | 'sending' | 'sent' | 'released'>().notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [index('payment_outbox_open_idx').on(t.state, t.updatedAt)],
);

/**
 * A withdrawal's `Idempotency-Key`, per player: the request's hash and the first answer, so a retry
 * with the same key and body replays it and one with another body is refused.
 */
export const paymentIdempotencyKeys = pgTable(
  'payment_idempotency_keys',
  {
    playerUuid: uuid('player_uuid').notNull(),
    key: text('key').notNull(),
    operation: text('operation').notNull(),
    requestHash: text('request_hash').notNull(),
    paymentId: uuid('payment_id').notNull(),
    /** The first answer (status code and body); null while the first request is under way. */
    responseStatus: integer('response_status'),
    response: jsonb('response').$type<unknown>(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.playerUuid, t.key] })],
);

/** Retail vouchers (001 §5): 16-character codes, redeemed once. */
export const vouchers = pgTable(
  'vouchers',
  {
    code: text('code').primaryKey(),
    brandId: text('brand_id').notNull(),
    currency: text('currency').notNull(),
    amount: minor('amount').notNull(),
    redeemedBy: uuid('redeemed_by'),
    redeemedAt: at('redeemed_at'),
    paymentId: uuid('payment_id'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [check('vouchers_amount_positive', sql`${t.amount} > 0`)],
);

/** The player's bank account (001 §3). */
export const bankAccounts = pgTable('bank_accounts', {
  playerUuid: uuid('player_uuid').primaryKey(),
  bankName: text('bank_name').notNull(),
  accountHolderName: text('account_holder_name').notNull(),
  accountNumber: text('account_number').notNull(),
  status: text('status').$type<'verified' | 'not-verified' | 'pending'>().notNull(),
  createdAt: at('created_at').notNull(),
  updatedAt: at('updated_at').notNull(),
});

/**
 * A withdrawal held for an operator's decision (docs/decisions/049-withdrawal-review.md): its payment
 * waits in SUBMITTED with the money held and no payout recorded until it is approved (the payout is
 * recorded then), declined (the money goes back) or cancelled by the player.
 */
export const withdrawalReviews = pgTable(
  'withdrawal_reviews',
  {
    paymentId: uuid('payment_id')
      .primaryKey()
      .references(() => payments.id),
    /** 'amount' (the currency's threshold reached), 'player' (the player is marked for review). */
    reasons: text('reasons').array().$type<('amount' | 'player')[]>().notNull(),
    status: text('status').$type<'WAITING' | 'APPROVED' | 'DECLINED' | 'CANCELLED'>().notNull(),
    requestedAt: at('requested_at').notNull(),
    decidedAt: at('decided_at'),
    decidedBy: text('decided_by'),
    declineReason: text('decline_reason'),
  },
  (t) => [index('withdrawal_reviews_status_idx').on(t.status, t.requestedAt)],
);

/** Per brand and currency, the amount above which a withdrawal waits for approval (minor units). */
export const withdrawalReviewThresholds = pgTable(
  'withdrawal_review_thresholds',
  {
    brandId: brandColumn(),
    currency: text('currency').notNull(),
    aboveMinor: minor('above_minor').notNull(),
    updatedAt: at('updated_at').notNull(),
    updatedBy: text('updated_by').notNull(),
  },
  (t) => [primaryKey({ columns: [t.brandId, t.currency] })],
);

/** Players every withdrawal of whom waits for approval, and why (operators only). */
export const withdrawalReviewPlayers = pgTable('withdrawal_review_players', {
  playerUuid: uuid('player_uuid').primaryKey(),
  reason: text('reason').notNull(),
  setBy: text('set_by').notNull(),
  setAt: at('set_at').notNull(),
});

export type PaymentRow = typeof payments.$inferSelect;
export type WithdrawalReviewRow = typeof withdrawalReviews.$inferSelect;
export type PaymentOutboxRow = typeof paymentOutbox.$inferSelect;
export type PaymentIdempotencyKeyRow = typeof paymentIdempotencyKeys.$inferSelect;
export type VoucherRow = typeof vouchers.$inferSelect;
export type BankAccountRow = typeof bankAccounts.$inferSelect;
