import { MESSAGE_VARIABLES } from './messages.ts';

/**
 * The i18next settings the web's texts and the server's messages share. Keys are flat
 * (`middleware.error.not.found`), so neither `.` nor `:` separates anything; a missing text never
 * falls back to another language (000 §8's `missed-translation` rule applies instead); the figures the
 * contract's messages name are default variables. Values are not escaped: React escapes what it
 * renders, and an e-mail's HTML escapes each finished sentence.
 */
export const I18N_OPTIONS = {
  fallbackLng: false,
  keySeparator: false,
  nsSeparator: false,
  returnNull: false,
  returnEmptyString: false,
  interpolation: { escapeValue: false, defaultVariables: { ...MESSAGE_VARIABLES } },
} as const;
