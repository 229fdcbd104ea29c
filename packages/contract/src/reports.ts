import { z } from 'zod';
import { REPORT_MAX_DAYS, REPORT_TOP_GAMES_DEFAULT, REPORT_TOP_GAMES_MAX } from './constants.ts';
import { defineEndpoint } from './http.ts';
import { readBy } from './operator-roles.ts';
import { CurrencyCode } from './paging.ts';
import { SCHEMA_MESSAGES } from './rules/messages.ts';

/**
 * The operators' reports (docs/decisions/051-reports.md): figures per UTC day and currency taken
 * from the ledger and the players' records, and the games that earned the most. Amounts are decimal
 * strings in major units, exact (computed from integer minor units); GGR, bonus cost and NGR may be
 * negative. The registration → first deposit funnel is the analytics module's (`operatorFunnel`).
 */

const DAY_MS = 86_400_000;

/** A report's last day after today (UTC): the server checks it against its clock (a field error of `to`). */
export const REPORT_FUTURE_MESSAGE = 'fields.errors.report-future';

/** A UTC day, YYYY-MM-DD. */
export const ReportDay = z.iso.date(SCHEMA_MESSAGES.date);

/** How many days [from, to] holds, both included. */
export const reportDays = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;

const period = {
  /** First day included (UTC). */
  from: ReportDay,
  /** Last day included (UTC); not in the future, at most REPORT_MAX_DAYS after `from`. */
  to: ReportDay,
};

type Period = { from: string; to: string };
const inOrder = (q: Period) => q.from <= q.to;
// Left to the other checks when a day is not a date or the order is wrong.
const notTooLong = (q: Period) => q.from > q.to || !(reportDays(q.from, q.to) > REPORT_MAX_DAYS);

export const DailyReportQuery = z
  .object({
    ...period,
    /** One currency; every currency of the brand when left out (its default currency first). */
    currency: CurrencyCode.optional(),
  })
  .refine(inOrder, { path: ['from'], message: SCHEMA_MESSAGES.reportRange })
  .refine(notTooLong, { path: ['to'], message: SCHEMA_MESSAGES.reportSpan });
export type DailyReportQuery = z.input<typeof DailyReportQuery>;

export const TopGamesQuery = z
  .object({
    ...period,
    currency: CurrencyCode,
    limit: z.coerce.number().int().min(1).max(REPORT_TOP_GAMES_MAX).default(REPORT_TOP_GAMES_DEFAULT),
  })
  .refine(inOrder, { path: ['from'], message: SCHEMA_MESSAGES.reportRange })
  .refine(notTooLong, { path: ['to'], message: SCHEMA_MESSAGES.reportSpan });
export type TopGamesQuery = z.input<typeof TopGamesQuery>;

/** An amount in major units as an exact decimal string ('1234.50', '-3.20'). */
const Amount = z.string().regex(/^-?\d+(\.\d+)?$/);

/** The figures of one day (or of the whole period, in `totals`) in one currency. */
export const DailyFigures = z.object({
  currency: z.string(),
  /** Accounts made, in the players' currency. */
  registrations: z.number().int(),
  /** Players whose first deposit ever (a completed deposit or a voucher) came in, and its amount. */
  firstDepositCount: z.number().int(),
  firstDepositAmount: Amount,
  /** Completed deposits and redeemed vouchers. */
  depositCount: z.number().int(),
  depositAmount: Amount,
  /** Withdrawals requested (the money held), and the amount paid out (settled by the provider). */
  withdrawalCount: z.number().int(),
  withdrawalAmount: Amount,
  withdrawalPaid: Amount,
  /** Money staked, less stakes given back by rollbacks (bonus money staked included). */
  stakes: Amount,
  /** Money the house paid for wins. */
  wins: Amount,
  /** Stakes − wins. */
  ggr: Amount,
  /** Promotional money that reached real wallets (ADR 051). */
  bonusCost: Amount,
  /** GGR − bonus cost. */
  ngr: Amount,
  /** Players who placed a bet (distinct over the whole period in `totals`). */
  activePlayers: z.number().int(),
});
export type DailyFigures = z.infer<typeof DailyFigures>;

export const DailyReportRow = DailyFigures.extend({ day: z.string() });
export type DailyReportRow = z.infer<typeof DailyReportRow>;

export const DailyReport = z.object({
  from: z.string(),
  to: z.string(),
  /** Every day of the period for each currency, oldest first, days without activity as zeros. */
  days: z.array(DailyReportRow),
  /** The whole period, per currency. */
  totals: z.array(DailyFigures),
});
export type DailyReport = z.infer<typeof DailyReport>;

export const TopGame = z.object({
  gameSlug: z.string(),
  stakes: Amount,
  wins: Amount,
  ggr: Amount,
  /** Rounds staked on (distinct round ids of its bets). */
  rounds: z.number().int(),
  /** Distinct players who staked. */
  players: z.number().int(),
});
export type TopGame = z.infer<typeof TopGame>;

export const TopGames = z.object({
  from: z.string(),
  to: z.string(),
  currency: z.string(),
  /** Highest GGR first. */
  games: z.array(TopGame),
});
export type TopGames = z.infer<typeof TopGames>;

/** The columns of the daily report's CSV, in order: `day`, then DailyFigures' fields. */
export const DAILY_REPORT_CSV_COLUMNS = [
  'day',
  ...Object.keys(DailyFigures.shape),
] as readonly (keyof DailyReportRow)[];

export const reportsEndpoints = {
  operatorDailyReport: defineEndpoint({
    id: 'operatorDailyReport',
    method: 'GET',
    base: 'host',
    path: '/operator/reports/daily',
    roles: readBy('finance'),
    auth: 'operator',
    summary:
      'Figures per UTC day and currency (ADR 051): registrations, first deposits, deposits, withdrawals, stakes, wins, GGR, bonus cost, NGR and active players, with totals for the period. 400 error.validation when from is after to, the period is longer than 366 days or reaches into the future.',
    query: DailyReportQuery,
    response: DailyReport,
  }),
  operatorDailyReportCsv: defineEndpoint({
    id: 'operatorDailyReportCsv',
    method: 'GET',
    base: 'host',
    path: '/operator/reports/daily.csv',
    roles: readBy('finance'),
    auth: 'operator',
    summary:
      'The daily report as a CSV attachment (text/csv, RFC 4180: a header row, then one row per day and currency; amounts as in the JSON). The same query and refusals as operatorDailyReport.',
    query: DailyReportQuery,
    response: z.string(),
  }),
  operatorTopGames: defineEndpoint({
    id: 'operatorTopGames',
    method: 'GET',
    base: 'host',
    path: '/operator/reports/top-games',
    roles: readBy('finance'),
    auth: 'operator',
    summary:
      "The games with the highest GGR in the period and currency: stakes, wins, GGR, rounds and players per game (from the ledger's bets, wins and rollbacks). The same refusals as operatorDailyReport.",
    query: TopGamesQuery,
    response: TopGames,
  }),
} as const;
