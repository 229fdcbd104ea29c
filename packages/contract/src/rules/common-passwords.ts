/**
 * The list of common and breached passwords (OWASP ASVS 5 V6.2.4) for `isCommonPassword`: the
 * about 50,000 most common passwords of zxcvbn-ts's `passwords-common` dictionary (MIT), lower-cased. A
 * module of its own, as it is large: the server imports it, the web loads it on demand.
 */
import { dictionary } from '@zxcvbn-ts/language-common';

export const COMMON_PASSWORDS: ReadonlySet<string> = new Set(
  dictionary['passwords-common'].map((p) => p.toLowerCase()),
);
