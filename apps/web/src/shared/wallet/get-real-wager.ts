import { walletEndpoints } from '@croupier/contract/wallet';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../api/index.ts';
import { walletKeys } from './query-keys.ts';

/** What the player must still wager before a withdrawal (001 §7). */
export const realWagerQuery = (uuid: string) =>
  queryOptions({
    queryKey: walletKeys.wager(uuid),
    queryFn: ({ signal }) => callEndpoint(walletEndpoints.realWagerAmount, { signal }),
  });
