import { middlewareKey } from '@croupier/contract/errors';
import { isApiError } from '../../../shared/api/index.ts';

/**
 * The message of a failed upload (001 §8): a 4xx shows the server's error; other API errors
 * `profile.errors.verification-api-unexpected`; anything else `profile.errors.verification-unexpected`.
 */
export function uploadErrorKey(error: unknown): string {
  if (!isApiError(error)) return 'profile.errors.verification-unexpected';
  if (error.status >= 400 && error.status < 500 && error.code) return middlewareKey(error.code);
  return 'profile.errors.verification-api-unexpected';
}
