import { paymentsEndpoints } from '@croupier/contract/payments';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/api/index.ts';
import { paymentsKeys } from './query-keys.ts';

/** The player's lifetime withdrawal limit and what is used of it (001 §7). */
export const lifetimeLimitsQuery = (uuid: string) =>
  queryOptions({
    queryKey: paymentsKeys.limits(uuid),
    queryFn: ({ signal }) =>
      callEndpoint(paymentsEndpoints.lifetimeLimits, { params: { playerUUID: uuid }, signal }),
  });
