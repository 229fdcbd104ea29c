import { z } from 'zod';

/** The answers of the auth calls of 000 §7 (their calls are in auth.ts, which re-exports these). */

// ── Responses ─────────────────────────────────────────────────────────────────────────
/** What a successful login, registration, renewal or reset answers (000 §3 Auth session). */
export const AuthResponse = z.object({
  /** Bearer token for the `Authorization` header; short-lived, renewed with `GET /auth/token/renew`. */
  token: z.string(),
  uuid: z.string(),
  logged: z.boolean(),
  /** Seconds the token lives; the token-alive cookie lives 60 s less (000 §9). */
  expiresIn: z.number().int(),
});
export type AuthResponse = z.infer<typeof AuthResponse>;

export const PromoStatus = z.enum(['ACCEPTED', 'INVALID']);
export const Promo = z.object({ code: z.string(), status: PromoStatus });
export type Promo = z.infer<typeof Promo>;

export const SignupResponse = AuthResponse.extend({
  /** The promo code as applied (letters and digits, lower-case); null when none was sent. */
  promo: Promo.nullable(),
  /** Where the campaign joined at registration leads (000 §2: success goes there first); null: none. */
  campaignLink: z.string().nullable().default(null),
});
export type SignupResponse = z.infer<typeof SignupResponse>;

export const SuccessResponse = z.object({ success: z.boolean() });
export type SuccessResponse = z.infer<typeof SuccessResponse>;

/** A one-time code is on its way. */
export const CodeSent = z.object({
  success: z.boolean(),
  /** Digits in the code. */
  codeLength: z.number().int(),
  /** How long until another code may be asked for. */
  resendIntervalMs: z.number().int(),
  /** How long the code stays valid. */
  expiresInMs: z.number().int(),
});
export type CodeSent = z.infer<typeof CodeSent>;

/**
 * `details` of the 423 self-restriction answer to a login (000 §4, §8): temporary when
 * `expirationDate` (ISO) is present, permanent otherwise.
 */
export const SelfRestrictionDetails = z.object({
  type: z.enum(['temporary', 'permanently']),
  expirationDate: z.string().optional(),
});
export type SelfRestrictionDetails = z.infer<typeof SelfRestrictionDetails>;

/** `details` of the 423 anti-fraud answer (`error: 'reject'`, 000 §8). */
export const AntiFraudRejectDetails = z.object({ type: z.enum(['registration', 'login']) });
export type AntiFraudRejectDetails = z.infer<typeof AntiFraudRejectDetails>;
