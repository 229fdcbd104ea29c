import { REPORT_MAX_DAYS } from '@croupier/contract/constants';
import { DailyReportQuery } from '@croupier/contract/reports';

/** A report's days: the first and the last (UTC), both included. */
export interface ReportDays {
  from: string;
  to: string;
}

/** The days and the currency a report shows ('' while the brand's currencies are not known yet). */
export interface ReportPeriod extends ReportDays {
  currency: string;
}

const DAY_MS = 86_400_000;
/** Days the reports show when the address does not say. */
export const DEFAULT_REPORT_DAYS = 30;

/** The UTC day of an instant, YYYY-MM-DD. */
export const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The day after, YYYY-MM-DD. */
const nextDay = (day: string) => utcDay(Date.parse(`${day}T00:00:00Z`) + DAY_MS);

/** The last DEFAULT_REPORT_DAYS days up to today (UTC). */
export function defaultPeriod(now: number, currency: string): ReportPeriod {
  return { from: utcDay(now - (DEFAULT_REPORT_DAYS - 1) * DAY_MS), to: utcDay(now), currency };
}

/** The period as instants, `to` excluded: what the analytics calls take. */
export const instantsOf = (p: ReportDays) => ({
  from: `${p.from}T00:00:00.000Z`,
  to: `${nextDay(p.to)}T00:00:00.000Z`,
});

/** The contract's messages, as the console says them. */
const MESSAGES: Record<string, string> = {
  'fields.errors.date': 'Enter a date.',
  'fields.errors.report-range': 'The first day must not be after the last.',
  'fields.errors.report-span': `A report covers at most ${REPORT_MAX_DAYS} days.`,
  'fields.errors.currency-code': 'Choose a currency.',
};

export type PeriodErrors = Partial<Record<'from' | 'to' | 'currency', string>>;

/** What is wrong with the period, by field (nothing when it may be asked): the contract's checks, and not after today. */
export function periodErrors(p: ReportPeriod, now: number): PeriodErrors {
  const errors: PeriodErrors = {};
  const parsed = DailyReportQuery.safeParse({ from: p.from, to: p.to, currency: p.currency || undefined });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as keyof PeriodErrors;
      errors[field] ??= MESSAGES[issue.message] ?? 'Enter a valid value.';
    }
  }
  if (!errors.to && p.to > utcDay(now)) errors.to = 'The last day must not be after today (UTC).';
  return errors;
}

/** The period the address names, or the default one for what it leaves out. */
export function periodFrom(search: URLSearchParams, now: number): ReportPeriod {
  const fallback = defaultPeriod(now, '');
  return {
    from: search.get('from') ?? fallback.from,
    to: search.get('to') ?? fallback.to,
    currency: search.get('currency') ?? '',
  };
}
