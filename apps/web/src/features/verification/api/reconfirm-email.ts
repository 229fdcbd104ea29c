import { type ReconfirmEmailBody, verificationEndpoints } from '@croupier/contract/verification';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/api/index.ts';

/** `POST /profile/public/reconfirm-email` (000 §7): a new confirmation link to the player's e-mail. */
export function reconfirmEmail(body: ReconfirmEmailBody) {
  return callEndpoint(verificationEndpoints.reconfirmEmail, { body });
}

export const useReconfirmEmail = () => useMutation({ mutationFn: reconfirmEmail });
