import { cashierEndpoints } from '@croupier/contract/cashier';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/api/index.ts';
import { walletKeys } from './query-keys.ts';

/** The player's lifetime withdrawal limit and what is used of it (001 §7). */
export const lifetimeLimitsQuery = (uuid: string) =>
  queryOptions({
    queryKey: walletKeys.limits(uuid),
    queryFn: ({ signal }) =>
      callEndpoint(cashierEndpoints.lifetimeLimits, { params: { playerUUID: uuid }, signal }),
  });
