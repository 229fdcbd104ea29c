import { z } from 'zod';
import { defineEndpoint, PlayerUuid } from './http.ts';
import { isSingleLine, Line, MultilineText, TEXT_MESSAGES } from './rules/text.ts';

/** Identity verification (000 §3 KYC data, §4 KYC, §7 KYC). */

export const KYC_STATUSES = ['VERIFIED', 'NOT_VERIFIED'] as const;
/** Where a provider session stands. */
export const KYC_SESSION_STATUSES = ['PENDING', 'VERIFIED', 'REJECTED'] as const;
/** Name of the cookie the web sets when the status is VERIFIED (000 §4). */
export const KYC_VERIFIED_COOKIE = 'kyc_verified';

export const KycParams = z.object({ id: PlayerUuid });

/** `successUrl` is where the provider's frame sends the player when done; same origin as the site. */
export const StartKycQuery = z.object({
  successUrl: z.url().max(2048).refine(isSingleLine, TEXT_MESSAGES.controlCharacters).optional(),
});

/** The session payload (000 §7 "body a session payload"): optional hints for the provider's frame. */
export const StartKycBody = z
  .object({
    language: Line()
      .regex(/^[a-z]{2}(-[A-Z]{2})?$/)
      .optional(),
    /** The document the player means to show. */
    documentType: z.enum(['PASSPORT', 'ID_CARD', 'DRIVING_LICENSE']).optional(),
  })
  .default({});

export const IdentomatFrameQuery = z.object({ session_token: Line().trim().min(16).max(128) });

/** What the web needs to show the provider's frame. */
export const KycFrame = z.object({
  /** The frame's address (on the provider's origin). */
  url: z.url(),
  /** The origin its `postMessage` events come from. */
  origin: z.string(),
  sessionStatus: z.enum(KYC_SESSION_STATUSES),
  expiresAt: z.string(),
});
export type KycFrame = z.infer<typeof KycFrame>;

/** 000 §3 KYC data. A player with no check at all is answered 404 (000 §4: not verified). */
export const KycStatus = z.object({
  status: z.enum(KYC_STATUSES),
  /** The latest session's outcome. */
  sessionStatus: z.enum(KYC_SESSION_STATUSES),
  updatedAt: z.string(),
});
export type KycStatus = z.infer<typeof KycStatus>;

/**
 * The provider's signed result (not in 000: the provider-to-platform half of the KYC protocol).
 * Headers `x-kyc-timestamp` (Unix seconds) and `x-kyc-signature` (`v1=` hex HMAC-SHA256 over
 * `timestamp + '.' + raw body`); see docs/decisions/008-documents-and-kyc.md.
 */
export const KycCallbackBody = z.object({
  /** Unique per event: a second delivery of the same event changes nothing. */
  eventId: Line().trim().min(8).max(128),
  sessionToken: Line().trim().min(16).max(128),
  status: z.enum(['VERIFIED', 'REJECTED']),
  reason: MultilineText().trim().max(500).optional(),
});
export type KycCallbackBody = z.infer<typeof KycCallbackBody>;

export const KycCallbackResponse = z.object({ received: z.boolean(), duplicate: z.boolean() });

export const kycEndpoints = {
  startKycSession: defineEndpoint({
    id: 'startKycSession',
    method: 'POST',
    base: 'host',
    path: '/player-attachment/identomat/{id}/KYC_IDENTITY/start-session',
    auth: 'player',
    summary:
      'Start an identity check with the provider; answers the session token as text/plain (000 §7). 409 error.kyc.already-verified; 502 error.kyc.provider.unavailable.',
    params: KycParams,
    query: StartKycQuery,
    body: StartKycBody,
    response: z.string(),
  }),
  identomatFrame: defineEndpoint({
    id: 'identomatFrame',
    method: 'GET',
    base: 'host',
    path: '/player-attachment/public/identomat-frame',
    auth: 'public',
    summary:
      'The frame of a session token (000 §7). 404 error.kyc.session.not-found for an unknown or expired token.',
    query: IdentomatFrameQuery,
    response: KycFrame,
  }),
  kycStatus: defineEndpoint({
    id: 'kycStatus',
    method: 'GET',
    base: 'host',
    path: '/player-attachment/identomat/{id}/KYC_IDENTITY',
    auth: 'player',
    summary:
      "The player's KYC status (000 §3). 404 error.kyc.not-found when the player has never been checked, which the web reads as not verified (000 §4).",
    params: KycParams,
    response: KycStatus,
  }),
  kycCallback: defineEndpoint({
    id: 'kycCallback',
    method: 'POST',
    base: 'callback',
    path: '/player-attachment/public/identomat/callback',
    auth: 'public',
    summary:
      "The KYC provider's signed result. 401 error.kyc.signature.invalid for a missing, wrong or stale signature (nothing changes); a repeated eventId answers duplicate: true and changes nothing.",
    body: KycCallbackBody,
    response: KycCallbackResponse,
  }),
} as const;
