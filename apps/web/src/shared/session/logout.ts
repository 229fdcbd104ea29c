import { callEndpoint, notifyLoggedOut } from '../api/index.ts';
import { session } from './index.ts';

/**
 * Logout (000 §4): ends the session on the server (best effort), clears the token, the KYC flag
 * and the profile, then the listeners (the layout) go to the root. The auth schemas load here,
 * not in the first load.
 */
export async function logout(): Promise<void> {
  try {
    if (session.token()) {
      const { authEndpoints } = await import('@croupier/contract/auth');
      await callEndpoint(authEndpoints.logout);
    }
  } catch {
    // Logging out locally is what matters; an unreachable server ends the session by expiry.
  } finally {
    session.clear();
    notifyLoggedOut();
  }
}
