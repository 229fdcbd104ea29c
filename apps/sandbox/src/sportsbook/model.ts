import type { Rng } from '../studio/rng.ts';

/**
 * What the sports' live processes share (docs/decisions/027-sports.md): the draws they make as the
 * clock runs and the distributions the book prices what is left with.
 */

/** Fair probabilities of a match: home win, draw, over the total line, home covering the handicap. */
export interface Fair {
  home: number;
  draw: number;
  over: number;
  cover: number;
}

/** The market lines of a sport: total (over/under) and the home side's handicap, both ending in .5. */
export interface Lines {
  total: number;
  handicap: number;
}

/** What settles an ended match: the result, and the units the total and handicap count. */
export interface Tally {
  result: 'home' | 'draw' | 'away';
  home: number;
  away: number;
}

/** A uniform draw in [0, 1) in millionths. */
export const uniform = (rng: Rng) => rng.int(1_000_000) / 1_000_000;

/** A Poisson draw (Knuth's product of uniforms): fine for the small rates of one minute. */
export function poisson(rng: Rng, lambda: number): number {
  const l = Math.exp(-lambda);
  let k = 0;
  let p = 1;
  do {
    k++;
    p *= uniform(rng) || 1e-9;
  } while (p > l);
  return k - 1;
}

/** P(X = 0 … max) for X ~ Poisson(lambda). */
export function poissonPmf(lambda: number, max: number): number[] {
  const out: number[] = [];
  let p = Math.exp(-lambda);
  for (let k = 0; k <= max; k++) {
    out.push(p);
    p = (p * lambda) / (k + 1);
  }
  return out;
}

function erf(x: number): number {
  // Abramowitz and Stegun 7.1.26 (error under 1.5e-7): enough to price a sandbox's odds.
  const s = Math.sign(x);
  const t = 1 / (1 + 0.3275911 * Math.abs(x));
  const y =
    1 -
    ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496735) * t + 0.254829592) *
      t *
      Math.exp(-x * x);
  return s * y;
}

/** P(X > x) for X ~ Normal(mean, sd); with sd 0 the outcome is known (a tie at x counts half). */
export function above(x: number, mean: number, sd: number): number {
  if (sd <= 0) return mean > x ? 1 : mean < x ? 0 : 0.5;
  return 0.5 * (1 - erf((x - mean) / (sd * Math.SQRT2)));
}

/** Who leads a count, or a draw. */
export const resultOf = (home: number, away: number): Tally['result'] =>
  home > away ? 'home' : home < away ? 'away' : 'draw';
