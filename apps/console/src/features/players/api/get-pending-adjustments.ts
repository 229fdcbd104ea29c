import { playersOperatorEndpoints } from '@croupier/contract/players-operator';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/api/index.ts';
import { playerKeys } from './query-keys.ts';

export const PENDING_PAGE_SIZE = 10;

export const getPendingAdjustments = (page: number) =>
  callEndpoint(playersOperatorEndpoints.listAdjustments, {
    query: { status: 'PENDING_APPROVAL', page, size: PENDING_PAGE_SIZE },
  });

export const pendingAdjustmentsQuery = (page: number) =>
  queryOptions({
    queryKey: playerKeys.pending(page),
    queryFn: () => getPendingAdjustments(page),
    placeholderData: keepPreviousData,
  });
