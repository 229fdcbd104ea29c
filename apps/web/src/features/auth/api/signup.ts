import { authEndpoints } from '@croupier/contract/auth';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { callEndpoint } from '../../../shared/api/index.ts';

/** `POST {middleware}/signup` (000 §7): register; answers auth and promo. */
export function signup(body: z.input<NonNullable<(typeof authEndpoints.signup)['body']>>) {
  return callEndpoint(authEndpoints.signup, { body });
}

export const useSignup = () => useMutation({ mutationFn: signup });
