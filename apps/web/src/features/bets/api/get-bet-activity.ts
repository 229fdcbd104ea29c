import { betsEndpoints } from '@croupier/contract/bets';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/api/index.ts';
import { betsKeys } from './query-keys.ts';

export interface BetFilter {
  dateFrom: string;
  dateTo: string;
  page: number;
}

/** One page of the player's bets (001 §7). */
export const betActivityQuery = (uuid: string, f: BetFilter) =>
  queryOptions({
    queryKey: betsKeys.list(uuid, f),
    queryFn: ({ signal }) =>
      callEndpoint(betsEndpoints.gameInfoActivity, {
        params: { uuid },
        query: {
          page: f.page,
          ...(f.dateFrom && { dateFrom: f.dateFrom }),
          ...(f.dateTo && { dateTo: f.dateTo }),
        },
        signal,
      }),
  });
