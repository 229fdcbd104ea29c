import type { Rng } from '../rng.ts';

/**
 * Dice: a roll from 0 to 9,999; the player picks a target and wins when the roll is under it. The
 * payout is 99 % of fair odds (a 1 % edge), rounded down to the minor unit.
 */

export const ROLL_RANGE = 10_000;
export const MIN_TARGET = 100; // 1 % chance
export const MAX_TARGET = 9_500; // 95 % chance
const RETURN_BPS = 9_900; // 99 % of fair, in basis points of ROLL_RANGE

export function validateDice(stake: number, target: number): string | null {
  if (!Number.isInteger(stake) || stake <= 0) return 'the stake must be a positive whole amount';
  if (!Number.isInteger(target) || target < MIN_TARGET || target > MAX_TARGET)
    return `the target must be a whole number from ${MIN_TARGET} to ${MAX_TARGET}`;
  return null;
}

/** What a win pays, stake included. */
export const dicePayout = (stake: number, target: number) => Math.floor((stake * RETURN_BPS) / target);

export interface DiceRound {
  roll: number;
  target: number;
  stake: number;
  win: number;
}

export function playDice(rng: Rng, stake: number, target: number): DiceRound {
  const problem = validateDice(stake, target);
  if (problem) throw new RangeError(problem);
  const roll = rng.int(ROLL_RANGE);
  return { roll, target, stake, win: roll < target ? dicePayout(stake, target) : 0 };
}

/** Exact return for a stake and target: P(win) × payout ÷ stake (99 % before rounding down). */
export const theoreticalRtp = (stake: number, target: number) =>
  ((target / ROLL_RANGE) * dicePayout(stake, target)) / stake;
