import { z } from 'zod';
import { BetActivityPage, BetActivityQuery } from './bets.ts';
import { defineEndpoint } from './http.ts';
import { ADMIN_ONLY, readBy, writeBy } from './operator-roles.ts';
import { CurrencyCode, PageNumber, pageOf, pageSize } from './paging.ts';
import { PaymentHistoryPage } from './payments.ts';
import { OperatorPlayerParams } from './rewards-operator.ts';
import { AMOUNT_PATTERN } from './rules/money.ts';
import { Line, MultilineText } from './rules/text.ts';

/**
 * The console's players (docs/decisions/052-players-console.md): search, a player's page and its
 * lists, lock and unlock, ending sessions, notes, and manual adjustments with a second operator's
 * approval above a threshold per currency. A player's limits, breaks and rewards have their calls
 * already (protection-operator.ts, protection-breaks.ts, rewards-operator.ts).
 */

const op = (summary: string) => ({ base: 'host' as const, auth: 'operator' as const, summary });

/** A decimal amount in major units, as text ('10.00'). */
const Decimal = Line()
  .trim()
  .refine((v) => AMOUNT_PATTERN.test(v) && Number(v) > 0, 'payment.errors.amount-format');
const Reason = Line().trim().min(3).max(500);

export const PlayerSearchQuery = z.object({
  /** E-mail, phone digits, username or name (from their start, any case), or a whole uuid; empty: every player. */
  query: Line().trim().max(200).default(''),
  page: PageNumber,
  size: pageSize(25),
});
export const PlayerSummary = z.object({
  uuid: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  username: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  country: z.string(),
  currency: z.string(),
  createdAt: z.string(),
  locked: z.boolean(),
});
export type PlayerSummary = z.infer<typeof PlayerSummary>;
export const PlayerSearchPage = pageOf(PlayerSummary);
export type PlayerSearchPage = z.infer<typeof PlayerSearchPage>;

export const PlayerLock = z.object({ at: z.string(), reason: z.string(), by: z.string() });
export const PlayerBalance = z.object({
  currency: z.string(),
  /** Major units. */
  real: z.number(),
  bonus: z.number(),
  withdrawable: z.number(),
});
export const PlayerOverview = z.object({
  profile: PlayerSummary.omit({ locked: true }).extend({
    birthDate: z.string().nullable(),
    city: z.string().nullable(),
    address: z.string().nullable(),
    languageCode: z.string(),
    emailVerified: z.boolean(),
    phoneNumberVerified: z.boolean(),
  }),
  balances: z.array(PlayerBalance),
  status: z.object({
    /** Null: not locked. */
    lock: PlayerLock.nullable(),
    selfRestrictedUntil: z.string().nullable(),
    selfRestrictedPermanent: z.boolean(),
  }),
});
export type PlayerOverview = z.infer<typeof PlayerOverview>;

export const PagedQuery = z.object({ page: PageNumber, size: pageSize(25) });

export const LedgerLine = z.object({
  transferId: z.number().int(),
  at: z.string(),
  kind: z.string(),
  /** real, or a bonus wallet. */
  wallet: z.string(),
  currency: z.string(),
  /** Major units, signed: negative when money left the wallet. */
  amount: z.number(),
  balanceAfter: z.number(),
});
export const LedgerPage = pageOf(LedgerLine);
export type LedgerPage = z.infer<typeof LedgerPage>;

export const PlayerLogin = z.object({
  at: z.string(),
  ip: z.string().nullable(),
  device: z.string().nullable(),
  /** When it ended (logout, expiry, an operator); null while it may still be used. */
  endedAt: z.string().nullable(),
});
export const PlayerLoginPage = pageOf(PlayerLogin);
export type PlayerLoginPage = z.infer<typeof PlayerLoginPage>;

export const PlayerNoteBody = z.object({ text: MultilineText().trim().min(1).max(2000) });
export const PlayerNote = z.object({
  id: z.number().int(),
  text: z.string(),
  by: z.string(),
  at: z.string(),
});
export type PlayerNote = z.infer<typeof PlayerNote>;
export const PlayerNotePage = pageOf(PlayerNote);

export const LockPlayerBody = z.object({ reason: Reason });
export const EndSessionsAnswer = z.object({ ended: z.number().int() });

export const AdjustmentStatus = z.enum(['PENDING_APPROVAL', 'APPLIED', 'DECLINED']);
export const AdjustmentDirection = z.enum(['CREDIT', 'DEBIT']);
export const AdjustmentBody = z.object({
  direction: AdjustmentDirection,
  amount: Decimal,
  /** The player's currency when left out. */
  currency: CurrencyCode.optional(),
  reason: Reason,
  /** Idempotency key: the same key answers the first adjustment; with another payload, 409. */
  key: Line().trim().min(8).max(100),
});
export const Adjustment = z.object({
  id: z.uuid(),
  playerUuid: z.string(),
  direction: AdjustmentDirection,
  /** Major units. */
  amount: z.number(),
  currency: z.string(),
  reason: z.string(),
  status: AdjustmentStatus,
  requestedBy: z.string(),
  requestedAt: z.string(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
  declineReason: z.string().nullable(),
});
export type Adjustment = z.infer<typeof Adjustment>;
export const AdjustmentPage = pageOf(Adjustment);
export type AdjustmentPage = z.infer<typeof AdjustmentPage>;
export const AdjustmentsQuery = z.object({
  status: AdjustmentStatus.default('PENDING_APPROVAL'),
  page: PageNumber,
  size: pageSize(25),
});
export const AdjustmentParams = z.object({ adjustmentId: z.uuid() });
export const DeclineAdjustmentBody = z.object({ reason: Reason });
/**
 * Per currency: an adjustment above this amount waits for a second operator. A currency left out
 * uses ADJUSTMENT_APPROVAL_DEFAULT.
 */
export const AdjustmentRules = z.object({ thresholds: z.record(CurrencyCode, Decimal) });
export type AdjustmentRules = z.infer<typeof AdjustmentRules>;
/** Major units: the threshold of a currency without its own. */
export const ADJUSTMENT_APPROVAL_DEFAULT = 100;

const player = (suffix: string) => `/operator/players/{playerUUID}${suffix}`;
const READERS = readBy('compliance', 'finance', 'support');

export const playersOperatorEndpoints = {
  searchPlayers: defineEndpoint({
    id: 'searchPlayers',
    method: 'GET',
    path: '/operator/players',
    roles: READERS,
    ...op(
      'Operator: players whose e-mail, phone, username or name start with the query (any case), or with that uuid; newest first.',
    ),
    query: PlayerSearchQuery,
    response: PlayerSearchPage,
  }),
  playerOverview: defineEndpoint({
    id: 'playerOverview',
    method: 'GET',
    path: player(''),
    roles: READERS,
    ...op(
      "Operator: a player's profile, balances per currency and status (lock, self-restriction). 404 for an unknown player.",
    ),
    params: OperatorPlayerParams,
    response: PlayerOverview,
  }),
  playerLedger: defineEndpoint({
    id: 'playerLedger',
    method: 'GET',
    path: player('/ledger'),
    roles: READERS,
    ...op("Operator: the ledger entries of a player's wallets, newest first."),
    params: OperatorPlayerParams,
    query: PagedQuery,
    response: LedgerPage,
  }),
  playerPayments: defineEndpoint({
    id: 'playerPayments',
    method: 'GET',
    path: player('/payments'),
    roles: READERS,
    ...op("Operator: a player's deposits and withdrawals, newest first (as the player's own history)."),
    params: OperatorPlayerParams,
    query: PagedQuery,
    response: PaymentHistoryPage,
  }),
  playerBets: defineEndpoint({
    id: 'playerBets',
    method: 'GET',
    path: player('/bets'),
    roles: READERS,
    ...op("Operator: a player's casino and sports bets, newest first (as the player's own activity)."),
    params: OperatorPlayerParams,
    query: BetActivityQuery,
    response: BetActivityPage,
  }),
  playerLogins: defineEndpoint({
    id: 'playerLogins',
    method: 'GET',
    path: player('/logins'),
    roles: READERS,
    ...op("Operator: a player's logins (time, address, device), newest first."),
    params: OperatorPlayerParams,
    query: PagedQuery,
    response: PlayerLoginPage,
  }),
  playerNotes: defineEndpoint({
    id: 'playerNotes',
    method: 'GET',
    path: player('/notes'),
    roles: READERS,
    ...op("Operator: the operators' notes on a player, newest first."),
    params: OperatorPlayerParams,
    query: PagedQuery,
    response: PlayerNotePage,
  }),
  addPlayerNote: defineEndpoint({
    id: 'addPlayerNote',
    method: 'POST',
    path: player('/notes'),
    roles: writeBy('support', 'compliance', 'finance'),
    ...op('Operator: add a note on a player (kept with the operator’s name). 404 for an unknown player.'),
    params: OperatorPlayerParams,
    body: PlayerNoteBody,
    response: PlayerNote,
  }),
  lockPlayer: defineEndpoint({
    id: 'lockPlayer',
    auditBefore: 'playerOverview',
    method: 'POST',
    path: player('/lock'),
    roles: writeBy('compliance'),
    ...op(
      'Operator: lock a player: every session ends and logins are refused (423 error.player.locked) until unlocked.',
    ),
    params: OperatorPlayerParams,
    body: LockPlayerBody,
    response: PlayerOverview.shape.status,
  }),
  unlockPlayer: defineEndpoint({
    id: 'unlockPlayer',
    auditBefore: 'playerOverview',
    method: 'POST',
    path: player('/unlock'),
    roles: writeBy('compliance'),
    ...op('Operator: unlock a locked player (the reason is kept in the audit log).'),
    params: OperatorPlayerParams,
    body: LockPlayerBody,
    response: PlayerOverview.shape.status,
  }),
  endPlayerSessions: defineEndpoint({
    id: 'endPlayerSessions',
    auditBefore: 'playerLogins',
    method: 'POST',
    path: player('/sessions/end'),
    roles: writeBy('compliance', 'support'),
    ...op('Operator: end every session of a player (the player logs in again).'),
    params: OperatorPlayerParams,
    response: EndSessionsAnswer,
  }),
  playerAdjustments: defineEndpoint({
    id: 'playerAdjustments',
    method: 'GET',
    path: player('/adjustments'),
    roles: READERS,
    ...op("Operator: a player's manual adjustments, whatever their status, newest first."),
    params: OperatorPlayerParams,
    query: PagedQuery,
    response: AdjustmentPage,
  }),
  createAdjustment: defineEndpoint({
    id: 'createAdjustment',
    auditBefore: 'playerOverview',
    method: 'POST',
    path: player('/adjustments'),
    roles: writeBy('finance'),
    ...op(
      "Operator: credit or debit a player's real balance with a reason, through the ledger. Above the currency's threshold it waits (PENDING_APPROVAL) for another operator. Idempotent by key; a debit never takes the balance below zero (402).",
    ),
    params: OperatorPlayerParams,
    body: AdjustmentBody,
    response: Adjustment,
  }),
  listAdjustments: defineEndpoint({
    id: 'listAdjustments',
    method: 'GET',
    path: '/operator/adjustments',
    roles: readBy('finance'),
    ...op(
      'Operator: adjustments of every player by status (by default those waiting for approval), oldest waiting first.',
    ),
    query: AdjustmentsQuery,
    response: AdjustmentPage,
  }),
  approveAdjustment: defineEndpoint({
    id: 'approveAdjustment',
    method: 'POST',
    path: '/operator/adjustments/{adjustmentId}/approve',
    roles: writeBy('finance'),
    ...op(
      'Operator: approve a waiting adjustment: the money moves once. 403 error.adjustment.self-approval for the operator who asked; 409 error.adjustment.decided when decided already.',
    ),
    params: AdjustmentParams,
    response: Adjustment,
  }),
  declineAdjustment: defineEndpoint({
    id: 'declineAdjustment',
    method: 'POST',
    path: '/operator/adjustments/{adjustmentId}/decline',
    roles: writeBy('finance'),
    ...op(
      'Operator: decline a waiting adjustment with a reason; no money moves. 409 error.adjustment.decided when decided already.',
    ),
    params: AdjustmentParams,
    body: DeclineAdjustmentBody,
    response: Adjustment,
  }),
  getAdjustmentRules: defineEndpoint({
    id: 'getAdjustmentRules',
    method: 'GET',
    path: '/operator/adjustments/rules',
    roles: readBy('finance'),
    ...op('Operator: per currency, the amount above which an adjustment needs a second operator.'),
    response: AdjustmentRules,
  }),
  setAdjustmentRules: defineEndpoint({
    id: 'setAdjustmentRules',
    auditBefore: 'getAdjustmentRules',
    method: 'PUT',
    path: '/operator/adjustments/rules',
    roles: ADMIN_ONLY,
    ...op('Operator (admin): replace the approval thresholds per currency.'),
    body: AdjustmentRules,
    response: AdjustmentRules,
  }),
} as const;
