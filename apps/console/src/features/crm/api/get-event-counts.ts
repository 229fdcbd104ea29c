import { crmEndpoints } from '@croupier/contract/crm';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/api/index.ts';
import { crmKeys } from './query-keys.ts';

export const getEventCounts = (id: string, signal?: AbortSignal) =>
  callEndpoint(crmEndpoints.operatorCrmEvents, { params: { id }, signal });

/** How often each event was recorded on a popup, card or message; asked again on each visit. */
export const eventCountsQuery = (id: string) =>
  queryOptions({
    queryKey: crmKeys.counts(id),
    queryFn: ({ signal }) => getEventCounts(id, signal),
    staleTime: 0,
  });
