import { catalogueOperatorEndpoints } from '@croupier/contract/catalogue-operator';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/api/index.ts';
import { catalogueKeys } from './query-keys.ts';

export const PROVIDERS_PAGE_SIZE = 20;

export const listProviders = (page: number) =>
  callEndpoint(catalogueOperatorEndpoints.listCatalogueProviders, {
    query: { page, size: PROVIDERS_PAGE_SIZE },
  });

/** One page of studios in the lobby's order. */
export const providersQuery = (page: number) =>
  queryOptions({
    queryKey: catalogueKeys.providersPage(page),
    queryFn: () => listProviders(page),
    placeholderData: keepPreviousData,
  });
