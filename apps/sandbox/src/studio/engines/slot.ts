import type { Rng } from '../rng.ts';

/**
 * "Reels": a 5-reel, 3-row video slot with 10 fixed paylines, a wild, and a scatter that pays anywhere
 * and awards free spins. Every amount is in integer minor units: the stake is split evenly over the
 * lines, so it must be a multiple of LINES.
 */

/** The return to player the studio states for this game (`theoreticalRtp()`, to four places). */
export const STATED_RTP = 0.9548;

export const REELS = 5;
export const ROWS = 3;

export const SYMBOLS = ['WILD', 'SCATTER', 'CROWN', 'BELL', 'GEM', 'SEVEN', 'A', 'K', 'Q', 'J'] as const;
export type SymbolName = (typeof SYMBOLS)[number];
const WILD = 0;
const SCATTER = 1;

/** Pay per line bet for 3, 4 and 5 of a kind, left to right from the first reel. */
export const PAYTABLE: Readonly<Record<SymbolName, readonly [number, number, number]>> = {
  WILD: [50, 250, 1000],
  SCATTER: [0, 0, 0], // pays by SCATTER_PAYS instead
  CROWN: [40, 150, 600],
  BELL: [30, 100, 400],
  GEM: [20, 75, 250],
  SEVEN: [15, 50, 200],
  A: [12, 35, 120],
  K: [11, 30, 100],
  Q: [7, 20, 75],
  J: [7, 15, 60],
};

/** Scatter pays, times the whole stake, for 3, 4 and 5 scatters anywhere in view. */
export const SCATTER_PAYS: readonly [number, number, number] = [2, 10, 50];
export const FREE_SPINS_AWARDED = 10;
/** Free-spin wins are multiplied; free spins do not award more free spins. */
export const FREE_SPINS_MULTIPLIER = 3;

/** Row index per reel for each payline (0 top, 1 middle, 2 bottom). */
export const PAYLINES: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [0, 1, 1, 1, 0],
];
export const LINES = PAYLINES.length;

/** How many of each symbol each reel strip holds (in SYMBOLS order). One scatter per strip. */
const STRIP_COUNTS: readonly (readonly number[])[] = [
  [2, 1, 2, 3, 3, 4, 5, 5, 6, 6],
  [2, 1, 2, 3, 3, 4, 5, 5, 6, 6],
  [2, 1, 2, 3, 3, 4, 5, 5, 6, 6],
  [2, 1, 2, 3, 3, 4, 5, 5, 6, 6],
  [2, 1, 2, 3, 3, 4, 5, 5, 6, 6],
];

/** Spreads the symbols over the strip in a fixed interleaved order, so a strip reads like a real one. */
function buildStrip(counts: readonly number[]): number[] {
  const left = [...counts];
  const strip: number[] = [];
  while (left.some((c) => c > 0)) {
    for (let s = left.length - 1; s >= 0; s--) {
      if ((left[s] ?? 0) > 0) {
        strip.push(s);
        left[s] = (left[s] ?? 0) - 1;
      }
    }
  }
  return strip;
}

export const STRIPS: readonly (readonly number[])[] = STRIP_COUNTS.map(buildStrip);

/** The symbols in view: `grid[reel][row]`, as symbol indexes. */
export type Grid = number[][];

export function spinGrid(rng: Rng): { grid: Grid; stops: number[] } {
  const stops: number[] = [];
  const grid: Grid = [];
  for (const strip of STRIPS) {
    const stop = rng.int(strip.length);
    stops.push(stop);
    const reel: number[] = [];
    for (let row = 0; row < ROWS; row++) reel.push(strip[(stop + row) % strip.length] ?? 0);
    grid.push(reel);
  }
  return { grid, stops };
}

/**
 * Pay of one line of five symbols, per unit of line bet: the longer of the run of wilds and the run of
 * the first non-wild symbol (wilds standing in), whichever pays more. Scatters never pay on lines.
 */
export function linePay(symbols: readonly number[]): number {
  let wildRun = 0;
  while (wildRun < symbols.length && symbols[wildRun] === WILD) wildRun++;
  const wildPay = wildRun >= 3 ? (PAYTABLE.WILD[wildRun - 3] ?? 0) : 0;
  const target = symbols[wildRun];
  if (target === undefined || target === SCATTER) return wildPay;
  let run = wildRun;
  while (run < symbols.length && (symbols[run] === WILD || symbols[run] === target)) run++;
  const name = SYMBOLS[target] as SymbolName;
  const symbolPay = run >= 3 ? (PAYTABLE[name][run - 3] ?? 0) : 0;
  return Math.max(wildPay, symbolPay);
}

export interface LineWin {
  line: number;
  symbol: SymbolName;
  count: number;
  amount: number;
}

export interface SlotSpin {
  grid: SymbolName[][];
  lineWins: LineWin[];
  scatters: number;
  scatterWin: number;
  /** Total win of this spin, multiplier included. */
  win: number;
  freeSpinsAwarded: number;
}

function countRun(symbols: readonly number[]): { symbol: number; count: number } {
  let i = 0;
  while (i < symbols.length && symbols[i] === WILD) i++;
  const symbol = symbols[i] ?? WILD;
  let run = i;
  while (run < symbols.length && (symbols[run] === WILD || symbols[run] === symbol)) run++;
  return { symbol, count: run };
}

/** One spin for `stake` (minor units, a multiple of LINES); `multiplier` is 1, or 3 in free spins. */
export function evaluateSpin(grid: Grid, stake: number, multiplier = 1): SlotSpin {
  const lineBet = stake / LINES;
  const lineWins: LineWin[] = [];
  const symbols = [0, 0, 0, 0, 0];
  for (let line = 0; line < LINES; line++) {
    const rows = PAYLINES[line] ?? [];
    for (let reel = 0; reel < REELS; reel++) symbols[reel] = grid[reel]?.[rows[reel] ?? 0] ?? 0;
    const pay = linePay(symbols);
    if (pay > 0) {
      const { symbol, count } = countRun(symbols);
      lineWins.push({
        line,
        symbol: SYMBOLS[symbol] as SymbolName,
        count,
        amount: pay * lineBet * multiplier,
      });
    }
  }
  const scatters = grid.reduce((n, reel) => n + reel.filter((s) => s === SCATTER).length, 0);
  const scatterWin = scatters >= 3 ? (SCATTER_PAYS[Math.min(scatters, 5) - 3] ?? 0) * stake * multiplier : 0;
  const win = lineWins.reduce((sum, w) => sum + w.amount, 0) + scatterWin;
  return {
    grid: grid.map((reel) => reel.map((s) => SYMBOLS[s] as SymbolName)),
    lineWins,
    scatters,
    scatterWin,
    win,
    freeSpinsAwarded: multiplier === 1 && scatters >= 3 ? FREE_SPINS_AWARDED : 0,
  };
}

export interface SlotRound {
  stake: number;
  spins: SlotSpin[];
  /** Everything the round pays: the base spin and all its free spins. */
  win: number;
}

/** A paid spin and, when it awards them, its free spins: one round, settled as one bet and one win. */
export function playSlot(rng: Rng, stake: number): SlotRound {
  if (!Number.isInteger(stake) || stake <= 0 || stake % LINES !== 0)
    throw new RangeError(`stake must be a positive multiple of ${LINES} minor units`);
  const base = evaluateSpin(spinGrid(rng).grid, stake);
  const spins = [base];
  for (let i = 0; i < base.freeSpinsAwarded; i++)
    spins.push(evaluateSpin(spinGrid(rng).grid, stake, FREE_SPINS_MULTIPLIER));
  return { stake, spins, win: spins.reduce((sum, s) => sum + s.win, 0) };
}

/**
 * The slot's exact return to player, from the strips and paytable alone: a payline's five symbols are
 * independent (one per reel, each uniform over its strip), so the expected line pay is a sum over
 * symbol combinations; scatters in view follow from each strip's scatter count (spaced so at most one
 * shows per reel); free spins add their expected value once per trigger.
 */
export function theoreticalRtp(): number {
  const probs = STRIPS.map((strip) =>
    SYMBOLS.map((_, s) => strip.filter((x) => x === s).length / strip.length),
  );
  let lineExpectation = 0;
  const combo = [0, 0, 0, 0, 0];
  const walk = (reel: number, p: number) => {
    if (p === 0) return;
    if (reel === REELS) {
      lineExpectation += p * linePay(combo);
      return;
    }
    for (let s = 0; s < SYMBOLS.length; s++) {
      combo[reel] = s;
      walk(reel + 1, p * (probs[reel]?.[s] ?? 0));
    }
  };
  walk(0, 1);
  // Distribution of the number of reels showing a scatter.
  let dist = [1];
  for (const strip of STRIPS) {
    const p = (ROWS * strip.filter((x) => x === SCATTER).length) / strip.length;
    const next = new Array(dist.length + 1).fill(0);
    dist.forEach((q, k) => {
      next[k] += q * (1 - p);
      next[k + 1] += q * p;
    });
    dist = next;
  }
  const scatterExpectation = dist.reduce(
    (sum, q, k) => sum + (k >= 3 ? q * (SCATTER_PAYS[k - 3] ?? 0) : 0),
    0,
  );
  const trigger = dist.slice(3).reduce((a, b) => a + b, 0);
  const baseRtp = lineExpectation + scatterExpectation;
  return baseRtp * (1 + trigger * FREE_SPINS_AWARDED * FREE_SPINS_MULTIPLIER);
}
