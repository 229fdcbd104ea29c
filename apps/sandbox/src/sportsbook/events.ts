import type { Rng } from '../studio/rng.ts';

/**
 * The sportsbook's fixtures (docs/decisions/027-sports.md). Each event's final score is drawn on the
 * server when the event is made (from the book's RNG) and kept secret; while it is live the score is
 * revealed as the clock runs and the odds are priced from what is left to play, with the book's
 * margin. Every market's line ends in .5, so a market never pushes.
 */

export type Sport = 'football' | 'tennis' | 'basketball';
export const SPORTS: readonly Sport[] = ['football', 'tennis', 'basketball'];

export interface StoredEvent {
  id: string;
  sport: Sport;
  home: string;
  away: string;
  /** Real ms when play starts; the match lasts `SPORT[sport].minutes` book minutes. */
  startsAt: number;
  /** Home team's strength in [0.25, 0.75]: the model's only parameter. */
  strength: number;
  /** The drawn result, secret until the end. Football: the minute of each goal. */
  final: { home: number; away: number; homeGoals?: number[]; awayGoals?: number[] };
  /** Drawn at creation: the event is called off at kick-off and every selection on it is void. */
  cancelled: boolean;
}

export type EventStatus = 'prematch' | 'live' | 'finished' | 'cancelled';

export interface Selection {
  id: string;
  label: string;
  odds: number;
}
export interface Market {
  id: 'result' | 'total' | 'handicap';
  name: string;
  suspended: boolean;
  selections: Selection[];
}
export interface EventView {
  id: string;
  sport: Sport;
  name: string;
  home: string;
  away: string;
  startsAt: string;
  status: EventStatus;
  minute: number | null;
  score: { home: number; away: number } | null;
  markets: Market[];
}

interface SportModel {
  minutes: number;
  margin: number;
  total: number;
  handicap: number;
  totalName: string;
  handicapName: string;
  teams: string[];
}

export const SPORT: Record<Sport, SportModel> = {
  football: {
    minutes: 90,
    margin: 0.06,
    total: 2.5,
    handicap: 1.5,
    totalName: 'Total goals',
    handicapName: 'Handicap',
    teams: [
      'Red Lions',
      'Blue Owls',
      'Harbour FC',
      'Valley United',
      'North End',
      'Granite Town',
      'River Athletic',
      'Old Mill',
    ],
  },
  tennis: {
    minutes: 80,
    margin: 0.05,
    total: 22.5,
    handicap: 3.5,
    totalName: 'Total games',
    handicapName: 'Game handicap',
    teams: ['A. Ries', 'B. Kor', 'C. Lindqvist', 'D. Amaro', 'E. Novak', 'F. Osei', 'G. Tanaka', 'H. Brandt'],
  },
  basketball: {
    minutes: 48,
    margin: 0.05,
    total: 200.5,
    handicap: 4.5,
    totalName: 'Total points',
    handicapName: 'Handicap',
    teams: ['Comets', 'Pilots', 'Miners', 'Herons', 'Bricklayers', 'Foxes', 'Rangers', 'Tides'],
  },
};

/** Per-side scoring model: football goals are Poisson; tennis games and basketball points normal. */
const NORMAL = {
  tennis: { mean: 11, spread: 3, sd: 2.6 },
  basketball: { mean: 100, spread: 10, sd: 9 },
} as const;

const uniform = (rng: Rng) => rng.int(1_000_000) / 1_000_000;

function poisson(rng: Rng, lambda: number): number {
  const l = Math.exp(-lambda);
  let k = 0;
  let p = 1;
  do {
    k++;
    p *= uniform(rng) || 1e-9;
  } while (p > l);
  return k - 1;
}

function normal(rng: Rng): number {
  const u = uniform(rng) || 1e-9;
  const v = uniform(rng);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}

const footballLambdas = (strength: number) => ({
  home: 0.3 + 2.4 * strength,
  away: 0.3 + 2.4 * (1 - strength),
});

/** A new event starting at `startsAt`, its result drawn now. */
export function drawEvent(rng: Rng, id: string, sport: Sport, startsAt: number): StoredEvent {
  const teams = SPORT[sport].teams;
  const h = rng.int(teams.length);
  const a = (h + 1 + rng.int(teams.length - 1)) % teams.length;
  const strength = 0.25 + rng.int(51) / 100;
  let final: StoredEvent['final'];
  if (sport === 'football') {
    const l = footballLambdas(strength);
    const minutes = (n: number) => Array.from({ length: n }, () => 1 + rng.int(90)).sort((x, y) => x - y);
    const homeGoals = minutes(poisson(rng, l.home));
    const awayGoals = minutes(poisson(rng, l.away));
    final = { home: homeGoals.length, away: awayGoals.length, homeGoals, awayGoals };
  } else {
    const m = NORMAL[sport];
    const shift = (strength - 0.5) * 2 * m.spread;
    let home = Math.max(0, Math.round(m.mean + shift + m.sd * normal(rng)));
    let away = Math.max(0, Math.round(m.mean - shift + m.sd * normal(rng)));
    if (home === away) {
      if (rng.int(100) < strength * 100) home++;
      else away++;
    }
    final = { home, away };
  }
  return {
    id,
    sport,
    home: teams[h] as string,
    away: teams[a] as string,
    startsAt,
    strength,
    final,
    cancelled: rng.int(100) < 8,
  };
}

export interface Clock {
  now: number;
  /** Book minutes per real minute: 1 is real time, tests run faster. */
  speed: number;
}

export const endsAt = (e: StoredEvent, speed: number) =>
  e.startsAt + (SPORT[e.sport].minutes * 60_000) / speed;

export function statusOf(e: StoredEvent, c: Clock): EventStatus {
  if (c.now < e.startsAt) return 'prematch';
  if (e.cancelled) return 'cancelled';
  return c.now < endsAt(e, c.speed) ? 'live' : 'finished';
}

/** The whole book minute being played (live), 0 before, the full length after. */
export function minuteOf(e: StoredEvent, c: Clock): number {
  const played = ((c.now - e.startsAt) * c.speed) / 60_000;
  return Math.max(0, Math.min(SPORT[e.sport].minutes, Math.floor(played)));
}

/** The score after `minute` (the final one at the end). */
export function scoreAt(e: StoredEvent, minute: number): { home: number; away: number } {
  const length = SPORT[e.sport].minutes;
  if (e.sport === 'football') {
    const upTo = (goals: number[] = []) => goals.filter((g) => g <= minute).length;
    return { home: upTo(e.final.homeGoals), away: upTo(e.final.awayGoals) };
  }
  const f = Math.min(1, minute / length);
  return { home: Math.floor(e.final.home * f), away: Math.floor(e.final.away * f) };
}

// ── Pricing ─────────────────────────────────────────────────────────────────────────────────────

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
const above = (x: number, mean: number, sd: number) =>
  sd <= 0 ? (mean > x ? 1 : 0) : 0.5 * (1 - erf((x - mean) / (sd * Math.SQRT2)));

function poissonPmf(lambda: number, max: number): number[] {
  const out: number[] = [];
  let p = Math.exp(-lambda);
  for (let k = 0; k <= max; k++) {
    out.push(p);
    p = (p * lambda) / (k + 1);
  }
  return out;
}

/** Fair probabilities of home win, draw, over the total line and home covering the handicap. */
function fair(e: StoredEvent, minute: number) {
  const m = SPORT[e.sport];
  const left = Math.max(0, 1 - minute / m.minutes);
  const now = scoreAt(e, minute);
  if (e.sport === 'football') {
    const l = footballLambdas(e.strength);
    const ph = poissonPmf(l.home * left, 12);
    const pa = poissonPmf(l.away * left, 12);
    let home = 0;
    let draw = 0;
    let over = 0;
    let cover = 0;
    ph.forEach((x, i) => {
      pa.forEach((y, j) => {
        const p = x * y;
        const h = now.home + i;
        const a = now.away + j;
        if (h > a) home += p;
        else if (h === a) draw += p;
        if (h + a > m.total) over += p;
        if (h - m.handicap > a) cover += p;
      });
    });
    return { home, draw, over, cover };
  }
  const n = NORMAL[e.sport];
  const shift = (e.strength - 0.5) * 2 * n.spread;
  const sd = n.sd * Math.SQRT2 * Math.sqrt(left);
  const diff = now.home - now.away + 2 * shift * left;
  const total = now.home + now.away + 2 * n.mean * left;
  return {
    home: above(0, diff, sd),
    draw: 0,
    over: above(m.total, total, sd),
    cover: above(m.handicap, diff, sd),
  };
}

/** Decimal odds in hundredths for a fair probability, with the margin: ≥ 1.01, at most 100.00. */
export function price(p: number, margin: number): number {
  const q = Math.min(0.99, Math.max(0.01, p)) * (1 + margin);
  return Math.max(101, Math.min(10_000, Math.floor(100 / q)));
}

function suspended(e: StoredEvent, c: Clock, minute: number): boolean {
  if (statusOf(e, c) !== 'live') return statusOf(e, c) !== 'prematch';
  const m = SPORT[e.sport].minutes;
  if (minute >= m - 2) return true; // the last minutes: no more bets
  // Football: after a goal the markets close for two minutes while the book reprices.
  const goals = [...(e.final.homeGoals ?? []), ...(e.final.awayGoals ?? [])];
  return goals.some((g) => minute >= g && minute < g + 2);
}

/** The event as the page shows it: status, clock, score and markets at `c.now`. */
export function viewOf(e: StoredEvent, c: Clock): EventView {
  const status = statusOf(e, c);
  const minute = minuteOf(e, c);
  const m = SPORT[e.sport];
  const p = fair(e, status === 'live' ? minute : 0);
  const closed = suspended(e, c, minute);
  const price_ = (x: number) => price(x, m.margin);
  const result: Selection[] =
    e.sport === 'football'
      ? [
          { id: 'home', label: e.home, odds: price_(p.home) },
          { id: 'draw', label: 'Draw', odds: price_(p.draw) },
          { id: 'away', label: e.away, odds: price_(1 - p.home - p.draw) },
        ]
      : [
          { id: 'home', label: e.home, odds: price_(p.home) },
          { id: 'away', label: e.away, odds: price_(1 - p.home) },
        ];
  return {
    id: e.id,
    sport: e.sport,
    name: `${e.home} v ${e.away}`,
    home: e.home,
    away: e.away,
    startsAt: new Date(e.startsAt).toISOString(),
    status,
    minute: status === 'live' ? minute : null,
    score:
      status === 'live' || status === 'finished'
        ? scoreAt(e, status === 'finished' ? m.minutes : minute)
        : null,
    markets: [
      {
        id: 'result',
        name: e.sport === 'football' ? 'Match result' : 'Winner',
        suspended: closed,
        selections: result,
      },
      {
        id: 'total',
        name: `${m.totalName} ${m.total}`,
        suspended: closed,
        selections: [
          { id: 'over', label: `Over ${m.total}`, odds: price_(p.over) },
          { id: 'under', label: `Under ${m.total}`, odds: price_(1 - p.over) },
        ],
      },
      {
        id: 'handicap',
        name: `${m.handicapName} ${e.home} -${m.handicap}`,
        suspended: closed,
        selections: [
          { id: 'home', label: `${e.home} -${m.handicap}`, odds: price_(p.cover) },
          { id: 'away', label: `${e.away} +${m.handicap}`, odds: price_(1 - p.cover) },
        ],
      },
    ],
  };
}

/** How a selection ended: void when the event was cancelled, else by the final score. */
export function outcomeOf(e: StoredEvent, market: string, selection: string): 'won' | 'lost' | 'void' {
  if (e.cancelled) return 'void';
  const m = SPORT[e.sport];
  const { home, away } = e.final;
  const won = (() => {
    switch (`${market}:${selection}`) {
      case 'result:home':
        return home > away;
      case 'result:draw':
        return home === away;
      case 'result:away':
        return away > home;
      case 'total:over':
        return home + away > m.total;
      case 'total:under':
        return home + away < m.total;
      case 'handicap:home':
        return home - m.handicap > away;
      case 'handicap:away':
        return away + m.handicap > home;
      default:
        return false;
    }
  })();
  return won ? 'won' : 'lost';
}
