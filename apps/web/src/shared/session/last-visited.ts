import { paths } from '../paths.ts';
/** Pages a login or registration never sends the player back to (000 §2). */
export const AUTH_PATHS = [paths.login, paths.forgotPassword, paths.registration] as const;

const KEY = 'lastVisited';

export function isAuthPath(pathname: string): boolean {
  return AUTH_PATHS.some((p) => pathname === p || pathname.startsWith(`${p}/`));
}

/** Remembers the page (path and query) unless it is login, forgot password or registration. */
export function rememberVisit(pathname: string, search = ''): void {
  if (isAuthPath(pathname)) return;
  try {
    sessionStorage.setItem(KEY, pathname + search);
  } catch {
    // Storage may be off; the root is the fallback.
  }
}

export function lastVisited(): string | null {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}
