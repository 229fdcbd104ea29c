/** Account rules both the web forms and the server apply (000 §5). */
import type { z } from 'zod';

/** OWASP ASVS 5 (V6.2): at least 8 characters; at least 64 allowed, we allow 128. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const USERNAME_PATTERN = /^[A-Za-z0-9_.]{3,32}$/;

export const CREDENTIAL_MESSAGES = {
  passwordEmail: 'auth.errors.password-email-validation',
  passwordLogin: 'auth.errors.password-login-validation',
  passwordMinLength: 'auth.errors.password-min-length',
  passwordMaxLength: 'auth.errors.password-max-length',
  passwordsMustBeEqual: 'auth.passwords-must-be-equals',
  passwordCommon: 'auth.errors.password-common',
} as const;

/**
 * OWASP ASVS 5 V6.2.4: a password from a list of common and breached passwords is refused (case
 * ignored), and so is one that is a single character repeated (eight spaces). The list is passed in
 * (`COMMON_PASSWORDS` of `@croupier/contract/rules/common-passwords`): it is large, so the web loads
 * it only on the pages that set a password.
 */
export function isCommonPassword(password: string, common: ReadonlySet<string>): boolean {
  if (password.length > 0 && [...password].every((c) => c === password[0])) return true;
  return common.has(password.toLowerCase()) || common.has(password.trim().toLowerCase());
}

/** E-mails are trimmed and lower-cased before they are sent or compared (000 §5 Login). */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** A cheap shape check; the mailbox itself is proven by a link. */
export function isEmail(value: string): boolean {
  return /^[^\s@]{1,64}@[^\s@.]+(\.[^\s@.]+)+$/.test(value) && value.length <= 254;
}

/** The part of the e-mail before the @, lower-cased; '' when there is none. */
export function emailLocalPart(email: string | undefined | null): string {
  const normalized = normalizeEmail(email ?? '');
  const at = normalized.indexOf('@');
  return at > 0 ? normalized.slice(0, at) : '';
}

/** The password must not contain the e-mail's local part (case ignored). */
export function passwordContainsEmail(password: string, email: string | undefined | null): boolean {
  const local = emailLocalPart(email);
  return local.length > 0 && password.toLowerCase().includes(local);
}

/** The password must not equal the login (case ignored, surrounding spaces ignored). */
export function passwordEqualsLogin(password: string, login: string | undefined | null): boolean {
  const l = (login ?? '').trim().toLowerCase();
  return l.length > 0 && password.trim().toLowerCase() === l;
}

/**
 * Every password rule in order, as message keys (empty when the password is fine). `login` is
 * the username (or whatever the player logs in with); `email` the e-mail when there is one.
 */
export function passwordProblems(
  password: string,
  ctx: { email?: string | null; login?: string | null; common?: ReadonlySet<string> },
) {
  const problems: string[] = [];
  if (ctx.common && isCommonPassword(password, ctx.common)) problems.push(CREDENTIAL_MESSAGES.passwordCommon);
  if (password.length < PASSWORD_MIN_LENGTH) problems.push(CREDENTIAL_MESSAGES.passwordMinLength);
  if (password.length > PASSWORD_MAX_LENGTH) problems.push(CREDENTIAL_MESSAGES.passwordMaxLength);
  if (passwordContainsEmail(password, ctx.email)) problems.push(CREDENTIAL_MESSAGES.passwordEmail);
  if (passwordEqualsLogin(password, ctx.login)) problems.push(CREDENTIAL_MESSAGES.passwordLogin);
  return problems;
}

/** Promo codes keep letters and digits only and are sent lower-case (000 §5). */
export function normalizePromoCode(code: string): string {
  return code.replace(/[^A-Za-z0-9]/g, '').toLowerCase();
}

/**
 * A body's `repeatPassword`, when sent, must equal its `password`; the error goes on `repeatPassword`
 * with `message` (each form names the rule in its own words).
 */
export const repeatedPasswordMatches =
  (message: string) =>
  (b: { password: string; repeatPassword?: string | undefined }, ctx: z.RefinementCtx) => {
    if (b.repeatPassword !== undefined && b.repeatPassword !== b.password)
      ctx.addIssue({ code: 'custom', path: ['repeatPassword'], message });
  };
