import { analyticsEndpoints } from '@croupier/contract/analytics';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/api/index.ts';

export const errorReportKeys = { all: ['error-reports'] as const };

/** The latest error reports the platform's own intake received, newest first (at most 200). */
export const getErrorReports = (signal?: AbortSignal) =>
  callEndpoint(analyticsEndpoints.operatorErrorReports, { signal });

export const errorReportsQuery = queryOptions({
  queryKey: errorReportKeys.all,
  queryFn: ({ signal }) => getErrorReports(signal),
});
