import type { Rng } from '../studio/rng.ts';
import { type Fair, type Lines, poisson, poissonPmf, resultOf, type Tally } from './model.ts';

/**
 * Football as it is played (docs/decisions/027-sports.md): each side's goals are a Poisson process,
 * drawn minute by minute as the clock reaches the minute. What is left is priced with the same
 * process: each side's remaining goals are Poisson with the rate of the minutes left.
 */

export const FOOTBALL_MINUTES = 90;

export interface FootballPlay {
  sport: 'football';
  /** Book minutes played (drawn) so far. */
  minute: number;
  over: boolean;
  home: number;
  away: number;
  /** The minute of each goal (either side): the markets close for two minutes after one. */
  goals: number[];
}

/** Expected goals of a whole match for each side, from the home side's strength in [0.25, 0.75]. */
export const footballRates = (strength: number) => ({
  home: 0.3 + 2.4 * strength,
  away: 0.3 + 2.4 * (1 - strength),
});

export const kickOffFootball = (): FootballPlay => ({
  sport: 'football',
  minute: 0,
  over: false,
  home: 0,
  away: 0,
  goals: [],
});

/** Plays the next minute: each side's goals in it, home first. The last minute ends the match. */
export function playFootballMinute(p: FootballPlay, strength: number, rng: Rng): void {
  const rates = footballRates(strength);
  p.minute++;
  const home = poisson(rng, rates.home / FOOTBALL_MINUTES);
  const away = poisson(rng, rates.away / FOOTBALL_MINUTES);
  p.home += home;
  p.away += away;
  if (home + away > 0) p.goals.push(p.minute);
  if (p.minute >= FOOTBALL_MINUTES) p.over = true;
}

export const footballTally = (p: FootballPlay): Tally => ({
  result: resultOf(p.home, p.away),
  home: p.home,
  away: p.away,
});

/** Exact sums over both sides' remaining goals (up to 12 more each: the tail beyond is negligible). */
export function fairFootball(p: FootballPlay, strength: number, lines: Lines): Fair {
  const rates = footballRates(strength);
  const left = (FOOTBALL_MINUTES - p.minute) / FOOTBALL_MINUTES;
  const ph = poissonPmf(rates.home * left, 12);
  const pa = poissonPmf(rates.away * left, 12);
  const fair: Fair = { home: 0, draw: 0, over: 0, cover: 0 };
  ph.forEach((x, i) => {
    pa.forEach((y, j) => {
      const chance = x * y;
      const h = p.home + i;
      const a = p.away + j;
      if (h > a) fair.home += chance;
      else if (h === a) fair.draw += chance;
      if (h + a > lines.total) fair.over += chance;
      if (h - lines.handicap > a) fair.cover += chance;
    });
  });
  return fair;
}
