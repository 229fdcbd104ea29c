import { authEndpoints } from '@croupier/contract/auth';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { callEndpoint } from '../../../shared/api/index.ts';

/** `POST /sms/confirm`: confirms the registration one-time code. */
export function confirmRegistrationCode(
  body: z.input<NonNullable<(typeof authEndpoints.smsConfirm)['body']>>,
) {
  return callEndpoint(authEndpoints.smsConfirm, { body });
}

export const useConfirmRegistrationCode = () => useMutation({ mutationFn: confirmRegistrationCode });
