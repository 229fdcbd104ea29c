import type { Rng } from '../rng.ts';

/** European roulette: one zero, 37 pockets; every bet returns 36/37 of its stake on average. */

export const POCKETS = 37;
const RED = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);

export type RouletteBet =
  | { kind: 'straight'; number: number; amount: number }
  | { kind: 'red' | 'black' | 'odd' | 'even' | 'low' | 'high'; amount: number }
  | { kind: 'dozen' | 'column'; index: 1 | 2 | 3; amount: number };

export const pocketColour = (n: number): 'green' | 'red' | 'black' =>
  n === 0 ? 'green' : RED.has(n) ? 'red' : 'black';

/** What a winning bet returns, stake included, per unit staked. */
function returns(bet: RouletteBet, n: number): number {
  if (bet.kind === 'straight') return bet.number === n ? 36 : 0;
  if (n === 0) return 0;
  switch (bet.kind) {
    case 'red':
      return RED.has(n) ? 2 : 0;
    case 'black':
      return RED.has(n) ? 0 : 2;
    case 'odd':
      return n % 2 === 1 ? 2 : 0;
    case 'even':
      return n % 2 === 0 ? 2 : 0;
    case 'low':
      return n <= 18 ? 2 : 0;
    case 'high':
      return n >= 19 ? 2 : 0;
    case 'dozen':
      return Math.ceil(n / 12) === bet.index ? 3 : 0;
    case 'column':
      return ((n - 1) % 3) + 1 === bet.index ? 3 : 0;
  }
}

export function validateBets(bets: readonly RouletteBet[]): string | null {
  if (bets.length === 0 || bets.length > 40) return 'place between 1 and 40 bets';
  for (const bet of bets) {
    if (!Number.isInteger(bet.amount) || bet.amount <= 0) return 'each bet must be a positive whole amount';
    if (bet.kind === 'straight' && !(Number.isInteger(bet.number) && bet.number >= 0 && bet.number < POCKETS))
      return 'a straight bet names a number from 0 to 36';
    if ((bet.kind === 'dozen' || bet.kind === 'column') && ![1, 2, 3].includes(bet.index))
      return 'a dozen or column bet names 1, 2 or 3';
  }
  return null;
}

export interface RouletteRound {
  pocket: number;
  colour: 'green' | 'red' | 'black';
  stake: number;
  win: number;
  wins: { bet: RouletteBet; amount: number }[];
}

export function playRoulette(rng: Rng, bets: readonly RouletteBet[]): RouletteRound {
  const problem = validateBets(bets);
  if (problem) throw new RangeError(problem);
  const pocket = rng.int(POCKETS);
  const wins = bets
    .map((bet) => ({ bet, amount: bet.amount * returns(bet, pocket) }))
    .filter((w) => w.amount > 0);
  return {
    pocket,
    colour: pocketColour(pocket),
    stake: bets.reduce((sum, b) => sum + b.amount, 0),
    win: wins.reduce((sum, w) => sum + w.amount, 0),
    wins,
  };
}

/** Exact return of a bet: the sum over the 37 equally likely pockets. */
export function theoreticalRtp(bet: RouletteBet): number {
  let total = 0;
  for (let n = 0; n < POCKETS; n++) total += returns(bet, n);
  return total / POCKETS;
}
