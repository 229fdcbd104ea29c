import { z } from 'zod';
import { HISTORY_PAGE_SIZE, VOUCHER_CODE_LENGTH } from './constants.ts';
import { defineEndpoint, PlayerUuid } from './http.ts';
import { readBy } from './operator-roles.ts';
import { CurrencyCode, PageNumber, pageOf, pageSize } from './paging.ts';
import { FIELD_REQUIRED_MESSAGE } from './rules/fields.ts';
import { SCHEMA_MESSAGES } from './rules/messages.ts';
import { AMOUNT_PATTERN, MONEY_MESSAGES } from './rules/money.ts';
import { RAW_PAYMENT_STATUSES } from './rules/payments.ts';
import { Line } from './rules/text.ts';
import { PlayerUuidParams } from './wallet.ts';

/**
 * The cashier calls of 001 §7: deposit, withdrawal, payment methods, limits, cancel, vouchers,
 * payment history and bank account. Bodies the spec does not show are recorded in
 * docs/decisions/007-ledger.md.
 */

/** An amount in major units: a number, or text of digits and one dot (001 §5). */
export const Amount = z
  .union([z.number(), Line().trim()])
  .refine((v) => AMOUNT_PATTERN.test(String(v)), MONEY_MESSAGES.amountFormat)
  .refine((v) => Number(v) > 0, MONEY_MESSAGES.amountFormat);

export const PaymentType = z.enum(['deposit', 'withdraw']);
export type PaymentType = z.infer<typeof PaymentType>;

/** One payment method the provider offers the player (001 §3: fields not shown). */
export const PaymentMethod = z.object({
  /** What `paymentMethod` names in a deposit or withdrawal. */
  id: z.string(),
  name: z.string(),
  /** The payment provider (aggregator) that offers it. */
  aggregatorId: z.string(),
  paymentType: PaymentType,
  currency: z.string(),
  /** 001 §3 withdrawalLimit {min, max}: the smallest and largest single payment. */
  limits: z.object({ min: z.number(), max: z.number() }),
  /** How long the provider takes, as text ('instant', '1-3 days'). */
  processingTime: z.string(),
});
export type PaymentMethod = z.infer<typeof PaymentMethod>;

export const PaymentMethodsQuery = z.object({
  currency: CurrencyCode.optional(),
  paymentType: PaymentType.default('deposit'),
});
export const PaymentMethodsResponse = z.array(PaymentMethod);

/** Body of a deposit and of a withdrawal (001 §7). */
export const PaymentBody = z.object({
  currency: CurrencyCode,
  playerUUID: PlayerUuid,
  paymentMethod: Line().trim().min(1).max(64),
  aggregatorId: Line().trim().min(1).max(64),
  amount: Amount,
  additionalFields: z
    .object({ promoCode: Line().trim().max(64).optional() })
    .partial()
    .optional(),
});
export type PaymentBody = z.input<typeof PaymentBody>;

/**
 * `Idempotency-Key` of a withdrawal (the spec's body is fixed, so the key travels as a header, as
 * payment APIs do): the web makes one per attempt (form submission) and sends it again when it
 * retries that attempt. The same key and body replay the first answer; the same key with another
 * body is 422 error.idempotency.key.reused. Without it a withdrawal behaves as before.
 */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const IdempotencyKey = z.string().regex(/^[A-Za-z0-9_.:-]{1,128}$/, SCHEMA_MESSAGES.idempotencyKey);

/** 001 §3 Payment, as the deposit and withdrawal calls answer. */
export const PaymentResponse = z.object({
  paymentId: z.string(),
  generationDate: z.string(),
  /** Deposit: the provider's cashier page, loaded in the deposit frame. Withdrawal: null. */
  redirectLink: z.string().nullable(),
  isFirstDeposit: z.boolean(),
  /** The method or provider could not be found: the web shows the unavailable state. */
  isNotFound: z.boolean(),
  status: z.string(),
  creationTime: z.string(),
});
export type PaymentResponse = z.infer<typeof PaymentResponse>;

export const LifetimeLimitsQuery = z.object({ currency: CurrencyCode.optional() });
export const LifetimeLimitsParams = z.object({ playerUUID: PlayerUuid });
/** 001 §3 Limits response. */
export const LifetimeLimits = z.object({
  currency: z.string(),
  limitAmount: z.number(),
  /** Withdrawn or on the way (pending and completed). */
  totalWithdrawalAmount: z.number(),
  limitReached: z.boolean(),
});
export type LifetimeLimits = z.infer<typeof LifetimeLimits>;

export const CancelParams = z.object({
  uuid: PlayerUuid,
  id: z.uuid(SCHEMA_MESSAGES.paymentId),
});
export const CancelResponse = z.object({ success: z.boolean(), paymentId: z.string(), status: z.string() });

/** A retail voucher code: 16 letters and digits (001 §5, §9); lower case is accepted. */
export const VoucherCode = Line()
  .trim()
  .toUpperCase()
  .length(VOUCHER_CODE_LENGTH, SCHEMA_MESSAGES.voucherLength)
  .regex(/^[A-Z0-9]+$/, SCHEMA_MESSAGES.voucherCharacters);
export const VoucherParams = z.object({ voucherId: VoucherCode });
export const VoucherActivateResponse = z.object({
  success: z.boolean(),
  voucherId: z.string(),
  amount: z.number(),
  currency: z.string(),
  paymentId: z.string(),
});
export type VoucherActivateResponse = z.infer<typeof VoucherActivateResponse>;
/** The operator's list of the brand's vouchers nobody has redeemed yet, optionally of one currency. */
export const UnusedVouchersQuery = z.object({ currency: CurrencyCode.optional() });
export const UnusedVouchers = z.object({
  vouchers: z.array(z.object({ code: z.string(), currency: z.string(), amount: z.number() })),
});
export type UnusedVouchers = z.infer<typeof UnusedVouchers>;

const RawStatus = z.enum(RAW_PAYMENT_STATUSES);
/** Comma list of raw statuses ('COMPLETED,VERIFIED', the filter mapping of 001 §4). */
export const StatusList = Line()
  .trim()
  .toUpperCase()
  .transform((s) =>
    s
      .split(',')
      .map((x) => x.trim())
      .filter(Boolean),
  )
  .pipe(z.array(RawStatus).min(1).max(RAW_PAYMENT_STATUSES.length));

export const HistoryQuery = z
  .object({
    page: PageNumber,
    size: pageSize(HISTORY_PAGE_SIZE),
    type: z.enum(['DEPOSIT', 'WITHDRAW']).optional(),
    status: StatusList.optional(),
    /** First day (UTC) included; not after dateTo, not in the future (001 §5). */
    dateFrom: z.iso.date(SCHEMA_MESSAGES.date).optional(),
    /** Last day (UTC) included; not in the future. */
    dateTo: z.iso.date(SCHEMA_MESSAGES.date).optional(),
  })
  .refine((q) => !q.dateFrom || !q.dateTo || q.dateFrom <= q.dateTo, {
    path: ['dateFrom'],
    message: SCHEMA_MESSAGES.dateRange,
  });

export const PaymentHistoryItem = z.object({
  paymentId: z.string(),
  type: z.enum(['DEPOSIT', 'WITHDRAW']),
  /** Raw status (001 §3); a comma list whose first item decides the display status. */
  status: z.string(),
  amount: z.number(),
  currency: z.string(),
  paymentMethod: z.string(),
  creationTime: z.string(),
  updatedAt: z.string(),
  /** A pending withdrawal the player may still cancel. */
  cancellable: z.boolean(),
  /**
   * Not in 001 §3: why an operator declined a withdrawal that waited for approval (raw status
   * SUBMITTED while it waits). Absent from platforms that do not review withdrawals.
   */
  declineReason: z.string().nullable().optional(),
});
export type PaymentHistoryItem = z.infer<typeof PaymentHistoryItem>;
export const PaymentHistoryPage = pageOf(PaymentHistoryItem);
export type PaymentHistoryPage = z.infer<typeof PaymentHistoryPage>;
export const HistoryParams = z.object({ playerUuid: PlayerUuid });

// ── Bank account (001 §3, §5) ─────────────────────────────────────────────────────────
export const BankAccountStatus = z.enum(['verified', 'not-verified', 'pending']);
/** Repeated spaces collapsed and trimmed (001 §5). */
export const AccountHolderName = Line()
  .transform((s) => s.replace(/\s+/g, ' ').trim())
  .pipe(z.string().min(2, FIELD_REQUIRED_MESSAGE).max(100));
export const BankAccountBody = z.object({
  bankName: Line().trim().min(2, FIELD_REQUIRED_MESSAGE).max(100),
  accountHolderName: AccountHolderName,
  /** Digits only (001 §5). */
  accountNumber: Line()
    .trim()
    .regex(/^\d{6,34}$/, SCHEMA_MESSAGES.accountNumber),
});
export type BankAccountBody = z.input<typeof BankAccountBody>;
export const BankAccount = z.object({
  bankName: z.string().nullable(),
  accountHolderName: z.string().nullable(),
  accountNumber: z.string().nullable(),
  status: BankAccountStatus,
});
export type BankAccount = z.infer<typeof BankAccount>;

export const paymentsEndpoints = {
  deposit: defineEndpoint({
    id: 'deposit',
    method: 'PUT',
    base: 'host',
    path: '/payment-engine/payments/{uuid}/deposit',
    auth: 'player',
    summary:
      'Start a deposit: answers the provider cashier page to load in the deposit frame (001 §4). 400 payment.method.not.found; 423 reject (anti-fraud, details.type deposit); 403 for another player.',
    params: PlayerUuidParams,
    body: PaymentBody,
    response: PaymentResponse,
  }),
  withdraw: defineEndpoint({
    id: 'withdraw',
    method: 'PUT',
    base: 'host',
    path: '/payment-engine/payments/{uuid}/withdraw',
    auth: 'player',
    summary:
      'Request a withdrawal: the amount is held and sent to the provider; it settles COMPLETED or DECLINED. 400 withdrawable.less.than.amount (field error payment.errors.less-amount), deposit_wager (details toWager, wagered, currency), error.check_active_bonus, payment.withdrawal.limit.exceeded, payment.method.not.found. Optional header `Idempotency-Key` (IdempotencyKey): a retry with the same key and body replays the first answer; with another body 422 error.idempotency.key.reused; a malformed key 400.',
    params: PlayerUuidParams,
    body: PaymentBody,
    response: PaymentResponse,
  }),
  paymentMethods: defineEndpoint({
    id: 'paymentMethods',
    method: 'GET',
    base: 'host',
    path: '/payment-method/methods_for_player',
    auth: 'player',
    summary: "Payment methods for the token's player, currency and payment type (deposit by default).",
    query: PaymentMethodsQuery,
    response: PaymentMethodsResponse,
  }),
  lifetimeLimits: defineEndpoint({
    id: 'lifetimeLimits',
    method: 'GET',
    base: 'host',
    path: '/awd-withdrawal-limit/progress/lifetime-limits/{playerUUID}',
    auth: 'player',
    summary: "The player's lifetime withdrawal limit and progress; 403 for another player.",
    params: LifetimeLimitsParams,
    query: LifetimeLimitsQuery,
    response: LifetimeLimits,
  }),
  cancelWithdrawal: defineEndpoint({
    id: 'cancelWithdrawal',
    method: 'POST',
    base: 'host',
    path: '/payment-engine/payments/{uuid}/{id}/cancel',
    auth: 'player',
    summary:
      'Cancel a pending withdrawal: the held amount returns to the real wallet. Idempotent: a repeat of a cancel that succeeded answers the same success. 409 when it has already settled; 404 when not the player’s.',
    params: CancelParams,
    response: CancelResponse,
  }),
  voucherActivate: defineEndpoint({
    id: 'voucherActivate',
    method: 'POST',
    base: 'host',
    path: '/retail-voucher/vouchers/{voucherId}/activate',
    auth: 'player',
    summary:
      'Redeem a retail voucher into the real wallet, once (two redeems at once credit once). 404 voucher.not.found; 409 voucher.already.used; 400 voucher.currency.mismatch.',
    params: VoucherParams,
    response: VoucherActivateResponse,
  }),
  unusedVouchers: defineEndpoint({
    id: 'unusedVouchers',
    method: 'GET',
    base: 'host',
    path: '/operator/vouchers/unused',
    roles: readBy('finance'),
    auth: 'operator',
    summary:
      "Operator: the brand's retail vouchers nobody has redeemed yet, by currency then amount (what `npm run demo-vouchers` prints while the server holds the database).",
    query: UnusedVouchersQuery,
    response: UnusedVouchers,
  }),
  paymentHistory: defineEndpoint({
    id: 'paymentHistory',
    method: 'GET',
    base: 'host',
    path: '/payment-view-ng/payments/{playerUuid}',
    auth: 'player',
    summary:
      "The player's deposits and withdrawals, newest first, 7 a page, filtered by type, raw statuses and dates (001 §4, §5). 403 for another player.",
    params: HistoryParams,
    query: HistoryQuery,
    response: PaymentHistoryPage,
  }),
  getBankAccount: defineEndpoint({
    id: 'getBankAccount',
    method: 'GET',
    base: 'dev',
    path: '/player/edm/bank-account',
    auth: 'player',
    summary:
      "The token's player's bank account; status not-verified with empty fields when none is registered.",
    response: BankAccount,
  }),
  createBankAccount: defineEndpoint({
    id: 'createBankAccount',
    method: 'POST',
    base: 'dev',
    path: '/player/edm/bank-account',
    auth: 'player',
    summary: 'Register the bank account; it becomes pending (001 §4). 409 when one is registered (use PUT).',
    body: BankAccountBody,
    response: BankAccount,
  }),
  updateBankAccount: defineEndpoint({
    id: 'updateBankAccount',
    method: 'PUT',
    base: 'dev',
    path: '/player/edm/bank-account',
    auth: 'player',
    summary: 'Replace the bank account (the reset flow); it becomes pending again.',
    body: BankAccountBody,
    response: BankAccount,
  }),
} as const;

// ── The cashier frame's messages (001 §4) ─────────────────────────────────────────────
/** `source` of every message the provider's cashier page posts to the deposit frame's parent. */
export const CASHIER_MESSAGE_SOURCE = 'croupier-cashier';
/**
 * What the cashier page posts: `initialised` (the cashier has loaded), `redirect` (open `url` in a new
 * window), `result` (the payment's status as the provider saw it). The web accepts them only from
 * the configured provider's origin.
 */
export const CashierMessage = z.discriminatedUnion('type', [
  z.object({
    source: z.literal(CASHIER_MESSAGE_SOURCE),
    type: z.literal('initialised'),
    paymentId: z.string(),
  }),
  z.object({
    source: z.literal(CASHIER_MESSAGE_SOURCE),
    type: z.literal('redirect'),
    paymentId: z.string(),
    url: z.url({ protocol: /^https?$/ }),
  }),
  z.object({
    source: z.literal(CASHIER_MESSAGE_SOURCE),
    type: z.literal('result'),
    paymentId: z.string(),
    status: z.enum(['COMPLETED', 'DECLINED', 'PENDING', 'FAILED']),
  }),
]);
export type CashierMessage = z.infer<typeof CashierMessage>;
