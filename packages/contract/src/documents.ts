import { z } from 'zod';
import { defineEndpoint, PlayerUuid } from './http.ts';
import { DOCUMENT_MIME_TYPES, DOCUMENT_STATUSES, DOCUMENT_TYPES } from './rules/documents.ts';

/** Verification documents (001 §3, §7 "Bank account and documents"). */

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

export const documentEndpoints = {
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
} as const;
