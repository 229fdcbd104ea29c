import { z } from 'zod';
import { defineEndpoint } from './http.ts';
import { readBy } from './operator-roles.ts';
import { PageNumber, pageOf, pageSize } from './paging.ts';
import { OperatorPlayerParams } from './rewards-operator.ts';
import { DocumentStatusSchema, KycStatus, VerificationDocument } from './verification.ts';

/**
 * The operators' documents queue (docs/decisions/050-documents-queue.md): the players' documents by
 * status, oldest first, and the file itself to look at. The decision is `reviewDocument`
 * (verification.ts). Apart from verification.ts so that the player's pages do not load these.
 */

/** A document as the queue lists it: the player's document and whose it is. */
export const QueuedDocument = VerificationDocument.extend({ playerUuid: z.string() });
export type QueuedDocument = z.infer<typeof QueuedDocument>;
export const DocumentQueuePage = pageOf(QueuedDocument);
export type DocumentQueuePage = z.infer<typeof DocumentQueuePage>;

export const DocumentQueueQuery = z.object({
  status: DocumentStatusSchema.default('WAITING_REVIEW'),
  page: PageNumber,
  size: pageSize(50),
});
export const OperatorDocumentParams = z.object({ documentId: z.uuid() });

/** One player's verification as an operator reads it: the identity check and every document. */
export const OperatorPlayerDocuments = z.object({
  /** The identity check (as the player's `kycStatus`); null when the player was never checked. */
  identity: KycStatus.nullable(),
  /** Newest first. */
  documents: z.array(VerificationDocument),
});
export type OperatorPlayerDocuments = z.infer<typeof OperatorPlayerDocuments>;

export const verificationOperatorEndpoints = {
  documentQueue: defineEndpoint({
    id: 'documentQueue',
    method: 'GET',
    base: 'host',
    path: '/operator/documents',
    auth: 'operator',
    roles: readBy('compliance'),
    summary: "Operator: players' documents in a status (WAITING_REVIEW by default), oldest first.",
    query: DocumentQueueQuery,
    response: DocumentQueuePage,
  }),
  operatorDocumentFile: defineEndpoint({
    id: 'operatorDocumentFile',
    method: 'GET',
    base: 'host',
    path: '/operator/documents/{documentId}/file',
    auth: 'operator',
    roles: readBy('compliance'),
    summary:
      "Operator: the document's file, inline with its recognised type (image/jpeg, image/png, application/pdf), `nosniff` and a sandboxing CSP, never cached. 404 for an unknown id.",
    params: OperatorDocumentParams,
    response: z.unknown(),
  }),
  operatorPlayerDocuments: defineEndpoint({
    id: 'operatorPlayerDocuments',
    method: 'GET',
    base: 'host',
    path: '/operator/players/{playerUUID}/documents',
    auth: 'operator',
    roles: readBy('compliance', 'support'),
    summary:
      "Operator: a player's identity check (null when never checked) and every document they uploaded, newest first. 404 for an unknown player.",
    params: OperatorPlayerParams,
    response: OperatorPlayerDocuments,
  }),
} as const;
