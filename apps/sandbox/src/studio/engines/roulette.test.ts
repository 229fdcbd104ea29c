import { describe, expect, it } from 'vitest';
import type { Rng } from '../rng.ts';
import { seededRng } from '../rng.ts';
import { POCKETS, playRoulette, pocketColour, type RouletteBet, theoreticalRtp } from './roulette.ts';

const landOn = (pocket: number): Rng => ({ int: () => pocket });

describe('European roulette', () => {
  it('pays each bet kind at its odds', () => {
    const bets: RouletteBet[] = [
      { kind: 'straight', number: 7, amount: 10 },
      { kind: 'red', amount: 10 },
      { kind: 'odd', amount: 10 },
      { kind: 'low', amount: 10 },
      { kind: 'dozen', index: 1, amount: 10 },
      { kind: 'column', index: 1, amount: 10 },
      { kind: 'black', amount: 10 },
    ];
    const round = playRoulette(landOn(7), bets);
    expect(round).toMatchObject({ pocket: 7, colour: 'red', stake: 70 });
    expect(round.win).toBe(360 + 20 + 20 + 20 + 30 + 30);
  });

  it('takes every outside bet on zero', () => {
    const round = playRoulette(landOn(0), [
      { kind: 'red', amount: 10 },
      { kind: 'even', amount: 10 },
      { kind: 'dozen', index: 1, amount: 10 },
      { kind: 'straight', number: 0, amount: 1 },
    ]);
    expect(round.win).toBe(36);
    expect(pocketColour(0)).toBe('green');
  });

  it('has 18 red and 18 black pockets', () => {
    const colours = Array.from({ length: POCKETS }, (_, n) => pocketColour(n));
    expect(colours.filter((c) => c === 'red')).toHaveLength(18);
    expect(colours.filter((c) => c === 'black')).toHaveLength(18);
  });

  it('returns 36/37 on every kind of bet', () => {
    const bets: RouletteBet[] = [
      { kind: 'straight', number: 17, amount: 1 },
      { kind: 'red', amount: 1 },
      { kind: 'high', amount: 1 },
      { kind: 'dozen', index: 3, amount: 1 },
      { kind: 'column', index: 2, amount: 1 },
    ];
    for (const bet of bets) expect(theoreticalRtp(bet)).toBeCloseTo(36 / 37, 12);
  });

  it('plays within ±0.5 % of 97.30 % over 2 million spins of an even-money bet', () => {
    const rng = seededRng(37);
    let paid = 0;
    const spins = 2_000_000;
    for (let i = 0; i < spins; i++) paid += playRoulette(rng, [{ kind: 'red', amount: 1 }]).win;
    expect(Math.abs(paid / spins - 36 / 37)).toBeLessThan(0.005);
  }, 120_000);

  it('refuses bad bets', () => {
    const rng = seededRng(1);
    expect(() => playRoulette(rng, [])).toThrow(RangeError);
    expect(() => playRoulette(rng, [{ kind: 'straight', number: 37, amount: 1 }])).toThrow(RangeError);
    expect(() => playRoulette(rng, [{ kind: 'red', amount: 0 }])).toThrow(RangeError);
    expect(() => playRoulette(rng, [{ kind: 'dozen', index: 4 as 1, amount: 1 }])).toThrow(RangeError);
  });
});
