import type { ReopenBody } from '@croupier/contract/protection-breaks';
import { callEndpoint } from '../api/index.ts';

/**
 * Asks to reopen an account whose self-exclusion has ended (docs/decisions/045): the login form
 * sends the credentials it was given, as the player cannot log in to ask. Answers when it reopens.
 * The schemas load with the ask, not with the login page.
 */
export async function reopenAccount(body: ReopenBody) {
  const { protectionBreaksEndpoints } = await import('@croupier/contract/protection-breaks');
  return callEndpoint(protectionBreaksEndpoints.reopenAccount, { body });
}
