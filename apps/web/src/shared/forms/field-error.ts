import { middlewareKey } from '@croupier/contract/errors';

/** A field error from the server is a code ('error.profile.duplicated') or already a key ('auth.…'). */
export function fieldErrorKey(value: string): string {
  return value.startsWith('error.') ? middlewareKey(value) : value;
}
