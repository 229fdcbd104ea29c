import { authEndpoints } from '@croupier/contract/auth';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { callEndpoint } from '../../../shared/api/index.ts';

/** `POST {middleware}/signin` (000 §7): log in by e-mail, phone or username. */
export function signin(body: z.input<NonNullable<(typeof authEndpoints.signin)['body']>>) {
  return callEndpoint(authEndpoints.signin, { body });
}

export const useSignin = () => useMutation({ mutationFn: signin });
