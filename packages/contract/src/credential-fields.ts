import {
  CREDENTIAL_MESSAGES,
  isEmail,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from './rules/credentials.ts';
import { SCHEMA_MESSAGES } from './rules/messages.ts';
import { Line } from './rules/text.ts';

/**
 * The e-mail and password fields players and operators share, apart from the rest of the auth
 * calls so an app that needs only these (the operators' console) does not load the phone rules.
 */

/** Trimmed and lower-cased (000 §5). */
export const Email = Line().trim().toLowerCase().max(254).refine(isEmail, SCHEMA_MESSAGES.email);

/** A new password: 8 to 128 characters (OWASP ASVS 5). */
export const NewPassword = Line()
  .min(PASSWORD_MIN_LENGTH, CREDENTIAL_MESSAGES.passwordMinLength)
  .max(PASSWORD_MAX_LENGTH, CREDENTIAL_MESSAGES.passwordMaxLength);

/** A password being checked: any length the platform ever accepted, never more than the maximum. */
export const GivenPassword = Line().min(1).max(PASSWORD_MAX_LENGTH);
