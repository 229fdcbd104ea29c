import type { Rng } from '../studio/rng.ts';
import {
  BASKETBALL_MINUTES,
  type BasketballPlay,
  basketballTally,
  fairBasketball,
  playBasketballMinute,
  tipOffBasketball,
} from './basketball.ts';
import {
  FOOTBALL_MINUTES,
  type FootballPlay,
  fairFootball,
  footballTally,
  kickOffFootball,
  playFootballMinute,
} from './football.ts';
import type { Fair, Lines, Tally } from './model.ts';
import { type Names, namesIn } from './names.ts';
import {
  fairTennis,
  fairTennisBeforeToss,
  kickOffTennis,
  playTennisMinute,
  TENNIS_MINUTES,
  type TennisPlay,
  tennisDetail,
  tennisScore,
  tennisTally,
} from './tennis.ts';

/**
 * The sportsbook's fixtures (docs/decisions/027-sports.md). Nothing about an event's future exists
 * before the clock reaches it: each book minute is drawn (football goals, basketball possessions,
 * tennis points; football.ts, basketball.ts, tennis.ts) when the clock reaches it, and the result is
 * what the minutes produced by the end. Odds price what is left to play from the current score and
 * clock, with the book's margin. Every market's line ends in .5, so a market never pushes.
 */

export type Sport = 'football' | 'tennis' | 'basketball';
export const SPORTS: readonly Sport[] = ['football', 'tennis', 'basketball'];

/** What has been played of an event: the minutes drawn so far, and the score they made. */
export type Play = FootballPlay | BasketballPlay | TennisPlay;

export interface StoredEvent {
  id: string;
  sport: Sport;
  home: string;
  away: string;
  /** Real ms when play starts; the clock runs `SPORT[sport].minutes` book minutes. */
  startsAt: number;
  /** Home team's strength in [0.25, 0.75]: the model's only parameter. */
  strength: number;
  /** Drawn at creation: the event is called off at kick-off and every selection on it is void. */
  cancelled: boolean;
  /** Absent before kick-off; then grows a minute at a time as the clock runs, never ahead of it. */
  play?: Play;
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
  /** Goals, points, or sets won (tennis). */
  score: { home: number; away: number } | null;
  /** Tennis: the games of each set and the current game's points, "6–4 3–2 (30–15)". */
  detail: string | null;
  markets: Market[];
}

interface SportModel extends Lines {
  minutes: number;
  margin: number;
  teams: string[];
}

export const SPORT: Record<Sport, SportModel> = {
  football: {
    minutes: FOOTBALL_MINUTES,
    margin: 0.06,
    total: 2.5,
    handicap: 1.5,
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
    minutes: TENNIS_MINUTES,
    margin: 0.05,
    total: 22.5,
    handicap: 3.5,
    teams: ['A. Ries', 'B. Kor', 'C. Lindqvist', 'D. Amaro', 'E. Novak', 'F. Osei', 'G. Tanaka', 'H. Brandt'],
  },
  basketball: {
    minutes: BASKETBALL_MINUTES,
    margin: 0.05,
    total: 200.5,
    handicap: 4.5,
    teams: ['Comets', 'Pilots', 'Miners', 'Herons', 'Bricklayers', 'Foxes', 'Rangers', 'Tides'],
  },
};

/** A new event starting at `startsAt`: its sides, their strengths and whether it is called off. */
export function drawEvent(rng: Rng, id: string, sport: Sport, startsAt: number): StoredEvent {
  const teams = SPORT[sport].teams;
  const h = rng.int(teams.length);
  const a = (h + 1 + rng.int(teams.length - 1)) % teams.length;
  const strength = 0.25 + rng.int(51) / 100;
  return {
    id,
    sport,
    home: teams[h] as string,
    away: teams[a] as string,
    startsAt,
    strength,
    cancelled: rng.int(100) < 8,
  };
}

export interface Clock {
  now: number;
  /** Book minutes per real minute: 1 is real time, tests run faster. */
  speed: number;
}

/** Real ms when the event's last drawn minute ended (its start, if it never started). */
export const endedAt = (e: StoredEvent, speed: number) =>
  e.startsAt + ((e.play?.minute ?? 0) * 60_000) / speed;

export function statusOf(e: StoredEvent, c: Clock): EventStatus {
  if (c.now < e.startsAt) return 'prematch';
  if (e.cancelled) return 'cancelled';
  return e.play?.over ? 'finished' : 'live';
}

/** The whole book minutes the clock has run (0 before the start, the clock's length after). */
export function minuteOf(e: StoredEvent, c: Clock): number {
  const played = ((c.now - e.startsAt) * c.speed) / 60_000;
  return Math.max(0, Math.min(SPORT[e.sport].minutes, Math.floor(played)));
}

function kickOff(sport: Sport, rng: Rng): Play {
  if (sport === 'football') return kickOffFootball();
  if (sport === 'basketball') return tipOffBasketball();
  return kickOffTennis(rng);
}

function playMinute(p: Play, strength: number, rng: Rng): void {
  if (p.sport === 'football') playFootballMinute(p, strength, rng);
  else if (p.sport === 'basketball') playBasketballMinute(p, strength, rng);
  else playTennisMinute(p, strength, rng);
}

/**
 * Plays the event up to book minute `minute`, drawing from `rng` only the minutes not yet drawn (the
 * kick-off first); answers whether anything was drawn. The clock's last minute decides the match.
 */
export function playTo(e: StoredEvent, minute: number, rng: Rng): boolean {
  if (e.cancelled) return false;
  let changed = false;
  if (!e.play) {
    e.play = kickOff(e.sport, rng);
    changed = true;
  }
  while (!e.play.over && e.play.minute < minute) {
    playMinute(e.play, e.strength, rng);
    changed = true;
  }
  return changed;
}

/** Plays the event up to the clock: nothing before its start. */
export const advance = (e: StoredEvent, c: Clock, rng: Rng): boolean =>
  c.now >= e.startsAt && playTo(e, minuteOf(e, c), rng);

const scoreOf = (p: Play) => (p.sport === 'tennis' ? tennisScore(p) : { home: p.home, away: p.away });

function tallyOf(p: Play): Tally {
  if (p.sport === 'football') return footballTally(p);
  if (p.sport === 'basketball') return basketballTally(p);
  return tennisTally(p);
}

// ── Pricing ─────────────────────────────────────────────────────────────────────────────────────

/** The fair chances change only when a minute is drawn: each event's last ones are kept. */
const priced = new WeakMap<StoredEvent, { minute: number; fair: Fair }>();

function fairOf(e: StoredEvent): Fair {
  const minute = e.play?.minute ?? -1;
  const known = priced.get(e);
  if (known?.minute === minute) return known.fair;
  const fair = fairFromScore(e);
  priced.set(e, { minute, fair });
  return fair;
}

/** The fair chances of what is left, from the score so far (before kick-off: from the start). */
function fairFromScore(e: StoredEvent): Fair {
  const lines = SPORT[e.sport];
  const p = e.play;
  if (!p) {
    if (e.sport === 'football') return fairFootball(kickOffFootball(), e.strength, lines);
    if (e.sport === 'basketball') return fairBasketball(tipOffBasketball(), e.strength, lines);
    return fairTennisBeforeToss(e.strength, lines);
  }
  if (p.sport === 'football') return fairFootball(p, e.strength, lines);
  if (p.sport === 'basketball') return fairBasketball(p, e.strength, lines);
  return fairTennis(p, e.strength, lines);
}

/** Decimal odds in hundredths for a fair probability, with the margin: ≥ 1.01, at most 100.00. */
export function price(p: number, margin: number): number {
  const q = Math.min(0.99, Math.max(0.01, p)) * (1 + margin);
  return Math.max(101, Math.min(10_000, Math.floor(100 / q)));
}

/**
 * The most a selection's chance (with the margin) may be while its market is open: beyond it the
 * 1.01 floor would pay more than the margin allows, up to an edge for the player, so a market whose
 * result is all but decided is suspended instead.
 */
const MOST_LIKELY = 100 / 101;

function closed(e: StoredEvent, status: EventStatus): boolean {
  if (status !== 'live') return status !== 'prematch';
  const p = e.play;
  const minute = p?.minute ?? 0;
  if (minute >= SPORT[e.sport].minutes - 2) return true; // the clock's last minutes: no more bets
  // Football: after a goal the markets close for two minutes while the book reprices.
  return p?.sport === 'football' && p.goals.some((g) => minute >= g && minute < g + 2);
}

/**
 * The event as the page shows it: status, clock, score and markets at `c.now` (played up to it),
 * named in the page's language (English by default: the names bets keep).
 */
export function viewOf(e: StoredEvent, c: Clock, names: Names = namesIn()): EventView {
  const status = statusOf(e, c);
  const m = SPORT[e.sport];
  const fair = fairOf(e);
  const shut = closed(e, status);
  const side = { home: e.home, away: e.away };
  const market = (id: Market['id'], selections: { id: string; p: number }[]): Market => ({
    id,
    name: names.market(e.sport, id, e.home, m),
    suspended: shut || selections.some((s) => s.p * (1 + m.margin) > MOST_LIKELY),
    selections: selections.map((s) => ({
      id: s.id,
      label: names.selection(id, s.id, side, m),
      odds: price(s.p, m.margin),
    })),
  });
  const played = status === 'live' || status === 'finished' ? e.play : undefined;
  return {
    id: e.id,
    sport: e.sport,
    name: names.event(e.home, e.away),
    home: e.home,
    away: e.away,
    startsAt: new Date(e.startsAt).toISOString(),
    status,
    minute: status === 'live' ? (e.play?.minute ?? 0) : null,
    score: played ? scoreOf(played) : status === 'live' ? { home: 0, away: 0 } : null,
    detail: played?.sport === 'tennis' ? tennisDetail(played) : null,
    markets: [
      market(
        'result',
        e.sport === 'football'
          ? [
              { id: 'home', p: fair.home },
              { id: 'draw', p: fair.draw },
              { id: 'away', p: 1 - fair.home - fair.draw },
            ]
          : [
              { id: 'home', p: fair.home },
              { id: 'away', p: 1 - fair.home },
            ],
      ),
      market('total', [
        { id: 'over', p: fair.over },
        { id: 'under', p: 1 - fair.over },
      ]),
      market('handicap', [
        { id: 'home', p: fair.cover },
        { id: 'away', p: 1 - fair.cover },
      ]),
    ],
  };
}

/** How a selection ended: void when the event was cancelled, else by what was played. */
export function outcomeOf(e: StoredEvent, market: string, selection: string): 'won' | 'lost' | 'void' {
  if (e.cancelled) return 'void';
  if (!e.play?.over) throw new Error(`event ${e.id} has not ended`);
  const m = SPORT[e.sport];
  const { result, home, away } = tallyOf(e.play);
  const won = (() => {
    switch (`${market}:${selection}`) {
      case 'result:home':
        return result === 'home';
      case 'result:draw':
        return result === 'draw';
      case 'result:away':
        return result === 'away';
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
