import type { StartGameQuery } from '@croupier/contract';
import { playEndpoints } from '@croupier/contract/play';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/api/index.ts';

/** `GET {startFunGameUrl}` (000 §7 Game session): a demo session URL at the game studio. */
export const startFunGame = (uuid: string, query: StartGameQuery, signal?: AbortSignal) =>
  callEndpoint(playEndpoints.startFunGame, { params: { uuid }, query, signal });

/** A fresh session per visit: a launch link expires, so it is never served from cache. */
export const useDemoSession = (uuid: string | undefined, query: StartGameQuery, enabled: boolean) =>
  useQuery({
    queryKey: ['play', 'demo', uuid, query],
    queryFn: ({ signal }) => startFunGame(uuid as string, query, signal),
    enabled: enabled && !!uuid,
    staleTime: 0,
    gcTime: 0,
    retry: false,
    refetchOnMount: 'always',
  });
