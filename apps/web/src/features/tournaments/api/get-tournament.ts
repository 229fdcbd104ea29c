import { tournamentsEndpoints } from '@croupier/contract/tournaments';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint, isApiError } from '../../../shared/api/index.ts';
import { tournamentsKeys } from './query-keys.ts';

/** `GET /tournaments/{id}?locale&playerId` (001 §7); a 404 is not retried (the page goes to the list). */
export const tournamentQuery = (id: string, locale: string, uuid: string | null) =>
  queryOptions({
    queryKey: tournamentsKeys.detail(id, locale, uuid),
    queryFn: ({ signal }) =>
      callEndpoint(tournamentsEndpoints.tournament, {
        params: { id },
        query: { locale, ...(uuid && { playerId: uuid }) },
        signal,
      }),
    retry: (count, error) => !(isApiError(error) && error.status < 500) && count < 2,
  });
