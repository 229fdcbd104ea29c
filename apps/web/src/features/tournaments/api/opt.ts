import { tournamentsEndpoints } from '@croupier/contract/tournaments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/api/index.ts';
import { tournamentsKeys } from './query-keys.ts';

/** `POST /tournaments/{id}/opt-in` or `/opt-out` (001 §7); then the tournament reloads (001 §4). */
export function useOptTournament(uuid: string | null, locale: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, join }: { id: string; join: boolean }) => {
      if (!uuid) throw new Error('a guest cannot opt in');
      return callEndpoint(
        join ? tournamentsEndpoints.tournamentOptIn : tournamentsEndpoints.tournamentOptOut,
        {
          params: { id },
          body: { locale, playerId: uuid },
        },
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: tournamentsKeys.all }),
  });
}
