import type { Rng } from '../studio/rng.ts';
import { above, type Fair, type Lines, resultOf, type Tally, uniform } from './model.ts';

/**
 * Basketball as it is played (docs/decisions/027-sports.md): each side has two possessions a minute,
 * each scoring 3, 2, 1 or 0 points, drawn as the clock reaches the minute. A tie at the final
 * whistle goes to overtime, played at the whistle (the book's clock has no overtime) until a side
 * leads. What is left is priced with a normal approximation of the remaining possessions' points.
 */

export const BASKETBALL_MINUTES = 48;
/** Possessions of each side per book minute. */
const POSSESSIONS = 2;
/** One overtime: five minutes of possessions. */
const OVERTIME_POSSESSIONS = 5 * POSSESSIONS;
/** What a possession scores at even strength: about 1.04 points, 100 a match. */
const SHOT = { three: 0.12, two: 0.3, one: 0.08 };
/** How much strength moves a side's scoring: ±5 points a match at strength 0.25 / 0.75. */
const EDGE = 0.2;

export interface BasketballPlay {
  sport: 'basketball';
  minute: number;
  over: boolean;
  home: number;
  away: number;
}

/** A side's chances of scoring 3, 2 or 1 on a possession. */
function sideOf(strength: number, home: boolean) {
  const f = 1 + (home ? 1 : -1) * EDGE * (strength - 0.5);
  return { three: SHOT.three * f, two: SHOT.two * f, one: SHOT.one * f };
}

/** Mean and variance of one possession's points. */
function moments(s: ReturnType<typeof sideOf>) {
  const mean = 3 * s.three + 2 * s.two + s.one;
  return { mean, variance: 9 * s.three + 4 * s.two + s.one - mean * mean };
}

function possession(rng: Rng, s: ReturnType<typeof sideOf>): number {
  const u = uniform(rng);
  if (u < s.three) return 3;
  if (u < s.three + s.two) return 2;
  return u < s.three + s.two + s.one ? 1 : 0;
}

export const tipOffBasketball = (): BasketballPlay => ({
  sport: 'basketball',
  minute: 0,
  over: false,
  home: 0,
  away: 0,
});

function playPossessions(p: BasketballPlay, strength: number, rng: Rng, n: number) {
  const home = sideOf(strength, true);
  const away = sideOf(strength, false);
  for (let i = 0; i < n; i++) {
    p.home += possession(rng, home);
    p.away += possession(rng, away);
  }
}

/** Plays the next minute; the last one ends the match, with overtime until a side leads. */
export function playBasketballMinute(p: BasketballPlay, strength: number, rng: Rng): void {
  p.minute++;
  playPossessions(p, strength, rng, POSSESSIONS);
  if (p.minute < BASKETBALL_MINUTES) return;
  while (p.home === p.away) playPossessions(p, strength, rng, OVERTIME_POSSESSIONS);
  p.over = true;
}

export const basketballTally = (p: BasketballPlay): Tally => ({
  result: resultOf(p.home, p.away),
  home: p.home,
  away: p.away,
});

/**
 * The remaining possessions' points of each side are sums of independent possessions, so the final
 * difference and total are about normal around the current score. A tie after regulation is
 * overtime, which the normal tail splits in half at 0 (and the totals leave out).
 */
export function fairBasketball(p: BasketballPlay, strength: number, lines: Lines): Fair {
  const n = POSSESSIONS * (BASKETBALL_MINUTES - p.minute);
  const home = moments(sideOf(strength, true));
  const away = moments(sideOf(strength, false));
  const sd = Math.sqrt(n * (home.variance + away.variance));
  const diff = p.home - p.away + n * (home.mean - away.mean);
  const total = p.home + p.away + n * (home.mean + away.mean);
  return {
    home: above(0, diff, sd),
    draw: 0,
    over: above(lines.total, total, sd),
    cover: above(lines.handicap, diff, sd),
  };
}
