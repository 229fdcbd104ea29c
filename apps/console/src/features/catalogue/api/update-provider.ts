import {
  catalogueOperatorEndpoints,
  type UpdateCatalogueProviderBody,
} from '@croupier/contract/catalogue-operator';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/api/index.ts';
import { catalogueKeys } from './query-keys.ts';

export const updateProvider = (alias: string, body: UpdateCatalogueProviderBody) =>
  callEndpoint(catalogueOperatorEndpoints.updateCatalogueProvider, { params: { alias }, body });

/** Changes a studio; the studios and the games (their studio's name) are read again. */
export function useUpdateProvider() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ alias, body }: { alias: string; body: UpdateCatalogueProviderBody }) =>
      updateProvider(alias, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogueKeys.all }),
  });
}
