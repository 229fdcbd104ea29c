import { EXISTENCE_CHECK_DEBOUNCE_MS } from '@croupier/contract/constants';
import { useEffect, useRef } from 'react';
import { type ApiError, isApiError } from '../api/index.ts';
import { useBrand } from '../brand/index.ts';
import { checkEmail } from './check-email.ts';
import { checkLogin } from './check-login.ts';
import { checkPhone } from './check-phone.ts';

/** What is asked: is this e-mail, phone or login free? */
export type ExistenceQuery =
  | { kind: 'email'; email: string }
  | { kind: 'phone'; phone: string; phoneCode: string }
  | { kind: 'login'; login: string };

/** The server's answer: free, taken (a 4xx: another account has it, with the error), or no answer. */
export type ExistenceAnswer =
  | { status: 'free' }
  | { status: 'taken'; error: ApiError }
  | { status: 'failed'; error: unknown };

function ask(brandId: string, query: ExistenceQuery, signal: AbortSignal): Promise<unknown> {
  if (query.kind === 'email') return checkEmail({ brandId, email: query.email }, signal);
  if (query.kind === 'phone')
    return checkPhone({ brandId, phone: query.phone, phoneCode: query.phoneCode }, signal);
  return checkLogin({ brandId, login: query.login }, signal);
}

/**
 * The existence check of 000 §5: 500 ms after the last change of `query`, ask the server whether
 * the e-mail, phone or login is free. `null` asks nothing (an empty or malformed value: the form's
 * own rules speak for it). A newer query cancels the pending one, so `onAnswer` only hears the
 * answer to the query of the latest render.
 */
export function useExistenceCheck(
  query: ExistenceQuery | null,
  onAnswer: (answer: ExistenceAnswer) => void,
): void {
  const { brandId } = useBrand();
  const latest = useRef(onAnswer);
  latest.current = onAnswer;
  const key = query ? JSON.stringify(query) : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the query's content
  useEffect(() => {
    if (!query) return;
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      let answer: ExistenceAnswer;
      try {
        await ask(brandId, query, controller.signal);
        answer = { status: 'free' };
      } catch (error) {
        if (controller.signal.aborted) return;
        answer =
          isApiError(error) && error.status >= 400 && error.status < 500
            ? { status: 'taken', error }
            : { status: 'failed', error };
      }
      latest.current(answer);
    }, EXISTENCE_CHECK_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [key, brandId]);
}
