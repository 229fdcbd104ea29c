import { createHash } from 'node:crypto';

/** SHA-256 of a text or bytes: base64url by default (token hashes), hex when asked (payloads, files). */
export function sha256(value: string | Uint8Array, encoding: 'base64url' | 'hex' = 'base64url'): string {
  return createHash('sha256').update(value).digest(encoding);
}
