import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seededRng } from '../rng.ts';
import { dicePayout, MAX_TARGET, MIN_TARGET, playDice, theoreticalRtp } from './dice.ts';

describe('dice', () => {
  it('wins when the roll is under the target', () => {
    expect(playDice({ int: () => 4_999 }, 1_000, 5_000).win).toBe(1_980);
    expect(playDice({ int: () => 5_000 }, 1_000, 5_000).win).toBe(0);
  });

  it('never returns more than 99 % on any stake and target', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: MIN_TARGET, max: MAX_TARGET }),
        (stake, target) => {
          expect(theoreticalRtp(stake, target)).toBeLessThanOrEqual(0.99 + 1e-12);
          expect(Number.isInteger(dicePayout(stake, target))).toBe(true);
        },
      ),
    );
  });

  it('plays within ±0.5 % of 99 % over 2 million rolls', () => {
    const rng = seededRng(99);
    const stake = 10_000;
    let paid = 0;
    const rolls = 2_000_000;
    for (let i = 0; i < rolls; i++) paid += playDice(rng, stake, 5_000).win;
    expect(Math.abs(paid / (rolls * stake) - 0.99)).toBeLessThan(0.005);
  }, 120_000);

  it('refuses a target outside 1 %–95 % and a bad stake', () => {
    const rng = seededRng(1);
    expect(() => playDice(rng, 100, MIN_TARGET - 1)).toThrow(RangeError);
    expect(() => playDice(rng, 100, MAX_TARGET + 1)).toThrow(RangeError);
    expect(() => playDice(rng, 0, 5_000)).toThrow(RangeError);
    expect(() => playDice(rng, 1.5, 5_000)).toThrow(RangeError);
  });
});
