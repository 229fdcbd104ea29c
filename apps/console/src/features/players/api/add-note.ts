import { playersOperatorEndpoints } from '@croupier/contract/players-operator';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/api/index.ts';
import { playerKeys } from './query-keys.ts';

export const addNote = (playerUUID: string, text: string) =>
  callEndpoint(playersOperatorEndpoints.addPlayerNote, { params: { playerUUID }, body: { text } });

export function useAddNote(uuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => addNote(uuid, text),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: playerKeys.player(uuid) }),
  });
}
