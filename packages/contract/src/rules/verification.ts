/** Verification documents (001 §3): their statuses and how review moves them. */

export const DOCUMENT_STATUSES = [
  'WAITING_REVIEW',
  'UNDER_REVIEW',
  'REJECTED',
  'VERIFIED',
  'ADDITIONAL_INFO_REQUIRED',
  'EXPIRED',
] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

/** Kinds of document a player may upload (the `{documentType}` of the upload path). */
export const DOCUMENT_TYPES = [
  'PASSPORT',
  'ID_CARD',
  'DRIVING_LICENSE',
  'PROOF_OF_ADDRESS',
  'BANK_STATEMENT',
  'SELFIE',
  'OTHER',
] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** Content types accepted, recognised by the file's first bytes (never by its name). */
export const DOCUMENT_MIME_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
export type DocumentMimeType = (typeof DOCUMENT_MIME_TYPES)[number];

/**
 * Review moves a document forward only: a new upload waits for review; a reviewer takes it up,
 * verifies, rejects or asks for more; a verified document expires. Rejected and expired are final
 * (the player uploads a new one).
 */
export const DOCUMENT_TRANSITIONS: Record<DocumentStatus, readonly DocumentStatus[]> = {
  WAITING_REVIEW: ['UNDER_REVIEW', 'VERIFIED', 'REJECTED', 'ADDITIONAL_INFO_REQUIRED'],
  UNDER_REVIEW: ['VERIFIED', 'REJECTED', 'ADDITIONAL_INFO_REQUIRED'],
  ADDITIONAL_INFO_REQUIRED: ['UNDER_REVIEW', 'VERIFIED', 'REJECTED'],
  VERIFIED: ['EXPIRED'],
  REJECTED: [],
  EXPIRED: [],
};

export function canMoveDocument(from: DocumentStatus, to: DocumentStatus): boolean {
  return DOCUMENT_TRANSITIONS[from].includes(to);
}

/**
 * The display name kept for an upload: the last path segment of what the player sent, without
 * control characters or characters that mean something to a file system or a header, at most
 * 200 characters. It is only shown, never used as a path (the stored file's name is generated).
 */
export function cleanDisplayName(name: string | undefined | null, fallback = 'document'): string {
  const last = (name ?? '').split(/[/\\]/).pop() ?? '';
  const cleaned = last
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
    .replace(/[\u0000-\u001f\u007f"<>:|?*]/g, '')
    .replace(/^\.+/, '')
    .trim()
    .slice(0, 200);
  return cleaned || fallback;
}
