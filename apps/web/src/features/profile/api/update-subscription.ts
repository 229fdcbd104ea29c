import { profileEndpoints, type SubscriptionBody } from '@croupier/contract/profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/api/index.ts';
import { profileKeys } from '../../../shared/api/query-keys.ts';

/** `PUT /profile/profiles/{id}/subscription` (000 §7): communication preferences. */
export function updateSubscription(id: string, body: SubscriptionBody) {
  return callEndpoint(profileEndpoints.updateSubscription, { params: { id }, body });
}

/** The answer (the whole profile) replaces the cached one. */
export function useUpdateSubscription(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SubscriptionBody) => updateSubscription(id, body),
    onSuccess: (updated) => queryClient.setQueryData(profileKeys.detail(id), updated),
  });
}
