import { profileEndpoints } from '@croupier/contract/profile';
import type { z } from 'zod';
import { callEndpoint } from '../api/index.ts';

/** `POST /profile/public/check/phone` (000 §7, §5): 200 when free; a 4xx means an account has it. */
export function checkPhone(
  body: z.input<NonNullable<(typeof profileEndpoints.checkPhone)['body']>>,
  signal?: AbortSignal,
) {
  return callEndpoint(profileEndpoints.checkPhone, { body, signal });
}
