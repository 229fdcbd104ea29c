import { campaignsOperatorEndpoints, type WelcomePackBody } from '@croupier/contract/campaigns-operator';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/api/index.ts';
import { campaignsKeys } from './query-keys.ts';

export const welcomePacksQuery = queryOptions({
  queryKey: campaignsKeys.welcomePacks(),
  queryFn: ({ signal }) => callEndpoint(campaignsOperatorEndpoints.listWelcomePacks, { signal }),
});

/** Creates a welcome pack (no uid) or replaces one; the list reloads (a default one unsets the others). */
export function useSaveWelcomePack(uid: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WelcomePackBody) =>
      uid
        ? callEndpoint(campaignsOperatorEndpoints.updateWelcomePack, { params: { uid }, body })
        : callEndpoint(campaignsOperatorEndpoints.createWelcomePack, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: campaignsKeys.welcomePacks() }),
  });
}

export function useDeleteWelcomePack() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (uid: string) =>
      callEndpoint(campaignsOperatorEndpoints.deleteWelcomePack, { params: { uid } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: campaignsKeys.welcomePacks() }),
  });
}
