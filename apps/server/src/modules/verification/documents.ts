import { randomUUID } from 'node:crypto';
import {
  canMoveDocument,
  cleanDisplayName,
  DOCUMENT_MIME_TYPES,
  type DocumentMimeType,
  type DocumentQueuePage,
  type DocumentStatus,
  type DocumentType,
  ErrorCode,
  type VerificationDocument,
} from '@croupier/contract';
import { pageAnswer } from '@croupier/contract/paging';
import { fileTypeFromBuffer } from 'file-type';
import type { Db } from '../../platform/db.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { sha256 } from '../../platform/hash.ts';
import type { RateLimiter, RateRule } from '../../platform/rate-limit.ts';
import {
  documentsInStatus,
  findDocument,
  insertDocument,
  listDocuments,
  moveDocument,
} from './repository.ts';
import type { DocumentStorage } from './storage.ts';
import type { PlayerDocumentRow } from './tables.ts';

const EXTENSION: Record<DocumentMimeType, 'jpg' | 'png' | 'pdf'> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'application/pdf': 'pdf',
};

export const unsupportedType = () =>
  new AppError(ErrorCode.documentTypeUnsupported, 'Only JPEG, PNG and PDF files are accepted', {
    fieldErrors: { file: ErrorCode.documentTypeUnsupported },
  });

export const fileRequired = () =>
  new AppError(ErrorCode.documentFileRequired, 'Send the document as the multipart field "file"', {
    fieldErrors: { file: ErrorCode.documentFileRequired },
  });

export const tooLarge = (maxBytes: number) =>
  new AppError(ErrorCode.documentTooLarge, `The file is larger than ${maxBytes} bytes`, {
    fieldErrors: { file: ErrorCode.documentTooLarge },
    details: { maxBytes },
  });

/** What the content is, by its first bytes; null when it is not one of the accepted types. */
export async function sniffDocumentType(bytes: Uint8Array): Promise<DocumentMimeType | null> {
  const found = await fileTypeFromBuffer(bytes);
  const mime = found?.mime as DocumentMimeType | undefined;
  return mime && (DOCUMENT_MIME_TYPES as readonly string[]).includes(mime) ? mime : null;
}

export function toDocument(row: PlayerDocumentRow): VerificationDocument {
  return {
    uuid: row.uuid,
    documentType: row.documentType,
    fileName: row.fileName,
    status: row.status,
    mimeType: row.mimeType,
    size: row.size,
    comment: row.comment,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export interface DocumentsDeps {
  db: Db;
  storage: DocumentStorage;
  maxBytes: number;
  now: () => number;
  limiter: RateLimiter;
  /** Uploads per player, so one account cannot fill the disk. */
  uploadsPerPlayer?: RateRule;
  /** The brand whose operators this instance serves: its players' documents only (ADR 066). */
  brandId: string;
}

/** Verification documents (001 §7): upload, list, download, review. */
export class DocumentsService {
  readonly maxBytes: number;
  private readonly uploadsPerPlayer: RateRule;

  constructor(private readonly d: DocumentsDeps) {
    this.maxBytes = d.maxBytes;
    this.uploadsPerPlayer = d.uploadsPerPlayer ?? { limit: 20, windowMs: 60 * 60 * 1000 };
  }

  /** 429 once the player has uploaded `uploadsPerPlayer.limit` files in the window (before reading the body). */
  async assertMayUpload(playerUuid: string): Promise<void> {
    await this.d.limiter.consume(`documents:upload:${playerUuid}`, this.uploadsPerPlayer);
  }

  async list(playerUuid: string): Promise<VerificationDocument[]> {
    return (await listDocuments(this.d.db, playerUuid)).map(toDocument);
  }

  /**
   * Keeps an upload whose content is JPEG, PNG or PDF (whatever its name says) under a generated
   * name; anything else is refused and nothing is stored.
   */
  async upload(
    playerUuid: string,
    documentType: DocumentType,
    file: { bytes: Buffer; name: string | undefined; filename: string | undefined },
  ): Promise<VerificationDocument> {
    if (file.bytes.length === 0) throw fileRequired();
    if (file.bytes.length > this.maxBytes) throw tooLarge(this.maxBytes);
    const mimeType = await sniffDocumentType(file.bytes);
    if (!mimeType) throw unsupportedType();
    const storageKey = `${randomUUID()}.${EXTENSION[mimeType]}`;
    const now = new Date(this.d.now());
    await this.d.storage.put(storageKey, file.bytes);
    try {
      const row = await insertDocument(this.d.db, {
        playerUuid,
        documentType,
        fileName: cleanDisplayName(
          file.name ?? file.filename,
          `${documentType.toLowerCase()}.${EXTENSION[mimeType]}`,
        ),
        storageKey,
        mimeType,
        size: file.bytes.length,
        sha256: sha256(file.bytes, 'hex'),
        status: 'WAITING_REVIEW',
        comment: null,
        createdAt: now,
        updatedAt: now,
      });
      return toDocument(row);
    } catch (err) {
      await this.d.storage.delete(storageKey);
      throw err;
    }
  }

  /** The player's own document and its bytes; 404 for anyone else's (no hint that it exists). */
  async content(playerUuid: string, uuid: string): Promise<{ row: PlayerDocumentRow; bytes: Buffer }> {
    const row = await findDocument(this.d.db, uuid);
    if (!row || row.playerUuid !== playerUuid) throw notFound('Document');
    return { row, bytes: await this.d.storage.get(row.storageKey) };
  }

  /** The operators' queue: documents in one status, oldest first, with whose they are. */
  async queue(status: DocumentStatus, page: number, size: number): Promise<DocumentQueuePage> {
    const { rows, total } = await documentsInStatus(this.d.db, this.d.brandId, status, page, size);
    return pageAnswer(
      rows.map((row) => ({ ...toDocument(row), playerUuid: row.playerUuid })),
      page,
      size,
      total,
    );
  }

  /** A document of the brand's player and its bytes, for an operator; 404 for an unknown id or another brand's. */
  async operatorContent(uuid: string): Promise<{ row: PlayerDocumentRow; bytes: Buffer }> {
    const row = await findDocument(this.d.db, uuid, this.d.brandId);
    if (!row) throw notFound('Document');
    return { row, bytes: await this.d.storage.get(row.storageKey) };
  }

  /** An operator's review step (docs/decisions/008): only the moves of DOCUMENT_TRANSITIONS. */
  async review(uuid: string, to: DocumentStatus, comment: string | null): Promise<VerificationDocument> {
    const row = await findDocument(this.d.db, uuid, this.d.brandId);
    if (!row) throw notFound('Document');
    const refused = () =>
      new AppError(ErrorCode.documentStatusTransition, `A ${row.status} document cannot become ${to}`);
    if (!canMoveDocument(row.status, to)) throw refused();
    const moved = await moveDocument(this.d.db, uuid, row.status, to, comment, new Date(this.d.now()));
    if (!moved) throw refused();
    return toDocument(moved);
  }
}
