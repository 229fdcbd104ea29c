import { verificationEndpoints } from '@croupier/contract/verification';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/api/index.ts';

/** `POST /profile/public/verification` (000 §7): the token of the e-mailed link. */
export function verifyEmail(verificationToken: string) {
  return callEndpoint(verificationEndpoints.verifyEmail, { body: { verificationToken } });
}

/** The page reloads the profile itself, after the confirmation's pause (`EmailConfirmation`). */
export const useVerifyEmail = () => useMutation({ mutationFn: verifyEmail });
