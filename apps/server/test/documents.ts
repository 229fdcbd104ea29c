import { endpoints } from '@croupier/contract';
import { api } from './api.ts';
import type { TestContext } from './helper.ts';

/** Documents for the verification tests: real first bytes of each accepted format, and an upload. */

// Real first bytes of each format.
export const JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]),
  Buffer.alloc(200, 1),
  Buffer.from([0xff, 0xd9]),
]);
export const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from([0, 0, 0, 13]),
  Buffer.from('IHDR'),
  Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0, 0x1f, 0x15, 0xc4, 0x89]),
  Buffer.from([0, 0, 0, 0]),
  Buffer.from('IEND'),
  Buffer.from([0xae, 0x42, 0x60, 0x82]),
]);
export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);
export interface Part {
  name: string;
  value: Buffer | string;
  filename?: string;
  type?: string;
}

export function multipart(parts: Part[]) {
  const boundary = `----croupier${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition = `form-data; name="${p.name}"${p.filename !== undefined ? `; filename="${p.filename}"` : ''}`;
    const head = `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${p.filename !== undefined ? `Content-Type: ${p.type ?? 'application/octet-stream'}\r\n` : ''}\r\n`;
    chunks.push(
      Buffer.from(head),
      Buffer.isBuffer(p.value) ? p.value : Buffer.from(p.value),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Uploads `file` as the player's document (a multipart body as the web sends it). */
export function uploadDocument(
  t: TestContext,
  token: string,
  playerUUID: string,
  file: { bytes: Buffer; filename: string; type?: string } | null,
  name?: string,
  documentType = 'PASSPORT',
) {
  const parts: Part[] = [];
  if (name !== undefined) parts.push({ name: 'name', value: name });
  if (file)
    parts.push({ name: 'file', value: file.bytes, filename: file.filename, type: file.type ?? 'image/jpeg' });
  const body = multipart(parts);
  return api(t)
    .as(token)
    .call(endpoints.uploadDocument, {
      params: { playerUUID, documentType },
      payload: body.payload,
      headers: { 'content-type': body.contentType },
    });
}
