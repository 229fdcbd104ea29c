import { profileEndpoints, type UpdateProfileBody } from '@croupier/contract/profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/api/index.ts';
import { profileKeys } from '../../../shared/api/query-keys.ts';

/** `PUT /profile/profiles/{id}` (000 §7): answers the whole profile. */
export function updateProfile(id: string, body: UpdateProfileBody) {
  return callEndpoint(profileEndpoints.updateProfile, { params: { id }, body });
}

/** The answer replaces the cached profile. */
export function useUpdateProfile(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateProfileBody) => updateProfile(id, body),
    onSuccess: (updated) => queryClient.setQueryData(profileKeys.detail(id), updated),
  });
}
