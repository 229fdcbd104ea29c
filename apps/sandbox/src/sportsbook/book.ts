import { randomUUID } from 'node:crypto';
import type { SportsLaunchClaims, SportsSlip } from '@croupier/contract/sports';
import { JsonState } from '../json-state.ts';
import type { Rng } from '../studio/rng.ts';
import { limitReachedMessage, type WalletClient, type WalletResult } from '../studio/wallet.ts';
import {
  advance,
  type Clock,
  drawEvent,
  type EventView,
  endedAt,
  outcomeOf,
  SPORT,
  SPORTS,
  type StoredEvent,
  statusOf,
  viewOf,
} from './events.ts';
import { type Names, nameLeg, namesIn } from './names.ts';
import { type LegOutcome, settle, totalOdds } from './payout.ts';
import { type BetSlipRequest, fail, type PlaceResult, type StoredBet, type StoredLeg } from './slip.ts';

export type { BetSlipRequest, LegRequest, PlaceResult, StoredBet, StoredLeg } from './slip.ts';

/** Stake limits of one bet, minor units (1.00 to 500.00). */
export const MIN_STAKE = 100;
export const MAX_STAKE = 50_000;
/** An accumulator has 2 to this many selections, each of another event. */
export const MAX_LEGS = 10;
/** How many events each sport keeps on the board that have not ended. */
const EVENTS_PER_SPORT = 4;
/** How long an ended event stays on the board (real ms, whatever the clock's speed). */
const ENDED_SHOWN_MS = 60_000;

interface BookState {
  seq: number;
  events: StoredEvent[];
  bets: StoredBet[];
}

/**
 * The sandbox sportsbook (docs/decisions/027-sports.md): its fixtures, the bets placed on them and
 * their settlement. Stakes, payouts and voids go through the platform's seamless wallet with the
 * studio's client (signed, idempotent transaction ids): a bet is a seamless `bet`, a payout a `win`
 * (0 for a lost bet), a bet whose selections are all void a `rollback`. The state is one JSON file
 * (json-state.ts): a settlement is decided and written before it is sent, and sent again after a
 * restart under the same transaction id, so it is applied exactly once.
 */
export class Sportsbook {
  private readonly store: JsonState<BookState>;
  private state: BookState;
  private readonly sending = new Set<string>();

  constructor(
    private readonly o: {
      wallet: WalletClient;
      rng: Rng;
      now: () => number;
      /** Book minutes per real minute (tests and demos run the matches faster). */
      speed: number;
      dataDir?: string | undefined;
      log?: (m: string) => void;
    },
  ) {
    this.store = new JsonState<BookState>(o.dataDir, 'sportsbook.json');
    this.state = this.store.read() ?? { seq: 0, events: [], bets: [] };
    // A state written before the events were played minute by minute held each result from the
    // start: it is dropped, and those events play on from their kick-off like any other.
    for (const e of this.state.events) delete (e as { final?: unknown }).final;
    // A bet call cut off by a restart may or may not have been applied: it is rolled back (ADR 013).
    for (const bet of this.state.bets)
      if (bet.status === 'pending') {
        bet.status = 'refused';
        bet.delivery = {
          operation: 'rollback',
          body: {
            sessionId: bet.sessionId,
            transactionId: `${bet.id}:rollback`,
            betTransactionId: bet.id,
            roundId: bet.id,
          },
          done: false,
        };
      }
    this.tick();
  }

  private clock(): Clock {
    return { now: this.o.now(), speed: this.o.speed };
  }

  /** Plays every event up to the clock, drawing only the minutes it has reached. */
  private advance(c: Clock): boolean {
    let changed = false;
    for (const e of this.state.events) if (advance(e, c, this.o.rng)) changed = true;
    return changed;
  }

  /** The clock, with every event played up to it (and kept, when that drew anything). */
  private current(): Clock {
    const c = this.clock();
    if (this.advance(c)) this.save();
    return c;
  }

  private save() {
    this.store.write(this.state);
  }

  /** Moves the book on: new fixtures, settlements of bets whose events ended, deliveries still owed. */
  tick(): void {
    const c = this.clock();
    let changed = this.advance(c);
    if (this.refreshFixtures(c)) changed = true;
    for (const bet of this.state.bets) if (bet.status === 'open' && this.settleIfDone(bet, c)) changed = true;
    if (changed) this.save();
    for (const bet of this.state.bets) if (bet.delivery && !bet.delivery.done) this.send(bet);
  }

  private refreshFixtures(c: Clock): boolean {
    let changed = false;
    const before = this.state.events.length;
    const open = new Set(
      this.state.bets.filter((b) => b.status === 'open').flatMap((b) => b.legs.map((l) => l.eventId)),
    );
    this.state.events = this.state.events.filter((e) => {
      const status = statusOf(e, c);
      return (
        open.has(e.id) ||
        status === 'prematch' ||
        status === 'live' ||
        c.now < endedAt(e, c.speed) + ENDED_SHOWN_MS
      );
    });
    if (this.state.events.length !== before) changed = true;
    for (const sport of SPORTS) {
      const length = (SPORT[sport].minutes * 60_000) / c.speed;
      const running = this.state.events.filter(
        (e) => e.sport === sport && (statusOf(e, c) === 'prematch' || statusOf(e, c) === 'live'),
      );
      let last = Math.max(...running.map((e) => e.startsAt), -Infinity);
      for (let n = running.length; n < EVENTS_PER_SPORT; n++) {
        // The first event of a sport is under way already; the next start a third of a match apart.
        const startsAt = Number.isFinite(last) ? Math.max(last, c.now) + length / 3 : c.now - length * 0.3;
        this.state.seq++;
        const event = drawEvent(this.o.rng, `${sport.slice(0, 2)}-${this.state.seq}`, sport, startsAt);
        advance(event, c, this.o.rng); // the first one starts under way: its minutes so far are played now
        this.state.events.push(event);
        last = startsAt;
        changed = true;
      }
    }
    return changed;
  }

  private settleIfDone(bet: StoredBet, c: Clock): boolean {
    const results: LegOutcome[] = [];
    for (const leg of bet.legs) {
      const event = this.state.events.find((e) => e.id === leg.eventId);
      if (!event) return false;
      const status = statusOf(event, c);
      if (status !== 'finished' && status !== 'cancelled') return false;
      results.push(outcomeOf(event, leg.market, leg.selection));
    }
    const s = settle(
      bet.stake,
      bet.legs.map((l, i) => ({ odds: l.odds, outcome: results[i] as LegOutcome })),
    );
    const sports = {
      results,
      ...(s.kind === 'rollback' && {
        reason: bet.legs.some((l) => this.state.events.find((e) => e.id === l.eventId)?.cancelled)
          ? ('cancelled' as const)
          : ('void' as const),
      }),
    };
    const ref = { sessionId: bet.sessionId, betTransactionId: bet.id, roundId: bet.id };
    bet.results = results;
    if (s.kind === 'rollback') {
      bet.status = 'void';
      bet.payout = bet.stake;
      bet.delivery = {
        operation: 'rollback',
        body: { ...ref, transactionId: `${bet.id}:rollback`, sports },
        done: false,
      };
    } else {
      const amount = s.kind === 'win' ? s.amount : 0;
      bet.status = amount > 0 ? 'won' : 'lost';
      bet.payout = amount;
      bet.delivery = {
        operation: 'win',
        body: { ...ref, transactionId: `${bet.id}:win`, amount, currency: bet.currency, sports },
        done: false,
      };
    }
    return true;
  }

  private send(bet: StoredBet) {
    const d = bet.delivery;
    if (!d || d.done || this.sending.has(bet.id)) return;
    this.sending.add(bet.id);
    this.o.wallet.deliverLater(d.operation, d.body, (result) => {
      this.sending.delete(bet.id);
      if (!result || (!result.ok && !result.refused)) return; // sent again on a later tick
      if (!result.ok) this.o.log?.(`${d.operation} of ${bet.id} refused: ${result.error}`);
      d.done = true;
      this.save();
    });
  }

  /** The board: every event on it at this moment, named in the page's language (English by default). */
  events(names?: Names): EventView[] {
    const c = this.current();
    return this.state.events
      .map((e) => viewOf(e, c, names))
      .sort((a, b) => a.startsAt.localeCompare(b.startsAt));
  }

  event(id: string): EventView | undefined {
    const e = this.state.events.find((x) => x.id === id);
    const c = this.current();
    return e && viewOf(e, c);
  }

  /** The player's bets (every session of theirs), newest first. */
  betsOf(playerId: string): StoredBet[] {
    return this.state.bets
      .filter((b) => b.playerId === playerId && b.status !== 'refused' && b.status !== 'pending')
      .sort((a, b) => b.placedAt - a.placedAt)
      .slice(0, 50);
  }

  /** Checks the slip against the board; answers the legs at the odds the bet takes, or why not. */
  private legsOf(req: BetSlipRequest): StoredLeg[] | PlaceResult {
    if (!Number.isInteger(req.stake) || req.stake < MIN_STAKE || req.stake > MAX_STAKE)
      return fail(400, 'stake.limits', `A stake is from ${MIN_STAKE / 100} to ${MAX_STAKE / 100}`, {
        min: MIN_STAKE,
        max: MAX_STAKE,
      });
    const n = req.legs.length;
    if (req.type === 'single' ? n !== 1 : n < 2 || n > MAX_LEGS)
      return fail(400, 'slip.invalid', `An accumulator has 2 to ${MAX_LEGS} selections; a single has one`);
    if (new Set(req.legs.map((l) => l.eventId)).size !== n)
      return fail(400, 'slip.same-event', 'An accumulator takes one selection per event');
    const c = this.current();
    const legs: StoredLeg[] = [];
    const changed: { eventId: string; market: string; selection: string; odds: number }[] = [];
    for (const l of req.legs) {
      const event = this.state.events.find((e) => e.id === l.eventId);
      const view = event && viewOf(event, c);
      const market = view?.markets.find((m) => m.id === l.market);
      const selection = market?.selections.find((s) => s.id === l.selection);
      if (!view || !market || !selection || (view.status !== 'prematch' && view.status !== 'live'))
        return fail(409, 'event.closed', 'This event no longer takes bets');
      if (market.suspended) return fail(409, 'market.suspended', `${market.name} is suspended`);
      if (selection.odds !== l.odds) changed.push({ ...l, odds: selection.odds });
      legs.push({
        eventId: view.id,
        event: view.name,
        home: view.home,
        away: view.away,
        sport: view.sport,
        market: market.id,
        marketName: market.name,
        selection: selection.id,
        label: selection.label,
        odds: selection.odds,
        live: view.status === 'live',
      });
    }
    if (changed.length > 0 && !req.acceptChangedOdds)
      return fail(409, 'odds.changed', 'The odds have changed', { changed });
    return legs;
  }

  /** Places a bet: checked against the board, then staked through the seamless wallet. */
  async place(claims: SportsLaunchClaims, req: BetSlipRequest): Promise<PlaceResult> {
    if (!claims.sid || !claims.playerId) return fail(401, 'not-logged-in', 'Log in to place a bet');
    const legs = this.legsOf(req);
    if (!Array.isArray(legs)) return legs;
    const bet: StoredBet = {
      id: `sb-${randomUUID()}`,
      sessionId: claims.sid,
      playerId: claims.playerId,
      currency: claims.currency,
      stake: req.stake,
      type: req.type,
      legs,
      placedAt: this.o.now(),
      status: 'pending',
    };
    this.state.bets.push(bet);
    this.save();
    const slip: SportsSlip = {
      type: bet.type,
      selections: legs.map((l) => ({
        eventId: l.eventId,
        event: l.event,
        sport: l.sport,
        market: l.marketName,
        selection: l.label,
        odds: l.odds,
        live: l.live,
      })),
    };
    const answer: WalletResult = await this.o.wallet.call('bet', {
      sessionId: bet.sessionId,
      transactionId: bet.id,
      roundId: bet.id,
      amount: bet.stake,
      currency: bet.currency,
      sports: slip,
    });
    if (answer.ok) {
      bet.status = 'open';
      this.save();
      return { ok: true, bet, balance: answer.balance };
    }
    bet.status = 'refused';
    if (!answer.refused) {
      // No answer: the stake may have been taken, so the bet is rolled back until the platform answers.
      bet.delivery = {
        operation: 'rollback',
        body: {
          sessionId: bet.sessionId,
          transactionId: `${bet.id}:rollback`,
          betTransactionId: bet.id,
          roundId: bet.id,
        },
        done: false,
      };
      this.save();
      this.send(bet);
      return fail(
        503,
        'wallet.unavailable',
        'The casino did not answer. Your stake, if taken, is being returned.',
      );
    }
    this.save();
    if (answer.error === 'error.insufficient.funds')
      return fail(400, 'insufficient.funds', 'Not enough money for this stake', answer.details);
    if (answer.error === 'error.protection.play-limit')
      return fail(403, 'limit.reached', limitReachedMessage(answer.details), answer.details);
    if (
      answer.error === 'error.seamless.session.expired' ||
      answer.error === 'error.seamless.session.not-found'
    )
      return fail(401, 'not-logged-in', 'Your session has ended: log in again');
    return fail(409, answer.error, answer.message);
  }

  /**
   * Every event on the board ends now (the tester's control): the clock of each live and pre-match
   * one is moved to its end and the minutes left are played at once (a cancelled one is called off),
   * so every open bet settles; new fixtures follow.
   */
  finishAll(): void {
    const c = this.current();
    for (const e of this.state.events) {
      const length = (SPORT[e.sport].minutes * 60_000) / c.speed;
      const status = statusOf(e, c);
      if (status === 'live' || status === 'prematch') e.startsAt = c.now - length - 1;
    }
    this.save();
    this.tick();
  }

  /** A bet's display: total odds included, named in the page's language (English by default). */
  static view(bet: StoredBet, names: Names = namesIn()) {
    return {
      id: bet.id,
      type: bet.type,
      stake: bet.stake,
      currency: bet.currency,
      odds: totalOdds(bet.legs.map((l) => l.odds)),
      status: bet.status,
      payout: bet.payout ?? null,
      placedAt: new Date(bet.placedAt).toISOString(),
      legs: bet.legs.map((l, i) => ({
        ...nameLeg(l, names, SPORT[l.sport]),
        result: bet.results?.[i] ?? null,
      })),
    };
  }
}
