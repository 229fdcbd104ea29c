import type { PlayMode } from '@croupier/contract/studio';

/** What pressing play leads to: a session in a mode, or registration (000 §4 Game). */
export type PlayChoice = PlayMode | 'registration';

/**
 * Pressing play: a logged-in player plays real; a guest goes to demo when the game has demo mode,
 * else to registration (000 §4 Game).
 */
export function pressPlay(isLogged: boolean, hasDemoMode: boolean): PlayChoice {
  if (isLogged) return 'real';
  return hasDemoMode ? 'demo' : 'registration';
}

/**
 * Whether the game page shows its controls (play, and demo when the game has it) before playing.
 * 000 §4: they are hidden while playing, on mobile, in demo (a guest's play is demo), and when
 * logged in without demo (play can only be real). Where they are hidden, the page presses play
 * itself, so what is left are the two real choices: a player picking real or demo, and a guest
 * told that a game without demo needs an account.
 */
export function showsControls(at: { isLogged: boolean; hasDemoMode: boolean; mobile: boolean }): boolean {
  if (at.mobile) return false;
  return pressPlay(at.isLogged, at.hasDemoMode) !== 'demo' && (at.hasDemoMode || !at.isLogged);
}
