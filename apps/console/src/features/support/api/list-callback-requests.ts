import type { CallbackStatus } from '@croupier/contract/support';
import { supportEndpoints } from '@croupier/contract/support';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/api/index.ts';
import { type CallbackFilters, supportKeys } from './query-keys.ts';

export const CALLBACK_PAGE_SIZE = 20;

export const listCallbackRequests = (
  status: CallbackStatus,
  filters: CallbackFilters,
  page: number,
  signal?: AbortSignal,
) =>
  callEndpoint(supportEndpoints.listCallbackRequests, {
    query: { status, ...filters, page, size: CALLBACK_PAGE_SIZE },
    signal,
  });

/** One page of the call-back requests in `status` that the platform keeps for the filters, newest first. */
export const callbackRequestsQuery = (status: CallbackStatus, filters: CallbackFilters, page: number) =>
  queryOptions({
    queryKey: supportKeys.callbackPage(status, filters, page),
    queryFn: ({ signal }) => listCallbackRequests(status, filters, page, signal),
    placeholderData: keepPreviousData,
  });
