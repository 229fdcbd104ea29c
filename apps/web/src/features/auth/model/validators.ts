import {
  CREDENTIAL_MESSAGES,
  isEmail,
  normalizeEmail,
  passwordContainsEmail,
  passwordEqualsLogin,
} from '@croupier/contract/rules/credentials';
import { checkPhone, PHONE_MESSAGES } from '@croupier/contract/rules/phone';

export const EMAIL_FORMAT_MESSAGE = 'auth.errors.email-format';
/** 000 §5 Login: general phone invalidity falls back to 'Incorrect'. */
export const INCORRECT_MESSAGE = 'auth.errors.incorrect';

export function emailProblem(value: string): string | undefined {
  return isEmail(normalizeEmail(value)) ? undefined : EMAIL_FORMAT_MESSAGE;
}

/** Phone length messages (000 §5): too long, too short or an invalid length, else `invalid`. */
export function phoneProblem(
  value: string,
  phoneCode: string | undefined,
  invalid: string,
): string | undefined {
  switch (checkPhone(value, phoneCode)) {
    case 'ok':
      return undefined;
    case 'too-long':
      return PHONE_MESSAGES.tooLong;
    case 'too-short':
      return PHONE_MESSAGES.tooShort;
    default:
      return invalid;
  }
}

/** The registration password rules of 000 §5: not the e-mail's local part, not the login. */
export function passwordProblems(password: string, values: Record<string, unknown>): (string | undefined)[] {
  const email = typeof values.email === 'string' && values.type === 'email' ? values.email : undefined;
  const login = typeof values.username === 'string' && values.type === 'username' ? values.username : email;
  return [
    passwordContainsEmail(password, email) ? CREDENTIAL_MESSAGES.passwordEmail : undefined,
    passwordEqualsLogin(password, login) ? CREDENTIAL_MESSAGES.passwordLogin : undefined,
  ];
}
