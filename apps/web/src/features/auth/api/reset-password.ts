import { authEndpoints } from '@croupier/contract/auth';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { callEndpoint } from '../../../shared/api/index.ts';

/** `POST /player/reset-password`: sets the new password and logs in. */
export function resetPassword(body: z.input<NonNullable<(typeof authEndpoints.resetPassword)['body']>>) {
  return callEndpoint(authEndpoints.resetPassword, { body });
}

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
