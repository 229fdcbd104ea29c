import { playersOperatorEndpoints } from '@croupier/contract/players-operator';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/api/index.ts';
import { playerKeys } from './query-keys.ts';

/** Lock, unlock and ending sessions: each write refreshes the player's page. */
export const lockPlayer = (playerUUID: string, reason: string) =>
  callEndpoint(playersOperatorEndpoints.lockPlayer, { params: { playerUUID }, body: { reason } });
export const unlockPlayer = (playerUUID: string, reason: string) =>
  callEndpoint(playersOperatorEndpoints.unlockPlayer, { params: { playerUUID }, body: { reason } });
export const endPlayerSessions = (playerUUID: string) =>
  callEndpoint(playersOperatorEndpoints.endPlayerSessions, { params: { playerUUID } });

function usePlayerWrite<A, R>(uuid: string, write: (uuid: string, arg: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (arg: A) => write(uuid, arg),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: playerKeys.player(uuid) }),
  });
}

export const useLockPlayer = (uuid: string) => usePlayerWrite(uuid, lockPlayer);
export const useUnlockPlayer = (uuid: string) => usePlayerWrite(uuid, unlockPlayer);
export function useEndSessions(uuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => endPlayerSessions(uuid),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: playerKeys.player(uuid) }),
  });
}
