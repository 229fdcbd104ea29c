import { supportEndpoints } from '@croupier/contract/support';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/api/index.ts';
import { supportKeys } from './query-keys.ts';

export const getLiveChatSettings = (signal?: AbortSignal) =>
  callEndpoint(supportEndpoints.getLiveChatSettings, { signal });

/** The brand's live-chat widget per language, and the pages it is hidden on. */
export const liveChatSettingsQuery = queryOptions({
  queryKey: supportKeys.liveChat(),
  queryFn: ({ signal }) => getLiveChatSettings(signal),
});
