import { TOKEN_ALIVE_COOKIE } from '@croupier/contract/constants';
import { renewSession } from '../api/index.ts';
import { getCookie } from '../lib/cookies.ts';
import { session } from './index.ts';

/** True when a logged-in player's token must be renewed before use (000 §4). */
export function needsRenewal(): boolean {
  const s = session.get();
  if (!s.hasAuth && !s.isLogged) return false;
  return !s.token || getCookie(TOKEN_ALIVE_COOKIE) === undefined;
}

/**
 * At start: renew when the token is absent or the alive cookie is missing; a renewal that brings
 * no token logs the player out (the client clears the session and notifies the listeners).
 */
export async function renewIfNeeded(): Promise<void> {
  if (needsRenewal()) await renewSession();
}
