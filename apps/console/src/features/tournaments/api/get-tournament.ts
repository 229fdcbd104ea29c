import { tournamentsEndpoints } from '@croupier/contract/tournaments';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/api/index.ts';
import { tournamentKeys } from './query-keys.ts';

export const getTournament = (id: string, signal?: AbortSignal) =>
  callEndpoint(tournamentsEndpoints.getTournament, { params: { id }, signal });

export const tournamentQuery = (id: string) =>
  queryOptions({ queryKey: tournamentKeys.one(id), queryFn: ({ signal }) => getTournament(id, signal) });
