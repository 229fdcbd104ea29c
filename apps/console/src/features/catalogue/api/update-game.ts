import {
  catalogueOperatorEndpoints,
  type UpdateCatalogueGameBody,
} from '@croupier/contract/catalogue-operator';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/api/index.ts';
import { catalogueKeys } from './query-keys.ts';

export const updateGame = (gameUuid: string, body: UpdateCatalogueGameBody) =>
  callEndpoint(catalogueOperatorEndpoints.updateCatalogueGame, { params: { gameUuid }, body });

/** Changes a game; the game lists, studios' and categories' counts are read again. */
export function useUpdateGame(gameUuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateCatalogueGameBody) => updateGame(gameUuid, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogueKeys.all }),
  });
}
