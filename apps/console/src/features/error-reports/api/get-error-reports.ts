import { analyticsEndpoints } from '@croupier/contract/analytics';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/api/index.ts';

export const ERROR_REPORTS_PAGE_SIZE = 20;

/** What the list keeps: text in the message or page, and the UTC days (inclusive); empty: no bound. */
export interface ErrorReportFilter {
  text: string;
  fromDay: string;
  toDay: string;
}

export const errorReportKeys = {
  all: ['error-reports'] as const,
  page: (filter: ErrorReportFilter, page: number) => [...errorReportKeys.all, filter, page] as const,
};

/** The first instant after a UTC day (`2026-11-27` → the 28th at midnight). */
const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString();

/** One page of the error reports the platform keeps for the filter, newest first. */
export const getErrorReports = (filter: ErrorReportFilter, page: number, signal?: AbortSignal) =>
  callEndpoint(analyticsEndpoints.operatorErrorReports, {
    query: {
      page,
      size: ERROR_REPORTS_PAGE_SIZE,
      ...(filter.text && { q: filter.text }),
      ...(filter.fromDay && { from: `${filter.fromDay}T00:00:00.000Z` }),
      ...(filter.toDay && { to: dayAfter(filter.toDay) }),
    },
    ...(signal && { signal }),
  });

export const errorReportsQuery = (filter: ErrorReportFilter, page: number) =>
  queryOptions({
    queryKey: errorReportKeys.page(filter, page),
    queryFn: ({ signal }) => getErrorReports(filter, page, signal),
    placeholderData: keepPreviousData,
  });
