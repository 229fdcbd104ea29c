import { z } from 'zod';
import { BrandId, Email, Phone, PhoneCode, SuccessResponse } from './auth.ts';
import { GENDERS } from './constants.ts';
import { defineEndpoint } from './http.ts';

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

export const ProfileParams = z.object({ id: z.uuid('must be a player uuid') });

export const CheckEmailBody = z.object({ brandId: BrandId, email: Email });
export const CheckLoginBody = z.object({ brandId: BrandId, login: z.string().trim().min(1).max(64) });
export const CheckPhoneBody = z.object({ brandId: BrandId, phone: Phone, phoneCode: PhoneCode.optional() });

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
