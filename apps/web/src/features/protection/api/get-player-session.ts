import { protectionSessionEndpoints, type SessionSummary } from '@croupier/contract/protection-session';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { callEndpoint } from '../../../shared/api/index.ts';
import { sessionKeys } from './query-keys.ts';

/**
 * This session's figures (start, wagered, won, net), the next reality check, the previous login,
 * the daily time limit and the deposit-limit invitation. Fresh on each read the layer asks for.
 */
export const playerSessionQuery = (uuid: string) =>
  queryOptions({
    queryKey: sessionKeys.session(uuid),
    queryFn: ({ signal }) => callEndpoint(protectionSessionEndpoints.playerSession, { signal }),
    staleTime: 0,
  });

/** Puts a write's answer (the summary as it now stands) in the cache. */
export function useStoreSession(uuid: string): (summary: SessionSummary) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (summary) => queryClient.setQueryData(sessionKeys.session(uuid), summary),
    [queryClient, uuid],
  );
}
