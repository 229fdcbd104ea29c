import { contentEndpoints } from '@croupier/contract/content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/api/index.ts';
import { supportKeys } from './query-keys.ts';

/** `GET /liveChat/config` (000 §7): the brand's widget kind and group per language. */
export const getLiveChatConfig = (signal?: AbortSignal) =>
  callEndpoint(contentEndpoints.liveChatConfig, { signal });

export const liveChatConfigQueryOptions = () =>
  queryOptions({
    queryKey: supportKeys.liveChat(),
    queryFn: ({ signal }) => getLiveChatConfig(signal),
    staleTime: 10 * 60 * 1000,
  });

/** Asked only once the page is idle (`enabled`), so the first load does not wait for it. */
export const useLiveChatConfig = (enabled: boolean) => useQuery({ ...liveChatConfigQueryOptions(), enabled });
