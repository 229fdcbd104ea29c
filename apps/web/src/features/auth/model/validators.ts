import {
  CREDENTIAL_MESSAGES,
  passwordContainsEmail,
  passwordEqualsLogin,
} from '@croupier/contract/rules/credentials';

/** The registration password rules of 000 §5: not the e-mail's local part, not the login. */
export function passwordProblems(password: string, values: Record<string, unknown>): (string | undefined)[] {
  const email = typeof values.email === 'string' && values.type === 'email' ? values.email : undefined;
  const login = typeof values.username === 'string' && values.type === 'username' ? values.username : email;
  return [
    passwordContainsEmail(password, email) ? CREDENTIAL_MESSAGES.passwordEmail : undefined,
    passwordEqualsLogin(password, login) ? CREDENTIAL_MESSAGES.passwordLogin : undefined,
  ];
}
