import { analyticsEndpoints } from '@croupier/contract/analytics';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/api/index.ts';
import { instantsOf, type ReportDays } from '../model/period.ts';
import { reportsKeys } from './query-keys.ts';

/** The analytics module's registration → first deposit funnel over the period's days. */
export const getFunnel = (days: ReportDays, signal?: AbortSignal) =>
  callEndpoint(analyticsEndpoints.operatorFunnel, { query: instantsOf(days), signal });

export const funnelQuery = (days: ReportDays) =>
  queryOptions({
    queryKey: reportsKeys.funnel({ from: days.from, to: days.to }),
    queryFn: ({ signal }) => getFunnel(days, signal),
  });
