import { describe, expect, it } from 'vitest';
import { type Rng, seededRng } from '../studio/rng.ts';
import {
  type EventView,
  outcomeOf,
  type Play,
  playTo,
  SPORT,
  type Sport,
  type StoredEvent,
  viewOf,
} from './events.ts';
import { startTennis, type TennisPlay } from './tennis.ts';

// The live process and its prices (docs/decisions/027-sports.md), with injected RNGs and clocks.

/** An RNG that answers from a script and fails when asked for more: it proves what was drawn, and when. */
function scripted(values: number[]): Rng & { left: () => number } {
  const queue = [...values];
  return {
    int(n) {
      const v = queue.shift();
      if (v === undefined) throw new Error('drew beyond the script');
      if (v >= n) throw new Error(`scripted ${v} outside [0, ${n})`);
      return v;
    },
    left: () => queue.length,
  };
}
// One minute of football: each side's goals, home first (a uniform of 0 ends a Poisson draw at 0).
const NO_GOAL = [0];
const GOAL = [999_999, 0];

const event = (sport: Sport, play?: Play, strength = 0.5): StoredEvent => ({
  id: `${sport}-1`,
  sport,
  home: 'Home',
  away: 'Away',
  startsAt: 0,
  strength,
  cancelled: false,
  ...(play && { play }),
});
/** A clock past the start: the view is live (or finished) at whatever the play has reached. */
const LIVE = { now: 1, speed: 1 };
const market = (v: EventView, id: string) => v.markets.find((m) => m.id === id)!;
const odds = (v: EventView, id: string, selection: string) =>
  market(v, id).selections.find((s) => s.id === selection)!.odds;
const implied = (v: EventView, id: string) =>
  market(v, id).selections.reduce((sum, s) => sum + 100 / s.odds, 0);

const football = (minute: number, home: number, away: number): Play => ({
  sport: 'football',
  minute,
  over: false,
  home,
  away,
  goals: [],
});
const basketball = (minute: number, home: number, away: number): Play => ({
  sport: 'basketball',
  minute,
  over: false,
  home,
  away,
});
const tennis = (over: Partial<TennisPlay>): TennisPlay => ({ ...startTennis(true), minute: 10, ...over });

describe('the draw of each minute', () => {
  it('draws a football minute only when the clock reaches it, from the RNG it is given', () => {
    const e = event('football');
    const rng = scripted([...NO_GOAL, ...NO_GOAL, ...GOAL, ...NO_GOAL]);
    expect(playTo(e, 0, rng)).toBe(true); // kick-off: nothing drawn yet
    expect(rng.left()).toBe(5);
    expect(playTo(e, 1, rng)).toBe(true);
    expect(e.play).toMatchObject({ minute: 1, home: 0, away: 0, goals: [] });
    expect(rng.left()).toBe(3);
    expect(playTo(e, 2, rng)).toBe(true);
    expect(e.play).toMatchObject({ minute: 2, home: 1, away: 0, goals: [2], over: false });
    expect(rng.left()).toBe(0);
    // The same minute again draws nothing: a minute is drawn once.
    expect(playTo(e, 2, rng)).toBe(false);
    // The third minute is not in the script: drawing it before its time would have thrown above.
    expect(() => playTo(e, 3, rng)).toThrow('drew beyond the script');
  });

  it('plays tennis point by point: a hold, a break, and the tie-break that decides who serves next', () => {
    const e = event('tennis');
    // The toss (home serves), a love hold, then four points lost on the away serve.
    const rng = scripted([0, 0, 0, 0, 0, 999_999, 999_999, 999_999, 999_999]);
    playTo(e, 2, rng);
    expect(e.play).toMatchObject({ sets: [], games: [2, 0], points: [0, 0], homeServes: true });
    expect(viewOf(e, LIVE)).toMatchObject({ score: { home: 0, away: 0 }, detail: '2–0 (0–0)' });

    // At 6–6 the home player takes the tie-break 7–0: the first point on their serve, then two on
    // the away serve, two on theirs… and the away player serves first in the next set, winning
    // its first point (two minutes: eight points).
    const tb = event('tennis', tennis({ minute: 9, games: [6, 6], homeServes: true }));
    const points = scripted([0, 999_999, 999_999, 0, 0, 999_999, 999_999, 0]);
    playTo(tb, 11, points);
    expect(points.left()).toBe(0);
    expect(tb.play).toMatchObject({ sets: [[7, 6]], games: [0, 0], points: [0, 1], homeServes: false });
    expect(viewOf(tb, LIVE)).toMatchObject({ score: { home: 1, away: 0 }, detail: '7–6 0–0 (0–15)' });
  });

  it('is the same match whether the clock is read every minute or once, for the same RNG', () => {
    for (const sport of ['football', 'basketball', 'tennis'] as const) {
      const stepped = event(sport);
      const once = event(sport);
      const a = seededRng(3);
      for (const minute of [0, 1, 7, 30, 31, 60, SPORT[sport].minutes]) playTo(stepped, minute, a);
      playTo(once, SPORT[sport].minutes, seededRng(3));
      expect(stepped.play, sport).toEqual(once.play);
      expect(once.play?.over, sport).toBe(true);
    }
  });

  it('ends basketball with a winner (overtime at the whistle) and settles tennis by sets, totals by games', () => {
    for (let seed = 0; seed < 200; seed++) {
      const e = event('basketball');
      playTo(e, SPORT.basketball.minutes, seededRng(seed));
      const p = e.play as Extract<Play, { sport: 'basketball' }>;
      expect(p.home).not.toBe(p.away);
    }
    // 6–7 7–5 6–0: the home player wins 2–1 on 19 games to 12.
    const t = event(
      'tennis',
      tennis({
        over: true,
        sets: [
          [6, 7],
          [7, 5],
          [6, 0],
        ],
      }),
    );
    expect(outcomeOf(t, 'result', 'home')).toBe('won');
    expect(outcomeOf(t, 'total', 'over')).toBe('won'); // 31 > 22.5
    expect(outcomeOf(t, 'handicap', 'home')).toBe('won'); // 19 - 3.5 > 12
    expect(viewOf(t, LIVE)).toMatchObject({ status: 'finished', score: { home: 2, away: 1 } });
    // A match still on cannot be settled.
    expect(() => outcomeOf(event('football', football(40, 1, 0)), 'result', 'home')).toThrow();
  });
});

describe('live odds', () => {
  it('shorten for the leader as the lead grows and the clock runs out', () => {
    const home = (e: StoredEvent) => odds(viewOf(e, LIVE), 'result', 'home');
    const ladders: Record<Sport, Play[]> = {
      football: [football(20, 0, 0), football(20, 1, 0), football(50, 1, 0), football(75, 1, 0)],
      basketball: [
        basketball(12, 50, 50),
        basketball(12, 53, 50),
        basketball(12, 58, 50),
        basketball(30, 68, 60),
      ],
      tennis: [
        tennis({}),
        tennis({ games: [2, 0] }),
        tennis({ sets: [[6, 4]] }),
        tennis({ sets: [[6, 4]], games: [3, 1] }),
      ],
    };
    for (const [sport, plays] of Object.entries(ladders) as [Sport, Play[]][]) {
      const prices = plays.map((p) => home(event(sport, p)));
      for (let i = 1; i < prices.length; i++)
        expect(prices[i], `${sport}: ${prices.join(' > ')}`).toBeLessThan(prices[i - 1] as number);
    }
    // And lengthen for the trailing side.
    expect(odds(viewOf(event('football', football(75, 1, 0)), LIVE), 'result', 'away')).toBeGreaterThan(
      odds(viewOf(event('football', football(20, 1, 0)), LIVE), 'result', 'away'),
    );
  });

  it('keep the margin in every open market, and suspend one whose result is all but decided', () => {
    const seen = { open: 0, decided: 0 };
    for (const sport of ['football', 'basketball', 'tennis'] as const) {
      const margin = SPORT[sport].margin;
      for (let seed = 0; seed < 12; seed++) {
        const e = event(sport, undefined, 0.25 + seed / 24);
        const rng = seededRng(seed);
        for (let minute = 0; minute < SPORT[sport].minutes - 2 && !e.play?.over; minute++) {
          playTo(e, minute, rng);
          const v = viewOf(e, LIVE);
          for (const m of v.markets) {
            if (m.suspended) {
              seen.decided++;
              continue;
            }
            seen.open++;
            const sum = implied(v, m.id);
            expect(sum, `${sport} ${m.id} at ${minute}`).toBeGreaterThanOrEqual(1 + margin);
            expect(sum, `${sport} ${m.id} at ${minute}`).toBeLessThan(1 + margin + 0.025);
          }
        }
      }
    }
    expect(seen.open).toBeGreaterThan(1000);
    expect(seen.decided).toBeGreaterThan(0);
    // 3–0 with five minutes left: the result market is suspended, the odds still shown.
    const late = viewOf(event('football', football(85, 3, 0)), LIVE);
    expect(market(late, 'result').suspended).toBe(true);
  });

  it('price what the process then does: the fair chance of a home win matches thousands of continuations', () => {
    const states: [Sport, Play, number][] = [
      ['football', football(30, 1, 1), 0.55],
      ['basketball', basketball(20, 40, 44), 0.6],
      ['tennis', tennis({ sets: [[4, 6]], games: [2, 1], points: [1, 2] }), 0.62],
    ];
    const rng = seededRng(99);
    for (const [sport, play, strength] of states) {
      const runs = 4_000;
      let homeWins = 0;
      let overs = 0;
      for (let i = 0; i < runs; i++) {
        const e = event(sport, structuredClone(play), strength);
        playTo(e, SPORT[sport].minutes, rng);
        if (outcomeOf(e, 'result', 'home') === 'won') homeWins++;
        if (outcomeOf(e, 'total', 'over') === 'won') overs++;
      }
      // Remove the margin from the odds to get back the book's chances.
      const v = viewOf(event(sport, play, strength), LIVE);
      const chance = (id: string, selection: string) =>
        100 / odds(v, id, selection) / (1 + SPORT[sport].margin);
      expect(Math.abs(chance('result', 'home') - homeWins / runs), sport).toBeLessThan(0.03);
      expect(Math.abs(chance('total', 'over') - overs / runs), sport).toBeLessThan(0.03);
    }
  });
});
