import type { Sport } from './events.ts';
import type { LegOutcome } from './payout.ts';

/** A bet slip as the player sends it, and a bet as the sportsbook keeps it (book.ts). */

export interface StoredLeg {
  eventId: string;
  /** The event's English name; its sides (kept since they were) name it in the page's language. */
  event: string;
  home?: string;
  away?: string;
  sport: Sport;
  market: string;
  marketName: string;
  selection: string;
  label: string;
  odds: number;
  live: boolean;
}

export interface StoredBet {
  /** The seamless bet's transaction id (and round id). */
  id: string;
  sessionId: string;
  playerId: string;
  currency: string;
  stake: number;
  type: 'single' | 'accumulator';
  legs: StoredLeg[];
  placedAt: number;
  /** `pending`: the bet call is out (a restart rolls it back); `refused`: the wallet said no. */
  status: 'pending' | 'open' | 'won' | 'lost' | 'void' | 'refused';
  results?: LegOutcome[];
  payout?: number;
  /** The one wallet call that settles it, decided once and sent until the platform answers. */
  delivery?: { operation: 'win' | 'rollback'; body: Record<string, unknown>; done: boolean };
}

export interface LegRequest {
  eventId: string;
  market: string;
  selection: string;
  /** The odds the player saw (hundredths). */
  odds: number;
}
export interface BetSlipRequest {
  type: 'single' | 'accumulator';
  stake: number;
  legs: LegRequest[];
  acceptChangedOdds: boolean;
}

export type PlaceResult =
  | { ok: true; bet: StoredBet; balance: number }
  | { ok: false; status: number; error: string; message: string; details?: Record<string, unknown> };

export const fail = (
  status: number,
  error: string,
  message: string,
  details?: Record<string, unknown>,
): PlaceResult => ({
  ok: false,
  status,
  error,
  message,
  ...(details && { details }),
});
