import { z } from 'zod';
import { defineEndpoint, PlayerUuid } from './http.ts';
import { CurrencyCode } from './paging.ts';

/**
 * The wallet calls of 001 §7: balance and wagering. Amounts are decimal numbers in
 * major units (the ledger keeps integer minor units; `rules/money.ts` converts). Choices the spec
 * leaves open are in docs/decisions/007-ledger.md.
 */

export const PlayerUuidParams = z.object({ uuid: PlayerUuid });

/** An amount as shown: the number, its currency and the text to display ('12.50'). */
export const Money = z.object({
  amount: z.number(),
  currency: z.string(),
  displayAmount: z.string(),
});
export type Money = z.infer<typeof Money>;

/** One wallet: `walletId` is the currency ('USD') for real money, '{currency}_bonus' for bonus money. */
export const Wallet = z.object({
  walletId: z.string(),
  amount: z.number(),
  currency: z.string(),
});
export type Wallet = z.infer<typeof Wallet>;

/** 001 §3 Balance per currency. */
export const CurrencyBalance = z.object({
  currency: z.string(),
  real: Money,
  /** What may be withdrawn now: the real money (held withdrawals have already left it). */
  withdrawable: Money,
  bonus: Money,
  total: Money,
});
export type CurrencyBalance = z.infer<typeof CurrencyBalance>;

export const BalanceQuery = z.object({ currency: CurrencyCode.optional() });
export const BalanceResponse = z.object({
  /** The player's currency (the one the header shows). */
  currency: z.string(),
  wallets: z.array(Wallet),
  balances: z.array(CurrencyBalance),
});
export type BalanceResponse = z.infer<typeof BalanceResponse>;

export const CurrencyQuery = z.object({ currency: CurrencyCode.optional() });

/** The wagering check of a withdrawal: deposits must be wagered `factor` times before they leave. */
export const RealWagerAmount = z.object({
  currency: z.string(),
  /** Real money staked on games and sports so far. */
  wagered: z.number(),
  /** What must have been wagered before a withdrawal: completed deposits × the factor. */
  toWager: z.number(),
  /** What is still missing (0 when the requirement is met). */
  remaining: z.number(),
  fulfilled: z.boolean(),
});
export type RealWagerAmount = z.infer<typeof RealWagerAmount>;

export const walletEndpoints = {
  balance: defineEndpoint({
    id: 'balance',
    method: 'GET',
    base: 'host',
    path: '/balance/v2/{uuid}',
    auth: 'player',
    summary:
      "The player's wallets and the balance per currency derived from them (001 §3). 403 for another player's uuid; 400 for a currency the brand does not support.",
    params: PlayerUuidParams,
    query: BalanceQuery,
    response: BalanceResponse,
  }),
  realWagerAmount: defineEndpoint({
    id: 'realWagerAmount',
    method: 'GET',
    base: 'host',
    path: '/player/real-wager-amount',
    auth: 'player',
    summary: "The token's player: real money wagered against what deposits require before a withdrawal.",
    query: CurrencyQuery,
    response: RealWagerAmount,
  }),
} as const;
