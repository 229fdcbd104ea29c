import { describe, expect, it } from 'vitest';
import { secureRng, seededRng } from './rng.ts';

describe('random sources', () => {
  it('gives every value of a range about equally often (chi-square, p < 1e-6 to fail)', () => {
    const rng = secureRng();
    const bins = 37;
    const draws = 370_000;
    const counts = new Array<number>(bins).fill(0);
    let outside = 0;
    for (let i = 0; i < draws; i++) {
      const v = rng.int(bins);
      if (v >= 0 && v < bins && Number.isInteger(v)) counts[v] = (counts[v] ?? 0) + 1;
      else outside++;
    }
    expect(outside).toBe(0);
    const expected = draws / bins;
    const chi2 = counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
    expect(chi2).toBeLessThan(85); // 36 degrees of freedom
  });

  it('covers the whole range, including ranges that do not divide 2^32', () => {
    const rng = secureRng();
    expect(rng.int(1)).toBe(0);
    const seen = new Set<number>();
    for (let i = 0; i < 2_000; i++) seen.add(rng.int(3));
    expect([...seen].sort()).toEqual([0, 1, 2]);
    expect(() => rng.int(0)).toThrow(RangeError);
    expect(() => rng.int(2.5)).toThrow(RangeError);
  });

  it('repeats a seeded simulation exactly', () => {
    const a = seededRng(42);
    const b = seededRng(42);
    const xs = Array.from({ length: 100 }, () => a.int(1000));
    expect(Array.from({ length: 100 }, () => b.int(1000))).toEqual(xs);
    expect(new Set(xs).size).toBeGreaterThan(50);
  });
});
