import { DAILY_REPORT_CSV_COLUMNS, type DailyReport } from '@croupier/contract';

/** One CSV field (RFC 4180): quoted when it holds a quote, a comma or a line break; quotes doubled. */
export function csvField(value: string | number): string {
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Rows of fields as CSV: CRLF after every record, the header first. */
export function toCsv(rows: readonly (readonly (string | number)[])[]): string {
  return rows.map((row) => `${row.map(csvField).join(',')}\r\n`).join('');
}

/**
 * The daily report as CSV: a header of the JSON's field names, then one record per day and
 * currency with the JSON's values. Every value is the platform's own (days, currency codes, counts,
 * decimal amounts), never text a player or operator typed, so no cell can start a spreadsheet formula
 * but a negative amount, which spreadsheets read as the number it is.
 */
export function dailyReportCsv(report: DailyReport): string {
  return toCsv([
    DAILY_REPORT_CSV_COLUMNS,
    ...report.days.map((day) => DAILY_REPORT_CSV_COLUMNS.map((column) => day[column])),
  ]);
}

/** The attachment's file name: the period and the currency. */
export const dailyReportFileName = (q: { from: string; to: string; currency?: string | undefined }) =>
  `croupier-daily-${q.from}-to-${q.to}${q.currency ? `-${q.currency}` : ''}.csv`;
