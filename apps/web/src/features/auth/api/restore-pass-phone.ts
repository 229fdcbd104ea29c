import { authEndpoints } from '@croupier/contract/auth';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { callEndpoint } from '../../../shared/api/index.ts';

/** `POST /restore-pass-phone`: sends a 6-digit password-reset code by SMS. */
export function sendResetCode(body: z.input<NonNullable<(typeof authEndpoints.restorePassPhone)['body']>>) {
  return callEndpoint(authEndpoints.restorePassPhone, { body });
}

export const useSendResetCode = () => useMutation({ mutationFn: sendResetCode });
