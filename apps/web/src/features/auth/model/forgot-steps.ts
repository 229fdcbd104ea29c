export type ForgotStep = 'SEND_CONFIRMATION' | 'CONFIRM' | 'CHECK_EMAIL' | 'CREATE_PASSWORD';

/**
 * Back (000 §2): from CONFIRM, CHECK_EMAIL or CREATE_PASSWORD to SEND_CONFIRMATION, except in link
 * mode; from the first step (or in link mode) `null`: the screen closes.
 */
export function forgotBack(step: ForgotStep, linkMode: boolean): ForgotStep | null {
  if (step === 'SEND_CONFIRMATION' || linkMode) return null;
  return 'SEND_CONFIRMATION';
}

export const FORGOT_LOGIN_STORAGE_KEY = 'forgotPassword.login';

/** The login of a reset link: the query's `login`, else the one this browser asked the link for. */
export function linkLogin(search: string): string | null {
  const fromQuery = new URLSearchParams(search).get('login');
  if (fromQuery) return fromQuery;
  try {
    return localStorage.getItem(FORGOT_LOGIN_STORAGE_KEY);
  } catch {
    return null;
  }
}
