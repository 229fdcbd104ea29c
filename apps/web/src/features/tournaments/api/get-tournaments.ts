import type { TournamentFilter } from '@croupier/contract/rules/tournaments';
import { tournamentsEndpoints } from '@croupier/contract/tournaments';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/api/index.ts';
import { tournamentsKeys } from './query-keys.ts';

/** `GET /tournaments?locale&playerId&status` (001 §7): a guest's call goes without auth or playerId (001 §6). */
export const tournamentsQuery = (status: TournamentFilter, locale: string, uuid: string | null) =>
  queryOptions({
    queryKey: tournamentsKeys.list(status, locale, uuid),
    queryFn: ({ signal }) =>
      callEndpoint(tournamentsEndpoints.tournaments, {
        query: { status, locale, ...(uuid && { playerId: uuid }) },
        signal,
      }),
  });
