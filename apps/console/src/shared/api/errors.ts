import { isApiError } from '@croupier/client';
import { ErrorCode } from '@croupier/contract/errors';
import { englishTexts, textOf } from '../messages.ts';

/** Whether a failed call means nobody is signed in (no session, or the session ended). */
export const isSignedOutError = (error: unknown): boolean =>
  isApiError(error) && error.code === ErrorCode.operatorUnauthorized;

/** What to tell the operator about a failed call: the platform's message, or a general one. */
export function messageOf(error: unknown, fallback = 'That did not work. Try again.'): string {
  if (isApiError(error) && error.message) return error.message;
  return fallback;
}

/**
 * The field errors of a refusal, in English: the platform answers them as message keys of the
 * contract's bundle, which loads only when a refusal needs it.
 */
export async function fieldErrorsOf(error: unknown): Promise<Record<string, string>> {
  if (!isApiError(error) || Object.keys(error.fieldErrors).length === 0) return {};
  const english = await englishTexts();
  return Object.fromEntries(
    Object.entries(error.fieldErrors).map(([field, key]) => [field, textOf(key, english, error.message)]),
  );
}
