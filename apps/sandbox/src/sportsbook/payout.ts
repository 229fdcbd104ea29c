/**
 * The sportsbook's one rounding rule (docs/decisions/027-sports.md): a bet's payout is
 *
 *   payout = min(floor(stake × ∏ oddsᵢ / 100ⁿ), MAX_PAYOUT)
 *
 * over its n selections, in integer minor units, with each won selection's decimal odds in
 * hundredths (1.85 is 185), each void one (its event cancelled) at 1.00 (100), and 0 when any
 * selection lost. The product is exact (BigInt) and truncated once, at the end, toward zero: never
 * rounded per selection; a bet pays at most {@link MAX_PAYOUT}, as real books cap a bet's winnings. A bet whose selections are all void is not paid but rolled back (its stake
 * goes back by the seamless wallet's rollback), which is the same amount.
 */

/** The most one bet pays, in minor units (1,000,000.00). */
export const MAX_PAYOUT = 100_000_000;

export type LegOutcome = 'won' | 'lost' | 'void';

export interface Leg {
  /** Decimal odds in hundredths, ≥ 101. */
  odds: number;
  outcome: LegOutcome;
}

export type Settlement = { kind: 'win'; amount: number } | { kind: 'lost' } | { kind: 'rollback' };

/** The payout of `stake` (minor units) on these legs: the rule above. */
export function payout(stake: number, legs: readonly Leg[]): number {
  if (!Number.isSafeInteger(stake) || stake < 0) throw new RangeError(`bad stake ${stake}`);
  if (legs.length === 0) throw new RangeError('a bet has at least one selection');
  let numerator = BigInt(stake);
  let denominator = 1n;
  for (const leg of legs) {
    if (!Number.isInteger(leg.odds) || leg.odds < 101) throw new RangeError(`bad odds ${leg.odds}`);
    if (leg.outcome === 'lost') return 0;
    numerator *= BigInt(leg.outcome === 'void' ? 100 : leg.odds);
    denominator *= 100n;
  }
  const exact = numerator / denominator;
  return exact > BigInt(MAX_PAYOUT) ? MAX_PAYOUT : Number(exact);
}

/** What settling a bet sends: a win (a lost bet's is 0), or a rollback when every selection is void. */
export function settle(stake: number, legs: readonly Leg[]): Settlement {
  if (legs.every((l) => l.outcome === 'void')) return { kind: 'rollback' };
  const amount = payout(stake, legs);
  return amount === 0 ? { kind: 'lost' } : { kind: 'win', amount };
}

/** Total odds of an accumulator as shown on the slip (hundredths, truncated step by step; display only). */
export function totalOdds(odds: readonly number[]): number {
  let total = 100n;
  for (const o of odds) total = (total * BigInt(o)) / 100n;
  return Number(total);
}
