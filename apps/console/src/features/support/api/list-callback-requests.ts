import type { CallbackStatus } from '@croupier/contract/support';
import { supportEndpoints } from '@croupier/contract/support';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/api/index.ts';
import { supportKeys } from './query-keys.ts';

export const CALLBACK_PAGE_SIZE = 20;

export const listCallbackRequests = (status: CallbackStatus, page: number, signal?: AbortSignal) =>
  callEndpoint(supportEndpoints.listCallbackRequests, {
    query: { status, page, size: CALLBACK_PAGE_SIZE },
    signal,
  });

/** One page of the call-back requests in `status`, newest first. */
export const callbackRequestsQuery = (status: CallbackStatus, page: number) =>
  queryOptions({
    queryKey: supportKeys.callbackPage(status, page),
    queryFn: ({ signal }) => listCallbackRequests(status, page, signal),
    placeholderData: keepPreviousData,
  });
