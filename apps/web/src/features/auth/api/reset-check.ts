import { authEndpoints } from '@croupier/contract/auth';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { callEndpoint } from '../../../shared/api/index.ts';

/** `POST /auth/public/v2/reset-password/check`: checks a reset code or link token without using it. */
export function checkResetToken(body: z.input<NonNullable<(typeof authEndpoints.resetCheck)['body']>>) {
  return callEndpoint(authEndpoints.resetCheck, { body });
}

export const useCheckResetToken = () => useMutation({ mutationFn: checkResetToken });
