import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ErrorCode, endpoints, VerificationDocument } from '@croupier/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, type BodyOf, envelope, OPERATOR_TOKEN, unchecked } from '../../../test/api.ts';
import { JPEG, multipart, PDF, PNG, uploadDocument } from '../../../test/documents.ts';
import { buildTestApp, type TestContext } from '../../../test/helper.ts';
import { registerByEmail } from '../../../test/players.ts';

const MAX = 4096;
let t: TestContext;
let root: string;
let uploads: string;

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'croupier-docs-'));
  uploads = path.join(root, 'uploads');
  t = await buildTestApp({
    env: { UPLOADS_DIR: uploads, UPLOAD_MAX_BYTES: String(MAX), OPERATOR_TOKEN },
  });
});
afterAll(async () => {
  await t?.close();
  rmSync(root, { recursive: true, force: true });
});

const stored = () => {
  try {
    return readdirSync(uploads);
  } catch {
    return [];
  }
};

const ELF = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(120, 0)]);
const PE = Buffer.concat([
  Buffer.from('MZ'),
  Buffer.alloc(58, 0),
  Buffer.from([0x80, 0, 0, 0]),
  Buffer.alloc(64, 0),
  Buffer.from('PE\0\0'),
  Buffer.alloc(64, 0),
]);
const HTML = Buffer.from('<!doctype html><script>alert(document.cookie)</script>');
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>');

function upload(
  token: string,
  playerUUID: string,
  file: { bytes: Buffer; filename: string; type?: string } | null,
  name?: string,
  documentType = 'PASSPORT',
) {
  return uploadDocument(t, token, playerUUID, file, name, documentType);
}

async function listOf(uuid: string, token: string) {
  const res = await api(t)
    .as(token)
    .call(endpoints.listDocuments, { params: { playerUUID: uuid } });
  expect(res.statusCode, res.body).toBe(200);
  return VerificationDocument.array().parse(res.json());
}

type ReviewStatus = BodyOf<typeof endpoints.reviewDocument>['status'];

function review(documentId: string, status: ReviewStatus, key: string | null = OPERATOR_TOKEN) {
  const client = key === null ? api(t) : api(t).operator(key);
  return client.call(endpoints.reviewDocument, { params: { documentId }, body: { status } });
}

describe('document upload (POST /player-attachment/files/{playerUUID}/{documentType}/upload)', () => {
  it.each([
    ['JPEG', JPEG, 'passport.jpg', 'image/jpeg'],
    ['PNG', PNG, 'id.png', 'image/png'],
    ['PDF', PDF, 'statement.pdf', 'application/pdf'],
  ])('keeps a %s under a generated name, waiting for review', async (_kind, bytes, filename, mime) => {
    const { auth } = await registerByEmail(t);
    const before = stored();
    const res = await upload(auth.token, auth.uuid, { bytes, filename }, `My ${filename}`);
    expect(res.statusCode, res.body).toBe(200);
    const doc = VerificationDocument.parse(res.json());
    expect(doc).toMatchObject({
      fileName: `My ${filename}`,
      status: 'WAITING_REVIEW',
      mimeType: mime,
      size: bytes.length,
    });
    const added = stored().filter((f) => !before.includes(f));
    expect(added).toHaveLength(1);
    expect(added[0]).toMatch(/^[0-9a-f-]{36}\.(jpg|png|pdf)$/);
    expect(await listOf(auth.uuid, auth.token)).toEqual([doc]);
  });

  it.each([
    ['text named .jpg', Buffer.from('just some text, not an image'), 'scan.jpg'],
    ['an ELF executable renamed to .jpg', ELF, 'photo.jpg'],
    ['a Windows executable renamed to .png', PE, 'photo.png'],
    ['HTML named .pdf', HTML, 'statement.pdf'],
    ['SVG named .png', SVG, 'id.png'],
  ])('refuses %s and stores nothing', async (_what, bytes, filename) => {
    const { auth } = await registerByEmail(t);
    const before = stored();
    const res = await upload(auth.token, auth.uuid, { bytes, filename });
    expect(res.statusCode).toBe(400);
    expect(envelope(res)).toMatchObject({
      error: ErrorCode.documentTypeUnsupported,
      fieldErrors: { file: ErrorCode.documentTypeUnsupported },
    });
    expect(stored()).toEqual(before);
    expect(await listOf(auth.uuid, auth.token)).toEqual([]);
  });

  it('refuses a file over UPLOAD_MAX_BYTES with 413 and stores nothing', async () => {
    const { auth } = await registerByEmail(t);
    const before = stored();
    const big = Buffer.concat([JPEG.subarray(0, 12), Buffer.alloc(MAX, 7)]);
    const res = await upload(auth.token, auth.uuid, { bytes: big, filename: 'big.jpg' });
    expect(res.statusCode).toBe(413);
    expect(envelope(res).error).toBe(ErrorCode.documentTooLarge);
    expect(stored()).toEqual(before);
    expect(await listOf(auth.uuid, auth.token)).toEqual([]);
  });

  it('ignores a path in the given names: only a cleaned display name is kept, the file stays in the uploads folder', async () => {
    const { auth } = await registerByEmail(t);
    const res = await upload(
      auth.token,
      auth.uuid,
      { bytes: JPEG, filename: '../../../../tmp/evil.jpg' },
      '../../etc/passwd.jpg',
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(VerificationDocument.parse(res.json()).fileName).toBe('passwd.jpg');
    expect(readdirSync(root)).toEqual(['uploads']);
    expect(stored().every((f) => /^[0-9a-f-]{36}\.(jpg|png|pdf)$/.test(f))).toBe(true);
  });

  it('uses the file name when no name is given', async () => {
    const { auth } = await registerByEmail(t);
    const res = await upload(auth.token, auth.uuid, { bytes: PDF, filename: 'C:\\scans\\bill.pdf' });
    expect(VerificationDocument.parse(res.json()).fileName).toBe('bill.pdf');
  });

  it("refuses another player's uuid and stores nothing", async () => {
    const a = await registerByEmail(t);
    const b = await registerByEmail(t);
    const before = stored();
    const res = await upload(a.auth.token, b.auth.uuid, { bytes: JPEG, filename: 'x.jpg' });
    expect(res.statusCode).toBe(403);
    expect(stored()).toEqual(before);
    expect(await listOf(b.auth.uuid, b.auth.token)).toEqual([]);
    expect(
      await api(t)
        .as(a.auth)
        .status(endpoints.listDocuments, { params: { playerUUID: b.auth.uuid } }),
    ).toBe(403);
  });

  it('refuses a body without a file, a JSON body, an unknown document type and a missing token', async () => {
    const { auth } = await registerByEmail(t);
    const noFile = await upload(auth.token, auth.uuid, null, 'only a name');
    expect(noFile.statusCode).toBe(400);
    expect(envelope(noFile).error).toBe(ErrorCode.documentFileRequired);
    const json = await api(t)
      .as(auth)
      .call(endpoints.uploadDocument, {
        params: { playerUUID: auth.uuid, documentType: 'PASSPORT' },
        body: unchecked({ file: 'x' }),
      });
    expect(json.statusCode).toBe(400);
    const badType = await upload(
      auth.token,
      auth.uuid,
      { bytes: JPEG, filename: 'a.jpg' },
      'a',
      'TAX_RETURN',
    );
    expect(badType.statusCode).toBe(400);
    const m = multipart([{ name: 'file', value: JPEG, filename: 'a.jpg' }]);
    const anonymous = await api(t).call(endpoints.uploadDocument, {
      params: { playerUUID: auth.uuid, documentType: 'PASSPORT' },
      payload: m.payload,
      headers: { 'content-type': m.contentType },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await listOf(auth.uuid, auth.token)).toEqual([]);
  });
});

describe('upload limit per player', () => {
  it('refuses the 21st upload within an hour with 429 and stores nothing', async () => {
    const { auth } = await registerByEmail(t);
    for (let i = 0; i < 20; i++) {
      expect((await upload(auth.token, auth.uuid, { bytes: JPEG, filename: `${i}.jpg` })).statusCode).toBe(
        200,
      );
    }
    const before = stored();
    const res = await upload(auth.token, auth.uuid, { bytes: JPEG, filename: 'more.jpg' });
    expect(res.statusCode).toBe(429);
    expect(envelope(res).error).toBe(ErrorCode.rateLimited);
    expect(stored()).toEqual(before);
    expect(await listOf(auth.uuid, auth.token)).toHaveLength(20);
  });
});

describe('document download', () => {
  it('sends the file back only as an attachment of its recognised type, to its owner', async () => {
    const a = await registerByEmail(t);
    const b = await registerByEmail(t);
    const doc = VerificationDocument.parse(
      (await upload(a.auth.token, a.auth.uuid, { bytes: PNG, filename: 'x.png' }, 'my "id" ü.png')).json(),
    );
    const res = await api(t)
      .as(a.auth)
      .call(endpoints.downloadDocument, { params: { playerUUID: a.auth.uuid, fileId: doc.uuid } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="my id _.png"; filename*=UTF-8''${encodeURIComponent('my id ü.png')}`,
    );
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.rawPayload.equals(PNG)).toBe(true);
    // Through the other player's own path: as if it did not exist.
    expect(
      await api(t)
        .as(b.auth)
        .status(endpoints.downloadDocument, { params: { playerUUID: b.auth.uuid, fileId: doc.uuid } }),
    ).toBe(404);
    expect(
      await api(t)
        .as(b.auth)
        .status(endpoints.downloadDocument, { params: { playerUUID: a.auth.uuid, fileId: doc.uuid } }),
    ).toBe(403);
  });
});

describe('document review (operator)', () => {
  it('moves a document through review; the player sees each status', async () => {
    const { auth } = await registerByEmail(t);
    const doc = VerificationDocument.parse(
      (await upload(auth.token, auth.uuid, { bytes: JPEG, filename: 'a.jpg' })).json(),
    );
    for (const status of [
      'UNDER_REVIEW',
      'ADDITIONAL_INFO_REQUIRED',
      'UNDER_REVIEW',
      'VERIFIED',
      'EXPIRED',
    ] as const) {
      const res = await review(doc.uuid, status);
      expect(res.statusCode, res.body).toBe(200);
      expect((await listOf(auth.uuid, auth.token))[0]?.status).toBe(status);
    }
  });

  it('refuses a move review does not allow, and anyone without the operator token', async () => {
    const { auth } = await registerByEmail(t);
    const doc = VerificationDocument.parse(
      (await upload(auth.token, auth.uuid, { bytes: JPEG, filename: 'a.jpg' })).json(),
    );
    expect((await review(doc.uuid, 'REJECTED')).statusCode).toBe(200);
    const back = await review(doc.uuid, 'VERIFIED');
    expect(back.statusCode).toBe(409);
    expect(envelope(back).error).toBe(ErrorCode.documentStatusTransition);
    expect((await review(doc.uuid, 'VERIFIED', null)).statusCode).toBe(403);
    expect((await review(doc.uuid, 'VERIFIED', 'x'.repeat(OPERATOR_TOKEN.length))).statusCode).toBe(403);
    expect((await listOf(auth.uuid, auth.token))[0]?.status).toBe('REJECTED');
  });
});
