import { CREDENTIAL_MESSAGES, isCommonPassword } from '@croupier/contract/rules/credentials';
import { useEffect, useState } from 'react';

/**
 * The list of common and breached passwords (OWASP ASVS 5 V6.2.4). It is large, so it is a chunk of
 * its own, loaded only by the pages that set a password (registration, reset, change password);
 * until it has arrived the server's check (the same rule) still refuses a common password.
 */
let loaded: ReadonlySet<string> | undefined;
let loading: Promise<ReadonlySet<string>> | undefined;

export function loadCommonPasswords(): Promise<ReadonlySet<string>> {
  loading ??= import('@croupier/contract/rules/common-passwords').then((m) => {
    loaded = m.COMMON_PASSWORDS;
    return loaded;
  });
  return loading;
}

/** The list once loaded (starts loading it on first use). */
export function useCommonPasswords(): ReadonlySet<string> | undefined {
  const [list, setList] = useState(loaded);
  useEffect(() => {
    if (!list) void loadCommonPasswords().then(setList);
  }, [list]);
  return list;
}

/** `auth.errors.password-common` when the password is on the list (or one character repeated). */
export function commonPasswordProblem(password: string, list: ReadonlySet<string> | undefined) {
  return list && isCommonPassword(password, list) ? CREDENTIAL_MESSAGES.passwordCommon : undefined;
}
