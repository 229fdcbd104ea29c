import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { SportsLaunchClaims } from '@croupier/contract/sports';
import { signSportsLaunch } from '@croupier/contract/sports-launch';
import Fastify from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { verifySigned } from '../cashier/signing.ts';
import { type Rng, seededRng } from '../studio/rng.ts';
import { WalletClient } from '../studio/wallet.ts';
import { Sportsbook } from './book.ts';
import type { EventView } from './events.ts';
import { registerSportsbook } from './index.ts';

// The sportsbook against a stand-in of the platform's seamless wallet that records every call and
// applies each transaction id once, as the platform does.

const SECRET = 'studio-test-secret-long-enough-for-hmac';
const T0 = 1_800_000_000_000;

interface Sent {
  operation: string;
  body: Record<string, unknown>;
  signed: boolean;
}
let now: number;
let sent: Sent[];
let balance: number;
let applied: Map<string, number>;
let down: boolean;
let dir: string;

const fakeFetch = (async (url: string | URL | Request, init?: RequestInit) => {
  const operation = String(url).split('/').pop() as string;
  const text = String(init?.body);
  const headers = init?.headers as Record<string, string>;
  const body = JSON.parse(text) as Record<string, unknown>;
  sent.push({
    operation,
    body,
    signed: verifySigned(SECRET, text, headers['x-studio-timestamp'], headers['x-studio-signature'], now),
  });
  if (down) throw new TypeError('fetch failed');
  const id = String(body.transactionId ?? '');
  if (operation !== 'balance' && !applied.has(id)) {
    if (operation === 'bet') {
      if ((body.amount as number) > balance)
        return Response.json(
          { error: 'error.insufficient.funds', message: 'no', details: { balance } },
          { status: 402 },
        );
      balance -= body.amount as number;
    }
    if (operation === 'win') balance += body.amount as number;
    if (operation === 'rollback') balance += stakeOf(String(body.betTransactionId));
    applied.set(id, balance);
  }
  return Response.json({ transactionId: id, balance, currency: 'USD' });
}) as typeof fetch;

const stakes = new Map<string, number>();
const stakeOf = (betId: string) => stakes.get(betId) ?? 0;

const walletClient = () =>
  new WalletClient({
    url: 'http://platform.test/api/seamless-wallet',
    secret: SECRET,
    fetch: fakeFetch,
    now: () => now,
    retryDelaysMs: [],
  });

function build(dataDir = dir, speed = 60) {
  const wallet = walletClient();
  const app = Fastify();
  const { book } = registerSportsbook(app, {
    secret: SECRET,
    platformUrl: 'http://platform.test',
    wallet,
    rng: seededRng(7),
    now: () => now,
    speed,
    dataDir,
    autoTick: false,
  });
  return { app, book, wallet };
}

const claims = (over: Partial<SportsLaunchClaims> = {}): SportsLaunchClaims => ({
  slug: 'sportsbook',
  sid: 'session-0123456789abcdef',
  playerId: 'player-1',
  currency: 'USD',
  lang: 'en',
  deviceType: 'DESKTOP',
  brandId: 'croupier',
  cashierUrl: 'http://site.test/deposit',
  siteOrigin: 'http://site.test',
  exp: Math.floor(T0 / 1000) + 300,
  ...over,
});

/** The first bettable selection of each of `n` live or pre-match events, at their current odds. */
function picks(book: Sportsbook, n: number, market = 'result') {
  return book
    .events()
    .filter((e) => e.status === 'live' || e.status === 'prematch')
    .filter((e) => e.markets.every((m) => !m.suspended))
    .slice(0, n)
    .map((e) => {
      const m = e.markets.find((x) => x.id === market)!;
      return { eventId: e.id, market: m.id, selection: m.selections[0]!.id, odds: m.selections[0]!.odds };
    });
}

/** Moves the clock past every event on the board and ticks. */
async function endEverything(book: Sportsbook, wallet: WalletClient) {
  now += 6 * 60 * 60_000;
  book.tick();
  await wallet.idle();
}

beforeEach(() => {
  now = T0;
  sent = [];
  balance = 100_000;
  applied = new Map();
  down = false;
  dir = mkdtempSync(path.join(tmpdir(), 'sportsbook-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('the board', () => {
  it('has football, tennis and basketball, live and pre-match, with three markets each and a margin', () => {
    const { book } = build();
    const events = book.events();
    expect(new Set(events.map((e) => e.sport))).toEqual(new Set(['football', 'tennis', 'basketball']));
    expect(events.some((e) => e.status === 'live')).toBe(true);
    expect(events.some((e) => e.status === 'prematch')).toBe(true);
    for (const e of events) {
      expect(e.markets.map((m) => m.id)).toEqual(['result', 'total', 'handicap']);
      // The book's margin: the implied probabilities of a market add up to more than 1.
      for (const m of e.markets)
        expect(m.selections.reduce((s, x) => s + 100 / x.odds, 0)).toBeGreaterThan(1);
    }
  });

  it('moves a live event’s clock as time passes', () => {
    const { book } = build();
    const live = book.events().find((e) => e.status === 'live')!;
    now += 60_000;
    const later = book.event(live.id)!;
    expect(later.minute).toBeGreaterThan(live.minute!);
  });
});

describe('the live process', () => {
  // A book on its own, with the test's clock and RNG: one book minute per real second.
  const bookAt = (rng: Rng, dataDir?: string) =>
    new Sportsbook({ wallet: walletClient(), rng, now: () => now, speed: 60, dataDir });
  const BOOK_MINUTE = 1_000;
  const leader = (score: { home: number; away: number }) =>
    score.home === score.away ? null : score.home > score.away ? 'home' : 'away';

  it('does not hand the result to whoever leads mid-event: over a day of fixtures, some leaders lose', () => {
    const book = bookAt(seededRng(11));
    // The minute at which the board is read: half time, half the quarters, a set or so of tennis.
    const mid = { football: 45, basketball: 24, tennis: 20 } as const;
    const atMid = new Map<string, EventView>();
    const ended = new Map<string, EventView>();
    for (let minute = 0; minute < 24 * 60; minute++) {
      now += BOOK_MINUTE;
      book.tick();
      for (const e of book.events()) {
        if (e.status === 'live' && e.minute! >= mid[e.sport] && !atMid.has(e.id)) atMid.set(e.id, e);
        if (e.status === 'finished') ended.set(e.id, e);
      }
    }
    for (const sport of ['football', 'basketball', 'tennis'] as const) {
      const led = [...atMid.values()].filter(
        (e) => e.sport === sport && ended.has(e.id) && leader(e.score!) !== null,
      );
      const held = led.filter((e) => leader(e.score!) === leader(ended.get(e.id)!.score!));
      expect(led.length, sport).toBeGreaterThanOrEqual(15);
      // Leading is worth something, but it is not the result.
      expect(held.length, sport).toBeLessThan(led.length);
      expect(held.length / led.length, sport).toBeGreaterThan(0.5);
    }
  });

  it('draws nothing until the clock reaches a minute, and shows that minute once it has', () => {
    let draws = 0;
    const seeded = seededRng(5);
    const book = bookAt({
      int: (n) => {
        draws++;
        return seeded.int(n);
      },
    });
    const board = book.events();
    const drawn = draws;
    now += 1; // no event's clock reaches a new minute
    expect(book.events()).toEqual(board);
    expect(draws).toBe(drawn);
    now += BOOK_MINUTE;
    const later = book.events();
    expect(draws).toBeGreaterThan(drawn);
    for (const e of later.filter((x) => x.status === 'live'))
      expect(e.minute).toBe(board.find((x) => x.id === e.id)!.minute! + 1);
  });

  it('keeps no future in its state: two books with the same board and state play on to different results', () => {
    const first = bookAt(seededRng(1), dir);
    now += 20 * BOOK_MINUTE;
    first.tick();
    const copy = mkdtempSync(path.join(tmpdir(), 'sportsbook-copy-'));
    try {
      cpSync(dir, copy, { recursive: true });
      const second = bookAt(seededRng(2), copy);
      const board = first.events();
      // The same board, to the odds: the state written is everything either book knows.
      expect(second.events()).toEqual(board);
      // Every event on the board is played to its end (live ones from where they are).
      first.finishAll();
      second.finishAll();
      const finals = (b: Sportsbook) => board.map((e) => b.event(e.id)!);
      expect(finals(first).filter((e) => e.status === 'finished').length).toBeGreaterThanOrEqual(8);
      expect(finals(first).every((e) => e.status === 'finished' || e.status === 'cancelled')).toBe(true);
      expect(finals(second).map((e) => e.score)).not.toEqual(finals(first).map((e) => e.score));
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });
});

describe('placing bets', () => {
  it('refuses a guest, stakes outside the limits, and changed odds unless accepted', async () => {
    const { book } = build();
    const [leg] = picks(book, 1);
    const guest = claims({ sid: undefined, playerId: undefined });
    expect(
      await book.place(guest, { type: 'single', stake: 500, legs: [leg!], acceptChangedOdds: false }),
    ).toMatchObject({
      ok: false,
      status: 401,
      error: 'not-logged-in',
    });
    for (const stake of [99, 50_001])
      expect(
        await book.place(claims(), { type: 'single', stake, legs: [leg!], acceptChangedOdds: false }),
      ).toMatchObject({
        error: 'stake.limits',
      });
    const stale = { ...leg!, odds: leg!.odds + 7 };
    expect(
      await book.place(claims(), { type: 'single', stake: 500, legs: [stale], acceptChangedOdds: false }),
    ).toMatchObject({
      status: 409,
      error: 'odds.changed',
    });
    const accepted = await book.place(claims(), {
      type: 'single',
      stake: 500,
      legs: [stale],
      acceptChangedOdds: true,
    });
    expect(accepted).toMatchObject({ ok: true, balance: 99_500 });
    if (accepted.ok) expect(accepted.bet.legs[0]!.odds).toBe(leg!.odds);
    expect(sent.filter((s) => s.operation === 'bet')).toHaveLength(1);
    expect(sent.every((s) => s.signed)).toBe(true);
  });

  it('sends the slip with the bet, and refuses an accumulator with two selections of one event', async () => {
    const { book } = build();
    const legs = picks(book, 2);
    const same = [legs[0]!, { ...legs[0]!, market: 'total', selection: 'over', odds: 0 }];
    expect(
      await book.place(claims(), { type: 'accumulator', stake: 500, legs: same, acceptChangedOdds: true }),
    ).toMatchObject({
      error: 'slip.same-event',
    });
    const placed = await book.place(claims(), {
      type: 'accumulator',
      stake: 1_000,
      legs,
      acceptChangedOdds: false,
    });
    expect(placed.ok).toBe(true);
    const bet = sent.find((s) => s.operation === 'bet')!;
    expect(bet.body).toMatchObject({ amount: 1_000, currency: 'USD', sports: { type: 'accumulator' } });
    expect((bet.body.sports as { selections: unknown[] }).selections).toHaveLength(2);
  });
});

describe('settlement', () => {
  it('pays each bet once by win (0 when lost) or rollback, with its results, exactly once across a restart', async () => {
    const first = build();
    const legs = picks(first.book, 3);
    const single = await first.book.place(claims(), {
      type: 'single',
      stake: 700,
      legs: [legs[0]!],
      acceptChangedOdds: false,
    });
    const acca = await first.book.place(claims(), {
      type: 'accumulator',
      stake: 300,
      legs,
      acceptChangedOdds: false,
    });
    if (!single.ok || !acca.ok) throw new Error('not placed');
    stakes.set(single.bet.id, 700);
    stakes.set(acca.bet.id, 300);
    // The platform is down when the events end: the settlements are decided and kept, not applied.
    down = true;
    await endEverything(first.book, first.wallet);
    const decided = first.book
      .betsOf('player-1')
      .map((b) => [b.id, b.status, b.delivery?.body.transactionId]);
    expect(decided.every(([, status]) => status !== 'open')).toBe(true);
    await first.app.close();

    // A new process on the same data sends the same settlements, under the same ids.
    down = false;
    const second = build();
    second.book.tick();
    await second.wallet.idle();
    expect(
      second.book.betsOf('player-1').map((b) => [b.id, b.status, b.delivery?.body.transactionId]),
    ).toEqual(decided);
    second.book.tick();
    await second.wallet.idle();
    const third = build();
    third.book.tick();
    await third.wallet.idle();

    const settlements = sent.filter((s) => s.operation === 'win' || s.operation === 'rollback');
    const ids = new Set(settlements.map((s) => s.body.transactionId));
    expect(ids.size).toBe(2); // one per bet, however many times it was sent
    expect([...applied.keys()].filter((id) => ids.has(id))).toHaveLength(2); // applied once each
    for (const bet of third.book.betsOf('player-1')) {
      const body = bet.delivery!.body as { amount?: number; sports: { results: string[] } };
      expect(body.sports.results).toEqual(bet.results);
      if (bet.status === 'void') expect(bet.delivery!.operation).toBe('rollback');
      else expect(body.amount).toBe(bet.payout);
      expect(bet.delivery!.done).toBe(true);
    }
    // The player's money: what was staked, less the stakes, plus payouts and returned stakes.
    const paid = third.book.betsOf('player-1').reduce((s, b) => s + (b.payout ?? 0), 0);
    expect(balance).toBe(100_000 - 1_000 + paid);
  });

  it('voids the selections of a cancelled event: a single is rolled back, an accumulator pays without it', async () => {
    // Find a seed whose board has a cancelled pre-match event next to a normal one.
    const { book, wallet } = build();
    const board = (
      book as unknown as { state: { events: { id: string; cancelled: boolean; startsAt: number }[] } }
    ).state;
    const upcoming = board.events.filter((e) => e.startsAt > now);
    const [a, b] = upcoming;
    a!.cancelled = true;
    b!.cancelled = false;
    const view = (id: string) => book.event(id)!;
    const leg = (id: string) => {
      const m = view(id).markets[0]!;
      return { eventId: id, market: m.id, selection: m.selections[0]!.id, odds: m.selections[0]!.odds };
    };
    const single = await book.place(claims(), {
      type: 'single',
      stake: 500,
      legs: [leg(a!.id)],
      acceptChangedOdds: false,
    });
    const acca = await book.place(claims(), {
      type: 'accumulator',
      stake: 500,
      legs: [leg(a!.id), leg(b!.id)],
      acceptChangedOdds: false,
    });
    if (!single.ok || !acca.ok) throw new Error('not placed');
    stakes.set(single.bet.id, 500);
    await endEverything(book, wallet);
    const bets = book.betsOf('player-1');
    const s = bets.find((x) => x.id === single.bet.id)!;
    expect(s).toMatchObject({ status: 'void', results: ['void'], payout: 500 });
    expect(s.delivery).toMatchObject({
      operation: 'rollback',
      body: { sports: { results: ['void'], reason: 'cancelled' } },
    });
    const x = bets.find((y) => y.id === acca.bet.id)!;
    expect(x.results![0]).toBe('void');
    const other = leg(b!.id).odds;
    if (x.results![1] === 'won') expect(x.payout).toBe(Math.floor((500 * other) / 100));
    else expect(x.payout).toBe(0);
  });
});

// Everything the board serves, and nothing else: an extra field (a final score, a seed) fails it.
const Score = z.strictObject({ home: z.number().int().min(0), away: z.number().int().min(0) });
const BoardSchema = z.strictObject({
  now: z.iso.datetime(),
  events: z.array(
    z.strictObject({
      id: z.string(),
      sport: z.enum(['football', 'tennis', 'basketball']),
      name: z.string(),
      home: z.string(),
      away: z.string(),
      startsAt: z.iso.datetime(),
      status: z.enum(['prematch', 'live', 'finished', 'cancelled']),
      minute: z.number().int().min(0).nullable(),
      score: Score.nullable(),
      detail: z.string().nullable(),
      markets: z.array(
        z.strictObject({
          id: z.enum(['result', 'total', 'handicap']),
          name: z.string(),
          suspended: z.boolean(),
          selections: z.array(
            z.strictObject({ id: z.string(), label: z.string(), odds: z.number().int().min(101) }),
          ),
        }),
      ),
    }),
  ),
});

describe('the page', () => {
  it('opens from a genuine launch link only, on the start page or the sub-path asked for, framed by the site', async () => {
    const { app } = build();
    const token = await signSportsLaunch(claims({ slug: 'velisports', startPage: 'live' }), SECRET);
    const res = await app.inject({ url: `/sportsbook/velisports/launch?token=${encodeURIComponent(token)}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('data-path="/live"');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'self' http://site.test");
    const deep = await app.inject({
      url: `/sportsbook/velisports/launch?token=${encodeURIComponent(token)}&path=/event/fb-1`,
    });
    expect(deep.body).toContain('data-path="/event/fb-1"');
    const other = await app.inject({ url: `/sportsbook/saba/launch?token=${encodeURIComponent(token)}` });
    expect(other.statusCode).toBe(403);
    const forged = await app.inject({
      url: `/sportsbook/velisports/launch?token=${encodeURIComponent(`${token}x`)}`,
    });
    expect(forged.statusCode).toBe(403);
    const saba = await signSportsLaunch(claims({ slug: 'saba', skinType: 7 }), SECRET);
    expect(
      (await app.inject({ url: `/sportsbook/saba/launch?token=${encodeURIComponent(saba)}` })).body,
    ).toContain('skin-type-7');
  });

  it('lets a guest read the board and answers a guest’s bet with not-logged-in; a player bets through the wallet', async () => {
    const { app } = build();
    const open = async (c: SportsLaunchClaims) => {
      const res = await app.inject({
        url: `/sportsbook/sportsbook/launch?token=${encodeURIComponent(await signSportsLaunch(c, SECRET))}`,
      });
      return /data-key="([^"]+)"/.exec(res.body)![1]!;
    };
    const guest = await open(claims({ sid: undefined, playerId: undefined }));
    const board = await app.inject({ url: `/sportsbook/api/${guest}/board` });
    const events = (
      board.json() as {
        events: {
          id: string;
          status: string;
          markets: { id: string; suspended: boolean; selections: { id: string; odds: number }[] }[];
        }[];
      }
    ).events;
    expect(events.length).toBeGreaterThanOrEqual(12);
    // The board serves the present only: no score before kick-off, the score so far while live.
    const parsed = BoardSchema.parse(board.json());
    for (const x of parsed.events) {
      if (x.status === 'prematch') expect([x.minute, x.score, x.detail]).toEqual([null, null, null]);
      if (x.status === 'live') expect(x.score).not.toBeNull();
      if (x.sport !== 'tennis') expect(x.detail).toBeNull();
    }
    const e = events.find((x) => x.status === 'prematch')!;
    const m = e.markets[0]!;
    const payload = {
      type: 'single',
      stake: 500,
      acceptChangedOdds: false,
      legs: [{ eventId: e.id, market: m.id, selection: m.selections[0]!.id, odds: m.selections[0]!.odds }],
    };
    const refused = await app.inject({ method: 'POST', url: `/sportsbook/api/${guest}/bets`, payload });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ error: 'not-logged-in' });
    expect((await app.inject({ url: `/sportsbook/api/${guest}/account` })).json()).toEqual({ logged: false });

    const player = await open(claims());
    const placed = await app.inject({ method: 'POST', url: `/sportsbook/api/${player}/bets`, payload });
    expect(placed.statusCode, placed.body).toBe(200);
    expect(placed.json()).toMatchObject({
      balance: 99_500,
      bet: { type: 'single', stake: 500, status: 'open' },
    });
    const account = (await app.inject({ url: `/sportsbook/api/${player}/account` })).json() as {
      balance: number;
      bets: unknown[];
    };
    expect(account).toMatchObject({ logged: true, balance: 99_500 });
    expect(account.bets).toHaveLength(1);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: `/sportsbook/api/${player}/bets`,
          payload: { type: 'single' },
        })
      ).statusCode,
    ).toBe(400);
    expect((await app.inject({ url: '/sportsbook/api/not-a-session-key-at-all/board' })).statusCode).toBe(
      404,
    );
  });
});
