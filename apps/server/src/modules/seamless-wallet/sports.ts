import type { SportsBetDetail, SportsSlip } from '@croupier/contract';

/**
 * A sports bet's slip as the history shows it (ADR 027): the selections with no result yet, and the
 * total odds in hundredths (the product of the legs', truncated; for display only: the payout is the
 * sportsbook's, sent with the win).
 */
export function sportsDetailOf(slip: SportsSlip): SportsBetDetail {
  let odds = 100n;
  for (const s of slip.selections) odds = (odds * BigInt(s.odds)) / 100n;
  return {
    type: slip.type,
    odds: Number(odds),
    selections: slip.selections.map((s) => ({ ...s, result: null })),
  };
}
