import { z } from 'zod';
import { BrandId, Email, GivenPassword, Phone, PhoneCode, SuccessResponse } from './auth.ts';
import { GENDERS } from './constants.ts';
import { defineEndpoint, PlayerUuid } from './http.ts';
import { CREDENTIAL_MESSAGES, PASSWORD_MAX_LENGTH, repeatedPasswordMatches } from './rules/credentials.ts';
import { SCHEMA_MESSAGES } from './rules/messages.ts';
import { checkPhone, phoneMessage } from './rules/phone.ts';
import { birthDateProblem, isUnsetValue, PROFILE_MESSAGES } from './rules/profile.ts';
import { Line } from './rules/text.ts';

/** The player's profile (000 §3 Profile). Absent values are null. */
export const Profile = z.object({
  uuid: z.string(),
  playerUUID: z.string(),
  brandId: z.string(),
  username: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  emailVerified: z.boolean(),
  /** National digits. */
  phone: z.string().nullable(),
  /** '+44'. */
  phoneCode: z.string().nullable(),
  /** The whole number in international form: '+447700900123'. */
  phoneNumber: z.string().nullable(),
  phoneNumberVerified: z.boolean(),
  currency: z.string(),
  country: z.string(),
  languageCode: z.string(),
  city: z.string().nullable(),
  address: z.string().nullable(),
  gender: z.enum(GENDERS).nullable(),
  /** YYYY-MM-DD. */
  birthDate: z.string().nullable(),
  additionalData: z.object({ userAgreement: z.boolean(), userAge: z.boolean() }),
  communicationEmail: z.boolean(),
  communicationSMS: z.boolean(),
  communicationCall: z.boolean(),
  /** The self-restriction in force (000 §3), or null. */
  selfRestriction: z
    .object({ type: z.enum(['temporary', 'permanently']), endDate: z.string().nullable() })
    .nullable(),
  createdAt: z.string(),
});
export type Profile = z.infer<typeof Profile>;

export const ProfileParams = z.object({ id: PlayerUuid });

export const CheckEmailBody = z.object({ brandId: BrandId, email: Email });
export const CheckLoginBody = z.object({ brandId: BrandId, login: Line().trim().min(1).max(64) });
export const CheckPhoneBody = z.object({ brandId: BrandId, phone: Phone, phoneCode: PhoneCode.optional() });

/** A value the form leaves unset ('', blank, 'UNDEFINED') is read as absent (000 §5). */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (isUnsetValue(v) ? undefined : v), schema.optional());

const Text = (max: number) => Line().trim().max(max);

/** YYYY-MM-DD with no zero part (`profile.errors.empty-birth-date`) that is a real past date. */
export const BirthDate = Line()
  .trim()
  .superRefine((value, ctx) => {
    const problem = birthDateProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/**
 * `PUT /profile/profiles/{id}`: every field optional; an unset one is not applied (000 §5).
 * Changing `email` or the phone needs the current `password` again.
 */
export const UpdateProfileBody = z
  .object({
    firstName: optional(Text(100)),
    lastName: optional(Text(100)),
    /** Name mode 'full' (000 §5): split into first and last names by the server. */
    fullName: optional(Text(201)),
    email: optional(Email),
    phone: optional(Phone),
    phoneCode: optional(PhoneCode),
    city: optional(Text(100)),
    address: optional(Text(300)),
    gender: optional(z.enum(GENDERS)),
    birthDate: optional(BirthDate),
    languageCode: optional(
      Line()
        .trim()
        .regex(/^[a-z]{2}(-[A-Z]{2})?$/, SCHEMA_MESSAGES.language),
    ),
    additionalData: z
      .object({ userAgreement: z.boolean().optional(), userAge: z.boolean().optional() })
      .optional(),
    /** The current password: required when `email` or `phone` changes. */
    password: optional(GivenPassword),
  })
  .superRefine((b, ctx) => {
    if (b.phone) {
      const message = phoneMessage(checkPhone(b.phone, b.phoneCode));
      if (message) ctx.addIssue({ code: 'custom', path: ['phone'], message });
    }
  });
export type UpdateProfileBody = z.input<typeof UpdateProfileBody>;

/** `PUT /profile/profiles/{id}/email`: the new e-mail and the current password. */
export const ChangeEmailBody = z.object({ email: Email, password: GivenPassword });
export type ChangeEmailBody = z.infer<typeof ChangeEmailBody>;

/** Communication preferences (000 §3); an absent one is left as it is. */
export const SubscriptionBody = z
  .object({
    communicationEmail: z.boolean().optional(),
    communicationSMS: z.boolean().optional(),
    communicationCall: z.boolean().optional(),
    marketingSMS: z.boolean().optional(),
    marketingMail: z.boolean().optional(),
    tailorMadeSMS: z.boolean().optional(),
    tailorMadeEmail: z.boolean().optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), SCHEMA_MESSAGES.noPreference);
export type SubscriptionBody = z.infer<typeof SubscriptionBody>;

/** `POST /auth/credentials/password` (000 §5 Change password). */
export const ChangePasswordBody = z
  .object({
    oldPassword: GivenPassword,
    password: Line()
      .min(1, CREDENTIAL_MESSAGES.passwordMinLength)
      .max(PASSWORD_MAX_LENGTH, CREDENTIAL_MESSAGES.passwordMaxLength),
    repeatPassword: Line().max(PASSWORD_MAX_LENGTH).optional(),
  })
  .superRefine(repeatedPasswordMatches(PROFILE_MESSAGES.passwordsMustBeEqual));
export type ChangePasswordBody = z.infer<typeof ChangePasswordBody>;

/**
 * 200 `{success: true}` when the value is free; 400 `error.profile.duplicated` with a field error
 * when an account has it (000 §5: a 4xx means the account exists).
 */
const existenceSummary = (what: string) =>
  `Is the ${what} free? 200 when free; 400 error.profile.duplicated (field error on ${what}) when taken.`;

export const profileEndpoints = {
  getProfile: defineEndpoint({
    id: 'getProfile',
    method: 'GET',
    base: 'host',
    path: '/profile/profiles/{id}',
    auth: 'player',
    summary: "The player's own profile (000 §3); 403 for anyone else's.",
    params: ProfileParams,
    response: Profile,
  }),
  updateProfile: defineEndpoint({
    id: 'updateProfile',
    method: 'PUT',
    base: 'host',
    path: '/profile/profiles/{id}',
    auth: 'player',
    summary:
      'Update the profile; unset values are not applied. Changing email or phone needs `password` (400 error.profile.password.required / error.password.wrong on password) and is 400 error.profile.duplicated when another account has it; a new e-mail is sent a confirmation link, a new phone must be verified again.',
    params: ProfileParams,
    body: UpdateProfileBody,
    response: Profile,
  }),
  changeEmail: defineEndpoint({
    id: 'changeEmail',
    method: 'PUT',
    base: 'host',
    path: '/profile/profiles/{id}/email',
    auth: 'player',
    summary:
      'Change the e-mail (the current password is asked again) and send a confirmation link. 400 error.profile.duplicated, error.password.wrong.',
    params: ProfileParams,
    body: ChangeEmailBody,
    response: Profile,
  }),
  updateSubscription: defineEndpoint({
    id: 'updateSubscription',
    method: 'PUT',
    base: 'host',
    path: '/profile/profiles/{id}/subscription',
    auth: 'player',
    summary: 'Communication preferences (e-mail, SMS, call); absent ones are left as they are.',
    params: ProfileParams,
    body: SubscriptionBody,
    response: Profile,
  }),
  changePassword: defineEndpoint({
    id: 'changePassword',
    method: 'POST',
    base: 'host',
    path: '/auth/credentials/password',
    auth: 'player',
    summary:
      "Change the password (000 §5); ends the player's other sessions. 400 error.password.wrong (field oldPassword) or error.validation with field errors on password / repeatPassword; 429 after too many wrong old passwords.",
    body: ChangePasswordBody,
    response: SuccessResponse,
  }),
  checkEmail: defineEndpoint({
    id: 'checkEmail',
    method: 'POST',
    base: 'host',
    path: '/profile/public/check/email',
    auth: 'public',
    summary: existenceSummary('email'),
    body: CheckEmailBody,
    response: SuccessResponse,
  }),
  checkLogin: defineEndpoint({
    id: 'checkLogin',
    method: 'POST',
    base: 'host',
    path: '/profile/public/check/login',
    auth: 'public',
    summary: `${existenceSummary('login')} An invalid username is a 400 error.validation with the rule's message.`,
    body: CheckLoginBody,
    response: SuccessResponse,
  }),
  checkPhone: defineEndpoint({
    id: 'checkPhone',
    method: 'POST',
    base: 'host',
    path: '/profile/public/check/phone',
    auth: 'public',
    summary: existenceSummary('phone'),
    body: CheckPhoneBody,
    response: SuccessResponse,
  }),
} as const;
