import type { authEndpoints } from '@croupier/contract/auth';
import type { LoginTab } from '@croupier/contract/content';
import { normalizeEmail, normalizePromoCode } from '@croupier/contract/rules/credentials';
import type { z } from 'zod';
import { ddmmyyyyToIso } from './dates.ts';

export type SignupBody = z.input<NonNullable<(typeof authEndpoints.signup)['body']>>;

/** The registration form's values (000 §5), as the steps collect them. */
export interface RegistrationValues {
  type: LoginTab;
  email: string;
  phoneCode: string;
  phone: string;
  username: string;
  password: string;
  country: string;
  currency: string;
  firstName: string;
  lastName: string;
  birthDate: string;
  promoCode: string;
  agreements: boolean;
}

/** What the signup body takes from the browser and the brand, read by the page at submit time. */
export interface SignupContext {
  brandId: string;
  /** The page's language, when it is a valid code; else the brand's default. */
  language: string;
  defaultLocale: string;
  /** The anonymous visitor id cookie, when set. */
  identifier: string | undefined;
  device: SignupBody['device'];
  timeZone: string;
  deviceFingerprint: string;
  referrer: string;
  origin: string;
  attribution: { affiliateParams?: Record<string, string>; campaignUuid?: string };
}

/** The language code the signup sends: the page's, when it is a valid code, else the brand's default. */
export const signupLanguage = (language: string, defaultLocale: string): string =>
  /^[a-z]{2}(-[A-Z]{2})?$/.test(language) ? language : defaultLocale;

/**
 * The `POST {middleware}/signup` body (000 §7) from the form's values: only the chosen login
 * field, trimmed and normalised; empty optional fields left out; the agreements the form requires.
 * Pure: everything from the browser comes in `ctx`.
 */
export function signupBody(values: RegistrationValues, ctx: SignupContext): SignupBody {
  const birthDate = values.birthDate ? ddmmyyyyToIso(values.birthDate) : null;
  const promoCode = normalizePromoCode(values.promoCode);
  return {
    brandId: ctx.brandId,
    type: values.type,
    ...(values.type === 'email' && { email: normalizeEmail(values.email) }),
    ...(values.type === 'phone' && { phone: values.phone.trim(), phoneCode: values.phoneCode }),
    ...(values.type === 'username' && { username: values.username.trim() }),
    password: values.password,
    currency: values.currency,
    country: values.country,
    identifier: ctx.identifier,
    ...(birthDate && { birthDate }),
    ...(values.firstName.trim() && { firstName: values.firstName.trim() }),
    ...(values.lastName.trim() && { lastName: values.lastName.trim() }),
    subscriptions: {},
    additionalFields: { tcAgreement: true, userAge: true, userAgreement: true },
    languageCode: signupLanguage(ctx.language, ctx.defaultLocale),
    device: ctx.device,
    timeZone: ctx.timeZone,
    deviceFingerprint: ctx.deviceFingerprint,
    ...(ctx.referrer && { trafficSource: ctx.referrer.slice(0, 256) }),
    websiteUrl: ctx.origin,
    ...ctx.attribution,
    ...(promoCode && { promoCode }),
  };
}
