import { z } from 'zod';
import { AuthResponse, CodeSent, SignupResponse, SuccessResponse } from './auth-responses.ts';
import { AFFILIATE_PARAMS_MAX, GENDERS } from './constants.ts';
import { Email, GivenPassword, NewPassword } from './credential-fields.ts';
import { DeviceType } from './games.ts';
import { defineEndpoint } from './http.ts';
import { CountryCode, CurrencyCode } from './paging.ts';
import {
  CREDENTIAL_MESSAGES,
  PASSWORD_MAX_LENGTH,
  passwordContainsEmail,
  passwordEqualsLogin,
  repeatedPasswordMatches,
  USERNAME_PATTERN,
} from './rules/credentials.ts';
import { FIELD_REQUIRED_MESSAGE } from './rules/fields.ts';
import { SCHEMA_MESSAGES } from './rules/messages.ts';
import { checkPhone, phoneMessage } from './rules/phone.ts';
import { Line } from './rules/text.ts';

export * from './auth-responses.ts';
export { Email, GivenPassword, NewPassword } from './credential-fields.ts';

/**
 * The auth calls of 000 §7. Where the spec does not show a body or a response, the choice is
 * recorded in docs/decisions/004-auth-contract.md.
 */

// ── Field schemas ─────────────────────────────────────────────────────────────────────
export const BrandId = Line()
  .trim()
  .regex(/^[a-z0-9-]{1,64}$/, SCHEMA_MESSAGES.brandId);

export const LoginType = z.enum(['email', 'phone', 'username']);
export type LoginType = z.infer<typeof LoginType>;

/** A phone as typed: digits with optional '+', spaces, dashes, dots and brackets. */
export const Phone = Line()
  .trim()
  .min(1)
  .max(32)
  .regex(/^\+?[\d\s().-]+$/, SCHEMA_MESSAGES.phone);

/** '+44' (the '+' may be left out). */
export const PhoneCode = Line()
  .trim()
  .regex(/^\+?\d{1,4}$/, SCHEMA_MESSAGES.phoneCode);

export const Username = Line().trim().regex(USERNAME_PATTERN, SCHEMA_MESSAGES.username);

/** A one-time code: digits only. */
export const OneTimeCode = Line()
  .trim()
  .regex(/^\d{4,8}$/, SCHEMA_MESSAGES.oneTimeCode);

const ShortText = (max: number) => Line().trim().max(max);

// ── Bodies ────────────────────────────────────────────────────────────────────────────
export const SigninBody = z.object({
  brandId: BrandId.optional(),
  /** Which tab the login came from; decides how `login` is read. */
  type: LoginType,
  /** E-mail, username, or phone digits with the phone-code prefix (or national digits with `phoneCode`). */
  login: Line().trim().min(1).max(254),
  password: GivenPassword,
  phoneCode: PhoneCode.optional(),
  deviceFingerprint: ShortText(256).optional(),
});
export type SigninBody = z.infer<typeof SigninBody>;

export const PhoneSigninBody = z.object({
  brandId: BrandId.optional(),
  phone: Phone,
  phoneCode: PhoneCode.optional(),
  password: GivenPassword,
  deviceFingerprint: ShortText(256).optional(),
});
export type PhoneSigninBody = z.infer<typeof PhoneSigninBody>;

/** Registration subscriptions, all true unless said otherwise (000 §3). */
export const Subscriptions = z.object({
  marketingSMS: z.boolean().default(true),
  marketingMail: z.boolean().default(true),
  tailorMadeSMS: z.boolean().default(true),
  tailorMadeEmail: z.boolean().default(true),
  communicationSMS: z.boolean().default(true),
  communicationEmail: z.boolean().default(true),
  communicationCall: z.boolean().default(true),
});
export type Subscriptions = z.infer<typeof Subscriptions>;

const mustAgree = z.literal(true, SCHEMA_MESSAGES.mustAccept);
/** The agreements every registration carries, all true (000 §3). */
export const AdditionalFields = z.object({
  tcAgreement: mustAgree,
  userAge: mustAgree,
  userAgreement: mustAgree,
});

/** Affiliate parameters as captured from the landing URL (btag, clickid, utm_* …). */
export const AffiliateParams = z
  .record(Line().trim().min(1).max(64), Line().max(512))
  .refine((r) => Object.keys(r).length <= AFFILIATE_PARAMS_MAX, SCHEMA_MESSAGES.affiliateParams);

/** Registration payload (000 §3) plus brandId. */
export const SignupBody = z
  .object({
    brandId: BrandId,
    type: LoginType,
    email: Email.optional(),
    phone: Phone.optional(),
    phoneCode: PhoneCode.optional(),
    username: Username.optional(),
    password: NewPassword,
    currency: CurrencyCode,
    country: CountryCode,
    /** The visitor's anonymous id (000 §3), kept for attribution. */
    identifier: ShortText(128).optional(),
    birthDate: z.iso.date(SCHEMA_MESSAGES.date).optional(),
    firstName: ShortText(100).optional(),
    lastName: ShortText(100).optional(),
    gender: z.enum(GENDERS).optional(),
    subscriptions: Subscriptions.prefault({}),
    additionalFields: AdditionalFields,
    languageCode: Line()
      .trim()
      .regex(/^[a-z]{2}(-[A-Z]{2})?$/, SCHEMA_MESSAGES.language)
      .optional(),
    device: DeviceType.optional(),
    timeZone: ShortText(64).optional(),
    deviceFingerprint: ShortText(256).optional(),
    trafficSource: ShortText(256).optional(),
    websiteUrl: ShortText(2048).optional(),
    affiliateParams: AffiliateParams.optional(),
    campaignUuid: z.uuid().optional(),
    /** Letters and digits are kept and lower-cased by the server too. */
    promoCode: ShortText(64).optional(),
  })
  .superRefine((b, ctx) => {
    const need = (field: 'email' | 'phone' | 'username') => {
      if (!b[field]) ctx.addIssue({ code: 'custom', path: [field], message: FIELD_REQUIRED_MESSAGE });
    };
    if (b.type === 'email') need('email');
    if (b.type === 'username') need('username');
    if (b.type === 'phone') need('phone');
    if (b.phone) {
      const message = phoneMessage(checkPhone(b.phone, b.phoneCode));
      if (message) ctx.addIssue({ code: 'custom', path: ['phone'], message });
    }
    if (passwordContainsEmail(b.password, b.email)) {
      ctx.addIssue({ code: 'custom', path: ['password'], message: CREDENTIAL_MESSAGES.passwordEmail });
    }
    const login = b.type === 'username' ? b.username : b.type === 'email' ? b.email : undefined;
    if (passwordEqualsLogin(b.password, login)) {
      ctx.addIssue({ code: 'custom', path: ['password'], message: CREDENTIAL_MESSAGES.passwordLogin });
    }
  });
export type SignupBody = z.input<typeof SignupBody>;

export const RenewQuery = z.object({ token: Line().min(1).max(4096) });

export const SmsSendBody = z.object({
  brandId: BrandId,
  phone: Phone,
  /** When given, `phone` is the national part; else `phone` carries the code. */
  phoneCode: PhoneCode.optional(),
});
export type SmsSendBody = z.infer<typeof SmsSendBody>;

export const SmsConfirmBody = SmsSendBody.extend({ code: OneTimeCode });
export type SmsConfirmBody = z.infer<typeof SmsConfirmBody>;

export const RestorePassPhoneBody = z.object({
  brandId: BrandId.optional(),
  phone: Phone,
  phoneCode: PhoneCode.optional(),
});
export type RestorePassPhoneBody = z.infer<typeof RestorePassPhoneBody>;

export const ResetRequestQuery = z.object({ channel: z.enum(['email']) });
export const ResetRequestBody = z.object({ brandId: BrandId.optional(), email: Email });
export type ResetRequestBody = z.infer<typeof ResetRequestBody>;

/**
 * `login` is the e-mail (link mode) or the phone digits with the code prefix (phone mode);
 * `token` is the e-mailed link token or the 6-digit phone code.
 */
export const ResetCheckBody = z.object({
  brandId: BrandId.optional(),
  login: Line().trim().min(1).max(254),
  phoneCode: PhoneCode.optional(),
  token: Line().trim().min(1).max(128),
});
export type ResetCheckBody = z.infer<typeof ResetCheckBody>;

/**
 * Without `login` the answer is 302 with `error: 'error.use-previous-browser'` and the message
 * 'Filed login required' (000 §8): the link was opened where the login is not known.
 */
export const ResetPasswordBody = z
  .object({
    brandId: BrandId.optional(),
    login: Line().trim().max(254).optional(),
    phoneCode: PhoneCode.optional(),
    token: Line().trim().min(1).max(128),
    password: NewPassword,
    repeatPassword: Line().max(PASSWORD_MAX_LENGTH).optional(),
  })
  .superRefine(repeatedPasswordMatches(CREDENTIAL_MESSAGES.passwordsMustBeEqual));
export type ResetPasswordBody = z.infer<typeof ResetPasswordBody>;

export const UnlockBody = z.object({
  brandId: BrandId.optional(),
  login: Line().trim().min(1).max(254),
  phoneCode: PhoneCode.optional(),
});
export type UnlockBody = z.infer<typeof UnlockBody>;

// ── Calls ─────────────────────────────────────────────────────────────────────────────
export const authEndpoints = {
  signin: defineEndpoint({
    id: 'signin',
    method: 'POST',
    base: 'middleware',
    path: '/signin',
    auth: 'public',
    summary:
      'Log in by e-mail, phone or username (000 §7). 401 error.access.unauthorized on a wrong login or password; 423 self-restriction or anti-fraud reject; 429 after too many attempts.',
    body: SigninBody,
    response: AuthResponse,
  }),
  phoneSignin: defineEndpoint({
    id: 'phoneSignin',
    method: 'POST',
    base: 'host',
    path: '/auth/public/phone/v2/signin',
    auth: 'public',
    summary: 'Log in by phone and password (000 §7); answers as /signin.',
    body: PhoneSigninBody,
    response: AuthResponse,
  }),
  signup: defineEndpoint({
    id: 'signup',
    method: 'POST',
    base: 'middleware',
    path: '/signup',
    auth: 'public',
    summary:
      'Register and log in (000 §7). 400 error.profile.duplicated with a field error on the duplicated login field; 423 reject (anti-fraud).',
    body: SignupBody,
    response: SignupResponse,
  }),
  renewToken: defineEndpoint({
    id: 'renewToken',
    method: 'GET',
    base: 'host',
    path: '/auth/token/renew',
    auth: 'public',
    summary:
      'Replace a token (expired or not) of a live session with a new one; the old one stops working. The token replaced in the last 30 s answers a token of the session as it is now (a page left while renewing, two tabs); older ones end the session. 401 when the session has ended.',
    query: RenewQuery,
    response: AuthResponse,
  }),
  logout: defineEndpoint({
    id: 'logout',
    method: 'POST',
    base: 'host',
    path: '/auth/logout',
    auth: 'optional',
    summary: 'End the session of the bearer token (an expired token is accepted); always succeeds.',
    response: SuccessResponse,
  }),
  smsSend: defineEndpoint({
    id: 'smsSend',
    method: 'POST',
    base: 'host',
    path: '/sms/send',
    auth: 'public',
    summary:
      'Send a registration one-time code by SMS (000 §7). 400 phone field error (invalid or already registered); 429 error.phone.confirmation.code.send-denied-limit-exhausted before the resend interval.',
    body: SmsSendBody,
    response: CodeSent,
  }),
  smsConfirm: defineEndpoint({
    id: 'smsConfirm',
    method: 'POST',
    base: 'host',
    path: '/sms/confirm',
    auth: 'public',
    summary:
      'Confirm the registration code (000 §7). 400 code field error; 429 error.phone.confirmation.attempt-count-exceeded.',
    body: SmsConfirmBody,
    response: SuccessResponse,
  }),
  restorePassPhone: defineEndpoint({
    id: 'restorePassPhone',
    method: 'POST',
    base: 'host',
    path: '/restore-pass-phone',
    auth: 'public',
    summary:
      'Send a 6-digit password-reset code by SMS. Answers the same whether or not the phone is registered; 429 before the resend interval.',
    body: RestorePassPhoneBody,
    response: CodeSent,
  }),
  resetRequest: defineEndpoint({
    id: 'resetRequest',
    method: 'POST',
    base: 'host',
    path: '/auth/password/reset/request',
    auth: 'public',
    summary:
      'E-mail a single-use password-reset link (/forgot-password?token=…&login=…). Answers the same whether or not the e-mail is registered.',
    query: ResetRequestQuery,
    body: ResetRequestBody,
    response: SuccessResponse,
  }),
  resetCheck: defineEndpoint({
    id: 'resetCheck',
    method: 'POST',
    base: 'host',
    path: '/auth/public/v2/reset-password/check',
    auth: 'public',
    summary:
      'Check a reset code or link token without using it. 400 with a field error on token; 429 after too many wrong tries.',
    body: ResetCheckBody,
    response: SuccessResponse,
  }),
  resetPassword: defineEndpoint({
    id: 'resetPassword',
    method: 'POST',
    base: 'host',
    path: '/player/reset-password',
    auth: 'public',
    summary:
      'Set a new password with a reset code or token; ends every other session and logs in. 302 error.use-previous-browser without login.',
    body: ResetPasswordBody,
    response: AuthResponse,
  }),
  unlock: defineEndpoint({
    id: 'unlock',
    method: 'POST',
    base: 'host',
    path: '/player/unlock',
    auth: 'public',
    summary:
      'Ask to unlock a login locked by too many wrong passwords: sends the password-reset e-mail (or SMS code); a reset lifts the lock. Answers the same for any login.',
    body: UnlockBody,
    response: SuccessResponse,
  }),
} as const;
