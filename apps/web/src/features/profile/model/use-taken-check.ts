import { middlewareKey } from '@croupier/contract/errors';
import { useRef } from 'react';
import { type ExistenceQuery, useExistenceCheck } from '../../../shared/account/use-existence-check.ts';

const DUPLICATED = middlewareKey('error.profile.duplicated');

/**
 * The profile's existence check of a new e-mail or phone (000 §5): a 4xx means another account has
 * it (shown as `middleware.error.profile.duplicated`), any other failure gives `failureMessage`.
 * `value` names what is asked (the field's value as the form reads it); returns the message for a
 * value, read by the field's validation, and calls `onResult` when there is one.
 */
export function useTakenCheck(
  value: string,
  query: ExistenceQuery | null,
  failureMessage: string,
  onResult: () => void,
): (value: string) => string | undefined {
  const found = useRef<{ value: string; message: string } | null>(null);
  useExistenceCheck(query, (answer) => {
    if (answer.status === 'free') {
      found.current = null;
      return;
    }
    found.current = { value, message: answer.status === 'taken' ? DUPLICATED : failureMessage };
    onResult();
  });
  return (v) => (found.current && found.current.value === v ? found.current.message : undefined);
}
