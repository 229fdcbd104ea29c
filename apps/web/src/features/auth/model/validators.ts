import {
  CREDENTIAL_MESSAGES,
  passwordContainsEmail,
  passwordEqualsLogin,
} from '@croupier/contract/rules/credentials';
import { commonPasswordProblem } from '../../../shared/forms/common-passwords.ts';

/**
 * The registration password rules of 000 §5: not the e-mail's local part, not the login; and not a
 * common password once the list (`common`) has loaded.
 */
export function passwordProblems(
  password: string,
  values: Record<string, unknown>,
  common?: ReadonlySet<string>,
): (string | undefined)[] {
  const email = typeof values.email === 'string' && values.type === 'email' ? values.email : undefined;
  const login = typeof values.username === 'string' && values.type === 'username' ? values.username : email;
  return [
    passwordContainsEmail(password, email) ? CREDENTIAL_MESSAGES.passwordEmail : undefined,
    passwordEqualsLogin(password, login) ? CREDENTIAL_MESSAGES.passwordLogin : undefined,
    commonPasswordProblem(password, common),
  ];
}
