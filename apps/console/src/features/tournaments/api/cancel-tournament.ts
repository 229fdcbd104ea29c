import { tournamentsEndpoints } from '@croupier/contract/tournaments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/api/index.ts';
import { tournamentKeys } from './query-keys.ts';

export const cancelTournament = (id: string) =>
  callEndpoint(tournamentsEndpoints.cancelTournament, { params: { id } });

/** Cancels a tournament that has not finished; it pays nothing and leaves the players' lists. */
export function useCancelTournament(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => cancelTournament(id),
    onSuccess: (cancelled) => {
      queryClient.setQueryData(tournamentKeys.one(id), cancelled);
      return queryClient.invalidateQueries({ queryKey: tournamentKeys.list() });
    },
  });
}
