import { z } from 'zod';
import { BrandId, CodeSent, Email, OneTimeCode, SuccessResponse } from './auth.ts';
import { defineEndpoint, PlayerUuid } from './http.ts';
import { writeBy } from './operator-roles.ts';
import { isSingleLine, Line, MultilineText, TEXT_MESSAGES } from './rules/text.ts';
import { DOCUMENT_MIME_TYPES, DOCUMENT_STATUSES, DOCUMENT_TYPES } from './rules/verification.ts';

/**
 * Verification (000 §3 KYC data, §4, §7 Profile and KYC; 001 §3, §7 Bank account and documents): the
 * player's e-mail and phone, identity (KYC) and documents.
 */

// ── E-mail and phone ──────────────────────────────────────────────────────────────────
/** With a token, the player's own e-mail is used and `email` may be left out. */
export const ReconfirmEmailBody = z.object({ brandId: BrandId.optional(), email: Email.optional() });
export type ReconfirmEmailBody = z.infer<typeof ReconfirmEmailBody>;

export const SendPhoneCodeBody = z.object({
  playerUUID: PlayerUuid,
  brandId: BrandId,
  /** false: nothing is sent; the answer only tells the code's length and the resend interval. */
  sendSms: z.boolean().default(true),
});
export type SendPhoneCodeBody = z.input<typeof SendPhoneCodeBody>;

export const EmailVerificationBody = z.object({ verificationToken: Line().trim().min(16).max(128) });

export const PhoneVerificationBody = z.object({
  playerUUID: PlayerUuid,
  code: OneTimeCode,
});

// ── Documents ─────────────────────────────────────────────────────────────────────────
export const DocumentStatusSchema = z.enum(DOCUMENT_STATUSES);
export const DocumentTypeSchema = z.enum(DOCUMENT_TYPES);

/** One uploaded document (001 §3 Verification document: fileName, status). */
export const VerificationDocument = z.object({
  uuid: z.string(),
  documentType: DocumentTypeSchema,
  /** The name the player gave (cleaned); the stored file has a generated name. */
  fileName: z.string(),
  status: DocumentStatusSchema,
  /** Recognised from the content: image/jpeg, image/png or application/pdf. */
  mimeType: z.enum(DOCUMENT_MIME_TYPES),
  size: z.number().int(),
  /** Why a reviewer rejected it or what they need (ADDITIONAL_INFO_REQUIRED). */
  comment: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type VerificationDocument = z.infer<typeof VerificationDocument>;

export const PlayerFilesParams = z.object({ playerUUID: PlayerUuid });
export const UploadParams = PlayerFilesParams.extend({ documentType: DocumentTypeSchema });
export const DocumentFileParams = PlayerFilesParams.extend({ fileId: z.uuid() });

// ── Identity (KYC) ────────────────────────────────────────────────────────────────────
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

/** The operator's review of a document (docs/decisions/008-documents-and-kyc.md; not in 001). */
export const ReviewDocumentParams = z.object({ documentId: z.uuid() });
export const ReviewDocumentBody = z.object({
  status: DocumentStatusSchema,
  comment: MultilineText().trim().max(500).optional(),
});

export const verificationEndpoints = {
  reviewDocument: defineEndpoint({
    id: 'reviewDocument',
    method: 'POST',
    base: 'host',
    path: '/operator/documents/{documentId}/review',
    roles: writeBy('compliance'),
    auth: 'operator',
    summary:
      'Operator: move a document through review (WAITING_REVIEW → UNDER_REVIEW → VERIFIED | REJECTED | ADDITIONAL_INFO_REQUIRED …). 409 error.document.status.transition for a move review does not allow.',
    params: ReviewDocumentParams,
    body: ReviewDocumentBody,
    response: VerificationDocument,
  }),
  reconfirmEmail: defineEndpoint({
    id: 'reconfirmEmail',
    method: 'POST',
    base: 'host',
    path: '/profile/public/reconfirm-email',
    auth: 'optional',
    summary:
      "Send the e-mail confirmation link again (to the token's player, or to `email`). Answers the same whether or not the e-mail is registered; 429 error.verification.code.send-limit-exhausted before the resend interval.",
    body: ReconfirmEmailBody,
    response: SuccessResponse,
  }),
  sendPhoneCode: defineEndpoint({
    id: 'sendPhoneCode',
    method: 'POST',
    base: 'host',
    path: '/profile/public/verification/send-phone-code',
    auth: 'player',
    summary:
      "Send the 4-digit phone verification code to the player's phone. 429 error.verification.code.send-limit-exhausted before 180 s, error.verification.code.send-limit-by-player-exhausted after too many; 400 error.verification.phone.missing, error.verification.already-verified.",
    body: SendPhoneCodeBody,
    response: CodeSent,
  }),
  verifyEmail: defineEndpoint({
    id: 'verifyEmail',
    method: 'POST',
    base: 'host',
    path: '/profile/public/verification',
    auth: 'public',
    summary:
      'Confirm the e-mail with the token of the e-mailed link (single use, expiring). 400 error.verification.token.invalid.',
    body: EmailVerificationBody,
    response: SuccessResponse,
  }),
  verifyPhone: defineEndpoint({
    id: 'verifyPhone',
    method: 'POST',
    base: 'host',
    path: '/profile/verification/phone',
    auth: 'player',
    summary:
      'Confirm the phone with the code. 400 error.phone.confirmation.code.invalid / expired (field code); 429 error.phone.confirmation.attempt-count-exceeded.',
    body: PhoneVerificationBody,
    response: SuccessResponse,
  }),
  listDocuments: defineEndpoint({
    id: 'listDocuments',
    method: 'GET',
    base: 'host',
    path: '/player-attachment/files/{playerUUID}',
    auth: 'player',
    summary: "The player's uploaded documents with their review status, newest first.",
    params: PlayerFilesParams,
    response: z.array(VerificationDocument),
  }),
  uploadDocument: defineEndpoint({
    id: 'uploadDocument',
    method: 'POST',
    base: 'host',
    path: '/player-attachment/files/{playerUUID}/{documentType}/upload',
    auth: 'player',
    summary:
      'multipart/form-data with `file` (JPEG, PNG or PDF, recognised by content) and `name`. 400 error.document.file.required / error.document.type.unsupported; 413 error.document.too-large. The stored file gets a generated name.',
    params: UploadParams,
    response: VerificationDocument,
  }),
  downloadDocument: defineEndpoint({
    id: 'downloadDocument',
    method: 'GET',
    base: 'host',
    path: '/player-attachment/files/{playerUUID}/{fileId}/content',
    auth: 'player',
    summary:
      'The file itself, as an attachment with its recognised type and `X-Content-Type-Options: nosniff` (not in 001: added so a player can see what they sent).',
    params: DocumentFileParams,
    response: z.unknown(),
  }),
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
