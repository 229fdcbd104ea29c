import { profileEndpoints } from '@croupier/contract/profile';
import type { z } from 'zod';
import { callEndpoint } from '../api/index.ts';

/** `POST /profile/public/check/login` (000 §7, §5): 200 when free; a 4xx means an account has it. */
export function checkLogin(
  body: z.input<NonNullable<(typeof profileEndpoints.checkLogin)['body']>>,
  signal?: AbortSignal,
) {
  return callEndpoint(profileEndpoints.checkLogin, { body, signal });
}
