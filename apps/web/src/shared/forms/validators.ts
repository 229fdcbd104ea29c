import { isEmail, normalizeEmail } from '@croupier/contract/rules/credentials';
import { checkPhone, phoneMessage } from '@croupier/contract/rules/phone';

export const EMAIL_FORMAT_MESSAGE = 'auth.errors.email-format';
/** 000 §5 Login: general phone invalidity falls back to 'Incorrect'. */
export const INCORRECT_MESSAGE = 'auth.errors.incorrect';

export function emailProblem(value: string): string | undefined {
  return isEmail(normalizeEmail(value)) ? undefined : EMAIL_FORMAT_MESSAGE;
}

/**
 * Phone length messages (000 §5): too long, too short or an invalid length, else `invalid` (the
 * form's own wording: login says "Incorrect").
 */
export function phoneProblem(
  value: string,
  phoneCode: string | undefined,
  invalid: string,
): string | undefined {
  const check = checkPhone(value, phoneCode);
  return check === 'invalid' ? invalid : phoneMessage(check);
}
