import { verificationEndpoints } from '@croupier/contract/verification';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/api/index.ts';
import { profileKeys } from '../../../shared/api/query-keys.ts';

/** `POST /profile/verification/phone` (000 §7): playerUUID, code. */
export function verifyPhone(playerUUID: string, code: string) {
  return callEndpoint(verificationEndpoints.verifyPhone, { body: { playerUUID, code } });
}

/** A verified phone reloads the profile before it resolves. */
export function useVerifyPhone(playerUUID: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => verifyPhone(playerUUID, code),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.detail(playerUUID) }),
  });
}
