import {
  type BrandConfig,
  type DailyFigures,
  type DailyReport,
  ErrorCode,
  formatMinor,
  REPORT_FUTURE_MESSAGE,
  type TopGames,
} from '@croupier/contract';
import { AppError } from '../../platform/errors.ts';
import type { FiguresRange, LedgerFigures } from '../wallet/index.ts';
import {
  addKind,
  addTally,
  DAILY_KINDS,
  type DayTally,
  DEPOSIT_KINDS,
  emptyTally,
  STAKE,
} from './figures.ts';

const DAY_MS = 86_400_000;

/** The auth module's service: accounts made per UTC day and currency. */
export interface RegistrationCounts {
  registrationsPerDay(
    from: Date,
    to: Date,
    currency?: string,
  ): Promise<{ day: string; currency: string; count: number }[]>;
}

export interface ReportsDeps {
  /** The wallet module's sums of the ledger. */
  figures: LedgerFigures;
  registrations: RegistrationCounts;
  brand: () => BrandConfig;
  /** The brand whose operators this instance serves: its players' figures only (ADR 066). */
  brandId: string;
  now: () => number;
}

interface Period {
  from: string;
  to: string;
  currency?: string | undefined;
}

const dayKey = (day: string, currency: string) => `${day}|${currency}`;

/**
 * The operators' reports (docs/decisions/051-reports.md): figures per UTC day and currency from the
 * ledger (through the wallet's `LedgerFigures`) and the players' records, and the top games.
 */
export class ReportsService {
  constructor(private readonly d: ReportsDeps) {}

  async daily(q: Period): Promise<DailyReport> {
    const { range, days, currencies } = this.period(q);
    const [sums, firsts, active, activeInPeriod, registered] = await Promise.all([
      this.d.figures.sumsByKind(range, DAILY_KINDS),
      this.d.figures.firstInto(range, DEPOSIT_KINDS),
      this.d.figures.payers(range, STAKE, true),
      this.d.figures.payers(range, STAKE, false),
      this.d.registrations.registrationsPerDay(range.from, range.until, range.currency),
    ]);
    const tallies = new Map<string, DayTally>();
    const tally = (day: string, currency: string) => {
      const key = dayKey(day, currency);
      const found = tallies.get(key);
      if (found) return found;
      const t = emptyTally();
      tallies.set(key, t);
      return t;
    };
    for (const s of sums) addKind(tally(s.day, s.currency), s.kind, s.count, s.amount);
    for (const f of firsts) {
      const t = tally(f.day, f.currency);
      t.firstDepositCount += f.count;
      t.firstDepositAmount += f.amount;
    }
    for (const a of active) tally(a.day, a.currency).activePlayers += a.count;
    for (const r of registered) tally(r.day, r.currency).registrations += r.count;

    const rows: DailyReport['days'] = [];
    const totals = new Map(currencies.map((c) => [c.code, emptyTally()]));
    for (const day of days) {
      for (const c of currencies) {
        const t = tallies.get(dayKey(day, c.code)) ?? emptyTally();
        addTally(totals.get(c.code) as DayTally, t);
        rows.push({ day, ...figuresOf(t, c.code, c.minorUnits) });
      }
    }
    for (const a of activeInPeriod) {
      const t = totals.get(a.currency);
      if (t) t.activePlayers = a.count;
    }
    return {
      from: q.from,
      to: q.to,
      days: rows,
      totals: currencies.map((c) => figuresOf(totals.get(c.code) as DayTally, c.code, c.minorUnits)),
    };
  }

  async topGames(q: Period & { currency: string; limit: number }): Promise<TopGames> {
    const { range, currencies } = this.period(q);
    const minorUnits = currencies[0]?.minorUnits ?? 2;
    const money = (minor: bigint) => formatMinor(minor, minorUnits);
    const games = await this.d.figures.games({ ...range, currency: q.currency }, q.limit);
    return {
      from: q.from,
      to: q.to,
      currency: q.currency,
      games: games.map((g) => {
        const stakes = g.staked - g.rolledBack;
        return {
          gameSlug: g.gameSlug,
          stakes: money(stakes),
          wins: money(g.won),
          ggr: money(stakes - g.won),
          rounds: g.rounds,
          players: g.players,
        };
      }),
    };
  }

  /**
   * The ledger period of [from, to] (UTC days), its days and currencies. The contract checked the
   * order and the length; a day after today (UTC, the platform's clock) or a currency the brand does
   * not have is refused here.
   */
  private period(q: Period) {
    const today = new Date(this.d.now()).toISOString().slice(0, 10);
    if (q.to > today) {
      throw new AppError(ErrorCode.validation, 'The period reaches past today (UTC)', {
        fieldErrors: { to: REPORT_FUTURE_MESSAGE },
      });
    }
    const brand = this.d.brand();
    // The brand's default currency first, then the others in the brand's order.
    const brandCurrencies = [...brand.currencies].sort(
      (a, b) => Number(b.code === brand.defaultCurrency) - Number(a.code === brand.defaultCurrency),
    );
    const currencies = q.currency ? brandCurrencies.filter((c) => c.code === q.currency) : brandCurrencies;
    if (currencies.length === 0) {
      throw new AppError(ErrorCode.unsupportedCurrency, `The brand has no currency ${q.currency}`);
    }
    const from = new Date(`${q.from}T00:00:00Z`);
    const until = new Date(Date.parse(`${q.to}T00:00:00Z`) + DAY_MS);
    const days: string[] = [];
    for (let at = from.getTime(); at < until.getTime(); at += DAY_MS) {
      days.push(new Date(at).toISOString().slice(0, 10));
    }
    const range: FiguresRange = { from, until, currency: q.currency, brandId: this.d.brandId };
    return { range, days, currencies };
  }
}

/** A day's (or the period's) tally as the wire carries it: amounts in major units, exact. */
function figuresOf(t: DayTally, currency: string, minorUnits: number): DailyFigures {
  const money = (minor: bigint) => formatMinor(minor, minorUnits);
  const stakes = t.staked - t.stakesBack;
  const ggr = stakes - t.wins;
  return {
    currency,
    registrations: t.registrations,
    firstDepositCount: t.firstDepositCount,
    firstDepositAmount: money(t.firstDepositAmount),
    depositCount: t.depositCount,
    depositAmount: money(t.depositAmount),
    withdrawalCount: t.withdrawalCount,
    withdrawalAmount: money(t.withdrawalAmount),
    withdrawalPaid: money(t.withdrawalPaid),
    stakes: money(stakes),
    wins: money(t.wins),
    ggr: money(ggr),
    bonusCost: money(t.bonusCost),
    ngr: money(ggr - t.bonusCost),
    activePlayers: t.activePlayers,
  };
}
