import type { StartGameQuery } from '@croupier/contract';
import { playEndpoints } from '@croupier/contract/play';
import type { PlayMode } from '@croupier/contract/studio';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/api/index.ts';
import { playKeys } from './query-keys.ts';

/** `GET {startFunGameUrl}` (000 §7 Game session): a demo session URL at the game studio. */
export const startFunGame = (uuid: string, query: StartGameQuery, signal?: AbortSignal) =>
  callEndpoint(playEndpoints.startFunGame, { params: { uuid }, query, signal });

/** `GET {startGameUrl}` (000 §7 Game session): a real-money session, in the player's currency. */
export const startRealGame = (uuid: string, query: StartGameQuery, signal?: AbortSignal) =>
  callEndpoint(playEndpoints.startGame, { params: { uuid }, query, signal });

/** A fresh session per visit and mode: a launch link expires, so it is never served from cache. */
export const useGameSession = (
  uuid: string | undefined,
  mode: PlayMode,
  query: StartGameQuery,
  enabled: boolean,
) =>
  useQuery({
    queryKey: playKeys.session(mode, uuid, query),
    queryFn: ({ signal }) =>
      mode === 'real'
        ? startRealGame(uuid as string, query, signal)
        : startFunGame(uuid as string, query, signal),
    enabled: enabled && !!uuid,
    staleTime: 0,
    gcTime: 0,
    retry: false,
    refetchOnMount: 'always',
  });
