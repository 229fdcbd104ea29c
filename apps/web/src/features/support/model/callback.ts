import type { BrandConfig } from '@croupier/contract';
import { DEFAULT_PHONE_CODE } from '@croupier/contract/constants';
import { normalizePhone } from '@croupier/contract/rules/phone';
import { CALLBACK_MESSAGES, callbackPhoneProblem } from '@croupier/contract/support';

/** The call-back form's phone code: the first configured one, else '+1' (000 §9, 001 §9). */
export function callbackPhoneCode(brand: Pick<BrandConfig, 'phoneCodes'>): string {
  return brand.phoneCodes[0]?.code ?? DEFAULT_PHONE_CODE;
}

export function phoneCodeChoices(brand: Pick<BrandConfig, 'phoneCodes'>): string[] {
  return [...new Set([callbackPhoneCode(brand), ...brand.phoneCodes.map((p) => p.code)])];
}

/**
 * 001 §5: the number typed must be digits only and, with its code, a possible number; else
 * `auth.errors.phone-validation`. Answers the whole number (code first) to send, or the message.
 */
export function callbackPhone(national: string, phoneCode: string): { phone: string } | { error: string } {
  const typed = national.trim();
  if (!/^\d+$/.test(typed)) return { error: CALLBACK_MESSAGES.phone };
  const phone = normalizePhone(typed, phoneCode);
  const problem = callbackPhoneProblem(phone);
  return problem ? { error: problem } : { phone };
}
