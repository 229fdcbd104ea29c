import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Leg, MAX_PAYOUT, payout, settle } from './payout.ts';

const odds = fc.integer({ min: 101, max: 50_000 });
const stake = fc.integer({ min: 1, max: 10_000_000 });
const leg = fc.record({ odds, outcome: fc.constantFrom<Leg['outcome']>('won', 'lost', 'void') });
const wonLeg = fc.record({ odds, outcome: fc.constant<Leg['outcome']>('won') });
const legs = fc.array(leg, { minLength: 1, maxLength: 12 });

const exact = (s: number, ls: readonly Leg[]) => {
  let num = BigInt(s);
  let den = 1n;
  for (const l of ls) {
    num *= BigInt(l.outcome === 'void' ? 100 : l.odds);
    den *= 100n;
  }
  return { num, den };
};

describe('payout: min(floor(stake × ∏ odds / 100ⁿ), cap), truncated once', () => {
  it('pays a single its stake times its odds, rounded down to the minor unit', () => {
    expect(payout(1_000, [{ odds: 185, outcome: 'won' }])).toBe(1_850);
    expect(payout(333, [{ odds: 185, outcome: 'won' }])).toBe(616); // 616.05
    // 10.00 × 1.85 × 1.90 = 35.15; truncating per leg would also give 35.15 here, but
    // 3.33 × 1.15 × 1.15 = 4.403925 → 4.40 (per leg: 3.82 × 1.15 = 4.393 → 4.39).
    expect(
      payout(1_000, [
        { odds: 185, outcome: 'won' },
        { odds: 190, outcome: 'won' },
      ]),
    ).toBe(3_515);
    expect(
      payout(333, [
        { odds: 115, outcome: 'won' },
        { odds: 115, outcome: 'won' },
      ]),
    ).toBe(440);
  });

  it('is the exact product truncated once: never more, and less by under one minor unit', () => {
    fc.assert(
      fc.property(stake, legs, (s, ls) => {
        const p = BigInt(payout(s, ls));
        if (ls.some((l) => l.outcome === 'lost')) return p === 0n;
        const { num, den } = exact(s, ls);
        if (num >= BigInt(MAX_PAYOUT) * den) return p === BigInt(MAX_PAYOUT);
        return p * den <= num && num < (p + 1n) * den;
      }),
    );
  });

  it('pays nothing when any selection lost, whatever the others', () => {
    fc.assert(
      fc.property(stake, legs, fc.nat(), odds, (s, ls, at, o) => {
        const withLoss = [...ls];
        withLoss.splice(at % (ls.length + 1), 0, { odds: o, outcome: 'lost' });
        return payout(s, withLoss) === 0 && settle(s, withLoss).kind === 'lost';
      }),
    );
  });

  it('treats a void selection (cancelled event) as if it were not on the slip', () => {
    fc.assert(
      fc.property(
        stake,
        fc.array(wonLeg, { minLength: 1, maxLength: 8 }),
        fc.array(odds, { maxLength: 4 }),
        (s, won, voids) => {
          const mixed = [...won, ...voids.map((o) => ({ odds: o, outcome: 'void' as const }))];
          return payout(s, mixed) === payout(s, won);
        },
      ),
    );
  });

  it('rolls back a bet whose selections are all void, for exactly its stake', () => {
    fc.assert(
      fc.property(stake, fc.array(odds, { minLength: 1, maxLength: 12 }), (s, os) => {
        const ls = os.map((o) => ({ odds: o, outcome: 'void' as const }));
        return settle(s, ls).kind === 'rollback' && payout(s, ls) === s;
      }),
    );
  });

  it('pays a winning accumulator at least its stake, more with every won selection, in any order', () => {
    fc.assert(
      fc.property(stake, fc.array(wonLeg, { minLength: 1, maxLength: 12 }), wonLeg, (s, ls, extra) => {
        const p = payout(s, ls);
        const reversed = payout(s, [...ls].reverse());
        return p >= Math.min(s, MAX_PAYOUT) && p === reversed && payout(s, [...ls, extra]) >= p;
      }),
    );
  });

  it('never pays a larger stake less', () => {
    fc.assert(
      fc.property(stake, stake, legs, (a, b, ls) => (a <= b ? payout(a, ls) <= payout(b, ls) : true)),
    );
  });

  it('caps a payout at MAX_PAYOUT', () => {
    expect(
      payout(5_000_000, [
        { odds: 50_000, outcome: 'won' },
        { odds: 50_000, outcome: 'won' },
      ]),
    ).toBe(MAX_PAYOUT);
  });

  it('refuses odds under 1.01 and negative stakes', () => {
    expect(() => payout(100, [{ odds: 100, outcome: 'won' }])).toThrow(RangeError);
    expect(() => payout(-1, [{ odds: 150, outcome: 'won' }])).toThrow(RangeError);
    expect(() => payout(100, [])).toThrow(RangeError);
  });
});
