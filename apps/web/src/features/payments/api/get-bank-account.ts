import { paymentsEndpoints } from '@croupier/contract/payments';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/api/index.ts';
import { paymentsKeys } from './query-keys.ts';

/** The player's registered bank account (001 §7). */
export const bankAccountQuery = (uuid: string) =>
  queryOptions({
    queryKey: paymentsKeys.bankAccount(uuid),
    queryFn: ({ signal }) => callEndpoint(paymentsEndpoints.getBankAccount, { signal }),
  });
