import { EXISTENCE_CHECK_DEBOUNCE_MS } from '@croupier/contract/constants';
import { middlewareKey } from '@croupier/contract/errors';
import { useEffect, useRef } from 'react';
import { isApiError } from '../../../shared/api/index.ts';

const DUPLICATED = middlewareKey('error.profile.duplicated');

/**
 * The profile's existence check of an e-mail or phone (000 §5): 500 ms after the last change of a
 * new, well-formed value, ask the server; a 4xx means another account has it (shown as
 * `middleware.error.profile.duplicated`), any other failure gives `failureMessage`. Returns the
 * message for a value, read by the field's validation.
 */
export function useTakenCheck(
  value: string,
  shouldCheck: boolean,
  check: (signal: AbortSignal) => Promise<unknown>,
  failureMessage: string,
  onResult: () => void,
): (value: string) => string | undefined {
  const found = useRef<{ value: string; message: string } | null>(null);
  const latest = useRef({ check, onResult });
  latest.current = { check, onResult };
  useEffect(() => {
    if (!shouldCheck) return;
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      try {
        await latest.current.check(controller.signal);
        found.current = null;
      } catch (error) {
        if (controller.signal.aborted) return;
        const taken = isApiError(error) && error.status >= 400 && error.status < 500;
        found.current = { value, message: taken ? DUPLICATED : failureMessage };
        latest.current.onResult();
      }
    }, EXISTENCE_CHECK_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [value, shouldCheck, failureMessage]);
  return (v) => (found.current && found.current.value === v ? found.current.message : undefined);
}
