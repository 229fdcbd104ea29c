import { describe, expect, it } from 'vitest';
import { pressPlay, showsControls } from './opening.ts';

describe('opening a game (000 §4 Game)', () => {
  it('plays real for a player, demo for a guest when the game has it, else registration', () => {
    expect(pressPlay(true, true)).toBe('real');
    expect(pressPlay(true, false)).toBe('real');
    expect(pressPlay(false, true)).toBe('demo');
    expect(pressPlay(false, false)).toBe('registration');
  });

  it('shows controls on desktop only to a player with a demo game and a guest without one', () => {
    const at = (isLogged: boolean, hasDemoMode: boolean, mobile = false) =>
      showsControls({ isLogged, hasDemoMode, mobile });
    expect(at(true, true)).toBe(true);
    expect(at(false, false)).toBe(true);
    // In demo: a guest's play is demo.
    expect(at(false, true)).toBe(false);
    // Logged in without demo: nothing to choose.
    expect(at(true, false)).toBe(false);
    // On mobile, never.
    for (const [l, d] of [
      [true, true],
      [false, false],
      [true, false],
      [false, true],
    ] as const)
      expect(at(l, d, true)).toBe(false);
  });
});
