import { reportsEndpoints } from '@croupier/contract/reports';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/api/index.ts';
import type { ReportDays } from '../model/period.ts';
import { reportsKeys } from './query-keys.ts';

/**
 * The figures per day of the period in every currency of the brand (its default first), with the
 * totals: the page shows one currency at a time, and the totals say which there are.
 */
export const getDailyReport = (days: ReportDays, signal?: AbortSignal) =>
  callEndpoint(reportsEndpoints.operatorDailyReport, { query: { from: days.from, to: days.to }, signal });

export const dailyReportQuery = (days: ReportDays) =>
  queryOptions({
    queryKey: reportsKeys.daily({ from: days.from, to: days.to }),
    queryFn: ({ signal }) => getDailyReport(days, signal),
  });
