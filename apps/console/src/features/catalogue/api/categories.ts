import { type CatalogueCategory, catalogueOperatorEndpoints } from '@croupier/contract/catalogue-operator';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/api/index.ts';
import { catalogueKeys } from './query-keys.ts';

export const listCategories = () => callEndpoint(catalogueOperatorEndpoints.listCatalogueCategories);

/** The lobby's categories in their order, with their games' counts. */
export const categoriesQuery = queryOptions({
  queryKey: catalogueKeys.categories(),
  queryFn: listCategories,
});

export const setCategories = (categories: CatalogueCategory[]) =>
  callEndpoint(catalogueOperatorEndpoints.setCatalogueCategories, { body: { categories } });

/** Replaces the list in its new order; the answer is the list as stored. */
export function useSetCategories() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setCategories,
    onSuccess: (answer) => queryClient.setQueryData(categoriesQuery.queryKey, answer),
  });
}
