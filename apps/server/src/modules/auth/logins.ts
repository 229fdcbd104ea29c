import { isEmail, type LoginType, normalizeEmail, normalizePhone } from '@croupier/contract';
import type { LoginField } from './repository.ts';
import type { PlayerRow } from './tables.ts';

/** The full international digits of a phone as the body gives it (phoneCode present: national part). */
export function phoneDigits(phone: string, phoneCode?: string): string {
  return normalizePhone(phone, phoneCode);
}

/**
 * The counter of login tries: the account's once the login resolves (its e-mail, username and phone
 * share it, whatever phoneCode came along); for a login that matches no account, the login as typed
 * (phone: its digits without phoneCode), so an unknown login is limited exactly like a known one.
 */
export function signinAttemptKey(type: LoginType, login: string, player?: Pick<PlayerRow, 'uuid'>): string {
  if (player) return `signin:account:${player.uuid}`;
  const value = type === 'phone' ? login.replace(/\D/g, '') : login.trim().toLowerCase();
  return `signin:unknown:${type}:${value}`;
}

/** The column and value a login of the given tab is matched on; null when it cannot match any. */
export function loginLookup(
  type: LoginType,
  login: string,
  phoneCode?: string,
): { field: LoginField; value: string } | null {
  if (type === 'email') {
    const email = normalizeEmail(login);
    return isEmail(email) ? { field: 'email', value: email } : null;
  }
  if (type === 'phone') {
    const digits = phoneDigits(login, phoneCode);
    return digits ? { field: 'phoneNumber', value: digits } : null;
  }
  const username = login.trim();
  return username ? { field: 'username', value: username.toLowerCase() } : null;
}
