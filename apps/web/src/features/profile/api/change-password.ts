import { type ChangePasswordBody, profileEndpoints } from '@croupier/contract/profile';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/api/index.ts';

/** `POST /auth/credentials/password` (000 §7): ends the player's other sessions. */
export function changePassword(body: ChangePasswordBody) {
  return callEndpoint(profileEndpoints.changePassword, { body });
}

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
