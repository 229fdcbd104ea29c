import { endpoints } from '@croupier/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/api/index.ts';
import { playerKeys } from './query-keys.ts';

/** Lock, unlock and ending sessions: each write refreshes the player's page. */
export const lockPlayer = (playerUUID: string, reason: string) =>
  callEndpoint(endpoints.lockPlayer, { params: { playerUUID }, body: { reason } });
export const unlockPlayer = (playerUUID: string, reason: string) =>
  callEndpoint(endpoints.unlockPlayer, { params: { playerUUID }, body: { reason } });
export const endPlayerSessions = (playerUUID: string) =>
  callEndpoint(endpoints.endPlayerSessions, { params: { playerUUID } });

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
