import { catalogueOperatorEndpoints } from '@croupier/contract/catalogue-operator';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/api/index.ts';
import { catalogueKeys, type GameFilters } from './query-keys.ts';

export const GAMES_PAGE_SIZE = 20;

export const listGames = (filters: GameFilters, page: number) =>
  callEndpoint(catalogueOperatorEndpoints.listCatalogueGames, {
    query: { ...filters, page, size: GAMES_PAGE_SIZE },
  });

/** One page of games by name, filtered by the server; the page shown stays while the next loads. */
export const gamesQuery = (filters: GameFilters, page: number) =>
  queryOptions({
    queryKey: catalogueKeys.gamesPage(filters, page),
    queryFn: () => listGames(filters, page),
    placeholderData: keepPreviousData,
  });
