import type { TournamentBody } from '@croupier/contract/tournaments';
import { type OperatorTournament, tournamentsEndpoints } from '@croupier/contract/tournaments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/api/index.ts';
import { tournamentKeys } from './query-keys.ts';

export const createTournament = (body: TournamentBody) =>
  callEndpoint(tournamentsEndpoints.createTournament, { body });

export const updateTournament = (id: string, body: TournamentBody) =>
  callEndpoint(tournamentsEndpoints.updateTournament, { params: { id }, body });

/** Creates a tournament (no `id`) or replaces one; the list and the tournament reload after. */
export function useSaveTournament(id: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TournamentBody) => (id ? updateTournament(id, body) : createTournament(body)),
    onSuccess: (saved: OperatorTournament) => {
      queryClient.setQueryData(tournamentKeys.one(saved.id), saved);
      return queryClient.invalidateQueries({ queryKey: tournamentKeys.list() });
    },
  });
}
