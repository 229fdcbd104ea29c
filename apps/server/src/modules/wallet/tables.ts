import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const minor = (name: string) => bigint(name, { mode: 'bigint' });

/**
 * One ledger account: a player's wallet (real, bonus) in one currency, or a system account (house,
 * payment clearing, held withdrawals, vouchers) in one currency. `balance` caches the sum of the
 * account's entries; it is only changed together with an entry, in the same transaction.
 * Player accounts never go negative (CHECK); system accounts may, by design.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** 'p:{uuid}:{currency}:{wallet}' or 's:{name}:{currency}'. */
    key: text('key').notNull(),
    isPlayer: boolean('is_player').notNull(),
    playerUuid: uuid('player_uuid'),
    /** real | bonus for a player; the system account's name otherwise. */
    name: text('name').notNull(),
    currency: text('currency').notNull(),
    /** Minor units. */
    balance: minor('balance').notNull().default(sql`0`),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_accounts_key_idx').on(t.key),
    index('ledger_accounts_player_idx').on(t.playerUuid),
    check('ledger_accounts_player_not_negative', sql`not ${t.isPlayer} or ${t.balance} >= 0`),
    check('ledger_accounts_player_has_uuid', sql`not ${t.isPlayer} or ${t.playerUuid} is not null`),
  ],
);

/** One movement of money: exactly two entries (−amount on `from`, +amount on `to`). Immutable. */
export const ledgerTransfers = pgTable(
  'ledger_transfers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The idempotency key: a transfer is applied once per key. */
    key: text('key').notNull(),
    kind: text('kind').notNull(),
    fromAccount: bigint('from_account', { mode: 'number' })
      .notNull()
      .references(() => ledgerAccounts.id),
    toAccount: bigint('to_account', { mode: 'number' })
      .notNull()
      .references(() => ledgerAccounts.id),
    amount: minor('amount').notNull(),
    currency: text('currency').notNull(),
    meta: jsonb('meta').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_transfers_key_idx').on(t.key),
    index('ledger_transfers_from_idx').on(t.fromAccount, t.kind),
    index('ledger_transfers_to_idx').on(t.toAccount, t.kind),
    check('ledger_transfers_amount_positive', sql`${t.amount} > 0`),
    check('ledger_transfers_distinct_accounts', sql`${t.fromAccount} <> ${t.toAccount}`),
  ],
);

/** A signed change of one account's balance; `balanceAfter` is the account's balance after it. Immutable. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transferId: bigint('transfer_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransfers.id),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerAccounts.id),
    amount: minor('amount').notNull(),
    balanceAfter: minor('balance_after').notNull(),
  },
  (t) => [
    index('ledger_entries_transfer_idx').on(t.transferId),
    index('ledger_entries_account_idx').on(t.accountId),
  ],
);

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

export type LedgerAccountRow = typeof ledgerAccounts.$inferSelect;
export type LedgerTransferRow = typeof ledgerTransfers.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type PaymentOutboxRow = typeof paymentOutbox.$inferSelect;
export type VoucherRow = typeof vouchers.$inferSelect;
export type BankAccountRow = typeof bankAccounts.$inferSelect;
