import { parsePhoneNumberFromString, validatePhoneNumberLength } from 'libphonenumber-js';
import { DEFAULT_PHONE_CODE } from '../constants.ts';

/** Translation keys of the phone messages (000 §5). */
export const PHONE_MESSAGES = {
  tooLong: 'auth.errors.phone-validation-max-length',
  tooShort: 'auth.errors.phone-validation-min-length',
  invalid: 'auth.errors.phone-validation',
} as const;

/** Digits only: '+1 (202) 555-0123' → '12025550123'. */
export function digitsOnly(value: string): string {
  return value.replace(/\D/g, '');
}

/** '+44', '44' or ' +44 ' → '44'; an empty or missing code falls back to '+1' (000 §9). */
export function phoneCodeDigits(phoneCode: string | undefined | null): string {
  const digits = digitsOnly(phoneCode ?? '');
  return digits || digitsOnly(DEFAULT_PHONE_CODE);
}

/**
 * The full international number as digits, phone code first: the form a phone login is sent and
 * stored in (000 §5 "digits only with a phone-code prefix"). With a phone code, `phone` is the
 * national part (a leading trunk 0 is dropped, as the country's rules say); without one, `phone`
 * already carries the code.
 */
export function normalizePhone(phone: string, phoneCode?: string | null): string {
  const national = digitsOnly(phone);
  if (!national) return '';
  // Without a code, or pasted in international form ('+44 …'), the number carries its own code.
  if (!phoneCode || phone.trim().startsWith('+')) return national;
  const code = phoneCodeDigits(phoneCode);
  try {
    const parsed = parsePhoneNumberFromString(national, { defaultCallingCode: code });
    if (parsed && parsed.countryCallingCode === code) return digitsOnly(parsed.number);
  } catch {
    // An unknown calling code: keep the digits as typed.
  }
  return code + national;
}

export type PhoneCheck = 'ok' | 'too-short' | 'too-long' | 'invalid';

/**
 * Registration rule (000 §5): the phone must be a possible number for its phone code. Too long
 * and too short (or an invalid length) have their own messages, see `phoneMessage`.
 */
export function checkPhone(phone: string, phoneCode?: string | null): PhoneCheck {
  const digits = digitsOnly(phone);
  if (!digits) return 'invalid';
  const international = !phoneCode || phone.trim().startsWith('+');
  let length: ReturnType<typeof validatePhoneNumberLength>;
  try {
    length = international
      ? validatePhoneNumberLength(`+${digits}`)
      : validatePhoneNumberLength(digits, { defaultCallingCode: phoneCodeDigits(phoneCode) });
  } catch {
    return 'invalid'; // an unknown calling code
  }
  if (length === 'TOO_LONG') return 'too-long';
  if (length === 'TOO_SHORT' || length === 'INVALID_LENGTH') return 'too-short';
  if (length) return 'invalid';
  return 'ok';
}

/** The message key for a failed phone check, or undefined when the phone is fine. */
export function phoneMessage(check: PhoneCheck): string | undefined {
  switch (check) {
    case 'ok':
      return undefined;
    case 'too-long':
      return PHONE_MESSAGES.tooLong;
    case 'too-short':
      return PHONE_MESSAGES.tooShort;
    default:
      return PHONE_MESSAGES.invalid;
  }
}

/**
 * Splits full international digits into the phone code and the national part:
 * '447700900123' → {phoneCode: '+44', national: '7700900123'}; null when no country code fits.
 */
export function phoneParts(fullDigits: string): { phoneCode: string; national: string } | null {
  let parsed: ReturnType<typeof parsePhoneNumberFromString>;
  try {
    parsed = parsePhoneNumberFromString(`+${digitsOnly(fullDigits)}`);
  } catch {
    return null;
  }
  if (!parsed) return null;
  return { phoneCode: `+${parsed.countryCallingCode}`, national: String(parsed.nationalNumber) };
}
