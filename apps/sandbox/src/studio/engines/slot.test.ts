import { describe, expect, it } from 'vitest';
import { seededRng } from '../rng.ts';
import {
  evaluateSpin,
  FREE_SPINS_AWARDED,
  FREE_SPINS_MULTIPLIER,
  LINES,
  linePay,
  PAYTABLE,
  playSlot,
  STATED_RTP,
  STRIPS,
  SYMBOLS,
  theoreticalRtp,
} from './slot.ts';

const S = (name: (typeof SYMBOLS)[number]) => SYMBOLS.indexOf(name);
const [W, SC, CROWN, BELL, J] = [S('WILD'), S('SCATTER'), S('CROWN'), S('BELL'), S('J')];

describe('slot rules', () => {
  it('pays runs from the first reel, with wilds standing in', () => {
    expect(linePay([CROWN, CROWN, CROWN, BELL, BELL])).toBe(PAYTABLE.CROWN[0]);
    expect(linePay([W, CROWN, W, CROWN, J])).toBe(PAYTABLE.CROWN[1]);
    expect(linePay([W, W, W, W, W])).toBe(PAYTABLE.WILD[2]);
    // Three wilds then a low symbol: the wild run pays more than the J run of five.
    expect(linePay([W, W, W, J, J])).toBe(Math.max(PAYTABLE.WILD[0], PAYTABLE.J[2]));
    expect(linePay([BELL, CROWN, CROWN, CROWN, CROWN])).toBe(0);
    expect(linePay([CROWN, CROWN, SC, CROWN, CROWN])).toBe(0);
    expect(linePay([SC, SC, SC, SC, SC])).toBe(0);
  });

  it('pays three scatters anywhere times the stake and awards free spins', () => {
    const grid = [
      [SC, J, BELL],
      [J, BELL, J],
      [BELL, SC, J],
      [J, J, BELL],
      [BELL, J, SC],
    ];
    const spin = evaluateSpin(grid, 100);
    expect(spin.scatters).toBe(3);
    expect(spin.scatterWin).toBe(200);
    expect(spin.freeSpinsAwarded).toBe(FREE_SPINS_AWARDED);
    const free = evaluateSpin(grid, 100, FREE_SPINS_MULTIPLIER);
    expect(free.freeSpinsAwarded).toBe(0);
    expect(free.win).toBe(spin.win * FREE_SPINS_MULTIPLIER);
  });

  it('settles a round as the sum of its spins, in whole minor units', () => {
    const rng = seededRng(3);
    let withFreeSpins = 0;
    // Plain checks in the loop and one assertion after it: 20,000 expect() calls took seconds on a loaded CI box.
    const wrong: number[] = [];
    for (let i = 0; i < 20_000; i++) {
      const round = playSlot(rng, 50);
      const sum = round.spins.reduce((total, s) => total + s.win, 0);
      const spins = 1 + (round.spins[0]?.freeSpinsAwarded ?? 0);
      if (!Number.isInteger(round.win) || round.win !== sum || round.spins.length !== spins) wrong.push(i);
      if (round.spins.length > 1) withFreeSpins++;
    }
    expect(wrong).toEqual([]);
    expect(withFreeSpins).toBeGreaterThan(0);
  });

  it('refuses a stake that does not split evenly over the lines', () => {
    const rng = seededRng(1);
    for (const stake of [0, -10, LINES + 1, 1.5]) expect(() => playSlot(rng, stake)).toThrow(RangeError);
  });

  it('has one scatter per strip, so at most one shows per reel', () => {
    for (const strip of STRIPS) expect(strip.filter((s) => s === SC)).toHaveLength(1);
  });
});

describe('slot return to player', () => {
  it('states the exact figure the strips and paytable give', () => {
    expect(theoreticalRtp()).toBeCloseTo(STATED_RTP, 4);
  });

  it('plays within ±0.5 % of the stated RTP over 10 million spins', () => {
    const rng = seededRng(20261122);
    const stake = LINES;
    let paid = 0;
    const rounds = 10_000_000;
    for (let i = 0; i < rounds; i++) paid += playSlot(rng, stake).win;
    const rtp = paid / (rounds * stake);
    expect(Math.abs(rtp - STATED_RTP)).toBeLessThan(0.005);
  }, 300_000);
});
