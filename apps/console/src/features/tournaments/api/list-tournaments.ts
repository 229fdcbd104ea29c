import { tournamentsEndpoints } from '@croupier/contract/tournaments';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/api/index.ts';
import { tournamentKeys } from './query-keys.ts';

/** Every tournament, cancelled ones too, newest first. */
export const listTournaments = (signal?: AbortSignal) =>
  callEndpoint(tournamentsEndpoints.listTournaments, { query: { status: 'all' }, signal });

export const tournamentsQuery = queryOptions({
  queryKey: tournamentKeys.list(),
  queryFn: ({ signal }) => listTournaments(signal),
});
