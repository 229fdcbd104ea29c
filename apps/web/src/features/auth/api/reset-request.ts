import { authEndpoints } from '@croupier/contract/auth';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/api/index.ts';

/** `POST /auth/password/reset/request?channel=email`: e-mails a password-reset link. */
export function requestResetLink(body: { brandId?: string; email: string }) {
  return callEndpoint(authEndpoints.resetRequest, { query: { channel: 'email' }, body });
}

export const useRequestResetLink = () => useMutation({ mutationFn: requestResetLink });
