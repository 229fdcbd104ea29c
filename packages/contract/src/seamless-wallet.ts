import { z } from 'zod';
import { CurrencyCode } from './paging.ts';
import { SCHEMA_MESSAGES } from './rules/messages.ts';
import { SportsSettlement, SportsSlip } from './sports.ts';

/**
 * The seamless-wallet protocol (docs/decisions/013-seamless-wallet.md): the game studio keeps no
 * money of its own for real play; for every round it asks the platform's wallet, server to server.
 *
 * - `POST {platform}/api/seamless-wallet/{balance|bet|win|rollback}`, JSON body.
 * - Every request is signed by the studio like the payment provider's webhooks: HMAC-SHA256 with the
 *   shared `STUDIO_SECRET` over `{timestamp}.{body}`, sent as `x-studio-timestamp` (Unix seconds) and
 *   `x-studio-signature: v1={hex}`; a stale timestamp (more than {@link SEAMLESS_WALLET_TOLERANCE_S}
 *   off) or a wrong signature is 401 `error.seamless.signature`.
 * - `transactionId` is the studio's: each is applied exactly once. The same id with the same payload
 *   answers the first answer again; with another payload it is 409 `error.transaction.duplicate`.
 * - A win or rollback names its bet (`betTransactionId`). A rollback of a bet the platform never saw
 *   is answered as done and remembered, so the bet arriving late is refused (409
 *   `error.seamless.bet.rolled-back`).
 * - Free rounds (the platform grants them at the studio, `studio.ts`): they are played with no bet
 *   call, and their total is ONE win naming the grant (`freeRoundsGrantId`, `roundsPlayed`) instead
 *   of a bet and round ({@link FreeRoundsWinRequest}). Its `transactionId` is `fr:{grantId}`, so a
 *   retry is a replay; 0 is sent too. `win` takes either form ({@link SeamlessWinRequest}).
 * - Amounts are integer minor units of the session's currency.
 * - A failure is the platform's error envelope (`{error, message, details}`); insufficient funds
 *   (402) carries the current balance in `details`.
 */

export const SEAMLESS_WALLET_PATH = '/seamless-wallet';
export const STUDIO_TIMESTAMP_HEADER = 'x-studio-timestamp';
export const STUDIO_SIGNATURE_HEADER = 'x-studio-signature';
/** How far a request's timestamp may be from the platform's clock. */
export const SEAMLESS_WALLET_TOLERANCE_S = 300;

export const SeamlessOperation = z.enum(['balance', 'bet', 'win', 'rollback']);
export type SeamlessOperation = z.infer<typeof SeamlessOperation>;

const Id = z.string().regex(/^[A-Za-z0-9_.:-]{1,100}$/, SCHEMA_MESSAGES.seamlessId);
const SessionId = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/);
const Minor = z.number().int().max(Number.MAX_SAFE_INTEGER);
/** The platform's id of a free-rounds grant (short enough that `fr:{id}` is a transaction id). */
export const FreeRoundsGrantId = z.string().regex(/^[A-Za-z0-9_.:-]{1,64}$/, SCHEMA_MESSAGES.seamlessId);

export const BalanceRequest = z.object({ sessionId: SessionId });
export type BalanceRequest = z.infer<typeof BalanceRequest>;

export const BetRequest = z.object({
  sessionId: SessionId,
  transactionId: Id,
  roundId: Id,
  amount: Minor.positive(),
  currency: CurrencyCode,
  /** A sportsbook's bet: its selections and odds (ADR 027); absent for games. */
  sports: SportsSlip.optional(),
});
export type BetRequest = z.infer<typeof BetRequest>;

/** A round's payout; 0 closes a lost round (no money moves). */
export const WinRequest = z.object({
  sessionId: SessionId,
  transactionId: Id,
  betTransactionId: Id,
  roundId: Id,
  amount: Minor.nonnegative(),
  currency: CurrencyCode,
  /** A sports bet's settlement: how each selection ended (ADR 027); absent for games. */
  sports: SportsSettlement.optional(),
});
export type WinRequest = z.infer<typeof WinRequest>;

/** The studio's transaction id of a grant's one win: deterministic, so a retry is a replay. */
export const freeRoundsWinId = (grantId: string) => `fr:${grantId}`;

/**
 * The total of a free-rounds grant (no bets were made): sent once, after the last round, or when a
 * partly played grant is cancelled or expires. It names the grant instead of a bet and a round.
 */
export const FreeRoundsWinRequest = z.object({
  sessionId: SessionId,
  transactionId: Id,
  freeRoundsGrantId: FreeRoundsGrantId,
  roundsPlayed: z.number().int().positive().max(10_000),
  amount: Minor.nonnegative(),
  currency: CurrencyCode,
  betTransactionId: z.never().optional(),
  roundId: z.never().optional(),
});
export type FreeRoundsWinRequest = z.infer<typeof FreeRoundsWinRequest>;

/**
 * `POST {platform}/api{@link FREE_ROUNDS_PROGRESS_PATH}`: the studio's report of a free-rounds grant
 * after each round (ADR 024 "Free spins"), signed like the wallet calls. It moves no money (the
 * grant's one win does); the platform records how far the player is, so the reward shows progress
 * per spin. Reports may repeat or come out of order: a report behind the last one recorded changes
 * nothing. The grant must be the named player's, for its game and currency (else 404).
 */
export const FREE_ROUNDS_PROGRESS_PATH = '/free-rounds/progress';
export const FreeRoundsProgress = z.object({
  freeRoundsGrantId: FreeRoundsGrantId,
  /** The grant's `playerId` and `gameSlug`, as granted. */
  playerId: z.string().min(1).max(64),
  gameSlug: z.string().min(1).max(80),
  roundsPlayed: z.number().int().positive().max(10_000),
  /** What the rounds played so far have won in all, minor units. */
  winnings: Minor.nonnegative(),
  currency: CurrencyCode,
});
export type FreeRoundsProgress = z.infer<typeof FreeRoundsProgress>;
export const FreeRoundsProgressAnswer = z.object({
  /** false: the report was behind one recorded already, or the grant has been settled or ended. */
  recorded: z.boolean(),
  roundsPlayed: z.number().int().nonnegative(),
});
export type FreeRoundsProgressAnswer = z.infer<typeof FreeRoundsProgressAnswer>;

/** What `win` takes: a bet's win (unchanged) or a free-rounds grant's total; never both. */
export const SeamlessWinRequest = z.union([
  WinRequest.extend({ freeRoundsGrantId: z.never().optional() }),
  FreeRoundsWinRequest,
]);
export type SeamlessWinRequest = z.infer<typeof SeamlessWinRequest>;

/** Undoes a bet: its stake goes back to the player. */
export const RollbackRequest = z.object({
  sessionId: SessionId,
  transactionId: Id,
  betTransactionId: Id,
  roundId: Id,
  /** A sports bet voided or cancelled as a whole (ADR 027); absent for games. */
  sports: SportsSettlement.optional(),
});
export type RollbackRequest = z.infer<typeof RollbackRequest>;

/** Every successful answer: the player's balance after the operation, in the session's currency. */
export const SeamlessAnswer = z.object({
  /** The platform's id of the operation (absent for balance). */
  transactionId: z.string().optional(),
  balance: Minor.nonnegative(),
  currency: CurrencyCode,
});
export type SeamlessAnswer = z.infer<typeof SeamlessAnswer>;

export const seamlessWalletRequests = {
  balance: BalanceRequest,
  bet: BetRequest,
  win: WinRequest,
  rollback: RollbackRequest,
} as const;
