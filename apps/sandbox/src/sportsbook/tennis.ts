import type { Rng } from '../studio/rng.ts';
import { type Fair, type Lines, resultOf, type Tally, uniform } from './model.ts';

/**
 * Tennis as it is played (docs/decisions/027-sports.md): best of three sets, games to 6 by two with a
 * tie-break at 6–6, point by point from each player’s chance of winning a point on serve, four
 * points a book minute, drawn as the clock reaches the minute. A match still on at the clock's end
 * is played out at the end. What is left is priced exactly from the score with the same rules: a
 * Markov chain over points, games and sets.
 */

/** The clock’s length: at four points a minute nearly every match has ended well before. */
export const TENNIS_MINUTES = 80;
const POINTS_PER_MINUTE = 4;
/** A point on serve at even strength, and how far strength moves it (0.66 / 0.58 at 0.75). */
const SERVE = 0.62;
const EDGE = 0.16;

export interface TennisPlay {
  sport: 'tennis';
  minute: number;
  over: boolean;
  /** Games of each set played, [home, away]. */
  sets: [number, number][];
  /** Games of the set being played. */
  games: [number, number];
  /** Points of the game (or tie-break) being played. */
  points: [number, number];
  /** Whether the home player serves this game (in a tie-break: its first point). */
  homeServes: boolean;
}

/** Each player's chance of winning a point on their own serve. */
export const serveOf = (strength: number) => ({
  home: SERVE + EDGE * (strength - 0.5),
  away: SERVE - EDGE * (strength - 0.5),
});

const setOver = (h: number, a: number) => h === 7 || a === 7 || ((h >= 6 || a >= 6) && Math.abs(h - a) >= 2);
const setsWon = (sets: readonly [number, number][]) => ({
  home: sets.filter(([h, a]) => h > a).length,
  away: sets.filter(([h, a]) => a > h).length,
});
/** Who serves point `k` (from 0) of a tie-break whose first point `first` serves: then two each. */
const tiebreakServer = (k: number, first: boolean) => (((k + 1) >> 1) % 2 === 0 ? first : !first);

/** A match about to start, `homeServes` serving first. */
export const startTennis = (homeServes: boolean): TennisPlay => ({
  sport: 'tennis',
  minute: 0,
  over: false,
  sets: [],
  games: [0, 0],
  points: [0, 0],
  homeServes,
});

/** The toss decides who serves first. */
export const kickOffTennis = (rng: Rng): TennisPlay => startTennis(rng.int(2) === 0);

function playPoint(p: TennisPlay, serve: { home: number; away: number }, rng: Rng): void {
  const tiebreak = p.games[0] === 6 && p.games[1] === 6;
  const homeServing = tiebreak ? tiebreakServer(p.points[0] + p.points[1], p.homeServes) : p.homeServes;
  const serverWins = uniform(rng) < (homeServing ? serve.home : serve.away);
  const side = serverWins === homeServing ? 0 : 1;
  p.points[side]++;
  const [h, a] = p.points;
  const to = tiebreak ? 7 : 4;
  if (Math.max(h, a) < to || Math.abs(h - a) < 2) return;
  p.points = [0, 0];
  p.games[side]++;
  p.homeServes = !p.homeServes; // a tie-break counts as a game in the order of service
  if (!setOver(p.games[0], p.games[1])) return;
  p.sets.push(p.games);
  p.games = [0, 0];
  const won = setsWon(p.sets);
  if (won.home === 2 || won.away === 2) p.over = true;
}

/** Plays the next minute's points; at the clock's end the match is played out. */
export function playTennisMinute(p: TennisPlay, strength: number, rng: Rng): void {
  const serve = serveOf(strength);
  p.minute++;
  for (let i = 0; i < POINTS_PER_MINUTE && !p.over; i++) playPoint(p, serve, rng);
  if (p.minute >= TENNIS_MINUTES) while (!p.over) playPoint(p, serve, rng);
}

const gamesOf = (p: TennisPlay) => ({
  home: p.sets.reduce((s, [h]) => s + h, 0) + p.games[0],
  away: p.sets.reduce((s, [, a]) => s + a, 0) + p.games[1],
});

/** Sets won: what the board shows as the score. */
export const tennisScore = (p: TennisPlay) => setsWon(p.sets);

const POINT_NAMES = ['0', '15', '30', '40'];
/** The games of each set and the current game's points: "6–4 3–2 (30–15)". */
export function tennisDetail(p: TennisPlay): string {
  const sets = [...p.sets, ...(p.over ? [] : [p.games])].map(([h, a]) => `${h}–${a}`).join(' ');
  if (p.over) return sets;
  const [h, a] = p.points;
  const tiebreak = p.games[0] === 6 && p.games[1] === 6;
  const name = (x: number, y: number) =>
    x >= 3 && y >= 3 ? (x > y ? 'AD' : '40') : (POINT_NAMES[x] as string);
  const points = tiebreak ? `${h}–${a}` : `${name(h, a)}–${name(a, h)}`;
  return `${sets} (${points})`;
}

/** The result by sets; the total and handicap count games (a tie-break is one game). */
export function tennisTally(p: TennisPlay): Tally {
  const won = setsWon(p.sets);
  const games = gamesOf(p);
  return { result: resultOf(won.home, won.away), home: games.home, away: games.away };
}

// ── Pricing: the Markov chain of the same rules ──────────────────────────────────────────────────

/** The server's chance of winning a game from `x`–`y` points (server first), `p` a point on serve. */
function holdFrom(p: number, x: number, y: number): number {
  if (x >= 4 && x - y >= 2) return 1;
  if (y >= 4 && y - x >= 2) return 0;
  if (x >= 3 && y >= 3) {
    const deuce = (p * p) / (p * p + (1 - p) * (1 - p));
    if (x === y) return deuce;
    return x > y ? p + (1 - p) * deuce : p * deuce;
  }
  return p * holdFrom(p, x + 1, y) + (1 - p) * holdFrom(p, x, y + 1);
}

/** The home player's chance of winning a tie-break from `h`–`a` whose first point `first` serves. */
function tiebreakFrom(s: { home: number; away: number }, h: number, a: number, first: boolean): number {
  if (h >= 7 && h - a >= 2) return 1;
  if (a >= 7 && a - h >= 2) return 0;
  if (h >= 6 && a >= 6 && h === a) {
    // Level from 6–6 on: the next two points are one on each serve.
    const both = s.home * (1 - s.away);
    const neither = (1 - s.home) * s.away;
    return both / (both + neither);
  }
  const pointHome = tiebreakServer(h + a, first) ? s.home : 1 - s.away;
  return pointHome * tiebreakFrom(s, h + 1, a, first) + (1 - pointHome) * tiebreakFrom(s, h, a + 1, first);
}

/** Final games of a set ([home, away]) with their chances. */
type SetEnds = Map<string, { h: number; a: number; p: number }>;

function addEnds(into: SetEnds, from: SetEnds, weight: number) {
  if (weight === 0) return;
  for (const [k, v] of from) {
    const had = into.get(k);
    if (had) had.p += v.p * weight;
    else into.set(k, { ...v, p: v.p * weight });
  }
}

/** How the set ends from `h`–`a` games with `points` in the current game, `homeServes` serving it. */
function setEnds(
  s: { home: number; away: number },
  memo: Map<string, SetEnds>,
  h: number,
  a: number,
  homeServes: boolean,
  points: readonly [number, number] = [0, 0],
): SetEnds {
  if (setOver(h, a)) return new Map([[`${h}-${a}`, { h, a, p: 1 }]]);
  const fresh = points[0] === 0 && points[1] === 0;
  const key = `${h}-${a}-${homeServes}`;
  const known = fresh ? memo.get(key) : undefined;
  if (known) return known;
  const homeWinsGame =
    h === 6 && a === 6
      ? tiebreakFrom(s, points[0], points[1], homeServes)
      : homeServes
        ? holdFrom(s.home, points[0], points[1])
        : 1 - holdFrom(s.away, points[1], points[0]);
  const ends: SetEnds = new Map();
  addEnds(ends, setEnds(s, memo, h + 1, a, !homeServes), homeWinsGame);
  addEnds(ends, setEnds(s, memo, h, a + 1, !homeServes), 1 - homeWinsGame);
  if (fresh) memo.set(key, ends);
  return ends;
}

/**
 * How a set ends from each game's start depends only on the strength (one of 51 values), so it is
 * worked out once per strength and kept.
 */
const fromStart = new Map<number, Map<string, SetEnds>>();
function setsFromStart(strength: number): Map<string, SetEnds> {
  let memo = fromStart.get(strength);
  if (!memo) {
    if (fromStart.size >= 64) fromStart.clear();
    memo = new Map();
    fromStart.set(strength, memo);
  }
  return memo;
}

/**
 * The fair chances from the score: the match winner, over the total games line, the home player
 * covering the games handicap. Every way the current and later sets can end is walked (at most 14
 * set scores a set, three sets), with who serves first in each following set.
 */
export function fairTennis(p: TennisPlay, strength: number, lines: Lines): Fair {
  const s = serveOf(strength);
  const memo = setsFromStart(strength);
  const fair: Fair = { home: 0, draw: 0, over: 0, cover: 0 };
  const walk = (
    won: { home: number; away: number },
    games: { home: number; away: number },
    chance: number,
    ends: SetEnds,
    /** Games already played in this set, and who serves the next one. */
    at: { played: number; homeServes: boolean },
  ) => {
    for (const end of ends.values()) {
      const w = chance * end.p;
      const nextWon = { home: won.home + (end.h > end.a ? 1 : 0), away: won.away + (end.a > end.h ? 1 : 0) };
      const nextGames = { home: games.home + end.h, away: games.away + end.a };
      if (nextWon.home === 2 || nextWon.away === 2) {
        if (nextWon.home === 2) fair.home += w;
        if (nextGames.home + nextGames.away > lines.total) fair.over += w;
        if (nextGames.home - lines.handicap > nextGames.away) fair.cover += w;
        continue;
      }
      // Service keeps alternating game by game across the sets.
      const homeServes = (end.h + end.a - at.played) % 2 === 0 ? at.homeServes : !at.homeServes;
      walk(nextWon, nextGames, w, setEnds(s, memo, 0, 0, homeServes), { played: 0, homeServes });
    }
  };
  if (p.over) {
    const t = tennisTally(p);
    return {
      home: t.result === 'home' ? 1 : 0,
      draw: 0,
      over: t.home + t.away > lines.total ? 1 : 0,
      cover: t.home - lines.handicap > t.away ? 1 : 0,
    };
  }
  const before = {
    home: p.sets.reduce((x, [h]) => x + h, 0),
    away: p.sets.reduce((x, [, a]) => x + a, 0),
  };
  const [h, a] = p.games;
  walk(setsWon(p.sets), before, 1, setEnds(s, memo, h, a, p.homeServes, p.points), {
    played: h + a,
    homeServes: p.homeServes,
  });
  return fair;
}

/** Before the toss: either player serves first, equally likely. */
export function fairTennisBeforeToss(strength: number, lines: Lines): Fair {
  const x = fairTennis(startTennis(true), strength, lines);
  const y = fairTennis(startTennis(false), strength, lines);
  return {
    home: (x.home + y.home) / 2,
    draw: 0,
    over: (x.over + y.over) / 2,
    cover: (x.cover + y.cover) / 2,
  };
}
