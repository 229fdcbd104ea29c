import { TOURNAMENT_GAMES_PAGE_SIZE } from '@croupier/contract/constants';
import { tournamentsEndpoints } from '@croupier/contract/tournaments';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/api/index.ts';
import { brandId } from '../../../shared/config/index.ts';
import { tournamentsKeys } from './query-keys.ts';

/** `GET /tournaments-api/public/games?brandId&tournamentId&size&page` (001 §7, §9: 14 a page). */
export const tournamentGamesQuery = (id: string, page: number) =>
  queryOptions({
    queryKey: tournamentsKeys.games(id, page),
    queryFn: ({ signal }) =>
      callEndpoint(tournamentsEndpoints.tournamentGames, {
        query: { brandId: brandId(), tournamentId: id, size: TOURNAMENT_GAMES_PAGE_SIZE, page },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
