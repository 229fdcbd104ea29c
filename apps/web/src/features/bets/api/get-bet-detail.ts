import { betsEndpoints } from '@croupier/contract/bets';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/api/index.ts';
import { betsKeys } from './query-keys.ts';

/** One bet's detail (001 §7). */
export const betDetailQuery = (uuid: string, kind: 'games' | 'sports', id: string) =>
  queryOptions({
    queryKey: betsKeys.detail(uuid, kind, id),
    queryFn: ({ signal }) => callEndpoint(betsEndpoints.betActivity, { params: { kind, id }, signal }),
  });
