import { HISTORY_PAGE_SIZE } from '@croupier/contract/constants';
import { paymentsEndpoints } from '@croupier/contract/payments';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/api/index.ts';
import { paymentsKeys } from './query-keys.ts';

export interface HistoryFilter {
  type: 'DEPOSIT' | 'WITHDRAW';
  /** Raw statuses, a comma list (001 §4 filter mapping); empty for all. */
  status: string;
  dateFrom: string;
  dateTo: string;
  page: number;
}

/** One page of the player's deposits or withdrawals (001 §7). */
export const paymentHistoryQuery = (uuid: string, f: HistoryFilter) =>
  queryOptions({
    queryKey: paymentsKeys.history(uuid, f),
    queryFn: ({ signal }) =>
      callEndpoint(paymentsEndpoints.paymentHistory, {
        params: { playerUuid: uuid },
        query: {
          page: f.page,
          size: HISTORY_PAGE_SIZE,
          type: f.type,
          ...(f.status && { status: f.status }),
          ...(f.dateFrom && { dateFrom: f.dateFrom }),
          ...(f.dateTo && { dateTo: f.dateTo }),
        },
        signal,
      }),
  });
