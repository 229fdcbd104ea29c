import { reportsEndpoints } from '@croupier/contract/reports';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/api/index.ts';
import type { ReportPeriod } from '../model/period.ts';
import { reportsKeys } from './query-keys.ts';

/** Games the top games table shows. */
export const TOP_GAMES_SHOWN = 10;

/** The games with the highest GGR in the period and currency. */
export const getTopGames = (period: ReportPeriod, signal?: AbortSignal) =>
  callEndpoint(reportsEndpoints.operatorTopGames, {
    query: { ...period, limit: TOP_GAMES_SHOWN },
    signal,
  });

export const topGamesQuery = (period: ReportPeriod) =>
  queryOptions({
    queryKey: reportsKeys.topGames(period),
    queryFn: ({ signal }) => getTopGames(period, signal),
  });
